//! hdu1527 Wythoff's game: two piles, take any amount from one pile or the same amount from
//! both; taking the last stone wins. Input lines "a b" until end of file; print 1 / 0.
//!
//! Large method: with a <= b and d = b - a, the mover loses iff a = floor(d phi). Tested here
//! without a square root: m = floor(d phi) iff m >= d and (2m - d)^2 < 5 d^2 < (2m - d + 2)^2
//! (squares of the bounds of d sqrt 5), all in u128; a d above 7.1 * 10^18 cannot lose, since
//! a + d <= u64::MAX < phi^2 d. Checked against a game-search table for all a, b <= 150, and
//! against the Fibonacci approximation F(93) / F(92) for pairs near 10^18.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    while let Some(a) = t.try_u64() {
        let b = t.u64();
        out.push_str(if first_wins(a, b) { "1\n" } else { "0\n" });
    }
    out
}

pub fn first_wins(a: u64, b: u64) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    let d = b - a;
    if d == 0 {
        return a != 0;
    }
    if d > 7_100_000_000_000_000_000 || a < d {
        return true;
    }
    let (m, d) = (a as u128, d as u128);
    let five_d2 = 5 * d * d;
    let low = 2 * m - d;
    let is_floor = low * low < five_d2 && (low + 2) * (low + 2) > five_d2;
    !is_floor
}

/// win[a][b] by direct search over every move.
pub fn brute(limit: usize) -> Vec<Vec<bool>> {
    let mut w = vec![vec![false; limit + 1]; limit + 1];
    for a in 0..=limit {
        for b in 0..=limit {
            w[a][b] = (1..=a).any(|t| !w[a - t][b])
                || (1..=b).any(|t| !w[a][b - t])
                || (1..=a.min(b)).any(|t| !w[a - t][b - t]);
        }
    }
    w
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu1527");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn brute_agrees() {
        let n = 150;
        let w = brute(n);
        for a in 0..=n {
            for b in 0..=n {
                assert_eq!(w[a][b], first_wins(a as u64, b as u64), "({a},{b})");
            }
        }
    }

    #[test]
    fn large_agrees_with_fibonacci_ratio() {
        // floor(d phi) = floor(d F(93) / F(92)) for d <= 10^18 (the error d / (sqrt5 F(92)^2)
        // is far below the distance of d phi to an integer).
        let (mut q, mut p) = (1u128, 1u128);
        for _ in 0..91 {
            let next = p + q;
            q = p;
            p = next;
        }
        let e18 = 1_000_000_000_000_000_000u128;
        for d in (e18 / 2 - 500..e18 / 2 + 500).chain(e18 * 6 / 10 - 300..e18 * 6 / 10) {
            let m = (d * p / q) as u64;
            let d = d as u64;
            assert!(!first_wins(m, m + d) && !first_wins(m + d, m), "{d}");
            assert!(
                first_wins(m + 1, m + d) && first_wins(m - 1, m + d + 1),
                "{d}"
            );
        }
        assert!(first_wins(u64::MAX, 0) && !first_wins(0, 0) && first_wins(u64::MAX, u64::MAX));
    }
}
