//! Dynamic subtraction: one pile, each move bounded by a multiple of the previous move
//! (k-fold take-away; Fibonacci Nim is k = 2, see [`crate::fibonacci`]).


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
/// Computed without a table: since `b_j = a_{j+1} - 1`, the sequence is
/// `a_{i+1} = a_i + a_p` with `a_p` the smallest term such that `k * a_p >= a_i` (k = 1:
/// powers of two, k = 2: Fibonacci numbers). The term `a_p` is read from a second copy of the
/// same sequence that lags behind, which reads from a third, and so on: one `u64` per copy.
/// A copy below is only moved on while `k` times its term is smaller than the term above it,
/// so each copy's term is at most half the one above (for k = 1 both are powers of two), and at
/// most 64 copies are ever moved for any `n < 2^64` (`LEVELS` = 65 with the one only read).
/// The greedy representation is then found from the top: the largest term `a_m <= n`, again
/// for `n - a_m`, ..., until the rest is itself a term.
///
/// # Constraints
/// `1 <= n` and `1 <= k`, any `u64` (no product or sum overflows: `k * t` saturates, the one
/// sum that can pass `2^64` is checked). The time grows with `L(n)`, the number of terms up to
/// `n`, which is `n` itself when `k >= n - 1` (every pile then loses): keep `k` small against
/// `n` or `n` small. POJ 3922: `2 <= n <= 10^8`, `1 <= k <= 10^5`.
///
/// # Complexity
/// Time: about `L(n)` steps for the largest term (the copy `d` levels down moves on only from
/// terms below `n * (2/k)^d`: a few thousand steps in all for POJ's limits), then the
/// same for each rest, each under half the one before (the rest after `a_m` is below `a_p`,
/// and `a_p <= a_m`). `L(n)` is at most `n`, about `k * (1 + ln(n / k))` for `n > k`: 27 for
/// `n = 10^8, k = 1`, 38 for `k = 2`, 748 550 for `k = 10^5` (about 1.5 ms in release).
/// Memory: 65 `u64` (520 bytes) on the stack and at most 64 nested calls; no allocation.
///
/// Checked against a search of the game (remaining stones, largest move allowed) for every
/// `n <= 400` with every `k <= 16` and `k` in {20, 33, 50, 100, 199, 200, 399, 400, 1000}
/// (`tests::first_move_matches_game_search`); against the table construction above (the
/// former implementation) for `n` up to `10^9` and `k` up to `10^5`
/// (`tests::matches_the_table_construction`); and for `n` up to `2^64 - 1` against the
/// closed forms for k = 1 (lowest set bit) and k = 2 (smallest Zeckendorf term)
/// (`tests::k_one_and_two_up_to_u64_max`).
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
    assert!(n >= 1 && k >= 1, "k_fold_first_move: need n >= 1 and k >= 1, got n = {}, k = {}", n, k);
    let mut rest = n;
    loop {
        let largest = largest_term_at_most(rest, k);
        if largest == rest {
            return if rest == n { None } else { Some(rest) };
        }
        rest -= largest;
    }
}

/// Copies of the sequence in [`k_fold_first_move`]: at most 64 are moved, one more is read.
const LEVELS: usize = 65;

/// The largest term of [`k_fold_first_move`]'s sequence that is at most `x` (`x >= 1`).
fn largest_term_at_most(x: u64, k: u64) -> u64 {
    // level[d]: a term of the sequence; level[d + 1] is kept at the smallest term t with
    // k * t >= level[d] whenever level[d] is about to move on, so its next term is the sum.
    let mut level = [1u64; LEVELS];
    loop {
        settle(&mut level, 0, k);
        match level[0].checked_add(level[1]) {
            Some(next) if next <= x => level[0] = next,
            _ => return level[0],
        }
    }
}

/// Moves `level[d + 1]` on to the smallest term `t` with `k * t >= level[d]`. It is called for
/// `d + 1` only when `k * level[d + 1] < level[d]`, so `level[d + 1] <= level[d] / 2` and
/// `level[d] <= x / 2^d`: `d <= 63` for any `x < 2^64`, and `d + 2 < LEVELS`.
fn settle(level: &mut [u64; LEVELS], d: usize, k: u64) {
    while level[d + 1].saturating_mul(k) < level[d] {
        settle(level, d + 1, k);
        level[d + 1] += level[d + 2];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `wins[r][m]`: the mover wins with `r` stones left when at most `m` may be taken (`m`
    /// capped at `r`, since a larger bound allows nothing more).
    fn game_search(max_n: usize, k: usize) -> Vec<Vec<bool>> {
        let mut wins = vec![vec![false; max_n + 1]; max_n + 1];
        for r in 1..=max_n {
            for m in 1..=r {
                wins[r][m] = wins[r][m - 1] || m == r || !wins[r - m][(k.saturating_mul(m)).min(r - m)];
            }
        }
        wins
    }

    #[test]
    fn first_move_matches_game_search() {
        let max_n = 400usize;
        // k <= 16 for the sequences with several copies in play; the larger k for the stretch
        // 1, 2, ..., k + 1 of consecutive terms and what follows it (k near max_n / 2, max_n).
        let ks = (1..=16).chain([20, 33, 50, 100, 199, 200, 399, 400, 1000]);
        for k in ks {
            let wins = game_search(max_n, k);
            for n in 1..=max_n {
                let expected = (1..n).find(|&t| !wins[n - t][(k * t).min(n - t)]).map(|t| t as u64);
                assert_eq!(k_fold_first_move(n as u64, k as u64), expected, "n = {}, k = {}", n, k);
            }
        }
    }

    /// The construction with a table of every term below `n` (the former implementation, as
    /// in the sources the rule comes from): `a` and `b` as in [`k_fold_first_move`]'s docs.
    fn table_first_move(n: u64, k: u64) -> Option<u64> {
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

    #[test]
    fn matches_the_table_construction() {
        // POJ 3922's extremes (fixtures/poj3922/limits.in) and their neighbours.
        let mut cases: Vec<(u64, u64)> = vec![];
        for n in [2, 3, 100_000, 100_001, 100_002, 67_108_863, 67_108_864, 63_245_986, 99_999_999, 100_000_000] {
            for k in [1, 2, 3, 7, 99_999, 100_000] {
                cases.push((n, k));
            }
        }
        // Pseudo-random n up to 10^9 and k up to 10^5, both spread over their orders of magnitude.
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..300 {
            let n = 1 + next() % 10u64.pow(1 + (next() % 9) as u32);
            let k = 1 + next() % 10u64.pow(1 + (next() % 5) as u32);
            cases.push((n, k));
        }
        for (n, k) in cases {
            assert_eq!(k_fold_first_move(n, k), table_first_move(n, k), "n = {}, k = {}", n, k);
        }
    }

    #[test]
    fn k_one_and_two_up_to_u64_max() {
        let mut piles = vec![1, 2, 3, u64::MAX, u64::MAX - 1, 1 << 63, (1 << 63) + 1, (1 << 63) - 1, (1 << 62) + (1 << 61)];
        let mut fib = vec![1u64, 2];
        while let Some(f) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
            fib.push(f);
        }
        for &f in &fib {
            piles.extend([f - 1, f, f.saturating_add(1)]);
        }
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..2000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            piles.push(state >> (state % 64));
        }
        for n in piles.into_iter().filter(|&n| n >= 1) {
            // k = 1: the losing piles are the powers of two; otherwise take the lowest set bit.
            let expected = if n.is_power_of_two() { None } else { Some(n & n.wrapping_neg()) };
            assert_eq!(k_fold_first_move(n, 1), expected, "n = {}, k = 1", n);
            // k = 2: Fibonacci numbers lose; otherwise take Zeckendorf's smallest term.
            let mut rest = n;
            let mut smallest = 0;
            for &f in fib.iter().rev() {
                if rest >= f {
                    rest -= f;
                    smallest = f;
                }
            }
            let expected = if smallest == n { None } else { Some(smallest) };
            assert_eq!(k_fold_first_move(n, 2), expected, "n = {}, k = 2", n);
        }
    }

    #[test]
    fn huge_k_saturates_and_every_pile_loses() {
        // k >= n - 1: the opponent can always take the rest.
        for n in 1..=300u64 {
            for k in [n.saturating_sub(1).max(1), n, u64::MAX / 2, u64::MAX] {
                assert_eq!(k_fold_first_move(n, k), None, "n = {}, k = {}", n, k);
            }
        }
    }
}
