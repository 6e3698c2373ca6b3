//! bocsoid: two piles, take any positive amount from one pile, no move loses. Rule source:
//! problems.md. Lose iff N = M; move `1 d s`: s = |N - M| from the larger pile d.
//! Checked against direct search for N, M <= 60: same verdict, and the move is the only
//! winning one.

use super::per_test;

pub fn solve(input: &str) -> String {
    per_test(input, |t| answer(t.u64(), t.u64()))
}

pub fn answer(n: u64, m: u64) -> String {
    if n > m {
        format!("1 1 {}", n - m)
    } else if m > n {
        format!("1 2 {}", m - n)
    } else {
        "0".into()
    }
}

/// win[n][m] for piles up to `limit`.
pub fn brute(limit: usize) -> Vec<Vec<bool>> {
    let mut w = vec![vec![false; limit + 1]; limit + 1];
    for n in 0..=limit {
        for m in 0..=limit {
            w[n][m] = (1..=n).any(|s| !w[n - s][m]) || (1..=m).any(|s| !w[n][m - s]);
        }
    }
    w
}

/// all winning moves (d, s) by search
pub fn brute_moves(w: &[Vec<bool>], n: usize, m: usize) -> Vec<(u8, usize)> {
    let mut v: Vec<(u8, usize)> = (1..=n).filter(|&s| !w[n - s][m]).map(|s| (1, s)).collect();
    v.extend((1..=m).filter(|&s| !w[n][m - s]).map(|s| (2, s)));
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn sample() {
        let (i, o) = super::super::sample("bocsoid");
        assert_eq!(solve(&i), o);
    }
    #[test]
    fn brute_agrees() {
        let w = brute(60);
        for n in 0..=60 {
            for m in 0..=60 {
                if n + m == 0 {
                    continue;
                }
                let want = match brute_moves(&w, n, m).as_slice() {
                    [] => "0".to_string(),
                    [(d, s)] => format!("1 {d} {s}"),
                    _ => panic!("several winning moves"),
                };
                assert_eq!(answer(n as u64, m as u64), want, "({n},{m})");
            }
        }
    }
}
