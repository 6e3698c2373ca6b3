//! Nim in disguise, with counting (CodeChef SHGAME, "A Game With a Sheet of Paper"): an N x M
//! sheet with a marked cell; a move cuts the sheet along a grid line and throws away the part
//! without the marked cell; a 1 x 1 sheet has no move. The marked cell (X, Y) is four Nim heaps
//! (the rows above and below it, the columns left and right of it), since a cut lowers exactly
//! one of those distances by any positive amount.

/// How many pairs `(p, q)` with `p + q = total` (both `>= 0`) have `p ^ q = x`, for every `x`:
/// `2^popcount(x)` when `x <= total`, `total - x` is even and `((total - x) / 2) & x == 0`, else 0.
///
/// Rule: `p + q = (p ^ q) + 2 (p & q)`, so `p & q = (total - x) / 2 =: c`; a pair with given
/// XOR `x` and AND `c` exists iff `c & x == 0`, and then each bit of `x` goes to `p` or to `q`:
/// `2^popcount(x)` pairs.
///
/// Source: the identity `p + q = (p ^ q) + 2 (p & q)` (carry-save addition).
///
/// # Constraints
/// Any `x`, `total` (the count fits `u64` since `2^popcount(x) <= x + 1 <= total + 1`).
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively against counting the pairs for every `total <= 300` and `x < 512`
/// (`tests::pair_count_matches_enumeration`).
///
/// # Example
/// ```
/// use solver_core::nim_counting::pairs_with_sum_and_xor;
/// assert_eq!(pairs_with_sum_and_xor(4, 4), 2); // (0, 4), (4, 0)
/// assert_eq!(pairs_with_sum_and_xor(4, 0), 1); // (2, 2)
/// assert_eq!(pairs_with_sum_and_xor(4, 2), 2); // (1, 3), (3, 1)
/// assert_eq!(pairs_with_sum_and_xor(4, 6), 0); // a XOR never exceeds the sum
/// ```
pub fn pairs_with_sum_and_xor(total: u64, x: u64) -> u64 {
    if x > total || (total - x) % 2 != 0 || ((total - x) / 2) & x != 0 {
        return 0;
    }
    1u64 << x.count_ones()
}

/// The number of marked cells (X, Y) of an `rows` x `cols` sheet from which the first player
/// wins the sheet-cutting game of CodeChef SHGAME.
///
/// Rule: the position is Nim with heaps `X - 1`, `rows - X`, `Y - 1`, `cols - Y` (Bouton: the
/// mover loses iff their XOR is 0). Rows contribute `u = (X - 1) ^ (rows - X)`, a pair with sum
/// `rows - 1`, columns `w = (Y - 1) ^ (cols - Y)` with sum `cols - 1`; the losing cells are the
/// pairs with `u == w`, counted per value with [`pairs_with_sum_and_xor`]:
/// `losing = sum over v of count(rows - 1, v) * count(cols - 1, v)` for `v <= min(rows, cols) - 1`
/// (a XOR is at most its sum), and the answer is `rows * cols - losing`.
///
/// Source: Bouton's theorem for Nim (1901); the counting identity of
/// [`pairs_with_sum_and_xor`].
///
/// # Constraints
/// `rows, cols >= 1` (panics otherwise); CodeChef: up to 10^6 (answers about 10^12). The
/// product must fit `u64`.
///
/// # Complexity
/// O(min(rows, cols)) time, O(1) memory.
///
/// Checked exhaustively against [`crate::game::solve_by_index`] on the real game (every sheet
/// and marked cell with sides <= 9), and against counting the XORs cell by cell for every sheet
/// with sides <= 40 (`tests::matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::nim_counting::sheet_winning_cells;
/// assert_eq!(sheet_winning_cells(5, 8), 40);
/// assert_eq!(sheet_winning_cells(6, 7), 42);
/// assert_eq!(sheet_winning_cells(1, 1), 0);
/// ```
pub fn sheet_winning_cells(rows: u64, cols: u64) -> u64 {
    assert!(rows >= 1 && cols >= 1, "sheet_winning_cells: the sheet needs a cell");
    let losing: u64 = (0..rows.min(cols))
        .map(|v| pairs_with_sum_and_xor(rows - 1, v) * pairs_with_sum_and_xor(cols - 1, v))
        .sum();
    rows * cols - losing
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::solve_by_index;

    #[test]
    fn pair_count_matches_enumeration() {
        for total in 0..=300u64 {
            let mut counts = vec![0u64; 512];
            for p in 0..=total {
                counts[(p ^ (total - p)) as usize] += 1;
            }
            for x in 0..512u64 {
                assert_eq!(pairs_with_sum_and_xor(total, x), counts[x as usize], "{} {}", total, x);
            }
        }
    }

    #[test]
    fn matches_game_search() {
        // The real game: a state is (above, below, left, right), the rows or columns still on
        // each side of the mark, each in 0..SIDE; a cut lowers one of them by any amount.
        const SIDE: usize = 9;
        let at = |d: [usize; 4]| ((d[0] * SIDE + d[1]) * SIDE + d[2]) * SIDE + d[3];
        let values = solve_by_index(SIDE * SIDE * SIDE * SIDE, |s, out| {
            let d = [s / (SIDE * SIDE * SIDE), s / (SIDE * SIDE) % SIDE, s / SIDE % SIDE, s % SIDE];
            for k in 0..4 {
                for smaller in 0..d[k] {
                    let mut e = d;
                    e[k] = smaller;
                    out.push(at(e));
                }
            }
        });
        for rows in 1..=SIDE {
            for cols in 1..=SIDE {
                let mut wins = 0;
                for x in 1..=rows {
                    for y in 1..=cols {
                        if values[at([x - 1, rows - x, y - 1, cols - y])].is_win() {
                            wins += 1;
                        }
                    }
                }
                assert_eq!(sheet_winning_cells(rows as u64, cols as u64), wins, "{} x {}", rows, cols);
            }
        }
        for rows in 1..=40u64 {
            for cols in 1..=40u64 {
                let mut wins = 0;
                for x in 1..=rows {
                    for y in 1..=cols {
                        wins += ((x - 1) ^ (rows - x) ^ (y - 1) ^ (cols - y) != 0) as u64;
                    }
                }
                assert_eq!(sheet_winning_cells(rows, cols), wins, "{} x {}", rows, cols);
            }
        }
    }
}
