// A helper macro of a crate that names an optional dependency no feature turns on (the crate
// `weak_optional`, as icu_locale_core's serde under textwrap).
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for word in input.split_ascii_whitespace() {
        let steps = weak_optional::Steps(word.parse().unwrap());
        println!("{}", steps.bumped());
    }
}
