// gcd, lcm, floor division and integer roots through num-integer's traits.
use num_integer::{Integer, Roots};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap());
    let q = tokens.next().unwrap();
    for _ in 0..q {
        let a = tokens.next().unwrap();
        let b = tokens.next().unwrap();
        let (d, m) = a.div_mod_floor(&b);
        println!("{} {} {} {} {}", a.gcd(&b), a.lcm(&b), d, m, a.abs().sqrt());
    }
}
