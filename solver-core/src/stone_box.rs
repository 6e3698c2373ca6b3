//! The Stone Game of HDU 1729: boxes with a capacity; a move adds 1 to `c^2` stones to a box
//! that holds `c`, without going past its capacity; no move loses.
//!
//! Each box is a game on its own, so a position is lost iff the XOR of the boxes' Grundy values
//! ([`stone_box_grundy`]) is 0 (Sprague-Grundy).

use crate::golden::golden_isqrt_u128;

/// The Grundy value of one box of capacity `capacity` holding `stones`, where a move adds
/// `1..=stones^2` stones without passing the capacity.
///
/// Rule (the classic HDU 1729 analysis): let `t` be the largest integer with `t + t^2 <
/// capacity`. If `stones > t`, one move can fill the box and every count in between is
/// reachable, so the box is a Nim heap of `capacity - stones`. If `stones == t`, every move
/// lands above `t` but cannot fill the box, on a non-zero value, so the value is 0. If
/// `stones < t`, no move passes `t` faster than the same game in a box of capacity `t` would
/// end, and `t` plays the part of the full box: the value is that of `(t, stones)`. The
/// capacity shrinks to about its square root at each step.
///
/// # Constraints
/// `stones <= capacity` (panics otherwise); any `u64` (`t + t^2` is formed in u128). A box
/// with 0 stones has no move: value 0.
///
/// # Complexity
/// O(log log capacity) steps of one integer square root each (at most 6 for any `u64`).
///
/// Checked exhaustively against the mex definition for every box with capacity `<= 300`
/// (`tests::matches_mex_table`), and against `crate::game::solve_by_index` on the real game of
/// one box plus a Nim heap of 0..=50 for every capacity `<= 50` (the sum is lost iff the box's
/// value equals the heap, which pins the value exactly;
/// `tests::matches_game_search_with_a_nim_heap`).
///
/// # Example
/// ```
/// use solver_core::stone_box::stone_box_grundy;
/// assert_eq!(stone_box_grundy(6, 2), 4); // 2 + 4 >= 6: a Nim heap of 4
/// assert_eq!(stone_box_grundy(6, 1), 0); // t = 1
/// assert_eq!(stone_box_grundy(2, 0), 0);
/// assert_eq!(stone_box_grundy(3, 3), 0);
/// ```
pub fn stone_box_grundy(capacity: u64, stones: u64) -> u64 {
    assert!(
        stones <= capacity,
        "stone_box_grundy: {} stones in a box of {}",
        stones,
        capacity
    );
    let mut capacity = capacity;
    loop {
        if capacity == 0 {
            return 0;
        }
        // t is floor(sqrt(capacity)) or one less: t (t + 1) < capacity <= (t + 1)^2.
        let root = golden_isqrt_u128(capacity as u128) as u64;
        let fits = (root as u128) * (root as u128 + 1) < capacity as u128;
        let threshold = if fits { root } else { root - 1 };
        if stones > threshold {
            return capacity - stones;
        }
        if stones == threshold {
            return 0;
        }
        capacity = threshold;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::solve_by_index;

    /// The reachable counts from `c` stones in a box of `s`.
    fn moves(s: usize, c: usize) -> std::ops::RangeInclusive<usize> {
        c + 1..=s.min(c + c * c)
    }

    #[test]
    fn matches_mex_table() {
        for s in 0..=300usize {
            let mut g = vec![0u64; s + 1];
            let mut seen = vec![false; s + 2];
            for c in (0..=s).rev() {
                seen.iter_mut().for_each(|x| *x = false);
                moves(s, c).for_each(|d| seen[g[d] as usize] = true);
                g[c] = seen.iter().position(|&x| !x).unwrap() as u64;
                assert_eq!(stone_box_grundy(s as u64, c as u64), g[c], "({}, {})", s, c);
            }
        }
    }

    #[test]
    fn matches_game_search_with_a_nim_heap() {
        const LIMIT: usize = 50;
        let side = LIMIT + 1;
        for s in 0..=LIMIT {
            // Index (s - c) * side + k: adding stones or taking from the heap lowers it.
            let values = solve_by_index((s + 1) * side, |index, out| {
                let (c, k) = (s - index / side, index % side);
                out.extend(moves(s, c).map(|d| (s - d) * side + k));
                out.extend((0..k).map(|j| (s - c) * side + j));
            });
            for c in 0..=s {
                let g = stone_box_grundy(s as u64, c as u64) as usize;
                for k in 0..side {
                    assert_eq!(
                        values[(s - c) * side + k].is_lose(),
                        g == k,
                        "({}, {}) + *{}",
                        s,
                        c,
                        k
                    );
                }
            }
        }
    }

    #[test]
    fn large_boxes() {
        let e6 = 1_000_000u64;
        // t = 999 (999 + 999^2 = 999000 < 10^6, 1000 + 10^6 is not): 999 stones lose.
        assert_eq!(stone_box_grundy(e6, 999), 0);
        assert_eq!(stone_box_grundy(e6, 1000), e6 - 1000);
        assert_eq!(stone_box_grundy(e6, e6), 0);
        // Below 999 the box of 999 decides: its t is 31 (31 + 961 = 992 < 999).
        assert_eq!(stone_box_grundy(e6, 500), stone_box_grundy(999, 500));
        assert_eq!(stone_box_grundy(e6, 500), 499);
        assert_eq!(stone_box_grundy(e6, 31), 0);
        assert_eq!(stone_box_grundy(u64::MAX, 0), 0);
        assert_eq!(stone_box_grundy(u64::MAX, 1 << 32), u64::MAX - (1 << 32));
        assert_eq!(stone_box_grundy(u64::MAX, (1 << 32) - 1), 0);
    }
}
