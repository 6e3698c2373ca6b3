//! Convolution mod 998244353. "n m", a_0 .. a_{n-1}, b_0 .. b_{m-1}; prints c_0 .. c_{n+m-2}
//! with c_k = sum of a_i b_j over i + j = k.
use solver_core::convolution::convolution;
use solver_core::modint::ModInt998244353 as Mint;
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let (n, m) = (it.next().unwrap() as usize, it.next().unwrap() as usize);
    let a: Vec<Mint> = (0..n).map(|_| Mint::new(it.next().unwrap())).collect();
    let b: Vec<Mint> = (0..m).map(|_| Mint::new(it.next().unwrap())).collect();
    let c = convolution(&a, &b);
    let line: Vec<String> = c.iter().map(|x| x.to_string()).collect();
    println!("{}", line.join(" "));
}
