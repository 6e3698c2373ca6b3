//! The board game `tab` and the strip game `jump` of seed 001, with move counts.
//!
//! Jump: cells 1..N in a row, the piece on cell x, and y the previous push (0: none). A move
//! pushes the piece t cells forward, `1 <= t <= M`, `x + t <= N`, `t != y`; the next player's
//! previous push is then t. No move: lose. Tab: a board of N rows and M columns, the piece at
//! (x, y); a move picks a column `k != y` and goes to (x + k, k), staying on the board. That is
//! the same game (row = cell, column = previous push), so `tab(N, M, x, y) = jump(N, M, x, y)`.
//!
//! Only `N - x` (the cells left) and the previous push matter. Values count moves by seed 001's
//! min-max rule, which is [`Value`]'s: win as fast as possible, lose as slowly as possible.
//!
//! Source: seed 001 (the `tab` board game with its Pascal min-max table, and the Jump Game);
//! Nguyen Xuan Huy, "Sang tao trong thuat toan va lap trinh", vol. 2, ch. 3 ("Co bang", "Co
//! day", "Boc soi H").

use alloc::vec;
use crate::game::Value;

/// Codes at or above this are losing positions (for the player to move in them) in
/// [`jump_value`]'s ordering codes (see `jump_option_code`).
const JUMP_LOSE_CODES: u32 = 1 << 31;

/// A position's value as an option for the player who moves into it: larger is better for that
/// player. Losing positions (for the opponent) beat winning ones; among them the quickest loss
/// is best; among winning ones the slowest win is best. 0 is left free for "no option". Move
/// counts are below 2^31, so wins take codes `1 .. 2^31` and losses `2^31 ..= u32::MAX`.
fn jump_option_code(value: Value) -> u32 {
    match value {
        Value::Lose(d) => u32::MAX - d,
        Value::Win(d) => d,
        Value::Draw => unreachable!("the jump game always ends"),
    }
}

/// The value of a position whose best option has code `best` (0: no option).
fn jump_value_from_best(best: u32) -> Value {
    if best == 0 {
        Value::Lose(0)
    } else if best >= JUMP_LOSE_CODES {
        Value::Win(u32::MAX - best + 1)
    } else {
        Value::Lose(best + 1)
    }
}

/// The code of a position (as an option for the player moving into it) whose own best option
/// has code `best`: `jump_option_code(jump_value_from_best(best))` without building a [`Value`].
#[inline]
fn jump_code_from_best(best: u32) -> u32 {
    jump_option_code(jump_value_from_best(best))
}

/// The value of the jump game with `remaining` cells to go (`N - x`), pushes `1..=max_push`,
/// and previous push `previous_push` (0: none; a value above `max_push` forbids nothing):
/// `Win(d)` when the mover wins in `d` moves (both players' moves count), `Lose(d)` when the
/// mover loses after `d` moves at the slowest.
///
/// Method: positions are solved from the far end, `r = 0, 1, ..., remaining`. The options of
/// `(r, y)` are `(r - t, t)` for `t != y`, so for each `r` the best and second-best option over
/// all `t` are found once, and "best option with `t != y`" is then O(1) for every `y`. That also
/// means the whole row of `r` is one code for every `y` except the best push, so a row is kept
/// as three numbers (its code with its best option, its code without it, and the `r` at which
/// that best option is the forbidden push), for the last `max_push` rows only. The rows sit
/// twice, in reverse order, in a buffer of `2 (max_push + 1)`, so that the rows
/// `r - 1, ..., r - max_push` are one contiguous run (no modulo in the inner loop). Options are
/// ranked by keys (code above the row's own `r`, so the largest key also names the push).
///
/// Source: seed 001 (min-max rule and the O(N M^2) table method this replaces).
///
/// # Constraints
/// `remaining < 2^31` (move counts fit in u32; the time would be prohibitive anyway);
/// `max_push >= 0` (0: no move); pushes above `remaining` can never be made and are ignored.
///
/// # Complexity
/// O(remaining * max_push) time, O(max_push) memory.
///
/// Checked exhaustively against `crate::game::solve_by_index` on the states (cells left,
/// previous push) for all `remaining <= 60`, `max_push <= 8`, every previous push `0..=9`, and
/// (through [`tab_answer`]) against a transcription of seed 001's Pascal table for all boards
/// with `N <= 40`, `M <= 8`; and against the straightforward O(M^2)-memory row table for
/// `remaining <= 3000`, `max_push <= 60` (`tests::matches_the_row_table`).
///
/// # Example
/// ```
/// use solver_core::board::jump_value;
/// use solver_core::game::Value;
/// assert_eq!(jump_value(6, 4, 0), Value::Win(3)); // the book's strip of 12, 6 cells to go
/// assert_eq!(jump_value(5, 4, 3), Value::Lose(2));
/// assert_eq!(jump_value(0, 4, 0), Value::Lose(0));
/// ```
pub fn jump_value(remaining: u64, max_push: usize, previous_push: usize) -> Value {
    assert!(
        remaining < 1 << 31,
        "jump_value: remaining must be below 2^31"
    );
    let max_push = (max_push as u64).min(remaining) as usize;
    let width = max_push + 1;
    // Slots s and s + width both hold row r for s = (-r) mod width, so rows r - 1, ...,
    // r - max_push are slots s + 1 ..= s + max_push, in that order. A row holds its ranking key
    // with its best option and without it (its code above its own r, so the maximum names the
    // row and thus the push), and the r at which its best push is forbidden: r + best push (r
    // itself when it has no option, never matched). Rows before r = 0 stay key 0, no option.
    let mut with_best = vec![0u64; 2 * width];
    let mut without_best = vec![0u64; 2 * width];
    let mut forbidden_at = vec![0u32; 2 * width];
    let mut slot = 0usize;
    let mut r: u64 = 0;
    loop {
        let rows = slot + 1..slot + 1 + max_push;
        let (with_rows, without_rows) = (&with_best[rows.clone()], &without_best[rows.clone()]);
        let forbidden_rows = &forbidden_at[rows];
        let here = r as u32;
        // A running maximum changes rarely (about ln M times over M random keys), so these
        // branches are well predicted (measured faster than branch-free `max`/`min` chains).
        let (mut best_key, mut second_key) = (0u64, 0u64);
        for ((&with, &without), &forbidden) in
            with_rows.iter().zip(without_rows).zip(forbidden_rows)
        {
            let key = if forbidden == here { without } else { with };
            if key > best_key {
                second_key = best_key;
                best_key = key;
            } else if key > second_key {
                second_key = key;
            }
        }
        // Key 0 (code 0) is "no option", as code 0 is.
        let (best, second) = ((best_key >> 32) as u32, (second_key >> 32) as u32);
        let best_push = if best == 0 {
            0
        } else {
            (here - best_key as u32) as usize
        };
        if r == remaining {
            let chosen = if previous_push == best_push && best_push != 0 {
                second
            } else {
                best
            };
            return jump_value_from_best(chosen);
        }
        let with = (jump_code_from_best(best) as u64) << 32 | r;
        let without = (jump_code_from_best(second) as u64) << 32 | r;
        for s in [slot, slot + width] {
            with_best[s] = with;
            without_best[s] = without;
            forbidden_at[s] = here + best_push as u32;
        }
        slot = if slot == 0 { width - 1 } else { slot - 1 };
        r += 1;
    }
}

/// Seed 001's printed answer for the jump game on cells `1..=n` with the piece on `x` and
/// previous push `previous_push` (0: none): the number of moves in which the mover wins
/// (fastest win against the slowest resistance), or 0 when the mover loses (`jump`).
///
/// Source: seed 001 (Jump Game); the book's example: a strip of 12 cells, `M = 4`, the piece 6
/// cells from the end, no previous push: the mover wins in 3.
///
/// # Constraints
/// `n - x < 2^31`; `x > n` is treated as no cell left (the mover loses).
///
/// # Complexity
/// As [`jump_value`]: O((n - x) * max_push) time, O(max_push) memory.
///
/// Checked exhaustively as [`jump_value`] is.
///
/// # Example
/// ```
/// use solver_core::board::jump_answer;
/// assert_eq!(jump_answer(12, 4, 6, 0), 3);
/// assert_eq!(jump_answer(10, 4, 5, 3), 0);
/// ```
pub fn jump_answer(n: u64, max_push: usize, x: u64, previous_push: usize) -> u32 {
    match jump_value(n.saturating_sub(x), max_push, previous_push) {
        Value::Win(d) => d,
        _ => 0,
    }
}

/// Seed 001's `tab` answer: a board of `rows` x `columns`, the piece at row `x`, column `y`; a
/// move picks a column `k != y` and goes to `(x + k, k)` with `x + k <= rows`. The number of
/// moves in which the first player wins, or 0 when the first player loses. The same game as
/// [`jump_answer`] with the column as the previous push.
///
/// Note: seed 001's prose says (4, 3) on a 10 x 4 board wins "after 2 moves"; its own program
/// and the definition give 3 (A, B, A), and so does this function.
///
/// Source: seed 001 (`tab.inp` / `tab.out`, the full min-max program).
///
/// # Constraints
/// `1 <= y <= columns` in the problem (`y = 0` or `y > columns` forbids no column);
/// `rows - x < 2^31`.
///
/// # Complexity
/// O((rows - x) * columns) time, O(columns) memory.
///
/// Checked exhaustively against a transcription of seed 001's Pascal min-max table (with i32
/// cells) for all `rows <= 40`, `columns <= 8` and every start cell.
///
/// # Example
/// ```
/// use solver_core::board::tab_answer;
/// assert_eq!(tab_answer(10, 4, 4, 3), 3);
/// assert_eq!(tab_answer(10, 4, 5, 3), 0);
/// ```
pub fn tab_answer(rows: u64, columns: usize, x: u64, y: usize) -> u32 {
    jump_answer(rows, columns, x, y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::solve_by_index;

    #[test]
    fn jump_matches_game_search() {
        const CELLS: usize = 60;
        for max_push in 0..=8usize {
            let width = max_push + 1;
            let values = solve_by_index((CELLS + 1) * width, |s, out| {
                let (r, previous) = (s / width, s % width);
                out.extend(
                    (1..=max_push.min(r))
                        .filter(|&t| t != previous)
                        .map(|t| (r - t) * width + t),
                );
            });
            for r in 0..=CELLS {
                for previous in 0..=max_push + 1 {
                    // A previous push above max_push forbids nothing, like 0.
                    let expected =
                        values[r * width + if previous > max_push { 0 } else { previous }];
                    assert_eq!(
                        jump_value(r as u64, max_push, previous),
                        expected,
                        "r {} M {} y {}",
                        r,
                        max_push,
                        previous
                    );
                }
            }
        }
    }

    /// Seed 001's full min-max program (`tab`, `value`), transcribed: `a[i][j] > 0` is a win in
    /// that many moves, `a[i][j] <= 0` a loss in `-a[i][j]` moves. The seed's cells are
    /// `shortint`; i32 here so that long games cannot overflow. Returns the printed answer.
    fn seed_tab(n: usize, m: usize, x: usize, y: usize) -> i32 {
        let mut a = vec![vec![0i32; m + 2]; n + 2];
        let value = |a: &mut [Vec<i32>], i: usize, j: usize| {
            let mut maxthua = 0i32;
            let mut minthang = -127i32;
            for k in (1..j).chain(j + 1..=m) {
                if i + k <= n {
                    if a[i + k][k] <= 0 {
                        if minthang < a[i + k][k] {
                            minthang = a[i + k][k];
                        }
                    } else if maxthua < a[i + k][k] {
                        maxthua = a[i + k][k];
                    }
                }
            }
            a[i][j] = if minthang != -127 {
                -(minthang - 1)
            } else {
                -(maxthua + 1)
            };
        };
        if n >= 1 {
            for j in 2..=m {
                value(&mut a, n - 1, j);
            }
        }
        for i in (1..n.saturating_sub(1)).rev() {
            for j in 1..=m {
                value(&mut a, i, j);
            }
        }
        a[x][y].max(0)
    }

    #[test]
    fn tab_matches_seed_program() {
        for n in 1..=40usize {
            for m in 1..=8usize {
                for x in 1..=n {
                    for y in 1..=m {
                        assert_eq!(
                            tab_answer(n as u64, m, x as u64, y) as i32,
                            seed_tab(n, m, x, y),
                            "N {} M {} x {} y {}",
                            n,
                            m,
                            x,
                            y
                        );
                    }
                }
            }
        }
    }

    /// The previous method, kept as the naive reference: a ring of the last `max_push + 1`
    /// rows, each a code for every previous push.
    fn row_table_value(remaining: u64, max_push: usize, previous_push: usize) -> Value {
        let width = max_push + 1;
        let mut ring = vec![0u32; width * width];
        let mut row = 0usize;
        let mut r: u64 = 0;
        loop {
            let reach = (max_push as u64).min(r) as usize;
            let (mut best, mut best_push, mut second) = (0u32, 0usize, 0u32);
            let mut from_row = row;
            for t in 1..=reach {
                from_row = if from_row == 0 {
                    width - 1
                } else {
                    from_row - 1
                };
                let code = ring[from_row * width + t];
                if code > best {
                    second = best;
                    best = code;
                    best_push = t;
                } else if code > second {
                    second = code;
                }
            }
            if r == remaining {
                let chosen = if previous_push == best_push && best_push != 0 {
                    second
                } else {
                    best
                };
                return jump_value_from_best(chosen);
            }
            let with_best = jump_option_code(jump_value_from_best(best));
            let without_best = jump_option_code(jump_value_from_best(second));
            let cells = &mut ring[row * width..(row + 1) * width];
            for cell in cells.iter_mut() {
                *cell = with_best;
            }
            if best_push != 0 {
                cells[best_push] = without_best;
            }
            row = if row + 1 == width { 0 } else { row + 1 };
            r += 1;
        }
    }

    #[test]
    fn matches_the_row_table() {
        for max_push in 0..=60usize {
            for &remaining in &[0u64, 1, 2, 59, 60, 61, 199, 1000, 3000] {
                for previous in [0, 1, 2, max_push / 2, max_push, max_push + 1] {
                    assert_eq!(
                        jump_value(remaining, max_push, previous),
                        row_table_value(remaining, max_push, previous),
                        "r {} M {} y {}",
                        remaining,
                        max_push,
                        previous
                    );
                }
            }
        }
    }

    #[test]
    fn samples_and_edges() {
        assert_eq!(tab_answer(10, 4, 4, 3), 3);
        assert_eq!(tab_answer(10, 4, 5, 3), 0);
        assert_eq!(jump_answer(12, 4, 6, 0), 3);
        assert_eq!(jump_answer(5, 4, 9, 0), 0);
        assert_eq!(jump_value(7, 0, 0), Value::Lose(0));
        // M = 1: every push is 1, so after one push nobody can move.
        assert_eq!(jump_value(7, 1, 0), Value::Win(1));
        assert_eq!(jump_value(7, 1, 1), Value::Lose(0));
    }

    #[test]
    fn long_strip_runs_in_linear_time() {
        // 200_000 cells with M = 50 take about 10^7 steps even in a debug build.
        let value = jump_value(200_000, 50, 0);
        assert!(value.moves().unwrap() <= 200_000);
        // Cross-check one long strip against the game search at the same size.
        let width = 4;
        let cells = 5000;
        let values = solve_by_index((cells + 1) * width, |s, out| {
            let (r, previous) = (s / width, s % width);
            out.extend(
                (1..=3.min(r))
                    .filter(|&t| t != previous)
                    .map(|t| (r - t) * width + t),
            );
        });
        assert_eq!(jump_value(cells as u64, 3, 2), values[cells * width + 2]);
    }
}
