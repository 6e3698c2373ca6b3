// Depends on every refused crate (all bins of `problems` do) and reaches none of them. The
// names below are in a comment and in strings only: pm_derive::answer!(), with_build::VALUE,
// include_code::total(), nostd_panic::triple(1), old_edition::Doubler.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let total: u64 = input.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap()).sum();
    println!("{} (not with_build::VALUE, not nostd_panic::triple)", total);
}
