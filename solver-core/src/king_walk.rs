//! A coin on a board walks towards one corner (HDU 2147, "kiki's game"): a move shifts it one
//! cell left, one cell down, or one cell diagonally down-left; no move loses.

/// Whether the player to move wins when the coin starts at the top-right corner of a board of
/// `rows` x `cols` and must reach the bottom-left one.
///
/// Rule: the coin is `rows - 1` rows and `cols - 1` columns from the end, and a move lowers one
/// distance or both by 1. The mover loses iff both distances are even (both sides odd): from
/// there every move makes a distance odd, and from any other cell a move to even-even exists.
/// Source: the classic P/N-position table of HDU 2147.
///
/// # Constraints
/// `rows, cols >= 1` (HDU: at most 2000; any `u64` works).
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively against `crate::game::solve_by_index` on every cell of a 60 x 60 board
/// (each cell is the top-right corner of the board that ends at the bottom-left one;
/// `tests::matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::king_walk::king_walk_mover_wins;
/// assert!(!king_walk_mover_wins(5, 3));
/// assert!(king_walk_mover_wins(5, 4));
/// assert!(king_walk_mover_wins(6, 6));
/// ```
pub fn king_walk_mover_wins(rows: u64, cols: u64) -> bool {
    assert!(
        rows >= 1 && cols >= 1,
        "king_walk_mover_wins: the board needs a cell"
    );
    rows % 2 == 0 || cols % 2 == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::solve_by_index;

    #[test]
    fn matches_game_search() {
        const SIDE: usize = 60;
        // State (down, left) = the distances still to go, index down * SIDE + left.
        let values = solve_by_index(SIDE * SIDE, |s, out| {
            let (down, left) = (s / SIDE, s % SIDE);
            if left > 0 {
                out.push(down * SIDE + left - 1);
            }
            if down > 0 {
                out.push((down - 1) * SIDE + left);
            }
            if down > 0 && left > 0 {
                out.push((down - 1) * SIDE + left - 1);
            }
        });
        for down in 0..SIDE {
            for left in 0..SIDE {
                let wins = values[down * SIDE + left].is_win();
                assert_eq!(
                    king_walk_mover_wins(down as u64 + 1, left as u64 + 1),
                    wins,
                    "{} x {}",
                    down + 1,
                    left + 1
                );
            }
        }
        assert!(!king_walk_mover_wins(u64::MAX, u64::MAX) && king_walk_mover_wins(u64::MAX, 2000));
    }
}
