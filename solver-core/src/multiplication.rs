//! The multiplication game (HDU 1517): `p` starts at 1; the players alternately multiply it by
//! an integer from 2 to 9; whoever first makes `p >= n` wins.

/// Whether the player to move first wins the multiplication game with target `n`.
///
/// Rule: what matters is `m = ceil(n / p)`, the factor still missing, and a move by `k` turns
/// it into `ceil(m / k)`. The mover wins at once when `m <= 9`, and loses when `9 < m <= 18`
/// (every move leaves `2..=9`). For `m > 18` the outcome is that of `ceil(m / 18)`: the mover
/// plays 9 or 2 to answer the opponent's 2 or 9 (the winner of the shrunken game keeps the
/// product of each pair of moves at 18). So the first player wins iff `n` lies in
/// `(1, 9]`, `(18, 162]`, `(324, 2916]`, ... Source: the classic analysis of HDU 1517 (POJ 2505).
///
/// # Constraints
/// `n >= 2` (with `n = 1` the game is over before it starts; panics). Any `u64`.
///
/// # Complexity
/// O(log n): one division by 18 per step.
///
/// Checked exhaustively against `crate::game::solve_by_index` on the real game (every `p < n`,
/// every factor) for all `2 <= n <= 1000` and for every `n` within 3 of each boundary
/// `9 * 18^i` and `18^(i+1)` up to 10^5 (`tests::matches_game_search`); and against
/// `crate::game::solve_reachable` on the missing factor `m` for every `n` within 3 of each
/// boundary below 2^36, at the last boundary below 2^64 (18^15) and its neighbours, at `u64::MAX`,
/// and for 100 random `n < 2^32` (`tests::matches_missing_factor_search`).
///
/// # Example
/// ```
/// use solver_core::multiplication::multiplication_game_mover_wins;
/// assert!(multiplication_game_mover_wins(162));
/// assert!(!multiplication_game_mover_wins(17));
/// assert!(multiplication_game_mover_wins(34_012_226));
/// ```
pub fn multiplication_game_mover_wins(n: u64) -> bool {
    assert!(
        n >= 2,
        "multiplication_game_mover_wins: the target must be at least 2"
    );
    let mut missing = n;
    while missing > 18 {
        missing = missing / 18 + (missing % 18 != 0) as u64;
    }
    missing <= 9
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{solve_by_index, solve_reachable};

    /// The real game for target `n`: index `n - p` for `1 <= p < n`, and index 0 for "the
    /// product reached `n`": the player to move there has lost.
    fn first_player_wins_by_search(n: usize) -> bool {
        let values = solve_by_index(n, |index, out| {
            if index == 0 {
                return;
            }
            let p = n - index;
            out.extend((2..=9).map(|k| n.saturating_sub(p * k)));
        });
        values[n - 1].is_win()
    }

    /// The boundaries 9, 18, 162, 324, ...: the first player wins up to `9 * 18^i` and loses up
    /// to `18^(i+1)`.
    fn boundaries() -> Vec<u64> {
        let mut v = Vec::new();
        let mut power = 1u64;
        while let Some(next) = power.checked_mul(18) {
            v.push(power * 9);
            v.push(next);
            power = next;
        }
        v
    }

    #[test]
    fn matches_game_search() {
        for n in 2..=1000usize {
            assert_eq!(
                multiplication_game_mover_wins(n as u64),
                first_player_wins_by_search(n),
                "{}",
                n
            );
        }
        for &b in boundaries().iter().filter(|&&b| b <= 100_000) {
            for n in b - 3..=b + 3 {
                let n = n as usize;
                assert_eq!(
                    multiplication_game_mover_wins(n as u64),
                    first_player_wins_by_search(n),
                    "{}",
                    n
                );
            }
        }
    }

    fn first_player_wins_by_missing_factor(n: u64) -> bool {
        let values = solve_reachable(n, |&m| {
            if m <= 1 {
                Vec::new()
            } else {
                (2..=9u64).map(|k| m / k + (m % k != 0) as u64).collect()
            }
        });
        values[&n].is_win()
    }

    #[test]
    fn matches_missing_factor_search() {
        for &b in boundaries().iter().filter(|&&b| b < 1 << 36) {
            for n in b - 3..=b + 3 {
                assert_eq!(
                    multiplication_game_mover_wins(n),
                    first_player_wins_by_missing_factor(n),
                    "{}",
                    n
                );
            }
        }
        // The last boundary below 2^64, 18^15 = 2^15 3^30, and its neighbours.
        let top = *boundaries().last().unwrap();
        assert_eq!(top, 6_746_640_616_477_458_432);
        for n in [top - 1, top, top + 1] {
            assert_eq!(
                multiplication_game_mover_wins(n),
                first_player_wins_by_missing_factor(n),
                "{}",
                n
            );
        }
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..100 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let n = (x >> 32).max(2);
            assert_eq!(
                multiplication_game_mover_wins(n),
                first_player_wins_by_missing_factor(n),
                "{}",
                n
            );
        }
        assert!(
            multiplication_game_mover_wins(u64::MAX)
                == first_player_wins_by_missing_factor(u64::MAX)
        );
    }
}
