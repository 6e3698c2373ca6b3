//! hdu5795 A Simple Nim: T cases of n heaps; a move takes any positive number from one heap or
//! splits one heap into three non-empty heaps; whoever takes the last candy wins.
//!
//! Method: a brute-force Grundy table (mex over every take and every three-way split) for
//! heaps below 64, and for larger heaps the offset that table shows for n mod 8 above 8:
//! g(n) = n + (g(8 + r) - (8 + r)) with r = n mod 8. The offsets are read off the brute force,
//! not written in; the unit test checks the extension against the brute force up to 160.

use super::Tok;
use std::sync::OnceLock;

fn brute_table(limit: usize) -> Vec<i64> {
    let mut g: Vec<i64> = Vec::new();
    for n in 0..limit {
        let mut reach = std::collections::HashSet::new();
        for rest in 0..n {
            reach.insert(g[rest]);
        }
        for a in 1..n {
            for b in a..n {
                let c = n as i64 - a as i64 - b as i64;
                if c >= b as i64 {
                    reach.insert(g[a] ^ g[b] ^ g[c as usize]);
                }
            }
        }
        g.push((0..).find(|v| !reach.contains(v)).unwrap());
    }
    g
}

fn table() -> &'static Vec<i64> {
    static T: OnceLock<Vec<i64>> = OnceLock::new();
    T.get_or_init(|| brute_table(64))
}

pub fn grundy(n: u64) -> u64 {
    let t = table();
    if (n as usize) < t.len() {
        return t[n as usize] as u64;
    }
    let r = 8 + (n % 8) as usize;
    (n as i64 + (t[r] - r as i64)) as u64
}

pub fn solve(input: &str) -> String {
    super::per_test(input, |t: &mut Tok| {
        let n = t.usize();
        let x = (0..n).fold(0, |a, _| a ^ grundy(t.u64()));
        if x != 0 { "First player wins." } else { "Second player wins." }.to_string()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu5795");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn extension_matches_brute_force() {
        let b = brute_table(160);
        for n in 0..160 {
            assert_eq!(grundy(n as u64), b[n] as u64, "n = {n}");
        }
    }
}
