//! bocsoic: one pile N >= 1, take 1..=floor(N/2). Rule source: problems.md.
//! Large method: walk the numbers 2^k - 1 upwards (u128): lose iff N is one of them; otherwise
//! s = N - (largest 2^k - 1 below N). Checked against direct search for N <= 3000: same verdict
//! and s is the only winning move.

use super::per_test;

pub fn solve(input: &str) -> String {
    per_test(input, |t| answer(t.u64()))
}

pub fn answer(n: u64) -> String {
    let n = n as u128;
    let mut below = 0u128; // largest 2^k - 1 < n seen so far
    let mut v = 1u128;
    while v <= n {
        if v == n {
            return "0".into();
        }
        below = v;
        v = 2 * v + 1;
    }
    format!("1 {}", n - below)
}

pub fn brute(limit: usize) -> Vec<bool> {
    let mut w = vec![false; limit + 1];
    for n in 1..=limit {
        w[n] = (1..=n / 2).any(|s| !w[n - s]);
    }
    w
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn sample() {
        let (i, o) = super::super::sample("bocsoic");
        assert_eq!(solve(&i), o);
    }
    #[test]
    fn brute_agrees() {
        let w = brute(3000);
        for n in 1..=3000 {
            let moves: Vec<usize> = (1..=n / 2).filter(|&s| !w[n - s]).collect();
            let want = match moves.as_slice() {
                [] => "0".to_string(),
                [s] => format!("1 {s}"),
                _ => panic!("several winning moves at n={n}"),
            };
            assert_eq!(answer(n as u64), want, "n={n}");
        }
        assert_eq!(
            answer(1_000_000_000_000_000_000),
            format!("1 {}", 1_000_000_000_000_000_000u64 - ((1u64 << 59) - 1))
        );
        assert_eq!(answer((1 << 59) - 1), "0");
    }
}
