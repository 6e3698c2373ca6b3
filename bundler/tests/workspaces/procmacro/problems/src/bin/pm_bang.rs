//! Function-like proc macros, at item level (`make_const!`, by path) and in an expression
//! (`squares!`, imported through the runtime crate's glob re-export), and an attribute macro
//! that wraps a body (`#[twice]`): for each k prints the k-th square (mod LIMIT's table) and
//! a running total.

use pm_runtime::{squares, twice};
use std::io::Read;

pm_local::make_const!(LIMIT = 8);

#[twice]
fn total(values: &[u64]) -> u64 {
    values.iter().sum::<u64>()
}

fn main() {
    let table = squares!(8);
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut seen = Vec::new();
    for k in text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap()) {
        let square = table[(k % LIMIT) as usize] * 2;
        seen.push(square);
        println!("{} {}", square, total(&seen));
    }
}
