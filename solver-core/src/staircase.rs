//! Staircase Nim and the games that reduce to it: coins pushed down a staircase (CSES 1099),
//! pieces sliding left along a row (POJ 1704), people climbing a hill to bring a king to the top
//! (HDU 4315), and cards moved between boxes along a bipartite move graph (HDU 3389).
//!
//! The reduction (staircase Nim, as written up in <https://codeforces.com/blog/entry/44811>): number
//! the stairs by their distance from the ground. Coins on the
//! odd stairs form a Nim position, and a move on an even stair (which puts coins on an odd one)
//! can be undone at once by moving the same coins one step further down, onto an even stair
//! again. So the player to move loses iff the XOR of the odd stairs is 0.

/// The nim-sum of a staircase: `stairs[i]` coins on the stair `i` steps above the ground
/// (`stairs[0]` is the ground itself and never matters); a move takes one or more coins from a
/// stair `i >= 1` down to stair `i - 1`. The player to move loses iff the result is 0.
///
/// Rule: the XOR of the odd stairs (staircase Nim; see the module docs for the argument and source).
///
/// # Constraints
/// Any `u64` counts.
///
/// # Complexity
/// O(n), no allocation.
///
/// Checked exhaustively against `crate::game::solve_by_index` on every staircase of 5 stairs
/// above the ground holding at most 4 coins in all (`tests::staircase_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::staircase::staircase_nim_sum;
/// // Ground, then stairs 1, 2, 3: only stairs 1 and 3 count.
/// assert_eq!(staircase_nim_sum(&[9, 3, 100, 3]), 0);
/// assert_eq!(staircase_nim_sum(&[0, 1, 0, 2]), 3);
/// ```
pub fn staircase_nim_sum(stairs: &[u64]) -> u64 {
    stairs.iter().skip(1).step_by(2).fold(0, |acc, &c| acc ^ c)
}

/// The nim-sum of pieces sliding left along a row (POJ 1704, "Georgia and Bob"): pieces on the
/// distinct cells `sorted_cells` (increasing, each `>= first_cell`); a move slides one piece one
/// or more cells to the left without passing or landing on another piece or leaving the row,
/// whose leftmost cell is `first_cell`. The player to move loses iff the result is 0.
///
/// Rule: the empty cells in front of each piece form a staircase whose ground lies beyond the
/// rightmost piece (sliding piece `i` by `d` takes `d` from its own gap and adds `d` to the gap
/// of piece `i + 1`), so the rightmost piece's gap is stair 1, the next one stair 2, and so on;
/// by [`staircase_nim_sum`] the result is the XOR of the gaps of the pieces at odd distance
/// `1, 3, 5, ...` from the right end. Source: the staircase-Nim reduction of the module docs.
///
/// # Constraints
/// `sorted_cells` strictly increasing, every cell `>= first_cell`; panics otherwise.
///
/// # Complexity
/// O(n), no allocation.
///
/// Checked exhaustively against `crate::game::solve_by_index` on every set of pieces on a row of
/// 13 cells (all 8192 placements, `tests::sliding_pieces_match_game_search`).
///
/// # Example
/// ```
/// use solver_core::staircase::sliding_pieces_nim_sum;
/// assert_eq!(sliding_pieces_nim_sum(&[1, 2, 3], 1), 0); // Bob wins
/// assert_ne!(sliding_pieces_nim_sum(&[1, 5, 6, 7, 9, 12, 14, 17], 1), 0); // Georgia wins
/// ```
pub fn sliding_pieces_nim_sum(sorted_cells: &[u64], first_cell: u64) -> u64 {
    let mut sum = 0;
    let mut i = sorted_cells.len();
    while i > 0 {
        let cell = sorted_cells[i - 1];
        let left_neighbour_end = if i >= 2 { sorted_cells[i - 2] + 1 } else { first_cell };
        assert!(
            cell >= left_neighbour_end,
            "sliding_pieces_nim_sum: cells must be strictly increasing and >= first_cell"
        );
        sum ^= cell - left_neighbour_end;
        i = i.saturating_sub(2);
    }
    sum
}

/// Whether the player to move wins HDU 4315's hill climb ("Climbing the Hill"): people stand on
/// the distinct cells `sorted_cells` (increasing, all `>= 1`) below the hilltop, cell 0; the
/// king is the person of 0-based rank `king` among them, counted from the top. A move takes a
/// person up one or more cells without passing or reaching the cell of the nearest person above
/// him; the hilltop holds any number of people, who then block nobody. Whoever moves the king
/// onto the hilltop wins. People already on the hilltop do not matter and are not passed in.
///
/// Rule: if the king is the topmost person the mover climbs him at once and wins. Otherwise it
/// is the sliding-pieces game of [`sliding_pieces_nim_sum`] with the hilltop as an extra cell
/// on the left (the topmost gap is the topmost person's whole height), with one change: when
/// the number of people is odd and the king is second from the top, the topmost gap is one
/// smaller (nobody wants to put the person above the king on the hilltop, which hands the king
/// to the opponent, so that person's last cell is 1, not 0). The mover wins iff that nim-sum is
/// not 0. Source: no published proof that we know of; the rule was derived here from the
/// staircase reduction and is a checked fact, not a theorem.
///
/// # Constraints
/// `sorted_cells` strictly increasing, all `>= 1`, `king < sorted_cells.len()`; panics otherwise.
///
/// # Complexity
/// O(n), no allocation.
///
/// Checked exhaustively against `crate::game::solve_by_index` on every placement of people on
/// the 11 cells below the hilltop with every choice of king (`tests::hill_climb_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::staircase::hill_climb_mover_wins;
/// assert!(!hill_climb_mover_wins(&[1, 2, 4], 2)); // Bob wins
/// assert!(hill_climb_mover_wins(&[100, 200], 0)); // Alice climbs the king at once
/// ```
pub fn hill_climb_mover_wins(sorted_cells: &[u64], king: usize) -> bool {
    let n = sorted_cells.len();
    assert!(king < n, "hill_climb_mover_wins: the king must be one of the people");
    assert!(
        sorted_cells[0] >= 1,
        "hill_climb_mover_wins: people on the hilltop are not part of the position"
    );
    if king == 0 {
        return true;
    }
    // The hilltop is cell 0; as an extra leftmost cell of the sliding game the top gap is the
    // topmost person's height.
    let mut sum = sliding_pieces_nim_sum(sorted_cells, 0);
    if n % 2 == 1 && king == 1 {
        // The top gap (height h, an odd-distance gap since n is odd) becomes h - 1.
        let h = sorted_cells[0];
        sum ^= h ^ (h - 1);
    }
    sum != 0
}

/// Whether box `b` (1-based) of HDU 3389 lies on the odd side of its move graph: cards move
/// from box `a` to a box `b < a` with `a + b` odd and divisible by 3, i.e. `a + b ≡ 3 (mod 6)`.
/// The player to move loses iff the XOR of the card counts of the odd-side boxes is 0
/// ([`staircase_nim_sum`] on a graph).
///
/// Rule: a move from a box with residue `a mod 6` lands on residue `3 - a mod 6`, so the residues
/// pair up as 1↔2, 3↔0, 4↔5 and every move crosses between the sides {1, 3, 4} and {0, 2, 5}.
/// Boxes 1, 3 and 4, the only boxes without a move, lie on the first (even) side, and every box
/// of the odd side {0, 2, 5} has a move (to box 1, 3 or 4). So the staircase argument applies:
/// Nim on the odd side, and a move from the even side is undone by moving the same cards on
/// from the box that received them. Source: the staircase-Nim reversibility argument of the
/// module docs, on a bipartite move graph.
///
/// # Constraints
/// `b >= 1`.
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively against `crate::game::solve_by_index` on every distribution of at most
/// 3 cards over 9 boxes (`tests::sum_three_boxes_match_game_search`).
///
/// # Example
/// ```
/// use solver_core::staircase::sum_three_box_is_odd;
/// let odd: Vec<u64> = (1..=12).filter(|&b| sum_three_box_is_odd(b)).collect();
/// assert_eq!(odd, vec![2, 5, 6, 8, 11, 12]);
/// ```
pub fn sum_three_box_is_odd(b: u64) -> bool {
    matches!(b % 6, 0 | 2 | 5)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::solve_by_index;

    /// Digits of `s` in base `radix`, `len` of them, least significant first.
    fn digits(mut s: usize, radix: usize, len: usize) -> Vec<usize> {
        let mut d = Vec::with_capacity(len);
        for _ in 0..len {
            d.push(s % radix);
            s /= radix;
        }
        d
    }

    #[test]
    fn staircase_matches_game_search() {
        // Stairs 1..=5 (the ground is not stored), at most 4 coins in all; stair i has weight
        // radix^(i-1), so a move down lowers the index.
        const STAIRS: usize = 5;
        const COINS: usize = 4;
        let radix = COINS + 1;
        let n = radix.pow(STAIRS as u32);
        let values = solve_by_index(n, |s, out| {
            let d = digits(s, radix, STAIRS);
            if d.iter().sum::<usize>() > COINS {
                return;
            }
            for i in 0..STAIRS {
                for take in 1..=d[i] {
                    let mut t = s - take * radix.pow(i as u32);
                    if i > 0 {
                        t += take * radix.pow(i as u32 - 1);
                    }
                    out.push(t);
                }
            }
        });
        let mut checked = 0;
        for (s, value) in values.iter().enumerate() {
            let d = digits(s, radix, STAIRS);
            if d.iter().sum::<usize>() > COINS {
                continue;
            }
            let mut stairs = vec![7u64];
            stairs.extend(d.iter().map(|&c| c as u64));
            assert_eq!(staircase_nim_sum(&stairs) != 0, value.is_win(), "{:?}", stairs);
            checked += 1;
        }
        assert_eq!(checked, 126);
    }

    #[test]
    fn sliding_pieces_match_game_search() {
        // Bit c - 1 of the state = a piece on cell c; a slide moves a bit down.
        const CELLS: usize = 13;
        let values = solve_by_index(1 << CELLS, |s, out| {
            for from in 0..CELLS {
                if s >> from & 1 == 0 {
                    continue;
                }
                let mut to = from;
                while to > 0 && s >> (to - 1) & 1 == 0 {
                    to -= 1;
                    out.push(s & !(1 << from) | 1 << to);
                }
            }
        });
        for (s, value) in values.iter().enumerate() {
            let cells: Vec<u64> = (0..CELLS).filter(|&c| s >> c & 1 == 1).map(|c| c as u64 + 1).collect();
            assert_eq!(sliding_pieces_nim_sum(&cells, 1) != 0, value.is_win(), "{:?}", cells);
            // The same row shifted right by 5 cells, with its first cell shifted too.
            let shifted: Vec<u64> = cells.iter().map(|c| c + 5).collect();
            assert_eq!(sliding_pieces_nim_sum(&shifted, 6) != 0, value.is_win());
        }
    }

    #[test]
    fn hill_climb_matches_game_search() {
        // State = (mask of the cells 1..=CELLS that hold a person not on the hilltop) * RANKS +
        // the king's 0-based rank among them. Bringing the king to the top goes to state 0 (no
        // one left below the top: no move, the player to move has lost). Every move clears or
        // lowers a bit of the mask, so the index falls.
        const CELLS: usize = 11;
        const RANKS: usize = CELLS + 1;
        let values = solve_by_index((1 << CELLS) * RANKS, |s, out| {
            let (mask, king) = (s / RANKS, s % RANKS);
            let people: Vec<usize> = (0..CELLS).filter(|&c| mask >> c & 1 == 1).collect();
            if king >= people.len() {
                return;
            }
            for (rank, &cell) in people.iter().enumerate() {
                // Bit c stands for cell c + 1; the lowest free cell is above the next person up.
                let lowest = if rank == 0 { None } else { Some(people[rank - 1] + 1) };
                let without = mask & !(1 << cell);
                if lowest.is_none() {
                    // Straight to the hilltop.
                    if rank == king {
                        out.push(0);
                    } else {
                        out.push(without * RANKS + king - 1);
                    }
                }
                let low = lowest.unwrap_or(0);
                for to in low..cell {
                    out.push((without | 1 << to) * RANKS + king);
                }
            }
        });
        let mut checked = 0;
        for mask in 1..1usize << CELLS {
            let cells: Vec<u64> = (0..CELLS).filter(|&c| mask >> c & 1 == 1).map(|c| c as u64 + 1).collect();
            for king in 0..cells.len() {
                let want = values[mask * RANKS + king].is_win();
                assert_eq!(hill_climb_mover_wins(&cells, king), want, "{:?} king {}", cells, king);
                checked += 1;
            }
        }
        assert_eq!(checked, 11 << 10);
    }

    #[test]
    fn sum_three_boxes_match_game_search() {
        // Boxes 1..=9, at most 3 cards in all; box b has weight radix^(b-1), so moving cards to
        // a lower box lowers the index.
        const BOXES: usize = 9;
        const CARDS: usize = 3;
        let radix = CARDS + 1;
        let values = solve_by_index(radix.pow(BOXES as u32), |s, out| {
            let d = digits(s, radix, BOXES);
            if d.iter().sum::<usize>() > CARDS {
                return;
            }
            for a in 1..=BOXES {
                for b in 1..a {
                    if (a + b) % 2 == 1 && (a + b) % 3 == 0 {
                        for take in 1..=d[a - 1] {
                            out.push(s - take * radix.pow(a as u32 - 1) + take * radix.pow(b as u32 - 1));
                        }
                    }
                }
            }
        });
        let mut checked = 0;
        for (s, value) in values.iter().enumerate() {
            let d = digits(s, radix, BOXES);
            if d.iter().sum::<usize>() > CARDS {
                continue;
            }
            let sum = (1..=BOXES).filter(|&b| sum_three_box_is_odd(b as u64)).fold(0, |x, b| x ^ d[b - 1]);
            assert_eq!(sum != 0, value.is_win(), "{:?}", d);
            checked += 1;
        }
        assert_eq!(checked, 220);
    }
}
