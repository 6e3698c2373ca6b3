// Reaches two versions of one crate under two names, `dup1` (1.0.0) and `dup2` (2.0.0): two
// modules of two names, as cargo builds it.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let scale: u32 = input.trim().parse().unwrap();
    println!("{} {}", scale * dup1::VERSION, scale * dup2::VERSION);
}
