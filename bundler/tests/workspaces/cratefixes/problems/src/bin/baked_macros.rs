// icu_segmenter's baked data (issue 37: textwrap): another crate's macros, invoked in `const _`
// through a glob import, whose bodies name the invoker's dependencies and its own module; a
// doc attribute computed by a macro; pathfinding's `matrix!`, which names its crate by name.
use baked_data::pair;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for word in input.split_ascii_whitespace() {
        let n: u32 = word.parse().unwrap();
        let p = pair!(n);
        println!("{} {} {} {}", baked_user::Baked.answer() + p.0, p.1 + baked_user::base(), baked_user::loud(word), word.len());
    }
}
