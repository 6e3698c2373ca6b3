//! codechef_shgame A Game With a Sheet of Paper: T lines "N M"; count the marked cells of an
//! N x M sheet from which the first player wins, when a cut throws away the part without the
//! mark and a 1 x 1 sheet has no move.
//!
//! Method: the mark splits the sheet into four distances (rows above and below, columns left
//! and right), and a cut lowers one of them by any amount: Nim with four heaps, lost iff their
//! XOR is 0. Tally the row XORs (x-1) ^ (N-x) over x and the column XORs over y, and count
//! the equal pairs. The unit tests check the Nim model against a search of the real game on
//! sheets up to 6 x 6.

use super::{per_test, Tok};

pub fn solve(input: &str) -> String {
    per_test(input, |t: &mut Tok| {
        let (n, m) = (t.u64(), t.u64());
        winning_cells(n, m).to_string()
    })
}

pub fn winning_cells(n: u64, m: u64) -> u64 {
    let tally = |k: u64| {
        let mut count = vec![0u64; (k.next_power_of_two() * 2) as usize];
        for x in 1..=k {
            count[((x - 1) ^ (k - x)) as usize] += 1;
        }
        count
    };
    let (rows, cols) = (tally(n), tally(m));
    let losing: u64 = rows.iter().zip(cols.iter()).map(|(a, b)| a * b).sum();
    n * m - losing
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("codechef_shgame");
        assert_eq!(solve(&i), o);
    }

    /// The real game: the sheet rows r1..r2, cols c1..c2 (inclusive) around the mark (x, y).
    fn real(s: (u64, u64, u64, u64), mark: (u64, u64), memo: &mut HashMap<(u64, u64, u64, u64), bool>) -> bool {
        if let Some(&w) = memo.get(&s) {
            return w;
        }
        let (r1, r2, c1, c2) = s;
        let mut nexts = Vec::new();
        for cut in r1..r2 {
            // A cut below row `cut`: keep the side with the mark.
            nexts.push(if mark.0 <= cut { (r1, cut, c1, c2) } else { (cut + 1, r2, c1, c2) });
        }
        for cut in c1..c2 {
            nexts.push(if mark.1 <= cut { (r1, r2, c1, cut) } else { (r1, r2, cut + 1, c2) });
        }
        let w = nexts.into_iter().any(|n| !real(n, mark, memo));
        memo.insert(s, w);
        w
    }

    #[test]
    fn agrees_with_the_real_game() {
        for n in 1..=6 {
            for m in 1..=6 {
                let mut wins = 0;
                for x in 1..=n {
                    for y in 1..=m {
                        wins += real((1, n, 1, m), (x, y), &mut HashMap::new()) as u64;
                    }
                }
                assert_eq!(winning_cells(n, m), wins, "{n} x {m}");
            }
        }
    }
}
