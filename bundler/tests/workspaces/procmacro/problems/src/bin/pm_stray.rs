//! A derive whose output holds a stray token after its first item, on a struct declared in
//! `fn main`: what rustc keeps of it (the items before that token) is what the bundle holds.
//! Reads numbers; prints each times the unit.

use pm_local::Unit;
use std::io::Read;

fn main() {
    #[derive(Clone, Unit)]
    struct Meters(u32);

    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    for word in text.split_ascii_whitespace() {
        let m = Meters(word.parse().unwrap());
        println!("{}", m.clone().0 * Meters::unit());
    }
}
