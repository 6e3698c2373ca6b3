//! proconio's `#[derive_readable]` on a struct read by `input!`, with `#[fastout]` on main:
//! reads a weighted edge list (1-based vertices) and prints each vertex's weighted degree.
//! Its bundle holds proconio itself (rust-version 1.70).

use proconio::marker::Usize1;
use proconio::{derive_readable, fastout, input};

#[derive_readable]
#[derive(Debug)]
struct Edge {
    from: Usize1,
    to: Usize1,
    weight: i64,
}

#[fastout]
fn main() {
    input! {
        n: usize,
        m: usize,
        edges: [Edge; m],
    }
    let mut degree = vec![0i64; n];
    for e in &edges {
        degree[e.from] += e.weight;
        degree[e.to] += e.weight;
    }
    for d in degree {
        println!("{}", d);
    }
}
