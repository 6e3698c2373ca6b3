//! Nim and its relatives: the XOR rule, every winning move, the canonical move of problem
//! `nim`, misère Nim (and the take-consecutive game of HDU 2509 that follows it), and Lasker's
//! Nim.
//!
//! Heap indices in this module are 0-based; problem `nim` prints them 1-based.

use alloc::vec;
use alloc::vec::Vec;

/// The nim-sum (XOR) of heap values; the player to move in a sum of impartial games loses iff
/// the nim-sum of the components' Grundy values is 0.
///
/// Rule: Bouton, "Nim, a game with a complete mathematical theory", Annals of Math. 3, 1901;
/// Sprague (1935) and Grundy (1939) for sums of games. Seed 003, section 3.
///
/// # Constraints
/// Any number of `u64` values; the XOR cannot overflow.
///
/// # Complexity
/// O(k) for k heaps; no allocation, so it can consume a stream.
///
/// Checked exhaustively against a game search for all Nim positions of up to 3 heaps of size
/// at most 7 (`tests::nim_sum_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::nim::nim_sum;
/// assert_eq!(nim_sum([3u64, 4, 5]), 2);
/// assert_eq!(nim_sum(vec![7u64, 7]), 0);
/// ```
pub fn nim_sum<I: IntoIterator<Item = u64>>(heaps: I) -> u64 {
    heaps.into_iter().fold(0, |acc, h| acc ^ h)
}

/// Every winning move of Nim as `(index, amount taken)`, with 0-based indices in increasing
/// order; empty when the mover loses (nim-sum 0).
///
/// Rule (Bouton 1901; seed 003, section 3): with `x` the nim-sum, a move on heap `i` wins iff it
/// leaves `x xor p_i`, which is possible iff `(x xor p_i) < p_i`, i.e. iff `p_i` has the highest
/// set bit of `x`. The amount is `p_i - (x xor p_i)`. A winning move must leave nim-sum 0, so
/// there is at most one per heap and this lists them all.
///
/// # Constraints
/// Any `u64` heaps.
///
/// # Complexity
/// O(k) time; the result has at most `k` entries.
///
/// Checked exhaustively against `crate::game::solve_by_index` (the set of moves to losing
/// positions) for every Nim position of 4 heaps of size at most 7
/// (`tests::winning_moves_match_game_search`).
///
/// # Example
/// ```
/// use solver_core::nim::nim_winning_moves;
/// assert_eq!(nim_winning_moves(&[3, 4, 5]), vec![(0, 2)]);
/// assert_eq!(nim_winning_moves(&[1, 2, 4, 7, 7]), vec![(2, 1), (3, 7), (4, 7)]);
/// assert_eq!(nim_winning_moves(&[7, 7]), vec![]);
/// ```
pub fn nim_winning_moves(heaps: &[u64]) -> Vec<(usize, u64)> {
    let x = nim_sum(heaps.iter().copied());
    heaps
        .iter()
        .enumerate()
        .filter(|&(_, &p)| (x ^ p) < p)
        .map(|(i, &p)| (i, p - (x ^ p)))
        .collect()
}

/// The number of winning moves of Nim: the number of heaps that have the highest set bit of
/// the nim-sum (0 when the nim-sum is 0). See [`nim_winning_moves`] for the rule.
///
/// # Constraints
/// Any `u64` heaps; the count is at most `heaps.len()`.
///
/// # Complexity
/// O(k) time, no allocation.
///
/// Checked exhaustively against `crate::game::solve_by_index` for every Nim position of 4 heaps
/// of size at most 7 (`tests::winning_moves_match_game_search`).
///
/// # Example
/// ```
/// use solver_core::nim::nim_winning_move_count;
/// assert_eq!(nim_winning_move_count(&[1, 2, 4, 7, 7]), 3);
/// assert_eq!(nim_winning_move_count(&[15, 12, 10]), 3);
/// assert_eq!(nim_winning_move_count(&[5, 5]), 0);
/// ```
pub fn nim_winning_move_count(heaps: &[u64]) -> usize {
    let x = nim_sum(heaps.iter().copied());
    if x == 0 {
        return 0;
    }
    let top_bit = 1u64 << (63 - x.leading_zeros());
    heaps.iter().filter(|&&p| p & top_bit != 0).count()
}

/// The canonical winning move of problem `nim`: `(i, s)` with the LOWEST 0-BASED index `i` such
/// that `(x xor p_i) < p_i`, and `s = p_i - (x xor p_i)`, where `x` is the nim-sum; `None` when
/// the mover loses. Problem `nim` prints `1 (i + 1) s`.
///
/// Rule: Bouton (1901); seed 003 and Nguyen Xuan Huy, "Sang tao trong thuat toan va lap trinh",
/// vol. 2, ch. 3, section 3.11; the canonical choice is /work/shared/problems.md "nim". Seed 003's
/// examples: (15, 12, 10) takes 9 from the first pile, (3, 4, 5) takes 2 from the first pile.
///
/// # Constraints
/// Any `u64` heaps (the problem has `p <= 10^18`).
///
/// # Complexity
/// O(k) time, no allocation.
///
/// Checked exhaustively against `crate::game::solve_by_index` for every Nim position of 4 heaps
/// of size at most 7 (`tests::winning_moves_match_game_search`).
///
/// # Example
/// ```
/// use solver_core::nim::nim_canonical_move;
/// assert_eq!(nim_canonical_move(&[15, 12, 10]), Some((0, 9)));
/// assert_eq!(nim_canonical_move(&[3, 4, 5]), Some((0, 2)));
/// assert_eq!(nim_canonical_move(&[12, 14, 6, 3, 2]), Some((0, 3)));
/// assert_eq!(nim_canonical_move(&[13, 14, 6, 7, 2]), None);
/// ```
pub fn nim_canonical_move(heaps: &[u64]) -> Option<(usize, u64)> {
    let x = nim_sum(heaps.iter().copied());
    heaps
        .iter()
        .position(|&p| (x ^ p) < p)
        .map(|i| (i, heaps[i] - (x ^ heaps[i])))
}

/// Whether the player to move wins misère Nim, where taking the last object LOSES.
///
/// Rule (Bouton 1901; "Winning Ways", vol. 2, ch. 13; seed 003, remark 2): when every heap has
/// at most one object, the mover wins iff the nim-sum is 0 (an even number of 1-heaps, which
/// includes the empty position: the opponent took the last object); otherwise the normal Nim
/// rule holds, the mover wins iff the nim-sum is not 0.
///
/// # Constraints
/// Any `u64` heaps.
///
/// # Complexity
/// O(k) time, no allocation.
///
/// Checked exhaustively against `crate::game::solve_by_index` on the real misère game for every
/// position of 4 heaps of size at most 7 (`tests::misere_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::nim::misere_nim_mover_wins;
/// assert!(misere_nim_mover_wins(&[1, 1]));
/// assert!(!misere_nim_mover_wins(&[1, 1, 1]));
/// assert!(misere_nim_mover_wins(&[3, 4, 5]));
/// assert!(!misere_nim_mover_wins(&[2, 2]));
/// ```
pub fn misere_nim_mover_wins(heaps: &[u64]) -> bool {
    let x = nim_sum(heaps.iter().copied());
    if heaps.iter().all(|&p| p <= 1) {
        x == 0
    } else {
        x != 0
    }
}

/// Every winning move of misère Nim as `(index, amount taken)`, 0-based indices in increasing
/// order; empty when the mover loses, and also for the empty position (a win with no move).
///
/// Rule: with two or more heaps above 1, the winning moves are the normal ones of
/// [`nim_winning_moves`] (a heap above 1 remains after any move). With exactly one heap above
/// 1, the only winning move reduces it to 0 or 1 so that an odd number of 1-heaps remains.
/// With every heap at most 1, any 1-heap may be taken when the number of 1-heaps is even.
/// Sources as in [`misere_nim_mover_wins`].
///
/// # Constraints
/// Any `u64` heaps, including none or all empty (the opponent took the last object: the mover
/// has won, but there is no move, so the result is empty).
///
/// # Complexity
/// O(k) time; the result has at most `k` entries.
///
/// Checked exhaustively against `crate::game::solve_by_index` on the real misère game for every
/// position of 4 heaps of size at most 7 (`tests::misere_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::nim::misere_nim_winning_moves;
/// assert_eq!(misere_nim_winning_moves(&[1, 5, 1]), vec![(1, 4)]); // leave 1, 1, 1
/// assert_eq!(misere_nim_winning_moves(&[1, 5]), vec![(1, 5)]); // leave 1
/// assert_eq!(misere_nim_winning_moves(&[0, 1, 1]), vec![(1, 1), (2, 1)]);
/// assert_eq!(misere_nim_winning_moves(&[3, 4, 5]), vec![(0, 2)]);
/// ```
pub fn misere_nim_winning_moves(heaps: &[u64]) -> Vec<(usize, u64)> {
    let big_heaps = heaps.iter().filter(|&&p| p > 1).count();
    match big_heaps {
        0 => {
            if nim_sum(heaps.iter().copied()) != 0 {
                return Vec::new();
            }
            heaps
                .iter()
                .enumerate()
                .filter(|&(_, &p)| p == 1)
                .map(|(i, _)| (i, 1))
                .collect()
        }
        1 => {
            let big = heaps.iter().position(|&p| p > 1).expect("one heap above 1");
            let ones = heaps.iter().filter(|&&p| p == 1).count();
            // Leave an odd number of 1-heaps: keep one object iff the other 1-heaps are even.
            let keep = if ones % 2 == 0 { 1 } else { 0 };
            vec![(big, heaps[big] - keep)]
        }
        _ => nim_winning_moves(heaps),
    }
}

/// The canonical winning move of misère Nim: the first of [`misere_nim_winning_moves`] (the
/// lowest 0-based index), found without allocating; `None` when the mover loses or no object is
/// left.
///
/// # Constraints
/// Any `u64` heaps; none or all empty give `None`, as in [`misere_nim_winning_moves`].
///
/// # Complexity
/// O(k) time, no allocation.
///
/// Checked exhaustively against `crate::game::solve_by_index` on the real misère game for every
/// position of 4 heaps of size at most 7 (`tests::misere_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::nim::misere_nim_canonical_move;
/// assert_eq!(misere_nim_canonical_move(&[2, 2, 1]), Some((2, 1)));
/// assert_eq!(misere_nim_canonical_move(&[1, 1, 1]), None);
/// assert_eq!(misere_nim_canonical_move(&[]), None);
/// ```
pub fn misere_nim_canonical_move(heaps: &[u64]) -> Option<(usize, u64)> {
    let mut big_heaps = 0usize;
    let mut first_big = 0usize;
    let mut ones = 0usize;
    for (i, &p) in heaps.iter().enumerate() {
        if p > 1 {
            if big_heaps == 0 {
                first_big = i;
            }
            big_heaps += 1;
        } else if p == 1 {
            ones += 1;
        }
    }
    match big_heaps {
        0 if ones % 2 == 0 => heaps.iter().position(|&p| p == 1).map(|i| (i, 1)),
        0 => None,
        1 => Some((
            first_big,
            heaps[first_big] - if ones % 2 == 0 { 1 } else { 0 },
        )),
        _ => nim_canonical_move(heaps),
    }
}

/// The Grundy value of a heap of `n` in Lasker's Nim, where a move removes any positive number
/// from a heap or splits a heap into two non-empty heaps (HDU 3032).
///
/// Rule (Lasker, 1931; Berlekamp, Conway, Guy, "Winning Ways", ch. 4; seed 004):
/// `g(4k+1) = 4k+1`, `g(4k+2) = 4k+2`, `g(4k+3) = 4k+4`, `g(4k+4) = 4k+3`, `g(0) = 0`.
///
/// # Constraints
/// `n < u64::MAX`: `u64::MAX` is `4k+3`, whose value `4k+4` would not fit, so it panics.
///
/// # Complexity
/// O(1), without branches on `n`.
///
/// Checked exhaustively against the mex over every move for all `n <= 300`, and against
/// `crate::grundy::octal_grundy_table` for the take-and-break code `4.333...` (300 digits) for
/// all `n <= 300`.
///
/// # Example
/// ```
/// use solver_core::nim::lasker_grundy;
/// assert_eq!(lasker_grundy(3), 4);
/// assert_eq!(lasker_grundy(4), 3);
/// assert_eq!(lasker_grundy(5), 5);
/// ```
#[inline]
pub fn lasker_grundy(n: u64) -> u64 {
    assert!(n < u64::MAX, "lasker_grundy: n must be below u64::MAX");
    // Branch-free: on random heaps a `match` on n % 4 mispredicts about once per heap.
    let up = (n % 4 == 3) as u64;
    let down = (n % 4 == 0 && n != 0) as u64;
    n + up - down
}

/// Whether the player to move wins "Be the Winner" (HDU 2509): rows of apples; a move takes any
/// positive number of CONSECUTIVE apples from one row (which may split it in two), and whoever
/// takes the last apple loses.
///
/// Rule: the outcome is that of misère Nim on the row lengths ([`misere_nim_mover_wins`]). In
/// normal play a row of `n` has Grundy value `n` (taking `t` from the middle leaves `a` and
/// `b` with `a + b = n - t`, and `a xor b <= a + b < n`; taking from the end reaches every
/// smaller value), and the misère argument of Bouton's theorem only uses that every row of
/// at least 2 can be cut to 0 or 1, so the split moves change nothing. This is the classic
/// answer to HDU 2509 (Winning Ways, ch. 13, "tame" games); here it is proved by search.
///
/// # Constraints
/// Any `u64` row lengths (0 = an empty row).
///
/// # Complexity
/// O(k) time for k rows, no allocation.
///
/// Checked exhaustively against `crate::game::solve_by_index` on the real game (every take of
/// consecutive apples, splits included, misère play) for EVERY multiset of rows with at most
/// 26 apples in all: 11,732 positions of any number of rows, e.g. 26 rows of 1, or 9, 9, 8
/// (`tests::consecutive_take_misere_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::nim::consecutive_take_misere_mover_wins;
/// assert!(!consecutive_take_misere_mover_wins(&[2, 2]));
/// assert!(consecutive_take_misere_mover_wins(&[3]));
/// assert!(!consecutive_take_misere_mover_wins(&[1]));
/// ```
pub fn consecutive_take_misere_mover_wins(rows: &[u64]) -> bool {
    misere_nim_mover_wins(rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::solve_by_index;

    /// Positions of `HEAPS` heaps of size below `SIZE`, as base-`SIZE` numbers; every move lowers
    /// the number.
    const HEAPS: usize = 4;
    const SIZE: usize = 8;

    fn decode(mut state: usize) -> Vec<u64> {
        let mut heaps = vec![0u64; HEAPS];
        for h in heaps.iter_mut().rev() {
            *h = (state % SIZE) as u64;
            state /= SIZE;
        }
        heaps
    }

    fn encode(heaps: &[u64]) -> usize {
        heaps.iter().fold(0, |s, &h| s * SIZE + h as usize)
    }

    fn nim_moves(heaps: &[u64]) -> Vec<(usize, u64)> {
        let mut moves = Vec::new();
        for (i, &p) in heaps.iter().enumerate() {
            for take in 1..=p {
                moves.push((i, take));
            }
        }
        moves
    }

    fn after(heaps: &[u64], (i, take): (usize, u64)) -> Vec<u64> {
        let mut next = heaps.to_vec();
        next[i] -= take;
        next
    }

    #[test]
    fn winning_moves_match_game_search() {
        let states = SIZE.pow(HEAPS as u32);
        let values = solve_by_index(states, |s, out| {
            let heaps = decode(s);
            out.extend(
                nim_moves(&heaps)
                    .into_iter()
                    .map(|m| encode(&after(&heaps, m))),
            );
        });
        for s in 0..states {
            let heaps = decode(s);
            let winning: Vec<(usize, u64)> = nim_moves(&heaps)
                .into_iter()
                .filter(|&m| values[encode(&after(&heaps, m))].is_lose())
                .collect();
            assert_eq!(nim_winning_moves(&heaps), winning, "{:?}", heaps);
            assert_eq!(nim_winning_move_count(&heaps), winning.len(), "{:?}", heaps);
            assert_eq!(
                nim_canonical_move(&heaps),
                winning.first().copied(),
                "{:?}",
                heaps
            );
            assert_eq!(values[s].is_win(), nim_sum(heaps.iter().copied()) != 0);
        }
    }

    #[test]
    fn misere_matches_game_search() {
        // State 0 is "the game is over and the player to move lost"; state 1 + code is a heap
        // position. Taking the last object hands the empty position to the opponent, who wins
        // it: the empty position's only "move" is to the lost state.
        let states = SIZE.pow(HEAPS as u32);
        let values = solve_by_index(states + 1, |s, out| {
            if s == 0 {
                return;
            }
            let heaps = decode(s - 1);
            if heaps.iter().all(|&p| p == 0) {
                out.push(0);
            }
            out.extend(
                nim_moves(&heaps)
                    .into_iter()
                    .map(|m| 1 + encode(&after(&heaps, m))),
            );
        });
        for s in 0..states {
            let heaps = decode(s);
            let winning: Vec<(usize, u64)> = nim_moves(&heaps)
                .into_iter()
                .filter(|&m| values[1 + encode(&after(&heaps, m))].is_lose())
                .collect();
            assert_eq!(
                misere_nim_mover_wins(&heaps),
                values[1 + s].is_win(),
                "{:?}",
                heaps
            );
            assert_eq!(misere_nim_winning_moves(&heaps), winning, "{:?}", heaps);
            assert_eq!(
                misere_nim_canonical_move(&heaps),
                winning.first().copied(),
                "{:?}",
                heaps
            );
        }
    }

    #[test]
    fn moves_near_the_top_of_u64() {
        let cases: Vec<Vec<u64>> = vec![
            vec![u64::MAX, 1, u64::MAX - 1],
            vec![u64::MAX, u64::MAX],
            vec![1 << 63, (1 << 63) - 1, 12345],
            vec![1_000_000_000_000_000_000, 999_999_999_999_999_999, 1, 0],
            vec![1_000_000_000_000_000_000; 3],
            vec![u64::MAX, 0, 0, 2],
            vec![0, 0, u64::MAX],
        ];
        for heaps in &cases {
            let x = nim_sum(heaps.iter().copied());
            let moves = nim_winning_moves(heaps);
            assert_eq!(moves.len(), nim_winning_move_count(heaps));
            assert_eq!(moves.is_empty(), x == 0, "{:?}", heaps);
            for &(i, take) in &moves {
                assert!(take >= 1 && take <= heaps[i], "{:?}", heaps);
                assert_eq!(nim_sum(after(heaps, (i, take))), 0, "{:?}", heaps);
            }
            assert_eq!(nim_canonical_move(heaps), moves.first().copied());
            let misere = misere_nim_winning_moves(heaps);
            assert_eq!(
                misere.is_empty(),
                !misere_nim_mover_wins(heaps),
                "{:?}",
                heaps
            );
            assert_eq!(misere_nim_canonical_move(heaps), misere.first().copied());
            for &(i, take) in &misere {
                assert!(
                    !misere_nim_mover_wins(&after(heaps, (i, take))),
                    "{:?}",
                    heaps
                );
            }
        }
        assert_eq!(nim_canonical_move(&[u64::MAX, 1, u64::MAX - 1]), None);
        assert_eq!(
            nim_canonical_move(&[u64::MAX, 0, 0, 2]),
            Some((0, u64::MAX - 2))
        );
        assert_eq!(nim_canonical_move(&[0, 0, u64::MAX]), Some((2, u64::MAX)));
        assert_eq!(
            misere_nim_canonical_move(&[0, 0, u64::MAX]),
            Some((2, u64::MAX - 1))
        );
        assert_eq!(
            misere_nim_canonical_move(&[1, 0, u64::MAX]),
            Some((2, u64::MAX))
        );
    }

    #[test]
    fn seed_003_examples() {
        assert_eq!(nim_canonical_move(&[15, 12, 10]), Some((0, 9)));
        assert_eq!(nim_canonical_move(&[3, 4, 5]), Some((0, 2)));
        // Seed 003: of three piles summing to 10, only (1, 4, 5) loses for the mover.
        let mut losing = Vec::new();
        for a in 1..=8u64 {
            for b in a..=(10 - a) / 2 {
                let c = 10 - a - b;
                if nim_canonical_move(&[a, b, c]).is_none() {
                    losing.push((a, b, c));
                }
            }
        }
        assert_eq!(losing, vec![(1, 4, 5)]);
    }

    fn first_missing_value(values: &[u64]) -> u64 {
        (0..).find(|v| !values.contains(v)).unwrap()
    }

    #[test]
    fn lasker_matches_mex_up_to_300() {
        let mut g = vec![0u64; 301];
        for n in 1..=300usize {
            let mut options: Vec<u64> = (0..n).map(|rest| g[rest]).collect();
            for a in 1..n {
                options.push(g[a] ^ g[n - a]);
            }
            g[n] = first_missing_value(&options);
            assert_eq!(lasker_grundy(n as u64), g[n], "n {}", n);
        }
        assert_eq!(lasker_grundy(u64::MAX - 1), u64::MAX - 1);
        assert_eq!(lasker_grundy(2_147_483_647), 2_147_483_648);
    }

    #[test]
    fn nim_sum_matches_game_search() {
        // win[a][b][c] for heaps up to 7, by plain search over all moves.
        const S: usize = 8;
        let mut win = [[[false; S]; S]; S];
        for total in 1..3 * S {
            for a in 0..S {
                for b in 0..S {
                    if a + b > total || total - a - b >= S {
                        continue;
                    }
                    let c = total - a - b;
                    let wins = (0..a).any(|x| !win[x][b][c])
                        || (0..b).any(|x| !win[a][x][c])
                        || (0..c).any(|x| !win[a][b][x]);
                    win[a][b][c] = wins;
                }
            }
        }
        for (a, plane) in win.iter().enumerate() {
            for (b, row) in plane.iter().enumerate() {
                for (c, &wins) in row.iter().enumerate() {
                    assert_eq!(nim_sum([a as u64, b as u64, c as u64]) != 0, wins);
                }
            }
        }
    }

    /// Every multiset of positive row lengths with total `<= max_total`, as non-increasing
    /// vectors, ordered by total so that every move (which removes apples) lowers the index.
    fn row_multisets(max_total: u8) -> Vec<Vec<u8>> {
        fn extend(rest: u8, largest: u8, prefix: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
            if rest == 0 {
                out.push(prefix.clone());
                return;
            }
            for part in (1..=largest.min(rest)).rev() {
                prefix.push(part);
                extend(rest - part, part, prefix, out);
                prefix.pop();
            }
        }
        let mut all = Vec::new();
        for total in 0..=max_total {
            extend(total, total, &mut Vec::new(), &mut all);
        }
        all
    }

    #[test]
    fn consecutive_take_misere_matches_game_search() {
        const MAX_TOTAL: u8 = 26;
        let positions = row_multisets(MAX_TOTAL);
        // Misère play in the generic (normal-play) solver: index 0 is a state with no move, and
        // the empty position (the opponent took the last apple, so the mover has won) moves
        // there. Position i is index i + 1.
        let index: std::collections::HashMap<Vec<u8>, usize> =
            positions.iter().enumerate().map(|(i, p)| (p.clone(), i + 1)).collect();
        let values = solve_by_index(positions.len() + 1, |state, out| {
            if state == 0 {
                return;
            }
            let rows = &positions[state - 1];
            if rows.is_empty() {
                out.push(0);
                return;
            }
            for (i, &row) in rows.iter().enumerate() {
                if i > 0 && rows[i - 1] == row {
                    continue;
                }
                for take in 1..=row {
                    // Keep `left` apples before the taken run and `row - take - left` after it.
                    for left in 0..=(row - take) / 2 {
                        let right = row - take - left;
                        let mut next: Vec<u8> = rows.clone();
                        next.remove(i);
                        next.extend([left, right].iter().copied().filter(|&r| r > 0));
                        next.sort_unstable_by(|a, b| b.cmp(a));
                        out.push(index[&next]);
                    }
                }
            }
        });
        assert!(values[0].is_lose() && values[1].is_win());
        assert_eq!(positions.len(), 11_732);
        for (i, rows) in positions.iter().enumerate() {
            let rows64: Vec<u64> = rows.iter().map(|&r| r as u64).collect();
            assert_eq!(
                consecutive_take_misere_mover_wins(&rows64),
                values[i + 1].is_win(),
                "{:?}",
                rows
            );
        }
    }
}
