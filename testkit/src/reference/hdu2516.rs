//! hdu2516 Fibonacci Nim. Rule source: problems.md (first move takes 1..n-1, later moves
//! 1..2*previous, taking the last stone wins).
//!
//! Large method: n is a Fibonacci number iff 5n^2 + 4 or 5n^2 - 4 is a perfect square (checked
//! with an integer square root in u128), not a table of Fibonacci numbers. Checked against a
//! memoised search over (stones left, move limit) for 2 <= n <= 400.

use super::{isqrt, Tok};

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    while let Some(n) = t.try_u64() {
        if n == 0 {
            break;
        }
        out.push_str(if first_wins(n) {
            "First win\n"
        } else {
            "Second win\n"
        });
    }
    out
}

pub fn is_square(v: u128) -> bool {
    let r = isqrt(v);
    r * r == v
}

pub fn first_wins(n: u64) -> bool {
    let v = 5 * (n as u128) * (n as u128);
    !(is_square(v + 4) || is_square(v - 4))
}

/// first-player-wins table for 0..=limit by direct search (index 0 and 1 unused).
pub fn brute(limit: usize) -> Vec<bool> {
    // w[r][l]: player to move with r stones and may take 1..=l (l capped at r) wins.
    let mut w = vec![vec![false; limit + 1]; limit + 1];
    for r in 1..=limit {
        for l in 1..=limit {
            let mut win = false;
            for k in 1..=l.min(r) {
                if k == r || !w[r - k][(2 * k).min(limit)] {
                    win = true;
                    break;
                }
            }
            w[r][l] = win;
        }
    }
    (0..=limit).map(|n| n >= 2 && w[n][n - 1]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu2516");
        assert_eq!(solve(&i), o);
    }
    #[test]
    fn brute_agrees() {
        let b = brute(400);
        for n in 2..=400u64 {
            assert_eq!(b[n as usize], first_wins(n), "n={n}");
        }
    }
    #[test]
    fn big_fibonacci() {
        assert!(!first_wins(1836311903));
        assert!(first_wins(1836311902));
        assert!(first_wins(1836311904));
        assert!(!first_wins(1134903170));
        assert!(first_wins((1u64 << 31) - 1));
    }
}
