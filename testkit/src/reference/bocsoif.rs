//! bocsoif: two piles N, M >= 1, take 1..=floor(p/2) from one pile p (seed 000, "Boc soi F").
//! Output `K D S` per problems.md: K = 1 iff the mover wins; D = 1 if N > M else 2; winning:
//! S = (L+1) - 2^(k-1)(s+1) with k least such that L+1 < 2^k (s+1); losing: S = 1; both
//! piles 1: `0 0 0`.
//!
//! Method: with q = floor((L+1)/(s+1)) and h the largest power of two <= q, 2^(k-1) = h, so
//! S = (L+1) - h(s+1); the position is losing exactly when that is 0 (L+1 = h(s+1)).
//! Checked against direct search for N, M <= 80: K agrees, a winning S from pile D is legal
//! and leaves a losing position, a losing S = 1 is legal, and D follows the rule.

use super::per_test;

pub fn solve(input: &str) -> String {
    per_test(input, |t| {
        let (k, d, s) = answer(t.u64(), t.u64());
        format!("{k} {d} {s}")
    })
}

pub fn answer(n: u64, m: u64) -> (u8, u8, u64) {
    if n == 1 && m == 1 {
        return (0, 0, 0);
    }
    let d = if n > m { 1 } else { 2 };
    let (l1, s1) = (n.max(m) as u128 + 1, n.min(m) as u128 + 1);
    let q = l1 / s1;
    let mut h = 1u128;
    while h * 2 <= q {
        h *= 2;
    }
    let rest = l1 - h * s1;
    if rest == 0 {
        (0, d, 1)
    } else {
        (1, d, rest as u64)
    }
}

/// win[n][m] by direct search, piles up to `limit`.
pub fn brute(limit: usize) -> Vec<Vec<bool>> {
    let mut w = vec![vec![false; limit + 1]; limit + 1];
    for n in 1..=limit {
        for m in 1..=limit {
            w[n][m] = (1..=n / 2).any(|s| !w[n - s][m]) || (1..=m / 2).any(|s| !w[n][m - s]);
        }
    }
    w
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn sample() {
        let (i, o) = super::super::sample("bocsoif");
        assert_eq!(solve(&i), o);
    }
    #[test]
    fn brute_agrees() {
        let w = brute(80);
        for n in 1..=80usize {
            for m in 1..=80usize {
                let (k, d, s) = answer(n as u64, m as u64);
                let s = s as usize;
                assert_eq!(k == 1, w[n][m], "({n},{m})");
                if n == 1 && m == 1 {
                    assert_eq!((k, d, s), (0, 0, 0));
                    continue;
                }
                assert_eq!(d, if n > m { 1 } else { 2 });
                let p = if d == 1 { n } else { m };
                assert!(1 <= s && s <= p / 2, "({n},{m}): S={s} illegal");
                let (nn, mm) = if d == 1 { (n - s, m) } else { (n, m - s) };
                if k == 1 {
                    assert!(!w[nn][mm], "({n},{m}) -> S={s} from {d} is not winning");
                } else {
                    assert_eq!(s, 1);
                }
            }
        }
    }
}
