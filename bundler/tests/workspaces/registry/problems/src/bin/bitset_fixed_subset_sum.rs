// Subset sums with bitset-fixed's shift-or.
use bitset_fixed::BitSet;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let n = tokens.next().unwrap();
    let limit = tokens.next().unwrap();
    let mut reachable = BitSet::new(limit + 1);
    reachable.set(0, true);
    for _ in 0..n {
        let w = tokens.next().unwrap();
        reachable |= &(&reachable << w);
    }
    println!("{}", reachable.count_ones());
    println!("{}", (0..=limit).rev().find(|&s| reachable[s]).unwrap());
}
