// The same stack encoded through the other crate's function: the trait's impl for the stack
// stays, and with it what the impl calls; the numbers come through the other crate's `Source`.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut stack = stack_codec::Stack::default();
    stack.read_from(codec::TextSource::new(&input));
    println!("{}", codec::to_text(&stack));
}
