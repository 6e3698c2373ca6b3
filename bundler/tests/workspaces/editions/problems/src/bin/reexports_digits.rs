// Paths through a re-exported crate: `reexports::bigint::Digits` is `bigdigits::Digits` (as
// `num::bigint::BigUint` is `num_bigint::BigUint`; issue 19, item 6).
use reexports::bigint::Digits;
use reexports::digits::digit_sum;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut w = input.split_ascii_whitespace();
    let a = Digits::parse(w.next().unwrap());
    let b = reexports::bigint::Digits::parse(w.next().unwrap());
    let s = a.add(&b);
    println!("{} {}", s, digit_sum(&s));
}
