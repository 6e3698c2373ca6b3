//! Dynamic subtraction: one pile, each move bounded by a multiple of the previous move
//! (k-fold take-away; Fibonacci Nim is k = 2, see [`crate::fibonacci`]).

use alloc::vec;
use alloc::vec::Vec;

/// The smallest winning first move of the k-fold dynamic subtraction game on a pile of `n`, or
/// `None` when the first player loses.
///
/// Game: the first move takes `1..=n-1` stones; afterwards a move takes `1..=k*t` stones where
/// `t` is the opponent's previous move; whoever takes the last stone wins (POJ 3922 / HDU 2486).
///
/// Rule: the losing pile sizes form the sequence `a_0 = 1`, `a_{i+1} = b_i + 1`, where `b_i` is
/// the largest pile that can be written as a sum of distinct `a`'s up to `a_i` in which each
/// term is more than `k` times the next smaller one (`b_{i+1} = a_{i+1} + b_j` for the largest
/// `j` with `k * a_j < a_{i+1}`, or `a_{i+1}` when there is none). Every `n` has a greedy
/// representation as such a sum; the first player loses iff `n` is a single term, and
/// otherwise the smallest winning first move is the representation's smallest term.
/// Source: A. J. Schwenk, "Take-away games", Fibonacci Quarterly 8 (1970); for k = 2,
/// Whinihan (1963) (Zeckendorf representation).
///
/// # Constraints
/// `2 <= n`, `1 <= k`, `n * k < 2^64`. POJ 3922: n <= 10^8, k <= 10^5.
///
/// # Complexity
/// O(L) time and memory for the L terms below `n` (L <= n, far smaller once `a` outgrows k:
/// about 7.5 * 10^5 terms for n = 10^8, k = 10^5, 28 for k = 1).
///
/// Checked against a search of the game (remaining stones, largest move allowed) for every
/// k <= 8 and n <= 150 (`tests::first_move_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::dynamic_subtraction::k_fold_first_move;
/// assert_eq!(k_fold_first_move(16, 1), None);
/// assert_eq!(k_fold_first_move(11, 1), Some(1));
/// assert_eq!(k_fold_first_move(32, 2), Some(3));
/// assert_eq!(k_fold_first_move(34, 2), None);
/// assert_eq!(k_fold_first_move(19, 3), Some(4));
/// ```
pub fn k_fold_first_move(n: u64, k: u64) -> Option<u64> {
    let mut a: Vec<u64> = vec![1];
    let mut b: Vec<u64> = vec![1];
    let mut j = 0usize;
    while a[a.len() - 1] < n {
        let next = b[b.len() - 1] + 1;
        a.push(next);
        while a[j + 1] * k < next {
            j += 1;
        }
        b.push(if a[j] * k < next { b[j] + next } else { next });
    }
    if a[a.len() - 1] == n {
        return None;
    }
    let mut rest = n;
    let mut smallest = 0;
    for &term in a.iter().rev() {
        if rest >= term {
            rest -= term;
            smallest = term;
        }
    }
    Some(smallest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_move_matches_game_search() {
        let max_n = 150usize;
        for k in 1..=8usize {
            // wins[r][m]: the mover wins with r stones left when at most m may be taken
            // (m capped at r, since a larger bound allows nothing more).
            let mut wins = vec![vec![false; max_n + 1]; max_n + 1];
            for r in 1..=max_n {
                for m in 1..=r {
                    wins[r][m] = wins[r][m - 1] || m == r || !wins[r - m][(k * m).min(r - m)];
                }
            }
            for n in 2..=max_n {
                let expected = (1..n).find(|&t| !wins[n - t][(k * t).min(n - t)]).map(|t| t as u64);
                assert_eq!(k_fold_first_move(n as u64, k as u64), expected, "n = {}, k = {}", n, k);
            }
        }
    }
}
