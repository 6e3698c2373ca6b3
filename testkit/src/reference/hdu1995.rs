//! hdu1995 Hanoi V: how often disk k moves in the optimal N-disk solution.
//!
//! Method: the recursive solution moves the n - 1 smaller disks twice, so every disk below n
//! moves twice as often as in the (n-1)-disk solution and disk n once:
//! count(n, k) = 2 count(n - 1, k), count(k, k) = 1. Checked by counting the move list of the
//! recursive solution for n <= 12.

use super::per_test;

pub fn solve(input: &str) -> String {
    per_test(input, |t| {
        let (n, k) = (t.u64(), t.u64());
        count(n, k).to_string()
    })
}

/// How often disk `k` moves, 1 <= k <= n <= 64.
pub fn count(n: u64, k: u64) -> u64 {
    assert!(1 <= k && k <= n && n <= 64, "hdu1995: need 1 <= k <= N <= 64");
    (k..n).fold(1u64, |c, _| c * 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu1995");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn counts_the_recursive_solution() {
        for n in 1..=12u32 {
            let mut list = Vec::new();
            super::super::hdu2175::moves(n, 0, 2, &mut list);
            for k in 1..=n {
                let c = list.iter().filter(|m| m.0 == k).count() as u64;
                assert_eq!(count(n as u64, k as u64), c, "n {n} k {k}");
            }
        }
        assert_eq!(count(60, 1), 1 << 59);
        assert_eq!(count(64, 1), 1 << 63);
    }
}
