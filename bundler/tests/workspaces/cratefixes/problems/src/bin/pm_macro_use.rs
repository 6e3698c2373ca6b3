// A proc-macro crate's macros through `#[macro_use] extern crate .. as _;` (memoise's way).
#[macro_use]
extern crate pm_attrs as _;

use std::io::Read;

#[plus_one]
fn triple_plus_one(x: i64) -> i64 {
    x * 3
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for t in input.split_ascii_whitespace() {
        let x: i64 = t.parse().unwrap();
        println!("{} {}", triple_plus_one(x), doubled!(x + 1));
    }
}
