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
/// only move is to `(b, a - b)` and the turn passes. Walking the quotients shows the mover wins
/// iff `a == b` or `a > phi b`: for `b < a < 2b` the ratio `r = a / b` goes to `1 / (r - 1)`,
/// which is above `phi` exactly when `r` is below it (`phi` is irrational, so never equal).
/// With `a > b`, `a > phi b` is `a (a - b) > b^2`, tested in `u128` as in
/// [`number_game_mover_wins`] (this game differs from that one only at `a == b`). In closed
/// form because the walk's one data-dependent branch mispredicted on random input, and it was a
/// sixth of hdu1525's time.
///
/// # Constraints
/// `a, b >= 1`. Any `u64` works: the products are `u128`, below `2^128`.
///
/// # Complexity
/// O(1): two multiplications.
///
/// Checked exhaustively against a game search for all `1 <= a, b <= 300`; against the quotient
/// walk on 200 000 random pairs of every width up to 64 bits and 600 000 pairs beside the `phi`
/// line; and on consecutive Fibonacci pairs up to `u64::MAX`.
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
    let (big, small) = if a >= b { (a as u128, b as u128) } else { (b as u128, a as u128) };
    // `|`, not `||`: both sides are cheap, and a branch on random pairs would mispredict.
    (big == small) | (big * (big - small) > small * small)
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

    /// The rule as Cole and Davie state it, walking the quotients (with division): the
    /// reference for large pairs, where a game search cannot go.
    fn euclid_by_quotient_walk(a: u64, b: u64) -> bool {
        let (mut big, mut small) = if a >= b { (a, b) } else { (b, a) };
        let mut mover_wins = true;
        loop {
            if big % small == 0 || big / small >= 2 {
                return mover_wins;
            }
            let rest = big - small;
            big = small;
            small = rest;
            mover_wins = !mover_wins;
        }
    }

    #[test]
    fn closed_form_matches_quotient_walk_on_large_pairs() {
        // SplitMix64 pairs of every width up to 64 bits, and pairs next to the phi line
        // (b and round(b phi) +- 1), where the two sides of the test are closest.
        let mut state = 0x1525u64;
        let mut next = || {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        for i in 0..200_000u32 {
            let width = 1 + i % 64;
            let mask = if width == 64 { u64::MAX } else { (1u64 << width) - 1 };
            let a = (next() & mask).max(1);
            let b = (next() & mask).max(1);
            assert_eq!(euclid_mover_wins(a, b), euclid_by_quotient_walk(a, b), "({}, {})", a, b);
            let small = (b >> 2).max(1);
            let near = (small as f64 * 1.618_033_988_749_895) as u64;
            for big in near.saturating_sub(1)..=near + 1 {
                if big >= 1 {
                    assert_eq!(euclid_mover_wins(big, small), euclid_by_quotient_walk(big, small), "({}, {})", big, small);
                }
            }
        }
    }
}
