//! Sum of floor((a i + b) / m) for i in 0..n. "t", then t lines "n m a b".
use solver_core::math::floor_sum;
use std::io::{Read, Write};

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap());
    let t = it.next().unwrap();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for _ in 0..t {
        let (n, m, a, b) = (it.next().unwrap(), it.next().unwrap(), it.next().unwrap(), it.next().unwrap());
        writeln!(out, "{}", floor_sum(n, m, a, b)).unwrap();
    }
}
