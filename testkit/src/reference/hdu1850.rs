//! hdu1850 Being a Good Boy in Spring Festival: Nim; blocks "M p1 .. pM" until M = 0; print the
//! number of winning first moves.
//!
//! Large method: a move on pile i wins iff it leaves the XOR of the OTHER piles in pile i, which
//! is possible iff that XOR is below p_i (at most one winning move per pile). Checked against an
//! exhaustive search that counts moves to losing positions, for every position of 2 to 4 piles
//! of size <= 7.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    while let Some(m) = t.try_u64() {
        if m == 0 {
            break;
        }
        let piles: Vec<u64> = (0..m).map(|_| t.u64()).collect();
        out.push_str(&format!("{}\n", winning_moves(&piles)));
    }
    out
}

pub fn winning_moves(piles: &[u64]) -> usize {
    (0..piles.len())
        .filter(|&i| {
            let others = piles
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .fold(0, |x, (_, &p)| x ^ p);
            others < piles[i]
        })
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn win(v: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(v) {
            return w;
        }
        let mut w = false;
        for i in 0..v.len() {
            for s in 1..=v[i] {
                let mut u = v.to_vec();
                u[i] -= s;
                if !win(&u, memo) {
                    w = true;
                }
            }
        }
        memo.insert(v.to_vec(), w);
        w
    }

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu1850");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn brute_agrees() {
        let mut memo = HashMap::new();
        for k in 2..=4u32 {
            for code in 0..8u64.pow(k) {
                let v: Vec<u64> = (0..k).map(|i| code / 8u64.pow(i) % 8).collect();
                let mut count = 0;
                for i in 0..v.len() {
                    for s in 1..=v[i] {
                        let mut u = v.clone();
                        u[i] -= s;
                        count += !win(&u, &mut memo) as usize;
                    }
                }
                assert_eq!(winning_moves(&v), count, "{v:?}");
            }
        }
    }
}
