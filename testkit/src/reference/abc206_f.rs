//! abc206_f Interval Game 2: T tests of N half-open intervals; players alternately choose an
//! interval meeting none chosen so far; Alice first; no choice loses. Print the winner.
//!
//! Method: a choice splits the free stretch [l, r) into [l, a) and [b, r); Grundy values of
//! the stretches reachable from [min L, max R) are computed top-down with memo (mex by a set).
//! The unit tests check it against a search of the real game over bitmasks of the still
//! choosable intervals, on random multisets of up to 9 intervals.

use super::{per_test, Tok};
use std::collections::{BTreeSet, HashMap};

pub fn solve(input: &str) -> String {
    per_test(input, |t: &mut Tok| {
        let n = t.usize();
        let intervals: Vec<(u64, u64)> = (0..n).map(|_| (t.u64(), t.u64())).collect();
        (if alice_wins(&intervals) { "Alice" } else { "Bob" }).to_string()
    })
}

pub fn alice_wins(intervals: &[(u64, u64)]) -> bool {
    let lo = intervals.iter().map(|i| i.0).min().unwrap();
    let hi = intervals.iter().map(|i| i.1).max().unwrap();
    grundy(lo, hi, intervals, &mut HashMap::new()) != 0
}

fn grundy(l: u64, r: u64, intervals: &[(u64, u64)], memo: &mut HashMap<(u64, u64), u32>) -> u32 {
    if let Some(&g) = memo.get(&(l, r)) {
        return g;
    }
    let mut options = BTreeSet::new();
    for &(a, b) in intervals {
        if l <= a && b <= r {
            options.insert(grundy(l, a, intervals, memo) ^ grundy(b, r, intervals, memo));
        }
    }
    let g = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert((l, r), g);
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("abc206_f");
        assert_eq!(solve(&i), o);
    }

    fn real(free: u32, iv: &[(u64, u64)]) -> bool {
        (0..iv.len()).any(|i| {
            free >> i & 1 == 1 && {
                let rest = (0..iv.len())
                    .filter(|&j| free >> j & 1 == 1 && (iv[j].1 <= iv[i].0 || iv[i].1 <= iv[j].0))
                    .fold(0, |m, j| m | 1 << j);
                !real(rest, iv)
            }
        })
    }

    #[test]
    fn agrees_with_the_real_game() {
        let mut r = crate::generate::Rng::new(206);
        for _ in 0..300 {
            let n = r.range(1, 9) as usize;
            let mut iv = Vec::new();
            while iv.len() < n {
                if !iv.is_empty() && r.below(4) == 0 {
                    let k = r.index(iv.len());
                    iv.push(iv[k]);
                } else {
                    let l = r.range(1, 11);
                    iv.push((l, r.range(l + 1, 12)));
                }
            }
            assert_eq!(alice_wins(&iv), real((1 << n) - 1, &iv), "{iv:?}");
        }
    }
}
