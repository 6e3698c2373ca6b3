//! poj2311 Cutting Game: cut one piece of a W x H sheet along a grid line; whoever cuts out a
//! 1 x 1 piece wins. Lines "W H" until end of file; print WIN or LOSE for the first player.
//!
//! Method: a cut that leaves a piece with a side of 1 hands the opponent a 1 x 1 at once, so
//! good play only cuts into pieces with both sides >= 2, and a player who cannot loses: a
//! normal-play game whose Grundy values are computed top-down with memo, on (short, long)
//! sides. The unit tests check that against a search of the real game (multisets of pieces, the
//! immediate win included) on every sheet up to 5 x 5.

use super::Tok;
use std::collections::BTreeSet;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    let mut memo = vec![vec![None; 201]; 201];
    while let Some(w) = t.try_u64() {
        let h = t.u64();
        let g = grundy(w.min(h) as usize, w.max(h) as usize, &mut memo);
        out.push_str(if g != 0 { "WIN\n" } else { "LOSE\n" });
    }
    out
}

fn grundy(a: usize, b: usize, memo: &mut Vec<Vec<Option<u32>>>) -> u32 {
    if let Some(g) = memo[a][b] {
        return g;
    }
    let mut options = BTreeSet::new();
    for (side, other) in [(a, b), (b, a)] {
        for cut in 2..=side.saturating_sub(2) {
            let (x, y) = (cut, side - cut);
            let gx = grundy(x.min(other), x.max(other), memo);
            let gy = grundy(y.min(other), y.max(other), memo);
            options.insert(gx ^ gy);
        }
    }
    let g = (0..).find(|v| !options.contains(v)).unwrap();
    memo[a][b] = Some(g);
    g
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("poj2311");
        assert_eq!(solve(&i), o);
    }

    fn real(pieces: Vec<(u8, u8)>, memo: &mut HashMap<Vec<(u8, u8)>, bool>) -> bool {
        if let Some(&w) = memo.get(&pieces) {
            return w;
        }
        let mut wins = false;
        for i in 0..pieces.len() {
            let (a, b) = pieces[i];
            for (side, other) in [(a, b), (b, a)] {
                for cut in 1..side {
                    let halves = [(cut, other), (side - cut, other)];
                    if halves.contains(&(1, 1)) {
                        wins = true;
                        continue;
                    }
                    let mut next = pieces.clone();
                    next.remove(i);
                    next.extend(halves.iter().map(|&(x, y)| (x.min(y), x.max(y))));
                    next.sort();
                    if !real(next, memo) {
                        wins = true;
                    }
                }
            }
        }
        memo.insert(pieces, wins);
        wins
    }

    #[test]
    fn reduction_agrees_with_the_real_game() {
        let mut memo = HashMap::new();
        let mut gmemo = vec![vec![None; 201]; 201];
        for w in 2..=5u8 {
            for h in 2..=5u8 {
                let g = grundy(w.min(h) as usize, w.max(h) as usize, &mut gmemo);
                assert_eq!(g != 0, real(vec![(w.min(h), w.max(h))], &mut memo), "{w} x {h}");
            }
        }
    }
}
