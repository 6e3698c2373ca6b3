//! Range affine, range sum mod 998244353. "n q", a_0 .. a_{n-1}, then q queries:
//! "0 l r b c" sets a_i = b a_i + c for l <= i < r; "1 l r" prints the sum of a_l .. a_{r-1}.
use solver_core::lazysegtree::{LazySegtree, MapMonoid};
use solver_core::modint::ModInt998244353 as Mint;
use solver_core::segtree::Monoid;
use std::io::{Read, Write};

/// (sum, length) pairs under addition.
struct SumLen;

impl Monoid for SumLen {
    type S = (Mint, usize);
    fn identity() -> Self::S {
        (Mint::new(0), 0)
    }
    fn binary_operation(a: &Self::S, b: &Self::S) -> Self::S {
        (a.0 + b.0, a.1 + b.1)
    }
}

/// x -> b x + c on every element of a segment.
struct Affine;

impl MapMonoid for Affine {
    type M = SumLen;
    type F = (Mint, Mint);
    fn identity_map() -> Self::F {
        (Mint::new(1), Mint::new(0))
    }
    fn mapping(&(b, c): &Self::F, &(sum, len): &(Mint, usize)) -> (Mint, usize) {
        (b * sum + c * Mint::new(len), len)
    }
    fn composition(&(b, c): &Self::F, &(d, e): &Self::F) -> Self::F {
        (b * d, b * e + c)
    }
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let (n, q) = (it.next().unwrap() as usize, it.next().unwrap());
    let values: Vec<(Mint, usize)> = (0..n).map(|_| (Mint::new(it.next().unwrap()), 1)).collect();
    let mut tree: LazySegtree<Affine> = values.into();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for _ in 0..q {
        let t = it.next().unwrap();
        let (l, r) = (it.next().unwrap() as usize, it.next().unwrap() as usize);
        if t == 0 {
            let (b, c) = (Mint::new(it.next().unwrap()), Mint::new(it.next().unwrap()));
            tree.apply_range(l..r, (b, c));
        } else {
            writeln!(out, "{}", tree.prod(l..r).0).unwrap();
        }
    }
}
