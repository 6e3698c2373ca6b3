//! bocsoie: two piles, take any positive amount from one pile, whoever takes the last stone
//! loses. Rule source: problems.md. Lose iff N = M > 1 or {N, M} = {0, 1}. Move: if the
//! smaller pile has <= 1 stone, take N + M - 1 from the other pile (the first when N >= M);
//! else equalise. Checked against direct search (0,0 = the player to move has won) for
//! N, M <= 60: same verdict and the printed move is one of the winning moves found by search.
//! (The canonical move is not always the only one: from (1,1) both piles work; the rule picks
//! pile 1.)

use super::per_test;

pub fn solve(input: &str) -> String {
    per_test(input, |t| answer(t.u64(), t.u64()))
}

pub fn losing(n: u64, m: u64) -> bool {
    (n == m && n > 1) || (n.min(m) == 0 && n.max(m) == 1)
}

pub fn answer(n: u64, m: u64) -> String {
    if losing(n, m) {
        return "0".into();
    }
    if n.min(m) <= 1 {
        let d = if n >= m { 1 } else { 2 };
        format!("1 {d} {}", n as u128 + m as u128 - 1)
    } else if n > m {
        format!("1 1 {}", n - m)
    } else {
        format!("1 2 {}", m - n)
    }
}

pub fn brute(limit: usize) -> Vec<Vec<bool>> {
    let mut w = vec![vec![false; limit + 1]; limit + 1];
    w[0][0] = true;
    for n in 0..=limit {
        for m in 0..=limit {
            if n + m > 0 {
                w[n][m] = (1..=n).any(|s| !w[n - s][m]) || (1..=m).any(|s| !w[n][m - s]);
            }
        }
    }
    w
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn sample() {
        let (i, o) = super::super::sample("bocsoie");
        assert_eq!(solve(&i), o);
    }
    #[test]
    fn brute_agrees() {
        let w = brute(60);
        for n in 0..=60usize {
            for m in 0..=60usize {
                if n + m == 0 {
                    continue;
                }
                let a = answer(n as u64, m as u64);
                assert_eq!(a == "0", !w[n][m], "({n},{m})");
                if a != "0" {
                    let v: Vec<usize> = a.split(' ').map(|x| x.parse().unwrap()).collect();
                    let (d, s) = (v[1], v[2]);
                    let (nn, mm) = if d == 1 { (n - s, m) } else { (n, m - s) };
                    assert!(s >= 1 && !w[nn][mm], "({n},{m}) -> {a} is not winning");
                }
            }
        }
    }
}
