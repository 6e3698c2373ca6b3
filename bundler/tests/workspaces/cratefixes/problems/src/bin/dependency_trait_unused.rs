// A stack whose crate implements another crate's trait (`codec::Encode`) that the program never
// uses, nor its trait `Source`, whose method name the stack's iterator code calls: the bundle leaves
// that crate out (issue 37: smallvec's serde and arbitrary impls, and `use serde::de::SeqAccess;`).
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut stack = stack_codec::Stack::default();
    stack.extend_from(input.split_whitespace().map(|word| word.parse().expect("a number")));
    println!("{} {}", stack.depth(), stack.sum());
}
