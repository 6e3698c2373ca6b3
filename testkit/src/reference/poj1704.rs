//! poj1704 Georgia and Bob: pieces on distinct cells 1, 2, ... of a row slide left without
//! passing or landing on another; no move loses. T tests "N, then N unsorted cells"; print
//! `Georgia will win` or `Bob will win`.
//!
//! Small method: a memoised search of the game itself when a test has at most 6 pieces on cells
//! up to 14. Large method: pair the pieces from the right end (the rightmost with the one
//! before it, and so on, the leftmost alone with a wall at cell 0); the first player loses iff
//! the XOR of the empty cells inside each pair is 0 (staircase Nim). Checked against the search
//! on every placement of pieces on cells 1..=12.

use super::{per_test, Tok};
use std::collections::HashMap;

pub fn solve(input: &str) -> String {
    let mut memo = HashMap::new();
    per_test(input, |t: &mut Tok| {
        let n = t.usize();
        let mut cells: Vec<u64> = (0..n).map(|_| t.u64()).collect();
        cells.sort();
        let georgia = if n <= 6 && cells.last().map_or(true, |&c| c <= 14) {
            search(&cells, &mut memo)
        } else {
            pairs_xor(&cells) != 0
        };
        if georgia { "Georgia will win" } else { "Bob will win" }.to_string()
    })
}

/// Whether the player to move wins, by trying every slide.
fn search(cells: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(cells) {
        return w;
    }
    let mut w = false;
    for i in 0..cells.len() {
        let wall = if i == 0 { 0 } else { cells[i - 1] };
        for to in wall + 1..cells[i] {
            let mut next = cells.to_vec();
            next[i] = to;
            if !search(&next, memo) {
                w = true;
            }
        }
    }
    memo.insert(cells.to_vec(), w);
    w
}

fn pairs_xor(sorted: &[u64]) -> u64 {
    let mut x = 0;
    let mut right = sorted.len();
    while right >= 1 {
        let left_cell = if right >= 2 { sorted[right - 2] } else { 0 };
        x ^= sorted[right - 1] - left_cell - 1;
        if right < 2 {
            break;
        }
        right -= 2;
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("poj1704");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn pairs_agree_with_search() {
        let mut memo = HashMap::new();
        for mask in 1u32..1 << 12 {
            let cells: Vec<u64> = (0..12).filter(|&c| mask >> c & 1 == 1).map(|c| c as u64 + 1).collect();
            assert_eq!(pairs_xor(&cells) != 0, search(&cells, &mut memo), "{cells:?}");
        }
    }
}
