//! Reads a word and a number and panics where the word says: in the library (`pick`, `pair`)
//! or here (a word that is not a number).
use solver_core::boom::{pair_sum, pick};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace();
    let what = words.next().unwrap_or("");
    let n: usize = words.next().map_or(0, |w| w.parse().unwrap());
    match what {
        "pick" => println!("{}", pick(n)),
        "pair" => println!("{}", pair_sum(0, n)),
        _ => {
            let parsed: u32 = what.parse().expect("a number"); // panics: word
            println!("{}", parsed + n as u32);
        }
    }
}
