//! bocsoib: one pile N >= 1, take 1..=M, whoever takes the last stone loses. Rule source:
//! problems.md. Large method: lose iff N mod (M+1) = 1; r = N mod (M+1); s = M if r = 0 else
//! r - 1. Checked against direct search (0 stones left = the player to move has won) for
//! N <= 200, M <= 30: same verdict, and s is the only winning move.

use super::per_test;

pub fn solve(input: &str) -> String {
    per_test(input, |t| answer(t.u64(), t.u64()))
}

pub fn answer(n: u64, m: u64) -> String {
    let r = n as u128 % (m as u128 + 1);
    match r {
        1 => "0".into(),
        0 => format!("1 {m}"),
        _ => format!("1 {}", r - 1),
    }
}

/// win[n] for 0 <= n <= limit; win[0] = true (the opponent just took the last stone).
pub fn brute(limit: usize, m: usize) -> Vec<bool> {
    let mut w = vec![true; limit + 1];
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
        let (i, o) = super::super::sample("bocsoib");
        assert_eq!(solve(&i), o);
    }
    #[test]
    fn brute_agrees() {
        for m in 1..=30 {
            let w = brute(200, m);
            for n in 1..=200 {
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
