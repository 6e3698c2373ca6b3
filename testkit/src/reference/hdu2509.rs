//! hdu2509 Be the Winner: rows of apples; a move takes any positive number of consecutive apples
//! from one row (possibly splitting it); whoever takes the last apple loses. Tests "n a1 .. an"
//! until end of file, blank lines allowed between them. Print `Yes` when the first player wins.
//!
//! Method: the outcome of misère Nim on the row lengths: with every row at most 1, the first
//! player wins iff the number of 1-rows is even; otherwise iff the XOR is not 0. Checked against
//! a memoised search of the real split game over every multiset of rows with at most 14 apples.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    while let Some(n) = t.try_u64() {
        let rows: Vec<u64> = (0..n).map(|_| t.u64()).collect();
        out.push_str(if first_wins(&rows) { "Yes\n" } else { "No\n" });
    }
    out
}

pub fn first_wins(rows: &[u64]) -> bool {
    let ones = rows.iter().filter(|&&r| r == 1).count();
    if rows.iter().all(|&r| r <= 1) {
        ones % 2 == 0
    } else {
        rows.iter().fold(0, |x, &r| x ^ r) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Misère: no apples left means the opponent took the last one, so the mover has won.
    fn win(rows: &[u8], memo: &mut HashMap<Vec<u8>, bool>) -> bool {
        if rows.is_empty() {
            return true;
        }
        if let Some(&w) = memo.get(rows) {
            return w;
        }
        let mut w = false;
        'search: for i in 0..rows.len() {
            let r = rows[i];
            for start in 0..r {
                for end in start + 1..=r {
                    let mut next: Vec<u8> = rows
                        .iter()
                        .enumerate()
                        .filter(|&(j, _)| j != i)
                        .map(|(_, &x)| x)
                        .collect();
                    next.extend([start, r - end].into_iter().filter(|&x| x > 0));
                    next.sort();
                    if !win(&next, memo) {
                        w = true;
                        break 'search;
                    }
                }
            }
        }
        memo.insert(rows.to_vec(), w);
        w
    }

    fn partitions(rest: u8, largest: u8, prefix: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
        if rest == 0 {
            out.push(prefix.clone());
        }
        for part in 1..=largest.min(rest) {
            prefix.push(part);
            partitions(rest - part, part, prefix, out);
            prefix.pop();
        }
    }

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu2509");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn brute_agrees() {
        let mut memo = HashMap::new();
        let mut all = Vec::new();
        for total in 1..=14 {
            partitions(total, total, &mut Vec::new(), &mut all);
        }
        for rows in all {
            let mut key = rows.clone();
            key.sort();
            let wide: Vec<u64> = rows.iter().map(|&r| r as u64).collect();
            assert_eq!(first_wins(&wide), win(&key, &mut memo), "{rows:?}");
        }
    }
}
