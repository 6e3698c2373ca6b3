// lazy_static 1.4.0 (edition 2015): a table computed on first use.
#[macro_use]
extern crate lazy_static;
use std::collections::HashMap;
use std::io::Read;

lazy_static! {
    static ref SQUARES: HashMap<u64, u64> = (1..=100u64).map(|i| (i * i, i)).collect();
    static ref NAME: String = String::from("squares");
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for t in input.split_ascii_whitespace() {
        let x: u64 = t.parse().unwrap();
        match SQUARES.get(&x) {
            Some(r) => println!("{} is a square of {} ({})", x, r, *NAME),
            None => println!("{} is not in {}", x, *NAME),
        }
    }
}
