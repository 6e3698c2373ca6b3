//! hdu1729 Stone Game: boxes "s c" (capacity, stones); a move adds 1..c^2 stones to one box
//! without passing its capacity; no move loses. Blocks "N" + N boxes until N = 0; print `Case
//! k:` then `Yes` when the first player wins.
//!
//! Method: the XOR of the boxes' Grundy values. A box of capacity at most 100 is solved by the
//! mex over every move (cached per capacity). For a larger box, with t the largest integer such
//! that t + t^2 < s (found by counting up): a box holding more than t stones reaches the full box
//! and every count in between in one move, so its value is s - c; a box holding at most t stones
//! plays exactly like the box of capacity t (t has value 0 in box s and cannot be jumped), which
//! is solved the same way (t is about sqrt s, so two steps reach the mex table from 10^6). The
//! reduction is checked against the mex table for every box of capacity <= 300, and the mex
//! tables against a win/lose search of two boxes for capacities <= 40.

use super::Tok;
use std::collections::HashMap;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    let mut tables = HashMap::new();
    let mut case = 0;
    while let Some(n) = t.try_u64() {
        if n == 0 {
            break;
        }
        case += 1;
        let mut x = 0;
        for _ in 0..n {
            let (s, c) = (t.u64(), t.u64());
            x ^= grundy(s, c, &mut tables);
        }
        out.push_str(&format!(
            "Case {case}:\n{}\n",
            if x != 0 { "Yes" } else { "No" }
        ));
    }
    out
}

/// The mex table of the box of capacity `s`: entry c is the value with c stones.
pub fn mex_table(s: usize) -> Vec<u64> {
    let mut g = vec![0u64; s + 1];
    let mut seen = vec![false; s + 2];
    for c in (0..s).rev() {
        let top = s.min(c + c * c);
        for v in seen.iter_mut() {
            *v = false;
        }
        for d in c + 1..=top {
            seen[g[d] as usize] = true;
        }
        g[c] = seen.iter().position(|&v| !v).unwrap() as u64;
    }
    g
}

pub fn grundy(s: u64, c: u64, tables: &mut HashMap<u64, Vec<u64>>) -> u64 {
    assert!(c <= s, "box with more stones than capacity");
    if s <= 100 {
        return tables.entry(s).or_insert_with(|| mex_table(s as usize))[c as usize];
    }
    let mut t = 0u64;
    while (t + 1) + (t + 1) * (t + 1) < s {
        t += 1;
    }
    if c > t {
        s - c
    } else {
        grundy(t, c, tables)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu1729");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn reduction_agrees_with_mex_table() {
        // The reduction for s > 1000 is tested where the mex table also reaches: force it on
        // boxes up to 300 by applying it once by hand.
        let mut tables = HashMap::new();
        for s in 3..=300u64 {
            let full = mex_table(s as usize);
            let mut t = 0u64;
            while (t + 1) + (t + 1) * (t + 1) < s {
                t += 1;
            }
            for c in 0..=s {
                let reduced = if c > t {
                    s - c
                } else {
                    grundy(t, c, &mut tables)
                };
                assert_eq!(reduced, full[c as usize], "({s}, {c})");
            }
        }
    }

    #[test]
    fn two_boxes_by_search() {
        // win[(c1, c2)] for boxes of capacities s1, s2, by direct search.
        for s1 in 0..=40usize {
            for s2 in [0usize, 1, 5, 17, 40] {
                let (g1, g2) = (mex_table(s1), mex_table(s2));
                let mut win = vec![vec![false; s2 + 1]; s1 + 1];
                for c1 in (0..=s1).rev() {
                    for c2 in (0..=s2).rev() {
                        win[c1][c2] = (c1 + 1..=s1.min(c1 + c1 * c1)).any(|d| !win[d][c2])
                            || (c2 + 1..=s2.min(c2 + c2 * c2)).any(|d| !win[c1][d]);
                        assert_eq!(win[c1][c2], g1[c1] != g2[c2], "({s1},{c1}) + ({s2},{c2})");
                    }
                }
            }
        }
    }
}
