// A stack whose crate implements another crate's trait (`codec::Encode`) that the program never
// uses: the bundle leaves that crate out (issue 37: smallvec's serde and arbitrary impls).
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut stack = stack_codec::Stack::default();
    for word in input.split_whitespace() {
        stack.push(word.parse().expect("a number"));
    }
    println!("{} {}", stack.depth(), stack.sum());
}
