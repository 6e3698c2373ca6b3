//! Chess pieces racing to a corner, with draws (HDU 5754, "Life Winner Bo"): one piece on
//! (1, 1) of an N x M board moves only towards (N, M) (never to a smaller row or column) like a
//! king, a rook, a knight or a queen; whoever first puts it on (N, M) wins, and a piece that
//! cannot move anywhere else is a draw (only the knight can get stuck).
//!
//! With `a = N - 1` and `b = M - 1` the distances still to go, the king is the walk of
//! `crate::king_walk`, the rook is two-heap Nim, the queen is Wythoff's game, and the knight is
//! a race on the lattice of its two jumps.

use crate::wythoff::wythoff_losing;

/// The four pieces of HDU 5754, in its type order 1..=4.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    /// Type 1: one step right, down, or diagonally down-right.
    King,
    /// Type 2: any number of cells right or down.
    Rook,
    /// Type 3: a jump by (+1, +2) or (+2, +1) only.
    Knight,
    /// Type 4: any number of cells right, down, or diagonally down-right.
    Queen,
}

/// Who wins a race with perfect play, where a player who cannot win steers for a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RaceOutcome {
    /// The player to move first wins.
    First,
    /// The other player wins.
    Second,
    /// Neither can force a win.
    Draw,
}

/// The outcome of the race of `piece` from (1, 1) to (`rows`, `cols`).
///
/// Rule, with `a = rows - 1` and `b = cols - 1`:
/// - king: the second player wins iff `a` and `b` are both even (every step changes a parity,
///   and from any other pair a step to even-even exists);
/// - rook: two-heap Nim, the second player wins iff `a == b` (Bouton 1901);
/// - queen: Wythoff's game, the second player wins iff `(a, b)` is a Wythoff pair (Wythoff
///   1907, through [`crate::wythoff::wythoff_losing`]);
/// - knight: with `x` jumps of (+1, +2) and `y` of (+2, +1) it arrives iff `a = x + 2y` and
///   `b = 2x + y`, i.e. `x = (2b - a) / 3` and `y = (2a - b) / 3` are whole and `>= 0`; otherwise
///   no line of play reaches the corner and it is a draw. On the lattice, the second player wins
///   iff `x == y` (answer each jump with the other kind: the mover can never leave the lattice,
///   since both counts are positive before each of his jumps); the first player wins iff
///   `|x - y| == 1` (one jump to `x == y`); otherwise (`|x - y| >= 2`) the first player cannot
///   make the counts equal, and either player, facing a loss, can jump off the lattice (the
///   kind whose count is 0, or is no longer needed) while the other cannot prevent it: a draw.
///
/// Source: Bouton (1901) for the rook, Wythoff (1907) for the queen, the parity argument of
/// HDU 2147 for the king; the knight's argument above. All four checked by retrograde analysis.
///
/// # Constraints
/// `rows, cols >= 1` (panics otherwise); HDU: `2 <= N, M <= 1000`; any `u64` works.
///
/// # Complexity
/// O(1) (the queen: O(1) exact golden-ratio arithmetic).
///
/// Checked exhaustively against [`crate::game::retrograde`] (draws included; a stuck piece
/// away from the corner moves to a state that only loops) on every board up to 60 x 60 for all
/// four pieces (`tests::matches_retrograde_analysis`).
///
/// # Example
/// ```
/// use solver_core::chess_pieces::{race_outcome, Piece, RaceOutcome};
/// assert_eq!(race_outcome(Piece::King, 5, 5), RaceOutcome::Second);
/// assert_eq!(race_outcome(Piece::Rook, 5, 5), RaceOutcome::Second);
/// assert_eq!(race_outcome(Piece::Knight, 5, 5), RaceOutcome::Draw);
/// assert_eq!(race_outcome(Piece::Queen, 5, 5), RaceOutcome::First);
/// ```
pub fn race_outcome(piece: Piece, rows: u64, cols: u64) -> RaceOutcome {
    assert!(rows >= 1 && cols >= 1, "race_outcome: the board needs a cell");
    let (a, b) = (rows - 1, cols - 1);
    let second_if = |lost: bool| if lost { RaceOutcome::Second } else { RaceOutcome::First };
    match piece {
        Piece::King => second_if(a % 2 == 0 && b % 2 == 0),
        Piece::Rook => second_if(a == b),
        Piece::Queen => second_if(wythoff_losing(a, b)),
        Piece::Knight => {
            let (a, b) = (a as u128, b as u128);
            if 2 * b < a || 2 * a < b || (2 * b - a) % 3 != 0 {
                return RaceOutcome::Draw;
            }
            let (x, y) = ((2 * b - a) / 3, (2 * a - b) / 3);
            if x == y {
                RaceOutcome::Second
            } else if x + 1 == y || y + 1 == x {
                RaceOutcome::First
            } else {
                RaceOutcome::Draw
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{retrograde, Value};

    #[test]
    fn matches_retrograde_analysis() {
        const SIDE: usize = 60;
        // State a * SIDE + b: the piece is a rows and b columns from the corner; state
        // SIDE * SIDE only loops, so a stuck piece moving there is a draw.
        let sink = SIDE * SIDE;
        for piece in [Piece::King, Piece::Rook, Piece::Knight, Piece::Queen] {
            let values = retrograde(sink + 1, |s, out| {
                if s == sink {
                    out.push(sink);
                    return;
                }
                let (a, b) = (s / SIDE, s % SIDE);
                let mut steps: Vec<(usize, usize)> = Vec::new();
                match piece {
                    Piece::King => steps.extend([(1, 0), (0, 1), (1, 1)]),
                    Piece::Knight => steps.extend([(1, 2), (2, 1)]),
                    Piece::Rook => steps.extend((1..SIDE).flat_map(|k| [(k, 0), (0, k)])),
                    Piece::Queen => steps.extend((1..SIDE).flat_map(|k| [(k, 0), (0, k), (k, k)])),
                }
                for (da, db) in steps {
                    if da <= a && db <= b {
                        out.push((a - da) * SIDE + b - db);
                    }
                }
                if out.is_empty() && s != 0 {
                    out.push(sink);
                }
            });
            for a in 0..SIDE {
                for b in 0..SIDE {
                    let expected = match values[a * SIDE + b] {
                        Value::Win(_) => RaceOutcome::First,
                        Value::Lose(_) => RaceOutcome::Second,
                        Value::Draw => RaceOutcome::Draw,
                    };
                    assert_eq!(race_outcome(piece, a as u64 + 1, b as u64 + 1), expected, "{:?} {} {}", piece, a + 1, b + 1);
                }
            }
        }
    }
}
