// Squares from `tables`, whose build script enables three big tables: over vnoj's 64 KB with
// all three, so the bundler leaves out the one cfg the crate can do without (`tables_fast`).
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for i in input.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap()) {
        println!("{} {} {}", tables::needed_square(i), tables::exact_square(i), tables::fast_square(i));
    }
}
