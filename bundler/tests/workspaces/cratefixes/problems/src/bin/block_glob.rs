// A glob import inside a function body (either 1.8.1's doctests: `use either::*;` in the
// `fn main` rustdoc wraps them in): what it reaches is kept as for one at module level.
use std::io::Read;

fn main() {
    use macro_modules::*;
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let words: Vec<&str> = input.split_ascii_whitespace().collect();
    for pair in words.chunks(2) {
        println!("{:?}", area(pair[0], pair.get(1).copied().unwrap_or("")));
    }
}
