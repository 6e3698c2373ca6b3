//! luogu_p3185 [HNOI2007] splitting game: bottles 0..n-1 with p_i beans; a move takes a bean
//! from a non-empty bottle i and puts one bean into bottles j and k, i < j <= k <= n-1. Per
//! test: the lexicographically smallest winning first move `i j k` (or `-1 -1 -1`), then the
//! number of winning first moves.
//!
//! Method: Grundy value of one bean by its bottle, memoised from the last bottle back
//! (sg[i] = mex of sg[j] ^ sg[k] over i < j <= k), and for every move the resulting position's
//! value recomputed from scratch (parities of the counts after the move): a move wins iff that
//! value is 0. Checked against a direct game search on every position of up to 4 bottles with
//! up to 2 beans each.

use super::Tok;

fn bean_values(n: usize) -> Vec<u64> {
    let mut sg = vec![0u64; n];
    for i in (0..n).rev() {
        let mut reach = std::collections::BTreeSet::new();
        for j in i + 1..n {
            for k in j..n {
                reach.insert(sg[j] ^ sg[k]);
            }
        }
        sg[i] = (0..).find(|v| !reach.contains(v)).unwrap();
    }
    sg
}

fn value(p: &[u64], sg: &[u64]) -> u64 {
    p.iter().zip(sg).filter(|(c, _)| *c % 2 == 1).fold(0, |a, (_, s)| a ^ s)
}

pub fn winning_moves(p: &[u64]) -> Vec<(usize, usize, usize)> {
    let n = p.len();
    let sg = bean_values(n);
    let mut out = Vec::new();
    for i in 0..n {
        if p[i] == 0 {
            continue;
        }
        for j in i + 1..n {
            for k in j..n {
                let mut q = p.to_vec();
                q[i] -= 1;
                q[j] += 1;
                q[k] += 1;
                if value(&q, &sg) == 0 {
                    out.push((i, j, k));
                }
            }
        }
    }
    out
}

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let tests = t.usize();
    let mut out = String::new();
    for _ in 0..tests {
        let n = t.usize();
        let p: Vec<u64> = (0..n).map(|_| t.u64()).collect();
        let moves = winning_moves(&p);
        match moves.first() {
            Some((i, j, k)) => out.push_str(&format!("{i} {j} {k}\n")),
            None => out.push_str("-1 -1 -1\n"),
        }
        out.push_str(&format!("{}\n", moves.len()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn wins(p: &Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(p) {
            return w;
        }
        let n = p.len();
        let mut w = false;
        'search: for i in 0..n {
            if p[i] == 0 {
                continue;
            }
            for j in i + 1..n {
                for k in j..n {
                    let mut q = p.clone();
                    q[i] -= 1;
                    q[j] += 1;
                    q[k] += 1;
                    if !wins(&q, memo) {
                        w = true;
                        break 'search;
                    }
                }
            }
        }
        memo.insert(p.clone(), w);
        w
    }

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("luogu_p3185");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn matches_game_search() {
        let mut memo = HashMap::new();
        for n in 2..=4usize {
            for code in 0..3usize.pow(n as u32) {
                let p: Vec<u64> = (0..n).map(|b| (code / 3usize.pow(b as u32) % 3) as u64).collect();
                let moves = winning_moves(&p);
                assert_eq!(!moves.is_empty(), wins(&p, &mut memo), "{p:?}");
                for (i, j, k) in moves {
                    let mut q = p.clone();
                    q[i] -= 1;
                    q[j] += 1;
                    q[k] += 1;
                    assert!(!wins(&q, &mut memo), "{p:?} -> {q:?}");
                }
            }
        }
    }
}
