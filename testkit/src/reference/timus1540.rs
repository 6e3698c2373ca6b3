//! timus1540 Battle for the Ring: K chains of rings; a move picks a ring, which vanishes with
//! every ring of its chain whose gold content is not greater; the rest falls apart into runs.
//! Last ring wins. Print S, or G and the least winning (chain, ring), 1-based.
//!
//! Method: a run left by any sequence of moves is a segment whose outside neighbours are both
//! below its minimum, so the reachable segments form a laminar family (at most 2n of them).
//! Their Grundy values come from a top-down memo over (start, end), each move scanning the
//! segment for its runs. The unit tests check the reference against a search of the real game
//! (multisets of chains) on pairs of short chains.

use super::Tok;
use std::collections::{BTreeSet, HashMap};

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let k = t.usize();
    let chains: Vec<Vec<u64>> = (0..k)
        .map(|_| {
            let len = t.usize();
            (0..len).map(|_| t.u64()).collect()
        })
        .collect();
    match first_move(&chains) {
        None => "S\n".to_string(),
        Some((c, r)) => format!("G\n{} {}\n", c + 1, r + 1),
    }
}

/// Grundy value of the whole chain and of what each ring's move leaves of it.
fn chain_values(chain: &[u64]) -> (u32, Vec<u32>) {
    let mut memo = HashMap::new();
    let whole = segment(chain, 0, chain.len(), &mut memo);
    let after = (0..chain.len()).map(|k| remainder(chain, 0, chain.len(), chain[k], &mut memo)).collect();
    (whole, after)
}

/// XOR of the values of the runs of rings > v in chain[s..e].
fn remainder(chain: &[u64], s: usize, e: usize, v: u64, memo: &mut HashMap<(usize, usize), u32>) -> u32 {
    let mut x = 0;
    let mut start = s;
    for p in s..=e {
        if p == e || chain[p] <= v {
            if start < p {
                x ^= segment(chain, start, p, memo);
            }
            start = p + 1;
        }
    }
    x
}

fn segment(chain: &[u64], s: usize, e: usize, memo: &mut HashMap<(usize, usize), u32>) -> u32 {
    if let Some(&g) = memo.get(&(s, e)) {
        return g;
    }
    let values: BTreeSet<u64> = chain[s..e].iter().copied().collect();
    let options: BTreeSet<u32> = values.iter().map(|&v| remainder(chain, s, e, v, memo)).collect();
    let g = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert((s, e), g);
    g
}

pub fn first_move(chains: &[Vec<u64>]) -> Option<(usize, usize)> {
    let values: Vec<(u32, Vec<u32>)> = chains.iter().map(|c| chain_values(c)).collect();
    let total = values.iter().fold(0, |x, v| x ^ v.0);
    if total == 0 {
        return None;
    }
    values
        .iter()
        .enumerate()
        .find_map(|(c, (g, after))| after.iter().position(|&a| a == total ^ g).map(|r| (c, r)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples() {
        let (i, o) = super::super::sample("timus1540");
        assert_eq!(solve(&i), o);
        assert_eq!(solve("2\n3 2 1 2\n1 1\n"), "S\n");
    }

    fn real(chains: Vec<Vec<u64>>, memo: &mut HashMap<Vec<Vec<u64>>, bool>) -> bool {
        if let Some(&w) = memo.get(&chains) {
            return w;
        }
        let w = moves(&chains).into_iter().any(|(_, next)| !real(next, memo));
        memo.insert(chains, w);
        w
    }

    /// Every move in order (chain, ring) with the position it leaves, sorted.
    fn moves(chains: &[Vec<u64>]) -> Vec<((usize, usize), Vec<Vec<u64>>)> {
        let mut v = Vec::new();
        for c in 0..chains.len() {
            for r in 0..chains[c].len() {
                let mut next: Vec<Vec<u64>> = chains.iter().enumerate().filter(|p| p.0 != c).map(|p| p.1.clone()).collect();
                next.extend(chains[c].split(|&x| x <= chains[c][r]).filter(|s| !s.is_empty()).map(|s| s.to_vec()));
                next.sort();
                v.push(((c, r), next));
            }
        }
        v
    }

    #[test]
    fn agrees_with_the_real_game() {
        let mut r = crate::generate::Rng::new(1540);
        let mut memo = HashMap::new();
        for _ in 0..300 {
            let k = r.range(1, 3) as usize;
            let chains: Vec<Vec<u64>> = (0..k).map(|_| (0..r.range(1, 4)).map(|_| r.range(1, 4)).collect()).collect();
            let least = moves(&chains).into_iter().find(|(_, next)| !real(next.clone(), &mut memo)).map(|m| m.0);
            assert_eq!(first_move(&chains), least, "{chains:?}");
        }
    }
}
