// permutohedron 0.2.4 (edition 2015): lexical permutations through its trait, and Heap's algorithm.
use permutohedron::LexicalPermutation;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut v: Vec<u32> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    v.sort();
    let mut count = 1;
    let mut first_few = vec![format!("{:?}", v)];
    while v.next_permutation() {
        count += 1;
        if first_few.len() < 3 {
            first_few.push(format!("{:?}", v));
        }
    }
    let mut heap_count = 0;
    permutohedron::heap_recursive(&mut v, |_| heap_count += 1);
    println!("{} {} {}", count, heap_count, first_few.join(" "));
}
