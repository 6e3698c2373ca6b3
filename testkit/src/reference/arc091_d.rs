//! arc091_d Strange Nim: N piles "A_i K_i"; a move takes 1 to floor(X / K_i) stones from a pile
//! of X; print `Takahashi` if the first player wins, else `Aoki`.
//!
//! Small method: when every pile holds at most 1000 stones, each pile's Grundy value is the mex
//! of its options, from a table per K. Large method: the ARC 091 editorial's recursion
//! g(qK) = q, g(X) = g(X - q - 1) for q = floor(X / K) and K not dividing X, walked one
//! quotient at a time: the steps inside a quotient move the remainder r to r mod (q + 1).
//! Checked against the tables on every pile of up to 3000 stones with K <= 30.

use super::Tok;
use std::collections::HashMap;

const SMALL: u64 = 1000;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let n = t.usize();
    let piles: Vec<(u64, u64)> = (0..n).map(|_| (t.u64(), t.u64())).collect();
    let small = piles.iter().all(|&(a, _)| a <= SMALL);
    let mut tables: HashMap<u64, Vec<u64>> = HashMap::new();
    let mut sum = 0;
    for (a, k) in piles {
        sum ^= if small {
            tables.entry(k).or_insert_with(|| mex_table(SMALL, k))[a as usize]
        } else {
            by_quotients(a, k)
        };
    }
    if sum != 0 { "Takahashi\n" } else { "Aoki\n" }.to_string()
}

/// Grundy values of piles 0..=max for this K, by the mex of the options.
fn mex_table(max: u64, k: u64) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(max as usize + 1);
    let mut mark: Vec<u64> = vec![u64::MAX; max as usize + 2];
    for x in 0..=max {
        for take in 1..=x / k {
            let v = g[(x - take) as usize] as usize;
            if v < mark.len() {
                mark[v] = x;
            }
        }
        g.push((0..).find(|&v| mark[v] != x).unwrap() as u64);
    }
    g
}

fn by_quotients(mut x: u64, k: u64) -> u64 {
    loop {
        let q = x / k;
        if q == 0 {
            return 0;
        }
        let r = x % k % (q + 1);
        if r == 0 {
            return q;
        }
        // One step out of quotient q from remainder r: X - (q + 1).
        x = q * k + r - (q + 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples() {
        for s in 1..=4 {
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/arc091_d");
            let i = std::fs::read_to_string(dir.join(format!("sample-{s}.in"))).unwrap();
            let o = std::fs::read_to_string(dir.join(format!("sample-{s}.out"))).unwrap();
            assert_eq!(solve(&i), o, "sample {s}");
        }
    }

    #[test]
    fn quotient_walk_agrees_with_tables() {
        for k in 1..=30 {
            let table = mex_table(3000, k);
            for x in 0..=3000 {
                assert_eq!(by_quotients(x, k), table[x as usize], "X = {x}, K = {k}");
            }
        }
    }
}
