//! Fibonacci Nim (HDU 2516) and the Zeckendorf representation.
//!
//! One pile of `n` stones. The first move takes any number but not all; every later move takes
//! at least 1 and at most twice the previous move. Taking the last stone wins.

use alloc::vec::Vec;

/// How many Fibonacci numbers `1, 2, 3, 5, ...` fit in a u64 (the last is
/// 12_200_160_415_121_876_738).
const FIBONACCI_IN_U64: usize = 92;

/// `1, 2, 3, 5, ...` up to the largest in u64, then two zeros, so that [`is_fibonacci`] may
/// look one or two places past the end (no `n >= 1` equals a zero).
const FIBONACCI: [u64; FIBONACCI_IN_U64 + 2] = fibonacci_table();

const fn fibonacci_table() -> [u64; FIBONACCI_IN_U64 + 2] {
    let mut table = [0u64; FIBONACCI_IN_U64 + 2];
    table[0] = 1;
    table[1] = 2;
    let mut i = 2;
    while i < FIBONACCI_IN_U64 {
        table[i] = table[i - 1] + table[i - 2];
        i += 1;
    }
    table
}

/// For each bit length `b` (0 ..= 64), the index in [`FIBONACCI`] of the first Fibonacci
/// number of at least `b` bits. Since `phi^2 > 2`, at most two Fibonacci numbers share a bit
/// length, so the ones with `b` bits are at this index and the next (when of `b` bits at all).
const FIRST_FIBONACCI_OF_BITS: [u8; 65] = first_fibonacci_of_bits();

const fn first_fibonacci_of_bits() -> [u8; 65] {
    let mut first = [0u8; 65];
    let mut index = 0;
    let mut bits = 1;
    while bits <= 64 {
        while index < FIBONACCI_IN_U64 && FIBONACCI[index] < 1u64 << (bits - 1) {
            index += 1;
        }
        first[bits] = index as u8;
        bits += 1;
    }
    first
}

/// Whether `n` is a Fibonacci number (1, 2, 3, 5, 8, ...).
///
/// Rule: at most two Fibonacci numbers have the bit length of `n` (the ratio of consecutive
/// ones is at least 1.5 from 2, 3 on, so three would span a factor above 2), so `n` is one iff it
/// equals one of the two candidates of its bit length, read from a table of all 92 Fibonacci
/// numbers in u64 built at compile time. By the rule of Fibonacci Nim (Whinihan, "Fibonacci
/// Nim", Fibonacci Quarterly 1, 1963) the first player of HDU 2516 loses iff `n` is a Fibonacci
/// number; see [`fibonacci_nim_move`].
///
/// # Constraints
/// Any `u64`. The sequence starts at 1, 2, so 0 is not a Fibonacci number here.
///
/// # Complexity
/// O(1): a leading-zero count and two table reads; no allocation.
///
/// Checked exhaustively against a generated set of the Fibonacci numbers for all
/// `n <= 1_000_000`, at every Fibonacci number in `u64` and its neighbours, and at every power
/// of two and its neighbours (`tests::is_fibonacci_matches_generated_set`); and against a game
/// search ([`crate::game::solve_by_index`], the first player loses) for all `2 <= n <= 300`
/// (`tests::matches_game_search_up_to_300`).
///
/// # Example
/// ```
/// use solver_core::fibonacci::is_fibonacci;
/// assert!(is_fibonacci(13));
/// assert!(!is_fibonacci(10000));
/// assert!(is_fibonacci(12_200_160_415_121_876_738)); // the largest in u64
/// ```
#[inline]
pub fn is_fibonacci(n: u64) -> bool {
    let first = FIRST_FIBONACCI_OF_BITS[(64 - n.leading_zeros()) as usize] as usize;
    n != 0 && (FIBONACCI[first] == n || FIBONACCI[first + 1] == n)
}

/// The Zeckendorf representation of `n`: distinct, non-consecutive Fibonacci numbers summing to
/// `n`, largest first; empty for 0.
///
/// Rule: Zeckendorf's theorem (E. Zeckendorf, Bull. Soc. Roy. Sci. Liège 41, 1972: the
/// representation exists and is unique); greedily taking the largest Fibonacci number `<= n`
/// gives it.
///
/// # Constraints
/// Any `u64`; the terms never overflow because each is at most what is left of `n`.
///
/// # Complexity
/// O(log n) time; at most 46 terms for any `u64`.
///
/// Checked exhaustively for all `n <= 10_000` (the terms are Fibonacci numbers, sum to `n`,
/// come largest first and have non-consecutive indices, which by uniqueness makes them the
/// Zeckendorf representation; `tests::zeckendorf_is_valid_up_to_10_000`), and the same
/// properties at `u64::MAX`, `u64::MAX - 1`, `2^63`, `2^31 - 1` and `10^18`
/// (`tests::zeckendorf_is_valid_near_the_top_of_u64`).
///
/// # Example
/// ```
/// use solver_core::fibonacci::zeckendorf;
/// assert_eq!(zeckendorf(100), vec![89, 8, 3]);
/// assert_eq!(zeckendorf(0), Vec::<u64>::new());
/// ```
pub fn zeckendorf(mut n: u64) -> Vec<u64> {
    let mut terms = Vec::new();
    for &f in FIBONACCI[..FIBONACCI_IN_U64].iter().rev() {
        if f <= n {
            terms.push(f);
            n -= f;
        }
    }
    terms
}

/// The smallest term of the Zeckendorf representation of `n >= 1`, by the same greedy walk as
/// [`zeckendorf`] without keeping the terms.
fn smallest_zeckendorf_term(mut n: u64) -> u64 {
    let mut smallest = 0;
    for &f in FIBONACCI[..FIBONACCI_IN_U64].iter().rev() {
        if f <= n {
            smallest = f;
            n -= f;
        }
    }
    smallest
}

/// The winning move of Fibonacci Nim: how many stones to take from a pile of `n` when at most
/// `limit` may be taken, or `None` when the player to move loses.
///
/// Rule (Whinihan, "Fibonacci Nim", Fibonacci Quarterly 1, 1963): the mover wins iff the smallest
/// term `z` of the Zeckendorf representation of `n` satisfies `z <= limit`, and then taking `z`
/// wins. Taking `z` leaves a pile whose smallest term exceeds `2z`, which is the opponent's
/// limit. For the first move `limit = n - 1`, so the first player loses iff `n` is a Fibonacci
/// number (the rule of HDU 2516).
///
/// # Constraints
/// `n >= 1`; any `limit` (values `>= n` allow taking the whole pile).
///
/// # Complexity
/// O(log n).
///
/// Checked exhaustively against a game search ([`crate::game::solve_by_index`]) for all
/// `1 <= n <= 300` and every limit `1 ..= n + 2`, including that the move returned wins
/// (`tests::matches_game_search_up_to_300`).
///
/// # Example
/// ```
/// use solver_core::fibonacci::fibonacci_nim_move;
/// assert_eq!(fibonacci_nim_move(13, 12), None); // 13 is a Fibonacci number
/// assert_eq!(fibonacci_nim_move(100, 99), Some(3)); // 100 = 89 + 8 + 3
/// assert_eq!(fibonacci_nim_move(100, 2), None);
/// ```
pub fn fibonacci_nim_move(n: u64, limit: u64) -> Option<u64> {
    assert!(n >= 1, "Fibonacci Nim needs a non-empty pile");
    let smallest = smallest_zeckendorf_term(n);
    if smallest <= limit {
        Some(smallest)
    } else {
        None
    }
}

/// Whether the first player wins Fibonacci Nim on a pile of `n >= 2`: iff `n` is not a
/// Fibonacci number (HDU 2516). See [`fibonacci_nim_move`] for the rule and its source: the
/// first move may take up to `n - 1` stones.
///
/// # Constraints
/// `n >= 1` (HDU 2516 has `2 <= n < 2^31`); `n = 1` gives `false`, since the first move may not
/// take the whole pile. `n = 0` panics.
///
/// # Complexity
/// O(1) (see [`is_fibonacci`]); no allocation.
///
/// Checked exhaustively against a game search ([`crate::game::solve_by_index`]) for all
/// `2 <= n <= 300` (`tests::matches_game_search_up_to_300`), and against
/// [`fibonacci_nim_move`]`(n, n - 1)` for all `n <= 100_000`
/// (`tests::first_player_wins_matches_the_move_rule`).
///
/// # Example
/// ```
/// use solver_core::fibonacci::fibonacci_nim_first_player_wins;
/// assert!(!fibonacci_nim_first_player_wins(2));
/// assert!(fibonacci_nim_first_player_wins(10000));
/// ```
#[inline]
pub fn fibonacci_nim_first_player_wins(n: u64) -> bool {
    assert!(n >= 1, "Fibonacci Nim needs a non-empty pile");
    // fibonacci_nim_move(n, n - 1) is Some iff the smallest term is below n, i.e. iff n has
    // more than one term, i.e. iff n is not a Fibonacci number.
    !is_fibonacci(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::solve_by_index;

    /// `win[n][limit]` by the generic solver, with `limit` capped at `n`: state `(n, limit)` is
    /// index `n * (max_n + 1) + limit`, and taking `t` stones leads to `(n - t, min(2t, n - t))`,
    /// a smaller index. The empty pile has no move: the previous player took the last stone.
    fn brute_force(max_n: usize) -> Vec<Vec<bool>> {
        let side = max_n + 1;
        let values = solve_by_index(side * side, |s, out| {
            let (n, limit) = (s / side, s % side);
            if limit > n {
                return; // never reached: limits are capped at n
            }
            out.extend((1..=limit).map(|take| (n - take) * side + (2 * take).min(n - take)));
        });
        (0..side)
            .map(|n| (0..side).map(|limit| values[n * side + limit].is_win()).collect())
            .collect()
    }

    #[test]
    fn matches_game_search_up_to_300() {
        let win = brute_force(300);
        for n in 1..=300usize {
            for limit in 1..=n + 2 {
                let fast = fibonacci_nim_move(n as u64, limit as u64);
                assert_eq!(fast.is_some(), win[n][limit.min(n)], "n {} limit {}", n, limit);
                if let Some(take) = fast {
                    let rest = n - take as usize;
                    assert!(take as usize <= limit);
                    assert!(rest == 0 || !win[rest][(2 * take as usize).min(rest)]);
                }
            }
            if n >= 2 {
                assert_eq!(fibonacci_nim_first_player_wins(n as u64), win[n][n - 1]);
                assert_eq!(is_fibonacci(n as u64), !win[n][n - 1]);
            }
        }
    }

    fn fibs_in_u64() -> Vec<u64> {
        let mut fibs = vec![1u64, 2];
        while let Some(next) = fibs[fibs.len() - 1].checked_add(fibs[fibs.len() - 2]) {
            fibs.push(next);
        }
        fibs
    }

    #[test]
    fn zeckendorf_is_valid_near_the_top_of_u64() {
        for &n in &[u64::MAX, u64::MAX - 1, 1 << 63, 2_147_483_647, 1_000_000_000_000_000_000] {
            let terms = zeckendorf(n);
            assert_eq!(terms.iter().sum::<u64>(), n);
            assert!(terms.iter().all(|&t| is_fibonacci(t)));
            // Non-consecutive: the indices in 1, 2, 3, 5, ... differ by at least two.
            let index = |t: u64| fibs_in_u64().iter().position(|&f| f == t).unwrap();
            for w in terms.windows(2) {
                assert!(index(w[0]) >= index(w[1]) + 2, "{:?}", terms);
            }
        }
        assert!(is_fibonacci(1_836_311_903)); // the largest Fibonacci number below 2^31
        assert!(!is_fibonacci(1_836_311_904));
        assert!(!is_fibonacci(u64::MAX));
    }

    #[test]
    fn zeckendorf_is_valid_up_to_10_000() {
        let fibs = fibs_in_u64();
        for n in 0..=10_000u64 {
            let terms = zeckendorf(n);
            assert_eq!(terms.iter().sum::<u64>(), n, "n {}", n);
            let indices: Vec<usize> = terms
                .iter()
                .map(|t| fibs.iter().position(|f| f == t).expect("a Fibonacci term"))
                .collect();
            // Largest first, distinct and non-consecutive: each index at least two below the last.
            for w in indices.windows(2) {
                assert!(w[0] >= w[1] + 2, "n {} terms {:?}", n, terms);
            }
        }
    }

    #[test]
    fn first_player_wins_matches_the_move_rule() {
        for n in 1..=100_000u64 {
            let by_move = fibonacci_nim_move(n, n - 1).is_some();
            assert_eq!(fibonacci_nim_first_player_wins(n), by_move, "n {}", n);
            assert_eq!(smallest_zeckendorf_term(n), *zeckendorf(n).last().unwrap(), "n {}", n);
        }
        assert_eq!(FIBONACCI[FIBONACCI_IN_U64 - 1], 12_200_160_415_121_876_738);
    }

    #[test]
    fn is_fibonacci_matches_generated_set() {
        const LIMIT: usize = 1_000_000;
        let fibs = fibs_in_u64();
        let mut in_set = vec![false; LIMIT + 1];
        for &f in fibs.iter().filter(|&&f| f <= LIMIT as u64) {
            in_set[f as usize] = true;
        }
        for (n, &expected) in in_set.iter().enumerate() {
            assert_eq!(is_fibonacci(n as u64), expected, "n {}", n);
        }
        assert_eq!(fibs.last(), Some(&12_200_160_415_121_876_738));
        for bits in 0..64 {
            let p = 1u64 << bits;
            for n in [p - 1, p, p + 1] {
                assert_eq!(is_fibonacci(n), fibs.contains(&n), "n {}", n);
            }
        }
        assert!(!is_fibonacci(u64::MAX));
        for &f in &fibs {
            assert!(is_fibonacci(f), "{}", f);
            if f >= 5 {
                assert!(!is_fibonacci(f - 1) && !is_fibonacci(f + 1), "{}", f);
            }
        }
    }
}
