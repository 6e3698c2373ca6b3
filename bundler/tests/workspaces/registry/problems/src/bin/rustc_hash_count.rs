// Word frequencies with FxHashMap, printed in sorted order.
use rustc_hash::{FxHashMap, FxHashSet};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut counts: FxHashMap<&str, usize> = FxHashMap::default();
    let mut lengths = FxHashSet::default();
    for word in input.split_ascii_whitespace() {
        *counts.entry(word).or_insert(0) += 1;
        lengths.insert(word.len());
    }
    let mut sorted: Vec<_> = counts.into_iter().collect();
    sorted.sort();
    for (word, count) in sorted {
        println!("{} {}", word, count);
    }
    println!("{} lengths", lengths.len());
}
