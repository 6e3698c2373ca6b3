// Derives reached as icu4x's crates reach theirs (issue 37: textwrap's icu_segmenter): through
// a crate a prelude re-exports, from a file module's re-export, an attribute macro whose helper
// a `cfg_attr` holds, and a variant whose `cfg` does not hold.
use derive_user::{Kind, Shape, Unit};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for word in input.split_ascii_whitespace() {
        let kind = if word.len() > 3 { Kind::Large } else { Kind::Small };
        println!("{} {} {} {}", word, kind, Shape.tag(), Unit::marked());
    }
    println!("{}", derive_user::describe_name());
}
