//! Wythoff's game.
//!
//! Two piles. A move removes any positive number of stones from one pile, or the same positive
//! number from both; whoever takes the last stone wins (normal play). The losing positions are
//! the pairs `(floor(k phi), floor(k phi^2)) = (a_k, a_k + k)`, `k >= 0`, in either order,
//! computed exactly by [`crate::golden`].

use alloc::vec::Vec;
use crate::golden::{golden_floor, GOLDEN_FLOOR_MAX_K};

/// The `k`-th losing position of Wythoff's game, smaller pile first:
/// `(floor(k phi), floor(k phi) + k)`; `(0, 0)` for `k = 0`.
///
/// Rule: Wythoff, "A modification of the game of Nim", Nieuw Archief voor Wiskunde 7 (1907);
/// `floor(k phi^2) = floor(k phi) + k` because `phi^2 = phi + 1`.
///
/// # Constraints
/// `k <= 7_046_029_254_386_353_130` (about `u64::MAX / phi^2`), so that `a_k + k` fits in
/// `u64`; larger `k` panics.
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively, through [`wythoff_losing`], against a game search for all piles
/// `<= 60`.
///
/// # Example
/// ```
/// use solver_core::wythoff::wythoff_pair;
/// assert_eq!(wythoff_pair(0), (0, 0));
/// assert_eq!(wythoff_pair(1), (1, 2));
/// assert_eq!(wythoff_pair(3), (4, 7));
/// ```
pub fn wythoff_pair(k: u64) -> (u64, u64) {
    let lower = golden_floor(k);
    (lower, lower + k)
}

/// Whether the player to move loses Wythoff's game with piles `a` and `b`.
///
/// Rule (Wythoff 1907): with `a <= b` and `k = b - a`, the position loses iff `a = floor(k phi)`;
/// each difference `k` has exactly one losing position.
///
/// # Constraints
/// Any `u64` piles. A difference above `GOLDEN_FLOOR_MAX_K` never loses: its `floor(k phi)`
/// would exceed `u64::MAX - k`, so the smaller pile cannot equal it.
///
/// # Complexity
/// O(1): one exact square root.
///
/// Checked exhaustively against a game search ([`crate::game::solve_by_index`]) for all
/// `0 <= a, b <= 60`, and on the pairs around `k = 10^18 / phi` and `k = GOLDEN_FLOOR_MAX_K`.
///
/// # Example
/// ```
/// use solver_core::wythoff::wythoff_losing;
/// assert!(wythoff_losing(0, 0));
/// assert!(wythoff_losing(5, 3));
/// assert!(!wythoff_losing(4, 4));
/// ```
pub fn wythoff_losing(a: u64, b: u64) -> bool {
    let (small, big) = if a <= b { (a, b) } else { (b, a) };
    let difference = big - small;
    difference <= GOLDEN_FLOOR_MAX_K && small == golden_floor(difference)
}

/// The pile that makes a losing position with a pile of `y` stones (Beatty's theorem: every
/// `y >= 1` is exactly one of `a_k = floor(k phi)` and `b_k = a_k + k`).
///
/// With `q = floor(y / phi) = floor(y phi) - y`: `y = a_k` forces `k = q + 1` and the partner is
/// `y + k`; otherwise `y = b_j` with `a_j = q` (exactly `q` lower terms lie below `y + 1`).
fn wythoff_partner_pile(y: u64) -> u64 {
    if y == 0 {
        return 0;
    }
    let q = golden_floor(y) - y;
    if golden_floor(q + 1) == y {
        y + q + 1
    } else {
        q
    }
}

/// Every winning move of Wythoff's game from piles `(a, b)`, as the resulting positions
/// `(a', b')` in increasing order; empty when the position loses.
///
/// Rule (Wythoff 1907): a winning move goes to a losing position, and there are at most three
/// candidates, each O(1): take from the first pile down to the partner of `b` (the unique `x`
/// with `(x, b)` losing), take from the second pile down to the partner of `a`, or take the same
/// amount from both down to the unique losing pair with difference `|a - b|`. A candidate counts
/// only when it really removes stones.
///
/// # Constraints
/// `a, b <= GOLDEN_FLOOR_MAX_K` (about `8.2 * 10^18`; larger panics).
///
/// # Complexity
/// O(1): at most five exact square roots; at most three moves are returned.
///
/// Checked exhaustively against the complete list of winning moves found by a game search
/// ([`crate::game::solve_by_index`]) for all `0 <= a, b <= 60`; near `10^18` every returned move
/// is checked to be legal and to reach a losing position.
///
/// # Example
/// ```
/// use solver_core::wythoff::wythoff_winning_moves;
/// assert_eq!(wythoff_winning_moves(4, 4), vec![(0, 0)]);
/// assert_eq!(wythoff_winning_moves(6, 7), vec![(1, 2), (4, 7)]);
/// assert_eq!(wythoff_winning_moves(3, 5), vec![]);
/// ```
pub fn wythoff_winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    let mut moves = Vec::new();
    let first = wythoff_partner_pile(b);
    if first < a {
        moves.push((first, b));
    }
    let second = wythoff_partner_pile(a);
    if second < b {
        moves.push((a, second));
    }
    let (small, big) = if a <= b { (a, b) } else { (b, a) };
    let low = golden_floor(big - small);
    if low < small {
        let take = small - low;
        moves.push((a - take, b - take));
    }
    moves.sort_unstable();
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::solve_by_index;

    const WYTHOFF_TEST_LIMIT: usize = 60;

    /// The successors of `(a, b)` in the real game; index `a * (limit + 1) + b`, and every move
    /// lowers it.
    fn wythoff_successors(a: usize, b: usize) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for t in 1..=a {
            out.push((a - t, b));
        }
        for t in 1..=b {
            out.push((a, b - t));
        }
        for t in 1..=a.min(b) {
            out.push((a - t, b - t));
        }
        out
    }

    #[test]
    fn matches_game_search_up_to_60() {
        let side = WYTHOFF_TEST_LIMIT + 1;
        let values = solve_by_index(side * side, |s, out| {
            out.extend(
                wythoff_successors(s / side, s % side).into_iter().map(|(x, y)| x * side + y),
            );
        });
        let mut losing_seen = 0;
        for a in 0..side {
            for b in 0..side {
                let lose = values[a * side + b].is_lose();
                assert_eq!(wythoff_losing(a as u64, b as u64), lose, "({}, {})", a, b);
                losing_seen += lose as usize;
                let mut expected: Vec<(u64, u64)> = wythoff_successors(a, b)
                    .into_iter()
                    .filter(|&(x, y)| values[x * side + y].is_lose())
                    .map(|(x, y)| (x as u64, y as u64))
                    .collect();
                expected.sort_unstable();
                assert_eq!(wythoff_winning_moves(a as u64, b as u64), expected, "({}, {})", a, b);
            }
        }
        // (0, 0) and both orders of the pairs with b_k <= 60 (k = 1..=23).
        assert_eq!(losing_seen, 1 + 2 * 23);
        for k in 0..=23u64 {
            let (x, y) = wythoff_pair(k);
            assert!(y <= 60 && values[x as usize * side + y as usize].is_lose());
        }
    }

    #[test]
    fn partner_covers_every_pile_once() {
        // The partner map is an involution on 0..: partner(partner(y)) = y.
        for y in 0..100_000u64 {
            let x = wythoff_partner_pile(y);
            assert_eq!(wythoff_partner_pile(x), y, "{}", y);
            assert!(wythoff_losing(x, y));
        }
    }

    fn assert_moves_are_winning(a: u64, b: u64) {
        let moves = wythoff_winning_moves(a, b);
        assert_eq!(moves.is_empty(), wythoff_losing(a, b), "({}, {})", a, b);
        for &(x, y) in &moves {
            assert!(wythoff_losing(x, y), "({}, {}) -> ({}, {})", a, b, x, y);
            let legal =
                (x < a && y == b) || (x == a && y < b) || (x < a && y < b && a - x == b - y);
            assert!(legal, "({}, {}) -> ({}, {})", a, b, x, y);
        }
    }

    #[test]
    fn large_piles() {
        // The largest k whose pair fits in u64 (phi^2 k < 2^64), by the integer test.
        const WYTHOFF_PAIR_MAX_K: u64 = 7_046_029_254_386_353_130;
        assert!(golden_floor(WYTHOFF_PAIR_MAX_K).checked_add(WYTHOFF_PAIR_MAX_K).is_some());
        assert!(golden_floor(WYTHOFF_PAIR_MAX_K + 1).checked_add(WYTHOFF_PAIR_MAX_K + 1).is_none());
        // k = floor(10^18 / phi) gives b_k near 1.6 * 10^18; the top pairs leave room for y + 5.
        for k in (618_033_988_749_894_800u64..618_033_988_749_894_900)
            .chain(WYTHOFF_PAIR_MAX_K - 60..=WYTHOFF_PAIR_MAX_K - 10)
        {
            let (x, y) = wythoff_pair(k);
            assert!(wythoff_losing(x, y) && wythoff_losing(y, x));
            assert!(!wythoff_losing(x + 1, y) && !wythoff_losing(x, y + 1));
            for &(p, q) in &[(x + 1, y), (x, y + 1), (x + 5, y + 5), (y, y), (y, x + 3), (x, x + 1)]
            {
                if p <= GOLDEN_FLOOR_MAX_K && q <= GOLDEN_FLOOR_MAX_K {
                    assert_moves_are_winning(p, q);
                }
            }
        }
        let e18 = 1_000_000_000_000_000_000u64;
        // 10^18 phi = 1618033988749894848.2...: the pair for k = 10^18, from the digits.
        let (low, high) = (1_618_033_988_749_894_848u64, 2_618_033_988_749_894_848u64);
        assert_eq!(wythoff_pair(e18), (low, high));
        assert!(wythoff_losing(high, low) && !wythoff_losing(low, high - 1));
        assert_moves_are_winning(low + 7, high);
        assert!(wythoff_winning_moves(low + 7, high).contains(&(low, high)));
        assert!(wythoff_winning_moves(high, low + 7).contains(&(high, low)));
        assert!(wythoff_winning_moves(low + 7, high + 7).contains(&(low, high)));
        assert_moves_are_winning(e18, e18);
        // 10^18 = b_j for j = 10^18 - 618033988749894848 (checked with 100-digit decimals).
        let partner = 618_033_988_749_894_848u64;
        assert_eq!(wythoff_winning_moves(e18, e18), vec![(0, 0), (partner, e18), (e18, partner)]);
        assert_moves_are_winning(GOLDEN_FLOOR_MAX_K, GOLDEN_FLOOR_MAX_K - 1);
        // Any u64 works for the losing test, including differences above GOLDEN_FLOOR_MAX_K.
        assert!(!wythoff_losing(u64::MAX, u64::MAX));
        assert!(!wythoff_losing(0, u64::MAX));
        assert!(!wythoff_losing(u64::MAX - GOLDEN_FLOOR_MAX_K, u64::MAX));
    }
}
