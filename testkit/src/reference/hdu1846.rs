//! hdu1846 Brave Game: one pile of n, take 1..m, taking the last stone wins. C tests "n m";
//! print `first` / `second`.
//!
//! Large method: the mover loses iff (m + 1) divides n (u128, so m + 1 cannot overflow).
//! Checked against a direct search for all n <= 200, m <= 40.

use super::per_test;

pub fn solve(input: &str) -> String {
    per_test(input, |t| {
        let (n, m) = (t.u64(), t.u64());
        (if first_wins(n, m) { "first" } else { "second" }).to_string()
    })
}

pub fn first_wins(n: u64, m: u64) -> bool {
    n as u128 % (m as u128 + 1) != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu1846");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn brute_agrees() {
        for m in 1..=40usize {
            let mut w = vec![false; 201];
            for n in 1..=200 {
                w[n] = (1..=m.min(n)).any(|s| !w[n - s]);
                assert_eq!(w[n], first_wins(n as u64, m as u64), "n={n} m={m}");
            }
        }
        assert!(!first_wins(u64::MAX, u64::MAX - 1) && first_wins(u64::MAX, u64::MAX));
    }
}
