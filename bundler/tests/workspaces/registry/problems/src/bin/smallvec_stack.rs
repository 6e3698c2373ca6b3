// Digits of numbers on a SmallVec that rarely spills.
use smallvec::{smallvec, SmallVec};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for token in input.split_ascii_whitespace() {
        let mut n: u64 = token.parse().unwrap();
        let mut digits: SmallVec<[u8; 8]> = smallvec![];
        while n > 0 {
            digits.push((n % 10) as u8);
            n /= 10;
        }
        digits.reverse();
        println!("{:?} spilled={}", digits.as_slice(), digits.spilled());
    }
}
