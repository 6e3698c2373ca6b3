//! Coin-turning games: a row (or grid) of coins, a move turns over a set of coins whose
//! rightmost (last) coin goes from heads to tails. A position is the sum of its heads, each
//! played alone (Winning Ways, chapter 14 "Turn and Turn About"): its Grundy value is the XOR of
//! the values of the single heads. This module gives those values for Mock Turtles, the ruler
//! game and Turning Corners (the Tartan theorem).

use crate::nimber::nim_product;

/// The value of a single head at position `n` (coins numbered from 0) in Mock Turtles: a move
/// turns over one, two or three coins, the rightmost from heads to tails.
///
/// Rule: the value is the n-th odious number (counting from 0), the numbers with an odd count
/// of 1 bits: 1, 2, 4, 7, 8, 11, 13, 14, ...; that is `2n`, plus 1 when `n` has an even count
/// of 1 bits (Winning Ways, chapter 14, "Mock Turtles"). A position's value is the XOR over its
/// heads; the mover loses iff it is 0.
///
/// # Constraints
/// `n < 2^63`.
///
/// # Complexity
/// O(1).
///
/// Checked against the Grundy value of every position, found by searching the actual game, on
/// rows of up to 12 coins, and against the single-head recursion up to n = 150
/// (`tests::mock_turtles_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::coin_turning::mock_turtles_value;
/// let values: Vec<u64> = (0..8).map(mock_turtles_value).collect();
/// assert_eq!(values, [1, 2, 4, 7, 8, 11, 13, 14]);
/// // Heads at 0, 1, 2, 3: 1 ^ 2 ^ 4 ^ 7 = 0, a loss for the mover.
/// assert_eq!((0..4).map(mock_turtles_value).fold(0, |a, v| a ^ v), 0);
/// ```
pub fn mock_turtles_value(n: u64) -> u64 {
    2 * n + u64::from(n.count_ones() % 2 == 0)
}

/// The value of a single head at position `n` (coins numbered from 1) in the ruler game: a move
/// turns over any run of consecutive coins whose rightmost coin goes from heads to tails.
///
/// Rule: the value is the largest power of two dividing `n` (1, 2, 1, 4, 1, 2, 1, 8, ...:
/// the marks of a ruler; Winning Ways, chapter 14, "Ruler").
///
/// # Constraints
/// `n >= 1`.
///
/// # Complexity
/// O(1).
///
/// Checked against the Grundy value of every position, by search of the actual game, on rows of
/// up to 12 coins, and against the single-head recursion up to n = 300
/// (`tests::ruler_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::coin_turning::ruler_value;
/// let values: Vec<u64> = (1..=8).map(ruler_value).collect();
/// assert_eq!(values, [1, 2, 1, 4, 1, 2, 1, 8]);
/// ```
pub fn ruler_value(n: u64) -> u64 {
    n & n.wrapping_neg()
}

/// The value of a single head at `(x, y)` (both numbered from 1) in Turning Corners: a move
/// picks `x1 <= x`, `y1 <= y` (all at least 1) and turns over every distinct corner of the
/// rectangle `(x1, y1), (x1, y), (x, y1), (x, y)`, with `(x, y)` going from heads to tails (so
/// one, two or four coins).
///
/// Rule: the Tartan theorem (Winning Ways, chapter 14, "Tartan Theorem"): in the product of two
/// coin-turning games a head at `(x, y)` has the nim product of the heads' values in each
/// factor. Each factor here is "turn over coin x and, optionally, one coin to its left", whose
/// head at x (numbered from 1) has value x (it is Nim), so the value is `x ⊗ y`. A position's
/// value is the XOR over its heads.
///
/// # Constraints
/// `x, y >= 1` (`u64`).
///
/// # Complexity
/// One [`nim_product`].
///
/// Checked against the Grundy value of every position, by search of the actual game, on every
/// board of at most 12 cells and on the 4 x 4 board (`tests::turning_corners_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::coin_turning::turning_corners_value;
/// // HDU 3404's sample: heads at (1,2) and (2,1) cancel; heads at (1,1) and (2,2) do not.
/// assert_eq!(turning_corners_value(1, 2) ^ turning_corners_value(2, 1), 0);
/// assert_eq!(turning_corners_value(1, 1) ^ turning_corners_value(2, 2), 1 ^ 3);
/// ```
pub fn turning_corners_value(x: u64, y: u64) -> u64 {
    nim_product(x, y)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Grundy values of every position of a row of `len` coins (bit i = coin i heads), where
    /// `moves(r, out)` lists the sets of other coins (as bit masks, all left of r) that may be
    /// turned together with the head at r. Every move lowers the mask, so increasing order works.
    fn row_grundy(len: usize, moves: impl Fn(usize, &mut Vec<u32>)) -> Vec<u32> {
        let mut g = vec![0u32; 1 << len];
        let mut sets = Vec::new();
        for mask in 1..(1u32 << len) {
            let mut seen = [false; 256];
            for r in 0..len {
                if mask >> r & 1 == 1 {
                    sets.clear();
                    moves(r, &mut sets);
                    for &others in &sets {
                        seen[g[(mask ^ (1 << r) ^ others) as usize] as usize] = true;
                    }
                }
            }
            g[mask as usize] = seen.iter().position(|&s| !s).unwrap() as u32;
        }
        g
    }

    fn xor_of_heads(mask: u32, value: impl Fn(usize) -> u64) -> u64 {
        (0..32).filter(|i| mask >> i & 1 == 1).fold(0, |a, i| a ^ value(i))
    }

    fn mock_turtle_moves(r: usize, out: &mut Vec<u32>) {
        out.push(0);
        for i in 0..r {
            out.push(1 << i);
            for j in 0..i {
                out.push(1 << i | 1 << j);
            }
        }
    }

    #[test]
    fn mock_turtles_matches_game_search() {
        for len in 1..=12 {
            let g = row_grundy(len, mock_turtle_moves);
            for mask in 0..(1u32 << len) {
                assert_eq!(u64::from(g[mask as usize]), xor_of_heads(mask, |i| mock_turtles_value(i as u64)), "{len} coins, heads {mask:b}");
            }
        }
        // One head: g(n) = mex of {0} and g(i), g(i) ^ g(j) for j < i < n.
        let mut g: Vec<u64> = Vec::new();
        for n in 0..150usize {
            let mut seen = vec![false; 4 * n + 8];
            seen[0] = true;
            for i in 0..n {
                seen[g[i] as usize] = true;
                for j in 0..i {
                    seen[(g[i] ^ g[j]) as usize] = true;
                }
            }
            g.push(seen.iter().position(|&s| !s).unwrap() as u64);
            assert_eq!(g[n], mock_turtles_value(n as u64), "n = {n}");
        }
    }

    #[test]
    fn ruler_matches_game_search() {
        // Coin i of the row is coin i + 1 of the ruler game; a move turns over coins l..=r.
        let runs = |r: usize, out: &mut Vec<u32>| {
            for l in 0..=r {
                out.push(((1u32 << r) - 1) & !((1u32 << l) - 1));
            }
        };
        for len in 1..=12 {
            let g = row_grundy(len, runs);
            for mask in 0..(1u32 << len) {
                assert_eq!(u64::from(g[mask as usize]), xor_of_heads(mask, |i| ruler_value(i as u64 + 1)));
            }
        }
        let mut g: Vec<u64> = vec![0]; // g[0] unused: coins start at 1
        for n in 1..=300usize {
            let mut seen = vec![false; 2 * n + 2];
            let mut run = 0;
            seen[0] = true;
            for l in (1..n).rev() {
                run ^= g[l];
                seen[run as usize] = true;
            }
            g.push(seen.iter().position(|&s| !s).unwrap() as u64);
            assert_eq!(g[n], ruler_value(n as u64), "n = {n}");
        }
    }

    /// Grundy values of every position of a `rows x cols` Turning Corners board (cell (x, y),
    /// 1-based, is bit (x-1)*cols + (y-1)); every move lowers the mask.
    fn corners_grundy(rows: usize, cols: usize) -> Vec<u32> {
        let bit = |x: usize, y: usize| 1u32 << ((x - 1) * cols + (y - 1));
        let mut g = vec![0u32; 1 << (rows * cols)];
        for mask in 1..(1u32 << (rows * cols)) {
            let mut seen = [false; 256];
            for x in 1..=rows {
                for y in 1..=cols {
                    if mask & bit(x, y) == 0 {
                        continue;
                    }
                    for x1 in 1..=x {
                        for y1 in 1..=y {
                            let mut m = mask ^ bit(x, y);
                            if x1 < x {
                                m ^= bit(x1, y);
                            }
                            if y1 < y {
                                m ^= bit(x, y1);
                            }
                            if x1 < x && y1 < y {
                                m ^= bit(x1, y1);
                            }
                            seen[g[m as usize] as usize] = true;
                        }
                    }
                }
            }
            g[mask as usize] = seen.iter().position(|&s| !s).unwrap() as u32;
        }
        g
    }

    #[test]
    fn turning_corners_matches_game_search() {
        let mut boards: Vec<(usize, usize)> = Vec::new();
        for rows in 1..=12 {
            for cols in 1..=12 / rows {
                boards.push((rows, cols));
            }
        }
        boards.push((4, 4));
        for (rows, cols) in boards {
            let g = corners_grundy(rows, cols);
            for mask in 0..(1u32 << (rows * cols)) {
                let value = xor_of_heads(mask, |i| turning_corners_value((i / cols + 1) as u64, (i % cols + 1) as u64));
                assert_eq!(u64::from(g[mask as usize]), value, "{rows} x {cols}, heads {mask:b}");
            }
        }
    }
}
