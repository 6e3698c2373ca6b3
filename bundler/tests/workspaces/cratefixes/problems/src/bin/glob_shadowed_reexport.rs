// One of the crate root's re-exports from modules that glob-import another crate's module (the
// crate `glob_shadow`, as icu_segmenter's segmenters under textwrap).
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for line in input.lines() {
        println!("{}", glob_shadow::Lines::new(line).longest());
    }
}
