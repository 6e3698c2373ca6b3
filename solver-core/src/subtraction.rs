//! Subtraction games: one pile with "take 1..M" (normal and misère play) and its auction form
//! (Public Sale), one pile with "take a power of two", and two piles with "take any positive
//! amount" (normal and misère play).
//!
//! Every `*_move` function returns `None` when the player to move loses, and otherwise the
//! canonical winning move of the problem catalogue (`bocsoia`, `bocsoib`, `bocsoid`, `bocsoie`).
//!
//! Source: Nguyen Xuan Huy, "Sang tao trong thuat toan va lap trinh", vol. 2, ch. 3 ("Boc soi"
//! A, B, D, E); the rules are the classical ones of Berlekamp, Conway, Guy, "Winning Ways", ch. 4
//! (subtraction games) and ch. 13 (misère Nim).

use core::ops::RangeInclusive;

/// The canonical winning move in "one pile of `n`, take 1..`max_take` stones, no move loses"
/// (`bocsoia`), or `None` when the player to move loses.
///
/// Rule: the mover loses iff `n mod (max_take + 1) == 0`; otherwise the only winning move takes
/// `s = n mod (max_take + 1)`, leaving a multiple of `max_take + 1`.
///
/// Source: book, vol. 2, ch. 3, "Boc soi A"; Winning Ways, ch. 4.
///
/// # Constraints
/// Any `u64` values; `max_take = 0` means no move at all (the mover loses). `max_take + 1` is
/// formed in u128, so `max_take = u64::MAX` is fine.
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively against `crate::game::solve_by_index` for all `n <= 300` and
/// `1 <= max_take <= 40` (and `max_take = 1000`), including that the move is the only winning one.
///
/// # Example
/// ```
/// use solver_core::subtraction::take_up_to_move;
/// assert_eq!(take_up_to_move(13, 3), Some(1));
/// assert_eq!(take_up_to_move(12, 3), None);
/// assert_eq!(take_up_to_move(1_000_000_000_000_000_000, 999_999_999), None);
/// ```
pub fn take_up_to_move(n: u64, max_take: u64) -> Option<u64> {
    let remainder = (n as u128 % (max_take as u128 + 1)) as u64;
    if remainder == 0 {
        None
    } else {
        Some(remainder)
    }
}

/// The canonical winning move in the misère form of [`take_up_to_move`]: one pile of `n`, take
/// 1..`max_take`, and whoever takes the last stone loses (`bocsoib`); `None` when the player to
/// move loses.
///
/// Rule: the mover loses iff `n mod (max_take + 1) == 1`. With `r = n mod (max_take + 1)`, the
/// move takes `s = max_take` when `r == 0`, else `s = r - 1`; either way it leaves a pile
/// `== 1 (mod max_take + 1)`.
///
/// Source: book, vol. 2, ch. 3, "Boc soi B"; Winning Ways, ch. 13.
///
/// # Constraints
/// `n >= 1` and `max_take >= 1` in the problem. `n == 0` means the opponent took the last stone
/// and the game is over (the mover has won): there is no move, so the result is `None`.
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively against `crate::game::solve_by_index` for all `n <= 300` and
/// `1 <= max_take <= 40` (and `max_take = 1000`).
///
/// # Example
/// ```
/// use solver_core::subtraction::take_up_to_misere_move;
/// assert_eq!(take_up_to_misere_move(13, 3), None);
/// assert_eq!(take_up_to_misere_move(12, 3), Some(3));
/// assert_eq!(take_up_to_misere_move(2, 1), Some(1));
/// assert_eq!(take_up_to_misere_move(1, 5), None);
/// ```
pub fn take_up_to_misere_move(n: u64, max_take: u64) -> Option<u64> {
    if n == 0 || max_take == 0 {
        return None;
    }
    let remainder = (n as u128 % (max_take as u128 + 1)) as u64;
    match remainder {
        1 => None,
        0 => Some(max_take),
        r => Some(r - 1),
    }
}

/// The Grundy value of a pile of `n` when a move takes a power of two (1, 2, 4, 8, ...) stones.
///
/// Rule: `g(n) = n mod 3`, so the mover loses iff `n mod 3 == 0`. Proof: every power of two is
/// `1` or `2 (mod 3)`, so no move keeps the residue, and from `n >= 2` the moves 1 and 2 reach
/// both other residues (from `n = 1` only residue 0 is reachable, and `g(1) = 1`).
///
/// Source: book, vol. 2, ch. 3 (the "take 2^j stones" exercise); Winning Ways, ch. 4.
///
/// # Constraints
/// Any `u64`.
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively against the mex over every move for all `n <= 300`.
///
/// # Example
/// ```
/// use solver_core::subtraction::power_of_two_take_grundy;
/// assert_eq!(power_of_two_take_grundy(9), 0);
/// assert_eq!(power_of_two_take_grundy(11), 2);
/// ```
pub fn power_of_two_take_grundy(n: u64) -> u64 {
    n % 3
}

/// The canonical winning move when a move takes a power of two stones from one pile of `n`:
/// the smallest winning power, which is `n mod 3` (1 or 2); `None` when `n mod 3 == 0`.
///
/// Source: as [`power_of_two_take_grundy`].
///
/// # Constraints
/// Any `u64`; `n = 0` gives `None` (no move: the mover has lost).
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively against `crate::game::solve_by_index` for all `n <= 300`, including
/// that no smaller power of two wins.
///
/// # Example
/// ```
/// use solver_core::subtraction::power_of_two_take_move;
/// assert_eq!(power_of_two_take_move(7), Some(1));
/// assert_eq!(power_of_two_take_move(8), Some(2));
/// assert_eq!(power_of_two_take_move(9), None);
/// ```
pub fn power_of_two_take_move(n: u64) -> Option<u64> {
    match n % 3 {
        0 => None,
        r => Some(r),
    }
}

/// The canonical winning move with two piles `n`, `m` where a move takes any positive amount
/// from one pile and no move loses (`bocsoid`): `Some((d, s))` takes `s = |n - m|` from pile `d`,
/// the larger one (1 or 2). `None` when the mover loses, which is iff `n == m`.
///
/// Source: book, vol. 2, ch. 3, "Boc soi D" (the symmetry strategy); two-pile Nim (Bouton 1901).
///
/// # Constraints
/// Any `u64` piles; `(0, 0)` gives `None` (no move: the mover has lost).
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively against `crate::game::solve_by_index` for all piles `<= 60`.
///
/// # Example
/// ```
/// use solver_core::subtraction::two_pile_take_any_move;
/// assert_eq!(two_pile_take_any_move(7, 7), None);
/// assert_eq!(two_pile_take_any_move(10, 3), Some((1, 7)));
/// assert_eq!(two_pile_take_any_move(0, 5), Some((2, 5)));
/// ```
pub fn two_pile_take_any_move(n: u64, m: u64) -> Option<(u8, u64)> {
    if n == m {
        None
    } else if n > m {
        Some((1, n - m))
    } else {
        Some((2, m - n))
    }
}

/// The canonical winning move in the misère form of [`two_pile_take_any_move`] (whoever takes
/// the last stone loses; `bocsoie`), or `None` when the mover loses.
///
/// Rule: the mover loses iff `n == m > 1` or `{n, m} == {0, 1}`. When the smaller pile has at
/// most one stone, the move takes `s = n + m - 1` from the other pile `d` (pile 1 when `n >= m`),
/// leaving one stone in all; otherwise it equalises as in [`two_pile_take_any_move`].
///
/// Source: book, vol. 2, ch. 3, "Boc soi E"; misère Nim, Winning Ways, ch. 13.
///
/// # Constraints
/// `n + m >= 1` in the problem. `(0, 0)` means the opponent took the last stone and the game
/// is over: there is no move, so the result is `None`.
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively against `crate::game::solve_by_index` for all piles `<= 60`.
///
/// # Example
/// ```
/// use solver_core::subtraction::two_pile_misere_move;
/// assert_eq!(two_pile_misere_move(3, 3), None);
/// assert_eq!(two_pile_misere_move(1, 1), Some((1, 1)));
/// assert_eq!(two_pile_misere_move(0, 1), None);
/// assert_eq!(two_pile_misere_move(1, 7), Some((2, 7)));
/// assert_eq!(two_pile_misere_move(9, 4), Some((1, 5)));
/// ```
pub fn two_pile_misere_move(n: u64, m: u64) -> Option<(u8, u64)> {
    let smaller = n.min(m);
    if smaller <= 1 {
        // Leave exactly one stone: the opponent must take it.
        let total = n as u128 + m as u128;
        if total <= 1 {
            return None;
        }
        let pile = if n >= m { 1 } else { 2 };
        return Some((pile, (total - 1) as u64));
    }
    two_pile_take_any_move(n, m)
}

/// Every winning first raise of the auction game Public Sale (HDU 2149), as an inclusive range
/// (empty when the first bidder loses): the price starts at 0, the players alternately raise it
/// by 1..=`max_raise`, and whoever makes it reach at least `target` wins.
///
/// Rule: this is [`take_up_to_move`] on a pile of `target` where a move may also overshoot. With
/// `target <= max_raise` every raise from `target` to `max_raise` ends the game at once, and a
/// smaller raise leaves `1..max_raise` to go, which the opponent finishes: the range is
/// `target..=max_raise`. Otherwise no raise can finish, and a raise `k` wins iff it leaves a
/// multiple of `max_raise + 1`; only `k = target mod (max_raise + 1)` does, and none when that
/// is 0. Source: the classic Bash game (HDU 2149 is its "list the moves" form); Winning Ways,
/// ch. 4.
///
/// # Constraints
/// `target >= 1`, `max_raise >= 1` (HDU: both below 1100; any `u64` works, `max_raise + 1` is
/// formed in u128). The range is returned, not a list, because it may hold `max_raise` values.
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively against `crate::game::solve_by_index` (the set of raises that reach a
/// lost position or finish the game) for all `1 <= target <= 300`, `1 <= max_raise <= 40`
/// (`tests::public_sale_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::subtraction::public_sale_winning_raises;
/// assert_eq!(public_sale_winning_raises(4, 2), 1..=1);
/// assert!(public_sale_winning_raises(3, 2).is_empty());
/// assert_eq!(public_sale_winning_raises(3, 5), 3..=5);
/// ```
pub fn public_sale_winning_raises(target: u64, max_raise: u64) -> RangeInclusive<u64> {
    assert!(target >= 1 && max_raise >= 1, "Public Sale needs target >= 1 and max_raise >= 1");
    if target <= max_raise {
        return target..=max_raise;
    }
    match (target as u128 % (max_raise as u128 + 1)) as u64 {
        // No first raise wins: an empty range, which clippy would take for a reversed one.
        #[allow(clippy::reversed_empty_ranges)]
        0 => 1..=0,
        raise => raise..=raise,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{solve_by_index, Value};

    const PILE_LIMIT: usize = 300;

    /// Values of one pile `0..=PILE_LIMIT`, take 1..max_take, normal play.
    fn take_up_to_values(max_take: usize) -> Vec<Value> {
        solve_by_index(PILE_LIMIT + 1, |n, out| {
            out.extend((1..=max_take.min(n)).map(|t| n - t))
        })
    }

    /// Misère play: state index `n + 1` is a pile of `n`; index 0 is "lost", reached only from
    /// the empty pile, whose mover has won because the opponent took the last stone.
    fn take_up_to_misere_values(max_take: usize) -> Vec<Value> {
        solve_by_index(PILE_LIMIT + 2, |index, out| {
            if index == 0 {
                return;
            }
            let n = index - 1;
            if n == 0 {
                out.push(0);
            }
            out.extend((1..=max_take.min(n)).map(|t| n - t + 1));
        })
    }

    fn limits() -> Vec<usize> {
        let mut limits: Vec<usize> = (1..=40).collect();
        limits.push(1000);
        limits
    }

    #[test]
    fn take_up_to_matches_game_search() {
        for max_take in limits() {
            let values = take_up_to_values(max_take);
            for n in 0..=PILE_LIMIT {
                let winning: Vec<usize> = (1..=max_take.min(n))
                    .filter(|&t| values[n - t].is_lose())
                    .collect();
                let expected = winning.first().map(|&t| t as u64);
                assert!(winning.len() <= 1, "n {} max {}", n, max_take);
                assert_eq!(
                    take_up_to_move(n as u64, max_take as u64),
                    expected,
                    "n {} max {}",
                    n,
                    max_take
                );
                assert_eq!(values[n].is_win(), expected.is_some());
            }
        }
    }

    #[test]
    fn take_up_to_misere_matches_game_search() {
        for max_take in limits() {
            let values = take_up_to_misere_values(max_take);
            for n in 1..=PILE_LIMIT {
                let got = take_up_to_misere_move(n as u64, max_take as u64);
                assert_eq!(
                    got.is_some(),
                    values[n + 1].is_win(),
                    "n {} max {}",
                    n,
                    max_take
                );
                if let Some(s) = got {
                    let s = s as usize;
                    assert!(
                        s >= 1 && s <= max_take.min(n),
                        "illegal move n {} max {}",
                        n,
                        max_take
                    );
                    assert!(
                        values[n - s + 1].is_lose(),
                        "not winning n {} max {}",
                        n,
                        max_take
                    );
                }
            }
            assert_eq!(take_up_to_misere_move(0, max_take as u64), None);
        }
    }

    #[test]
    fn power_of_two_take_matches_mex_and_search() {
        let powers = |n: usize| (0..10).map(|j| 1usize << j).filter(move |&t| t <= n);
        let values = solve_by_index(PILE_LIMIT + 1, |n, out| {
            out.extend(powers(n).map(|t| n - t))
        });
        let mut grundy = vec![0u64; PILE_LIMIT + 1];
        for n in 0..=PILE_LIMIT {
            let options: Vec<u64> = powers(n).map(|t| grundy[n - t]).collect();
            grundy[n] = (0..).find(|g| !options.contains(g)).unwrap();
            assert_eq!(power_of_two_take_grundy(n as u64), grundy[n], "n {}", n);
            let smallest_winning = powers(n)
                .find(|&t| values[n - t].is_lose())
                .map(|t| t as u64);
            assert_eq!(
                power_of_two_take_move(n as u64),
                smallest_winning,
                "n {}",
                n
            );
        }
    }

    const TWO_PILE_LIMIT: usize = 60;
    const SIDE: usize = TWO_PILE_LIMIT + 1;

    fn two_pile_successors(a: usize, b: usize, out: &mut Vec<(usize, usize)>) {
        out.extend((0..a).map(|x| (x, b)));
        out.extend((0..b).map(|x| (a, x)));
    }

    fn apply(a: usize, b: usize, pile: u8, take: u64) -> (usize, usize) {
        let take = take as usize;
        match pile {
            1 => {
                assert!(
                    take >= 1 && take <= a,
                    "illegal take {} from ({}, {})",
                    take,
                    a,
                    b
                );
                (a - take, b)
            }
            2 => {
                assert!(
                    take >= 1 && take <= b,
                    "illegal take {} from ({}, {})",
                    take,
                    a,
                    b
                );
                (a, b - take)
            }
            _ => panic!("pile {}", pile),
        }
    }

    #[test]
    fn two_pile_take_any_matches_game_search() {
        let mut moves = Vec::new();
        let values = solve_by_index(SIDE * SIDE, |s, out| {
            moves.clear();
            two_pile_successors(s / SIDE, s % SIDE, &mut moves);
            out.extend(moves.iter().map(|&(a, b)| a * SIDE + b));
        });
        for a in 0..SIDE {
            for b in 0..SIDE {
                let got = two_pile_take_any_move(a as u64, b as u64);
                assert_eq!(
                    got.is_some(),
                    values[a * SIDE + b].is_win(),
                    "({}, {})",
                    a,
                    b
                );
                if let Some((pile, take)) = got {
                    let (x, y) = apply(a, b, pile, take);
                    assert!(values[x * SIDE + y].is_lose(), "({}, {})", a, b);
                }
            }
        }
    }

    #[test]
    fn two_pile_misere_matches_game_search() {
        // Index 0 is "lost"; (a, b) is 1 + a * SIDE + b; (0, 0) moves to 0 (see above).
        let mut moves = Vec::new();
        let values = solve_by_index(1 + SIDE * SIDE, |index, out| {
            if index == 0 {
                return;
            }
            let (a, b) = ((index - 1) / SIDE, (index - 1) % SIDE);
            if a + b == 0 {
                out.push(0);
            }
            moves.clear();
            two_pile_successors(a, b, &mut moves);
            out.extend(moves.iter().map(|&(x, y)| 1 + x * SIDE + y));
        });
        for a in 0..SIDE {
            for b in 0..SIDE {
                if a + b == 0 {
                    continue;
                }
                let value = values[1 + a * SIDE + b];
                let got = two_pile_misere_move(a as u64, b as u64);
                assert_eq!(got.is_some(), value.is_win(), "({}, {})", a, b);
                let rule_loses = (a == b && a > 1) || a + b == 1;
                assert_eq!(rule_loses, value.is_lose(), "({}, {})", a, b);
                if let Some((pile, take)) = got {
                    let (x, y) = apply(a, b, pile, take);
                    assert!(values[1 + x * SIDE + y].is_lose(), "({}, {})", a, b);
                }
            }
        }
    }

    #[test]
    fn limits_do_not_overflow() {
        let e18 = 1_000_000_000_000_000_000u64;
        assert_eq!(take_up_to_move(e18, e18), Some(e18));
        assert_eq!(take_up_to_move(e18, e18 - 1), None);
        assert_eq!(take_up_to_move(u64::MAX, u64::MAX), Some(u64::MAX));
        assert_eq!(take_up_to_move(u64::MAX, u64::MAX - 1), None);
        assert_eq!(take_up_to_move(5, 0), None);
        assert_eq!(take_up_to_misere_move(e18, e18), Some(e18 - 1));
        assert_eq!(take_up_to_misere_move(e18 + 1, e18 - 1), None);
        assert_eq!(take_up_to_misere_move(e18 + 1, e18), Some(e18));
        assert_eq!(
            take_up_to_misere_move(u64::MAX, u64::MAX),
            Some(u64::MAX - 1)
        );
        // u64::MAX = 1 (mod u64::MAX - 1), so the mover loses.
        assert_eq!(take_up_to_misere_move(u64::MAX, u64::MAX - 2), None);
        assert_eq!(
            take_up_to_misere_move(u64::MAX - 1, u64::MAX - 2),
            Some(u64::MAX - 2)
        );
        assert_eq!(
            take_up_to_misere_move(u64::MAX - 1, (1 << 63) - 1),
            Some((1 << 63) - 3)
        );
        assert_eq!(power_of_two_take_move(u64::MAX), None);
        assert_eq!(two_pile_take_any_move(u64::MAX, 0), Some((1, u64::MAX)));
        assert_eq!(two_pile_misere_move(u64::MAX, 1), Some((1, u64::MAX)));
        assert_eq!(two_pile_misere_move(0, u64::MAX), Some((2, u64::MAX - 1)));
        assert_eq!(two_pile_misere_move(e18, e18), None);
        assert_eq!(two_pile_misere_move(e18, 2), Some((1, e18 - 2)));
    }

    #[test]
    fn public_sale_matches_game_search() {
        for max_raise in 1..=40usize {
            // Index = the amount still missing; 0 = the target was reached: the player to move
            // has lost (normal play: no move); raising past the target also goes to 0.
            let values = solve_by_index(PILE_LIMIT + 1, |missing, out| {
                if missing > 0 {
                    out.extend((1..=max_raise).map(|k| missing.saturating_sub(k)));
                }
            });
            for target in 1..=PILE_LIMIT {
                let expected: Vec<u64> = (1..=max_raise)
                    .filter(|&k| values[target.saturating_sub(k)].is_lose())
                    .map(|k| k as u64)
                    .collect();
                let got: Vec<u64> =
                    public_sale_winning_raises(target as u64, max_raise as u64).collect();
                assert_eq!(got, expected, "target {} max_raise {}", target, max_raise);
            }
        }
        assert_eq!(public_sale_winning_raises(u64::MAX, u64::MAX), u64::MAX..=u64::MAX);
        assert!(public_sale_winning_raises(u64::MAX, u64::MAX - 1).is_empty());
        assert_eq!(public_sale_winning_raises(u64::MAX, u64::MAX - 2), 1..=1);
    }
}
