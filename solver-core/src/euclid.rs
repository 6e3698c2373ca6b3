//! Euclid's game (HDU 1525) and its misère-like cousin, the Number Game (GCJ 2010 1A C).
//!
//! Euclid's game: two positive numbers; a move subtracts a positive multiple of the smaller from
//! the larger, keeping it `>= 0`; whoever reaches 0 wins.
//!
//! Number Game: two positive numbers `A`, `B`; a move replaces `A` by `A - kB` or `B` by
//! `B - kA` for some `k >= 1`; whoever makes a number `<= 0` loses. `(A, B)` wins for the
//! mover iff the larger exceeds `phi` times the smaller, so the winning positions of a box are
//! counted with Beatty sums from [`crate::golden`].

use crate::golden::{golden_floor, golden_floor_sum};

/// Whether the player to move wins Euclid's game from `(a, b)`.
///
/// Rule (seed 004; Cole and Davie, "A game based on the Euclidean algorithm and a winning
/// strategy for it", Math. Gazette 53, 1969): with `a >= b`, the mover wins when `b` divides `a`
/// or `a >= 2b` (they can choose who meets the forced position `(a mod b, b)`); otherwise the
/// only move is to `(b, a - b)` and the turn passes. Walking the quotients of the Euclidean
/// algorithm decides the game.
///
/// # Constraints
/// `a, b >= 1`. Any `u64` works: no product or sum is formed, so nothing can overflow.
///
/// # Complexity
/// O(log min(a, b)) steps, as for the Euclidean algorithm (each forced step shrinks the pair
/// like a Fibonacci step); subtractions and comparisons only, no division.
///
/// Checked exhaustively against a game search for all `1 <= a, b <= 300`.
///
/// # Example
/// ```
/// use solver_core::euclid::euclid_mover_wins;
/// assert!(euclid_mover_wins(34, 12));
/// assert!(!euclid_mover_wins(15, 24));
/// assert!(euclid_mover_wins(7, 7));
/// ```
pub fn euclid_mover_wins(a: u64, b: u64) -> bool {
    assert!(a > 0 && b > 0, "Euclid's game needs two positive numbers");
    let (mut big, mut small) = if a >= b { (a, b) } else { (b, a) };
    loop {
        // `big >= 2 small`, or else (`small <= big < 2 small`) `small` divides `big` only when
        // they are equal: the rule without a division, which costs more than the whole loop.
        // Two steps per round (so the mover is the same at the top of every round), the second
        // computed whether or not it is needed, so that the one branch is taken rarely (about
        // one pair in six on random input) rather than half the time, where it mispredicts.
        let rest = big - small;
        let done = rest >= small || rest == 0;
        // The forced step (big, small) -> (small, rest), and the turn passes; when `done` the
        // values are junk but unused (rest < small whenever !done, so nothing underflows then;
        // wrapping keeps the unused junk from panicking).
        let next_rest = small.wrapping_sub(rest);
        let next_done = next_rest >= rest || next_rest == 0;
        if done | next_done {
            // The mover wins at once, or the forced step hands the opponent the win.
            return done;
        }
        big = rest;
        small = next_rest;
    }
}

/// Whether the player to move wins the Number Game from `(a, b)`.
///
/// Rule (seed 002, the official Google Code Jam 2010 Round 1A analysis): `(a, b)` wins iff
/// `max > phi * min`, where `phi = (1 + sqrt 5) / 2`; equal numbers lose. With `a > b` this is
/// `a^2 - a b - b^2 > 0`, tested in integers as `a (a - b) > b^2`, which fits in `u128` for any
/// `u64` values, so no rounding is involved. (Why: from `a >= 2b` the mover picks who meets
/// `(a mod b, b)`; otherwise the only safe move is to `(a - b, b)`, and `a / b > phi` iff
/// `b / (a - b) < phi`.)
///
/// # Constraints
/// `a, b >= 1` (zero panics); any `u64`.
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively against a game search ([`crate::game::solve_by_index`], with a move
/// that makes a number `<= 0` modelled as a move to a position the opponent has already won)
/// for all `1 <= a, b <= 100`.
///
/// # Example
/// ```
/// use solver_core::euclid::number_game_mover_wins;
/// assert!(number_game_mover_wins(11, 2));
/// assert!(!number_game_mover_wins(5, 8)); // 8 < 5 phi = 8.09
/// assert!(number_game_mover_wins(3, 5)); // 5 > 3 phi = 4.85
/// assert!(!number_game_mover_wins(7, 7));
/// ```
pub fn number_game_mover_wins(a: u64, b: u64) -> bool {
    assert!(a > 0 && b > 0, "the Number Game needs two positive numbers");
    let (big, small) = if a >= b { (a as u128, b as u128) } else { (b as u128, a as u128) };
    big * (big - small) > small * small
}

/// The number of winning `(x, y)` with `1 <= x <= long_max`, `1 <= y <= short_max` and
/// `x > phi * y`: for each `y <= floor(long_max / phi)` the `x` in `floor(y phi) + 1 ..= long_max`.
fn number_game_thin_count(long_max: u64, short_max: u64) -> u128 {
    if long_max == 0 || short_max == 0 {
        return 0;
    }
    // floor(L / phi) = floor(L phi) - L, since 1 / phi = phi - 1.
    let rows = short_max.min(golden_floor(long_max) - long_max);
    rows as u128 * long_max as u128 - golden_floor_sum(rows)
}

/// The number of winning positions `(a, b)` of the Number Game with `1 <= a <= a_max` and
/// `1 <= b <= b_max` (0 when either bound is 0).
///
/// Rule (seed 002): `(a, b)` wins iff `a > phi b` or `b > phi a` (see
/// [`number_game_mover_wins`]); the two cases are disjoint. For fixed `b`, the `a > phi b` are
/// `a >= floor(b phi) + 1`, which exist iff `b <= floor(a_max / phi)`, so the first case counts
/// `c a_max - sum_{b <= c} floor(b phi)` with `c = min(b_max, floor(a_max / phi))`, a Beatty sum
/// ([`crate::golden::golden_floor_sum`]); the second case is the mirror image.
///
/// # Constraints
/// `a_max, b_max <= GOLDEN_FLOOR_MAX_K` (about `8.2 * 10^18`; larger values panic). The count is
/// at most `a_max * b_max` and is returned as `u128`.
///
/// # Complexity
/// O(log(a_max + b_max)): two Beatty sums.
///
/// Checked against a running count of [`number_game_mover_wins`] for every
/// `0 <= a_max, b_max <= 2000`, and at `10^6` and `10^18` against independent counts.
///
/// # Example
/// ```
/// use solver_core::euclid::number_game_wins_prefix;
/// assert_eq!(number_game_wins_prefix(6, 6), 20);
/// assert_eq!(number_game_wins_prefix(0, 6), 0);
/// ```
pub fn number_game_wins_prefix(a_max: u64, b_max: u64) -> u128 {
    number_game_thin_count(a_max, b_max) + number_game_thin_count(b_max, a_max)
}

/// The number of winning positions `(a, b)` of the Number Game with `a1 <= a <= a2` and
/// `b1 <= b <= b2` (GCJ 2010 Round 1A, problem C); 0 for an empty box.
///
/// Rule (seed 002): inclusion-exclusion over [`number_game_wins_prefix`] at the four corners.
///
/// # Constraints
/// `1 <= a1`, `1 <= b1` (a 0 lower corner counts from 1), and `a2, b2 <= GOLDEN_FLOOR_MAX_K`
/// (about `8.2 * 10^18`; the problem's own limits are `10^6`, ours `10^18`). The answer can
/// exceed `u64` and is returned as `u128`.
///
/// # Complexity
/// O(log(a2 + b2)): four prefix counts, four exact square roots in all. Measured once in a
/// release build on the development machine: about 0.6 microseconds for the box
/// `[1, 10^18]^2` and 2.5 microseconds for a box with four corners near `10^18`.
///
/// Checked through [`number_game_wins_prefix`], which was compared with a running count at every
/// corner `<= 2000` (so every box with corners `<= 2000` is right), and against the sample.
///
/// # Example
/// ```
/// use solver_core::euclid::number_game_wins_in_box;
/// assert_eq!(number_game_wins_in_box(5, 5, 8, 8), 0);
/// assert_eq!(number_game_wins_in_box(11, 11, 2, 2), 1);
/// assert_eq!(number_game_wins_in_box(1, 6, 1, 6), 20);
/// ```
pub fn number_game_wins_in_box(a1: u64, a2: u64, b1: u64, b2: u64) -> u128 {
    let (a1, b1) = (a1.max(1), b1.max(1));
    if a1 > a2 || b1 > b2 {
        return 0;
    }
    let inside = number_game_wins_prefix(a2, b2) + number_game_wins_prefix(a1 - 1, b1 - 1);
    inside - number_game_wins_prefix(a1 - 1, b2) - number_game_wins_prefix(a2, b1 - 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{solve_by_index, Value};

    /// Euclid's game by the generic solver: state `(a, b)` with `0 <= a, b <= limit` is index
    /// `a * (limit + 1) + b`; a 0 means the previous player just won, so the mover has no move
    /// (normal play). Every move lowers one coordinate, hence the index.
    fn euclid_by_game_search(limit: usize) -> Vec<Value> {
        let side = limit + 1;
        solve_by_index(side * side, |s, out| {
            let (a, b) = (s / side, s % side);
            if a == 0 || b == 0 {
                return;
            }
            if a >= b {
                out.extend((1..=a / b).map(|k| (a - k * b) * side + b));
            } else {
                out.extend((1..=b / a).map(|k| a * side + (b - k * a)));
            }
        })
    }

    #[test]
    fn matches_game_search_up_to_300() {
        let values = euclid_by_game_search(300);
        for a in 1..=300usize {
            for b in 1..=300usize {
                let wins = values[a * 301 + b].is_win();
                assert_eq!(euclid_mover_wins(a as u64, b as u64), wins, "({}, {})", a, b);
            }
        }
    }

    /// Number Game states for the generic solver: index 0 has no move; index 1 is "the
    /// previous player made a number <= 0": the player to move there has already won, which in
    /// normal play is a single move to index 0. Positive `(a, b)` with `a, b <= limit` follow.
    const NUMBER_GAME_NO_MOVE: usize = 0;
    const NUMBER_GAME_OPPONENT_WON: usize = 1;

    /// The rule `max > phi min` in 64-bit products, for small values; checked against the
    /// search in `number_game_matches_game_search_up_to_100`.
    fn number_game_rule_u64(a: u64, b: u64) -> bool {
        (a > b && a * (a - b) > b * b) || (b > a && b * (b - a) > a * a)
    }

    fn number_game_index(limit: usize, a: usize, b: usize) -> usize {
        2 + (a - 1) * limit + (b - 1)
    }

    fn number_game_by_game_search(limit: usize) -> Vec<Value> {
        solve_by_index(2 + limit * limit, |s, out| {
            if s == NUMBER_GAME_NO_MOVE {
                return;
            }
            if s == NUMBER_GAME_OPPONENT_WON {
                out.push(NUMBER_GAME_NO_MOVE);
                return;
            }
            let (a, b) = ((s - 2) / limit + 1, (s - 2) % limit + 1);
            // Every k >= 1 is a legal move; all k with k * b >= a make a <= 0.
            for k in 1..=a / b + 1 {
                out.push(if k * b < a {
                    number_game_index(limit, a - k * b, b)
                } else {
                    NUMBER_GAME_OPPONENT_WON
                });
            }
            for k in 1..=b / a + 1 {
                out.push(if k * a < b {
                    number_game_index(limit, a, b - k * a)
                } else {
                    NUMBER_GAME_OPPONENT_WON
                });
            }
        })
    }

    #[test]
    fn number_game_matches_game_search_up_to_100() {
        let limit = 100;
        let small_rule = number_game_rule_u64;
        let values = number_game_by_game_search(limit);
        assert_eq!(values[NUMBER_GAME_OPPONENT_WON], Value::Win(1));
        let mut winners = 0;
        for a in 1..=limit {
            for b in 1..=limit {
                let wins = values[number_game_index(limit, a, b)].is_win();
                assert_eq!(number_game_mover_wins(a as u64, b as u64), wins, "({}, {})", a, b);
                assert_eq!(small_rule(a as u64, b as u64), wins, "({}, {})", a, b);
                winners += wins as usize;
            }
        }
        // About 1 / phi = 61.8% of a large square wins.
        assert!(winners > 6000 && winners < 6300, "{}", winners);
        // The sample of GCJ 2010 1A C, straight from the search.
        let count = |a1: usize, a2: usize, b1: usize, b2: usize| {
            let mut n = 0;
            for a in a1..=a2 {
                for b in b1..=b2 {
                    n += values[number_game_index(limit, a, b)].is_win() as u128;
                }
            }
            n
        };
        assert_eq!((count(5, 5, 8, 8), count(11, 11, 2, 2), count(1, 6, 1, 6)), (0, 1, 20));
        for &(a1, a2, b1, b2) in &[(5, 5, 8, 8), (11, 11, 2, 2), (1, 6, 1, 6), (3, 97, 10, 64)] {
            assert_eq!(
                number_game_wins_in_box(a1 as u64, a2 as u64, b1 as u64, b2 as u64),
                count(a1, a2, b1, b2)
            );
        }
    }

    #[test]
    fn number_game_prefix_matches_running_count_up_to_2000() {
        let limit = 2000u64;
        let wins = number_game_rule_u64;
        // cumulative[b] = number of wins with a <= current a_max and 1 <= b' <= b.
        let mut cumulative = vec![0u64; limit as usize + 1];
        for b in 0..=limit {
            assert_eq!(number_game_wins_prefix(0, b), 0);
        }
        for a_max in 1..=limit {
            let mut row = 0u64;
            assert_eq!(number_game_wins_prefix(a_max, 0), 0);
            for b in 1..=limit {
                row += wins(a_max, b) as u64;
                cumulative[b as usize] += row;
                assert_eq!(
                    number_game_wins_prefix(a_max, b),
                    cumulative[b as usize] as u128,
                    "({}, {})",
                    a_max,
                    b
                );
            }
        }
    }

    /// The number of wins in `[1, n]^2` by walking b upwards with the least winning a: the
    /// threshold `t(b) = floor(b phi) + 1` grows by 1 or 2 per step and is found from the
    /// integer test alone, with no square root and no Beatty sum.
    fn number_game_square_by_walk(n: u64) -> u128 {
        let mut threshold = 2u64; // least a with a > phi * 1
        let mut thin = 0u128;
        for b in 1..=n {
            while !number_game_mover_wins(threshold, b) || threshold <= b {
                threshold += 1;
            }
            if threshold > n {
                break;
            }
            thin += (n - threshold + 1) as u128;
        }
        2 * thin
    }

    #[test]
    fn number_game_large_boxes() {
        let n = 1_000_000u64;
        assert_eq!(number_game_wins_in_box(1, n, 1, n), number_game_square_by_walk(n));
        // [1, N]^2 with N = 10^18, independently: c = floor(N / phi) is the largest b with
        // N > phi b (binary search on the integer test), and sum_{b <= c} floor(b phi) is the
        // floor sum over F(93) / F(92), exact at this size (see the golden tests).
        let big = 1_000_000_000_000_000_000u64;
        let (mut low, mut high) = (1u64, big);
        while low < high {
            let mid = low + (high - low + 1) / 2;
            if number_game_mover_wins(big, mid) {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        let rows = low;
        assert_eq!(rows, 618_033_988_749_894_848);
        let (mut q, mut p) = (1u128, 1u128);
        for _ in 0..91 {
            let next = p + q;
            q = p;
            p = next;
        }
        // sum_{b=1}^{rows} floor(b p / q) by the textbook Euclid-like floor sum.
        let (mut count, mut m, mut a, mut bb, mut nn) = (0u128, q, p, 0u128, rows as u128 + 1);
        loop {
            if a >= m {
                count += nn * (nn - 1) / 2 * (a / m);
                a %= m;
            }
            if bb >= m {
                count += nn * (bb / m);
                bb %= m;
            }
            let y_max = a * nn + bb;
            if y_max < m {
                break;
            }
            nn = y_max / m;
            bb = y_max % m;
            std::mem::swap(&mut m, &mut a);
        }
        let expected = 2 * (rows as u128 * big as u128 - count);
        let answer = number_game_wins_in_box(1, big, 1, big);
        assert_eq!(answer, expected);
        // About N^2 / phi = 0.618034 N^2.
        assert_eq!(answer / 1_000_000_000_000_000_000_000_000_000_000, 618_033, "{}", answer);
        // Thin boxes at the top edge: the single row b = 10^18 wins for a > phi 10^18.
        let top = 1_618_033_988_749_894_848u64; // floor(10^18 phi)
        assert_eq!(number_game_wins_in_box(top, top + 9, big, big), 9);
        assert_eq!(number_game_wins_in_box(big, big, big, big), 0);
        assert_eq!(number_game_wins_in_box(1, big, 1, 1), (big - 1) as u128);
        assert!(number_game_mover_wins(u64::MAX, u64::MAX / 2));
        assert!(!number_game_mover_wins(u64::MAX, u64::MAX - 1));
        assert!(number_game_mover_wins(1, u64::MAX));
    }

    #[test]
    fn extreme_values() {
        assert!(euclid_mover_wins(u64::MAX, u64::MAX));
        assert!(euclid_mover_wins(u64::MAX, 1));
        assert!(euclid_mover_wins(u64::MAX, u64::MAX / 2));
        // One forced move to (2^31 - 2, 1), which the opponent wins at once.
        assert!(!euclid_mover_wins(2_147_483_647, 2_147_483_646));
        // Consecutive Fibonacci numbers force the longest alternation: (2, 1) wins, (3, 2)
        // loses, (5, 3) wins, and so on up to the largest pair in u64.
        let (mut small, mut big, mut index) = (1u64, 2u64, 0u32);
        loop {
            assert_eq!(euclid_mover_wins(big, small), index % 2 == 0, "({}, {})", big, small);
            match small.checked_add(big) {
                Some(next) => {
                    small = big;
                    big = next;
                    index += 1;
                }
                None => break,
            }
        }
        assert!(index > 85);
    }
}
