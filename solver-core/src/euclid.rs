//! Euclid's game (HDU 1525).
//!
//! Two positive numbers; a move subtracts a positive multiple of the smaller from the larger,
//! keeping it `>= 0`; whoever reaches 0 wins.

/// Whether the player to move wins Euclid's game from `(a, b)`.
///
/// Rule (seed 004; Cole and Davie, "A game based on the Euclidean algorithm and a winning
/// strategy for it", Math. Gazette 53, 1969): with `a >= b`, the mover wins when `b` divides `a`
/// or `a >= 2b` (they can choose who meets the forced position `(a mod b, b)`); otherwise the
/// only move is to `(b, a - b)` and the turn passes. Walking the quotients of the Euclidean
/// algorithm decides the game.
///
/// # Constraints
/// `a, b >= 1`. Any `u64` works: no product or sum is formed, so nothing can overflow.
///
/// # Complexity
/// O(log min(a, b)) steps, as for the Euclidean algorithm.
///
/// Checked exhaustively against a game search for all `1 <= a, b <= 300`.
///
/// # Example
/// ```
/// use solver_core::euclid::euclid_mover_wins;
/// assert!(euclid_mover_wins(34, 12));
/// assert!(!euclid_mover_wins(15, 24));
/// assert!(euclid_mover_wins(7, 7));
/// ```
pub fn euclid_mover_wins(a: u64, b: u64) -> bool {
    assert!(a > 0 && b > 0, "Euclid's game needs two positive numbers");
    let (mut big, mut small) = if a >= b { (a, b) } else { (b, a) };
    let mut mover_wins = true;
    loop {
        if big % small == 0 || big / small >= 2 {
            return mover_wins;
        }
        // Forced: (big, small) -> (small, big - small), and the turn passes.
        let next = big - small;
        big = small;
        small = next;
        mover_wins = !mover_wins;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plain game search: every legal move, memoised over the square.
    fn brute_force(limit: usize) -> Vec<Vec<bool>> {
        let mut win = vec![vec![false; limit + 1]; limit + 1];
        // Fill in increasing a + b, since every move lowers the sum.
        for sum in 2..=2 * limit {
            for a in 1..sum {
                let b = sum - a;
                if a > limit || b > limit {
                    continue;
                }
                let (big, small) = if a >= b { (a, b) } else { (b, a) };
                let mut wins = false;
                let mut k = 1;
                while k * small <= big {
                    let rest = big - k * small;
                    if rest == 0 || !win[rest.max(small)][rest.min(small)] {
                        wins = true;
                        break;
                    }
                    k += 1;
                }
                win[a][b] = wins;
            }
        }
        win
    }

    #[test]
    fn matches_game_search_up_to_300() {
        let win = brute_force(300);
        for a in 1..=300 {
            for b in 1..=300 {
                assert_eq!(euclid_mover_wins(a as u64, b as u64), win[a][b], "({}, {})", a, b);
            }
        }
    }

    #[test]
    fn extreme_values() {
        assert!(euclid_mover_wins(u64::MAX, u64::MAX));
        assert!(euclid_mover_wins(u64::MAX, 1));
        assert!(euclid_mover_wins(u64::MAX, u64::MAX / 2));
        // One forced move to (2^31 - 2, 1), which the opponent wins at once.
        assert!(!euclid_mover_wins(2_147_483_647, 2_147_483_646));
        // Consecutive Fibonacci numbers force the longest alternation: (2, 1) wins, (3, 2)
        // loses, (5, 3) wins, and so on up to the largest pair in u64.
        let (mut small, mut big, mut index) = (1u64, 2u64, 0u32);
        loop {
            assert_eq!(euclid_mover_wins(big, small), index % 2 == 0, "({}, {})", big, small);
            match small.checked_add(big) {
                Some(next) => {
                    small = big;
                    big = next;
                    index += 1;
                }
                None => break,
            }
        }
        assert!(index > 85);
    }
}
