// rustc-hash 1.1.0 (edition 2015): FxHashMap as a counter.
use rustc_hash::{FxHashMap, FxHashSet};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut counts: FxHashMap<&str, usize> = FxHashMap::default();
    let mut distinct = FxHashSet::default();
    for w in input.split_ascii_whitespace() {
        *counts.entry(w).or_insert(0) += 1;
        distinct.insert(w.len());
    }
    let mut pairs: Vec<(&str, usize)> = counts.into_iter().collect();
    pairs.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    println!("{:?} {}", &pairs[..pairs.len().min(3)], distinct.len());
}
