//! hdu1525 Euclid's Game. Rule source: problems.md ("the player who reaches 0 wins").
//!
//! Large method: with a >= b > 0 the mover wins iff a == b or a > phi * b, tested in integers as
//! a*(a-b) > b*b (u128, no overflow even at 2^64 - 1). This is the golden-ratio characterisation, not the
//! "a % b == 0 or a >= 2b, else recurse" rule of seed 004 that solutions use. Checked against
//! the memoised game search for all 1 <= a, b <= 150, and against the seed-004 recursion on
//! 20,000 pseudo-random pairs up to 2^64 - 1.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    while let Some(a) = t.try_u64() {
        let b = t.u64();
        if a == 0 && b == 0 {
            break;
        }
        out.push_str(if stan_wins(a, b) {
            "Stan wins\n"
        } else {
            "Ollie wins\n"
        });
    }
    out
}

/// Does the player to move win from (a, b)? Both must be positive.
pub fn stan_wins(a: u64, b: u64) -> bool {
    let (hi, lo) = (a.max(b) as u128, a.min(b) as u128);
    assert!(lo > 0, "hdu1525: numbers must be positive");
    hi == lo || hi * (hi - lo) > lo * lo
}

/// Plain memoised game search over every move (subtract k * smaller, k = 1..).
pub fn brute(limit: usize) -> Vec<Vec<bool>> {
    // win[a][b] for 1 <= a, b <= limit
    let mut win = vec![vec![false; limit + 1]; limit + 1];
    for s in 2..=2 * limit {
        for a in 1..=limit {
            if s < a + 1 || s - a > limit {
                continue;
            }
            let b = s - a;
            let (hi, lo) = (a.max(b), a.min(b));
            let mut w = false;
            let mut k = 1;
            while k * lo <= hi {
                let r = hi - k * lo;
                if r == 0 || !win[r.max(lo)][r.min(lo)] {
                    w = true;
                    break;
                }
                k += 1;
            }
            win[a][b] = w;
        }
    }
    win
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seed004(a: u64, b: u64) -> bool {
        let (hi, lo) = (a.max(b), a.min(b));
        if hi % lo == 0 || hi / lo >= 2 {
            return true;
        }
        !seed004(lo, hi - lo)
    }

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu1525");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn brute_agrees() {
        let n = 150;
        let w = brute(n);
        for a in 1..=n {
            for b in 1..=n {
                assert_eq!(w[a][b], stan_wins(a as u64, b as u64), "({a},{b})");
            }
        }
    }

    #[test]
    fn large_agrees_with_recursion() {
        let mut x = 0x1234_5678_9abc_def0u64;
        for i in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let a = (x >> (i % 60)).max(1);
            let b = (x.rotate_left(29) >> (i % 63)).max(1);
            assert_eq!(stan_wins(a, b), seed004(a, b), "({a},{b})");
        }
        // consecutive Fibonacci numbers: lose; equal numbers: win
        assert!(!stan_wins(7540113804746346429, 4660046610375530309));
        assert!(stan_wins(u64::MAX, u64::MAX));
    }
}
