//! hdu4315 Climbing the Hill: people on distinct cells below the hilltop (cell 0) climb without
//! passing or reaching the cell of the nearest person above (the hilltop holds anyone); whoever
//! brings the king, the k-th from the top, onto the hilltop wins. Cases "N k, N increasing
//! cells" until end of file; print `Alice` (first player) or `Bob`.
//!
//! Small method: a memoised search of the game itself when a case has at most 6 people on cells
//! up to 12. Large method: the king first from the top wins at once; otherwise pair the people
//! from the bottom, the topmost alone when N is odd, paired with a virtual person just above
//! the hilltop (cell -1), or on the hilltop (cell 0) when the king is second from the top; the
//! first player wins iff the XOR of the free cells inside the pairs is not 0. Checked against
//! the search for every placement on cells 1..=10 and every king.

use super::Tok;
use std::collections::HashMap;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    let mut memo = HashMap::new();
    while let Some(n) = t.try_u64() {
        let k = t.usize();
        let cells: Vec<u64> = (0..n).map(|_| t.u64()).collect();
        let alice = if n <= 6 && cells.iter().all(|&c| c <= 12) {
            search(&cells, k - 1, &mut memo)
        } else {
            pairs(&cells, k)
        };
        out.push_str(if alice { "Alice\n" } else { "Bob\n" });
    }
    out
}

/// `cells`: the people not on the hilltop, top first; `king`: his index among them.
fn search(cells: &[u64], king: usize, memo: &mut HashMap<(Vec<u64>, usize), bool>) -> bool {
    let key = (cells.to_vec(), king);
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut w = false;
    for i in 0..cells.len() {
        if i == 0 {
            if king == 0 {
                w = true;
                break;
            }
            // To the hilltop: he leaves the board.
            if !search(&cells[1..], king - 1, memo) {
                w = true;
            }
        }
        let lowest = if i == 0 { 1 } else { cells[i - 1] + 1 };
        for to in lowest..cells[i] {
            let mut next = cells.to_vec();
            next[i] = to;
            if !search(&next, king, memo) {
                w = true;
            }
        }
    }
    memo.insert(key, w);
    w
}

fn pairs(cells: &[u64], k: usize) -> bool {
    if k == 1 {
        return true;
    }
    let mut row: Vec<i64> = cells.iter().map(|&c| c as i64).collect();
    if row.len() % 2 == 1 {
        row.insert(0, if k == 2 { 0 } else { -1 });
    }
    let x = row.chunks(2).fold(0i64, |x, p| x ^ (p[1] - p[0] - 1));
    x != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu4315");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn pairs_agree_with_search() {
        let mut memo = HashMap::new();
        for mask in 1u32..1 << 10 {
            let cells: Vec<u64> = (0..10).filter(|&c| mask >> c & 1 == 1).map(|c| c as u64 + 1).collect();
            for k in 1..=cells.len() {
                assert_eq!(pairs(&cells, k), search(&cells, k - 1, &mut memo), "{cells:?} k {k}");
            }
        }
    }
}
