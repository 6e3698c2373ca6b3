//! Everything through `use solver_core::*;`. Input: a lowercase string s, then k, then k pairs
//! "r m". Prints the Z-array of s; the solution (y, z) of x = r_i (mod m_i) as "y z", or "0 0"
//! when there is none; 3^|s| mod the last modulus and its inverse (or -1); and the number of
//! positions i with z_i > 0 or i = 0 (a union-find joins them).
use solver_core::*;
use std::io::Read;

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace();
    let s = it.next().unwrap();
    let k: usize = it.next().unwrap().parse().unwrap();
    let mut r = Vec::with_capacity(k);
    let mut m = Vec::with_capacity(k);
    for _ in 0..k {
        r.push(it.next().unwrap().parse::<i64>().unwrap());
        m.push(it.next().unwrap().parse::<i64>().unwrap());
    }
    let z: Vec<String> = z_algorithm(s).iter().map(|x| x.to_string()).collect();
    let (y, lcm) = crt(&r, &m);
    let last = *m.last().unwrap();
    let power = pow_mod(3, s.len() as i64, last as u32) as i64;
    let inverse = if gcd(power, last) == 1 { inv_mod(power, last) } else { -1 };
    let mut dsu = Dsu::new(s.len());
    for (i, &len) in z_algorithm(s).iter().enumerate().skip(1) {
        if len > 0 {
            dsu.merge(0, i);
        }
    }
    println!("{}\n{} {}\n{} {}\n{}", z.join(" "), y, lcm, power, inverse, dsu.size(0));
}
