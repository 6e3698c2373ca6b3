// Reaches a #![no_std] crate that uses `alloc`: bundles and runs like any other.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let n: u64 = input.trim().parse().unwrap();
    println!("{}", nostd_alloc::joined(&nostd_alloc::squares(n)));
}
