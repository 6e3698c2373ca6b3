//! Arithmetic modulo a modulus read at run time. "m n", then a_1 .. a_n (m >= 1).
//! Prints the product of all a_i, the sum of a_i^i, and for every a_i its inverse mod m,
//! or -1 when a_i and m are not coprime.
use solver_core::modint::ModInt as Mint;
use std::io::Read;

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let (m, n) = (it.next().unwrap(), it.next().unwrap());
    Mint::set_modulus(m as u32);
    let a: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
    let product: Mint = a.iter().map(|&x| Mint::new(x)).product();
    let power_sum: Mint = a.iter().enumerate().map(|(i, &x)| Mint::new(x).pow(i as u64 + 1)).sum();
    let inverses: Vec<String> = a
        .iter()
        .map(|&x| if gcd(x % m, m) == 1 { Mint::new(x).inv().to_string() } else { "-1".to_string() })
        .collect();
    println!("{} {}\n{}", product, power_sum, inverses.join(" "));
}
