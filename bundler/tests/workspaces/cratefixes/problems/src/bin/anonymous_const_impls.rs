// zerocopy's `unsafe impl`s for the primitive types, written by a macro in anonymous constants
// (ahash 0.8.12's bundles carry about a hundred): expanded for the size limit, each impl is an
// item of its own that the compile-guided shrink may leave out when no bound asks for it.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for word in input.split_ascii_whitespace() {
        let n: u64 = word.parse().expect("a number");
        let signed: i64 = promises::transmute(n);
        let zero = <u32 as promises::FromBytes>::zeroed();
        println!("{} {}", signed, zero);
    }
}
