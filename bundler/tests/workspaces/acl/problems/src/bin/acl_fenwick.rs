//! Point add, range sum. "n q", a_0 .. a_{n-1}, then q queries: "0 p x" adds x to a_p,
//! "1 l r" prints a_l + ... + a_{r-1}. Values are signed 64-bit.
use solver_core::fenwicktree::FenwickTree;
use std::io::{Read, Write};

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap());
    let (n, q) = (it.next().unwrap() as usize, it.next().unwrap());
    let mut tree = FenwickTree::new(n, 0i64);
    for i in 0..n {
        tree.add(i, it.next().unwrap());
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for _ in 0..q {
        let (t, a, b) = (it.next().unwrap(), it.next().unwrap(), it.next().unwrap());
        if t == 0 {
            tree.add(a as usize, b);
        } else {
            writeln!(out, "{}", tree.sum(a as usize..b as usize)).unwrap();
        }
    }
}
