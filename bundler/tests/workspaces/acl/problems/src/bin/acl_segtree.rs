//! Point set, range composite of linear functions mod 998244353. "n q", then n pairs "a b"
//! (f_i(x) = a x + b), then q queries: "0 p c d" sets f_p to c x + d; "1 l r x" prints
//! f_{r-1}(...f_l(x)...) mod 998244353.
use solver_core::segtree::{Monoid, Segtree};
use std::io::{Read, Write};

const MOD: u64 = 998_244_353;

/// Linear maps under composition, the left one applied first.
struct Composite;

impl Monoid for Composite {
    type S = (u64, u64);
    fn identity() -> Self::S {
        (1, 0)
    }
    fn binary_operation(&(a, b): &Self::S, &(c, d): &Self::S) -> Self::S {
        (a * c % MOD, (b * c + d) % MOD)
    }
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let (n, q) = (it.next().unwrap() as usize, it.next().unwrap());
    let maps: Vec<(u64, u64)> = (0..n).map(|_| (it.next().unwrap(), it.next().unwrap())).collect();
    let mut tree: Segtree<Composite> = maps.into();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for _ in 0..q {
        let (t, a, b, c) = (it.next().unwrap(), it.next().unwrap(), it.next().unwrap(), it.next().unwrap());
        if t == 0 {
            tree.set(a as usize, (b, c));
        } else {
            let (p, r) = tree.prod(a as usize..b as usize);
            writeln!(out, "{}", (p * c + r) % MOD).unwrap();
        }
    }
}
