//! abc368_f Dividing Game: N numbers >= 2; a move replaces one by a proper divisor; a player
//! who cannot move loses; Anna first. Print `Anna` or `Bruno`.
//!
//! Method: Sprague-Grundy, each number's value computed by trial-division factorisation as its
//! prime factor count with multiplicity. The unit tests check that value against the mex over
//! every divisor for n <= 2000, and the XOR against a search of the game on pairs <= 30.

use super::Tok;
use std::collections::HashMap;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let n = t.usize();
    let mut memo: HashMap<u64, u64> = HashMap::new();
    let mut x = 0;
    for _ in 0..n {
        let a = t.u64();
        x ^= *memo.entry(a).or_insert_with(|| omega(a));
    }
    if x != 0 { "Anna\n" } else { "Bruno\n" }.to_string()
}

fn omega(mut a: u64) -> u64 {
    let mut count = 0;
    let mut p = 2;
    while p * p <= a {
        while a % p == 0 {
            a /= p;
            count += 1;
        }
        p += 1;
    }
    count + u64::from(a > 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples() {
        let (i, o) = super::super::sample("abc368_f");
        assert_eq!(solve(&i), o);
        assert_eq!(solve("4\n2 3 4 6\n"), "Bruno\n");
    }

    #[test]
    fn omega_is_the_mex_over_divisors() {
        let mut g = vec![0u64; 2001];
        for n in 2..=2000usize {
            let options: Vec<u64> = (1..n).filter(|d| n % d == 0).map(|d| g[d]).collect();
            g[n] = (0..).find(|v| !options.contains(v)).unwrap();
            assert_eq!(omega(n as u64), g[n], "n {n}");
        }
    }

    #[test]
    fn pairs_agree_with_search() {
        // wins[a][b] for 1 <= a, b <= 30 (1 has no moves).
        let mut wins = vec![vec![false; 31]; 31];
        for a in 1..=30usize {
            for b in 1..=30usize {
                let from_a = (1..a).any(|d| a % d == 0 && !wins[d][b]);
                let from_b = (1..b).any(|d| b % d == 0 && !wins[a][d]);
                wins[a][b] = from_a || from_b;
            }
        }
        for a in 2..=30u64 {
            for b in 2..=30u64 {
                let expected = if wins[a as usize][b as usize] { "Anna\n" } else { "Bruno\n" };
                assert_eq!(solve(&format!("2\n{a} {b}\n")), expected, "{a} {b}");
            }
        }
    }
}
