// Modules and items declared inside `cfg_if!` branches.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for t in input.split_ascii_whitespace() {
        let n: u128 = t.parse().unwrap();
        println!("{} {:?}", cfg_branches::label(), cfg_branches::words(n));
    }
}
