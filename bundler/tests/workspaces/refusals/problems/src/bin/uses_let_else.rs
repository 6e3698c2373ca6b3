// Reaches a crate with let-else (Rust 1.65): refused under the 1.63 floor, bundled for a
// judge with a newer rustc.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    println!("{}", let_else_lib::first_number(&input));
}
