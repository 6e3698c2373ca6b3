//! bocsoia: one pile N, take 1..=M, no move loses. Rule source: problems.md.
//! Large method: lose iff N mod (M+1) = 0, move s = N mod (M+1) (u128, M+1 may be 10^18+1).
//! Checked against a win/lose table by direct search for N <= 200, M <= 30: same verdict, and
//! the printed s is the only winning move.

use super::per_test;

pub fn solve(input: &str) -> String {
    per_test(input, |t| answer(t.u64(), t.u64()))
}

pub fn answer(n: u64, m: u64) -> String {
    let r = n as u128 % (m as u128 + 1);
    if r == 0 {
        "0".into()
    } else {
        format!("1 {r}")
    }
}

/// win[n] for 0 <= n <= limit with take 1..=m.
pub fn brute(limit: usize, m: usize) -> Vec<bool> {
    let mut w = vec![false; limit + 1];
    for n in 1..=limit {
        w[n] = (1..=m.min(n)).any(|s| !w[n - s]);
    }
    w
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn sample() {
        let (i, o) = super::super::sample("bocsoia");
        assert_eq!(solve(&i), o);
    }
    #[test]
    fn brute_agrees() {
        for m in 1..=30 {
            let w = brute(200, m);
            for n in 0..=200 {
                let moves: Vec<usize> = (1..=m.min(n)).filter(|&s| !w[n - s]).collect();
                let want = match moves.as_slice() {
                    [] => "0".to_string(),
                    [s] => format!("1 {s}"),
                    _ => panic!("several winning moves at n={n} m={m}"),
                };
                assert_eq!(answer(n as u64, m as u64), want, "n={n} m={m}");
            }
        }
    }
}
