//! Simultaneous moves on several heaps (CSES 2208, "Another Game"): a move takes one coin from
//! each heap of any non-empty set of non-empty heaps, and whoever takes the last coin wins. A
//! move touches several heaps at once, so the heaps are not a sum of games and Sprague-Grundy
//! on single heaps does not apply; a relative of Moore's Nim_k (E. H. Moore, "A generalization
//! of the game called Nim", Annals of Mathematics 11, 1910), where at most k heaps are touched.
//!
//! The rule, by mirroring: when every heap is even, any move leaves the heaps it touched odd
//! (and non-empty), and the opponent takes one coin from exactly those heaps, making every heap
//! even again; the final position (all heaps empty) is all even, so the player to move from an
//! all-even position loses. From a position with an odd heap, taking one coin from every odd
//! heap leaves all heaps even. So the player to move wins iff some heap is odd.

/// Whether the player to move wins "take one coin from each of any non-empty set of non-empty
/// heaps; the last coin wins" with the heaps `heaps`.
///
/// Rule: the mover wins iff some heap is odd (module docs; a mirroring argument).
///
/// # Constraints
/// Any `u64` heap sizes, any number of heaps (none: the mover loses).
///
/// # Complexity
/// O(n), no allocation.
///
/// Checked exhaustively against `crate::game::solve_by_index` on every position of 4 heaps of
/// at most 5 coins each, and of 3 heaps of at most 7 (`tests::odd_heap_rule_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::simultaneous::some_heap_odd_mover_wins;
/// assert!(some_heap_odd_mover_wins(&[1, 2, 3]));
/// assert!(!some_heap_odd_mover_wins(&[2, 2]));
/// assert!(some_heap_odd_mover_wins(&[5, 5, 4, 5]));
/// ```
pub fn some_heap_odd_mover_wins(heaps: &[u64]) -> bool {
    heaps.iter().any(|&h| h % 2 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::solve_by_index;

    /// Every position of `heaps` heaps of at most `max` coins, each encoded in base `max + 1`;
    /// a move subtracts 1 from each heap of a non-empty subset of non-empty heaps, which lowers
    /// the index.
    fn check(heaps: u32, max: usize) {
        let radix = max + 1;
        let n = radix.pow(heaps);
        let digits = |s: usize| -> Vec<usize> { (0..heaps).map(|i| s / radix.pow(i) % radix).collect() };
        let values = solve_by_index(n, |s, out| {
            let d = digits(s);
            for subset in 1usize..(1 << heaps) {
                let touches_empty = (0..heaps as usize).any(|i| subset >> i & 1 == 1 && d[i] == 0);
                if !touches_empty {
                    let taken: usize = (0..heaps as usize).filter(|&i| subset >> i & 1 == 1).map(|i| radix.pow(i as u32)).sum();
                    out.push(s - taken);
                }
            }
        });
        for s in 0..n {
            let d: Vec<u64> = digits(s).iter().map(|&x| x as u64).collect();
            assert_eq!(some_heap_odd_mover_wins(&d), values[s].is_win(), "{d:?}");
        }
    }

    #[test]
    fn odd_heap_rule_matches_game_search() {
        check(4, 5);
        check(3, 7);
        check(1, 9);
        assert!(!some_heap_odd_mover_wins(&[]));
    }
}
