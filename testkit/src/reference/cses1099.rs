//! cses1099 Stair Game: balls on stairs 1..n; a move takes balls from stair k != 1 down to stair
//! k - 1; the last mover wins. t tests "n, p_1 .. p_n"; print `first` or `second`.
//!
//! Small method: a memoised search of the game when a test has at most 5 stairs and 6 balls
//! above stair 1. Large method: staircase Nim with stair 1 as the ground, so the even-numbered
//! stairs form the Nim heaps. Checked against the search on every test of 5 stairs with at most
//! 6 balls above stair 1.

use super::{per_test, Tok};
use std::collections::HashMap;

pub fn solve(input: &str) -> String {
    let mut memo = HashMap::new();
    per_test(input, |t: &mut Tok| {
        let n = t.usize();
        let mut p: Vec<u64> = (0..n).map(|_| t.u64()).collect();
        let first = if n <= 5 && p.iter().skip(1).sum::<u64>() <= 6 {
            p[0] = 0; // stair 1 never matters
            search(&p, &mut memo)
        } else {
            p.iter().enumerate().filter(|(i, _)| (i + 1) % 2 == 0).fold(0, |x, (_, &b)| x ^ b) != 0
        };
        if first { "first" } else { "second" }.to_string()
    })
}

fn search(p: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(p) {
        return w;
    }
    let mut w = false;
    for k in 1..p.len() {
        for d in 1..=p[k] {
            let mut q = p.to_vec();
            q[k] -= d;
            if k > 1 {
                q[k - 1] += d;
            }
            if !search(&q, memo) {
                w = true;
            }
        }
    }
    memo.insert(p.to_vec(), w);
    w
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("cses1099");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn even_stairs_agree_with_search() {
        let mut memo = HashMap::new();
        for code in 0..7u64.pow(4) {
            let mut p = vec![0u64];
            p.extend((0..4).map(|i| code / 7u64.pow(i) % 7));
            if p.iter().sum::<u64>() > 6 {
                continue;
            }
            let even = p[1] ^ p[3];
            assert_eq!(even != 0, search(&p, &mut memo), "{p:?}");
        }
    }
}
