//! A game whose moves depend on each heap's history (Codeforces 768E, "Game of Stones"): a move
//! removes k >= 1 stones from one heap, but each amount k may be removed from a given heap at
//! most once in the whole game (other heaps keep their own record). A heap is then a game on
//! (stones left, amounts already used), and a sum of such heaps is played by Sprague-Grundy.
//!
//! The value of a heap of s stones with no amount used yet is the largest k with
//! 1 + 2 + ... + k = k(k + 1)/2 <= s: the most moves the heap can ever take. This is a computed
//! fact, not a theorem we prove: it is checked by exhaustive search over every state
//! (stones left, set of used amounts) reachable from heaps of up to 60 stones, the whole range
//! of CF 768E (`tests::triangular_rule_matches_exhaustive_search`), as the problem's editorial
//! (Codeforces Round 399) also does by search. Beyond 60 stones it is unchecked, so the function
//! refuses such heaps.

/// The largest heap size for which [`once_per_amount_grundy`] is checked.
pub const ONCE_PER_AMOUNT_CHECKED_MAX: u64 = 60;

/// The Grundy value of a heap of `stones` stones in the game "remove any k >= 1 stones, each k
/// at most once per heap", before any amount has been used.
///
/// Rule: the largest k with k(k + 1)/2 <= stones (module docs; a computed fact).
///
/// # Constraints
/// `stones <= 60` ([`ONCE_PER_AMOUNT_CHECKED_MAX`]); panics beyond, where the rule is unchecked.
///
/// # Complexity
/// O(sqrt(stones)), no allocation.
///
/// Checked exhaustively against a search of the game over (stones left, used amounts) for every
/// heap of 0..=60 stones (`tests::triangular_rule_matches_exhaustive_search`).
///
/// # Example
/// ```
/// use solver_core::history_heaps::once_per_amount_grundy;
/// assert_eq!(once_per_amount_grundy(5), 2); // 1 + 2 <= 5 < 1 + 2 + 3
/// assert_eq!(once_per_amount_grundy(1) ^ once_per_amount_grundy(2), 0); // CF 768E sample 2
/// ```
pub fn once_per_amount_grundy(stones: u64) -> u64 {
    assert!(
        stones <= ONCE_PER_AMOUNT_CHECKED_MAX,
        "once_per_amount_grundy: {} stones is beyond the checked range 0..={}",
        stones,
        ONCE_PER_AMOUNT_CHECKED_MAX
    );
    let mut k = 0;
    while (k + 1) * (k + 2) / 2 <= stones {
        k += 1;
    }
    k
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The Grundy value of a heap with `left` stones whose used amounts are the bits of `used`
    /// (bit k = amount k), by search; amounts above `left` can never be taken again, so they are
    /// dropped from the key to share states.
    fn search(left: u32, used: u64, memo: &mut HashMap<(u32, u64), u32>) -> u32 {
        let used = if left >= 63 { used } else { used & ((1u64 << (left + 1)) - 1) };
        if let Some(&g) = memo.get(&(left, used)) {
            return g;
        }
        let mut seen = 0u128;
        for k in 1..=left {
            if used >> k & 1 == 0 {
                seen |= 1 << search(left - k, used | 1 << k, memo);
            }
        }
        let g = (!seen).trailing_zeros();
        memo.insert((left, used), g);
        g
    }

    #[test]
    fn triangular_rule_matches_exhaustive_search() {
        let mut memo = HashMap::new();
        for s in 0..=ONCE_PER_AMOUNT_CHECKED_MAX {
            assert_eq!(once_per_amount_grundy(s), search(s as u32, 0, &mut memo) as u64, "{s} stones");
        }
    }

    #[test]
    #[should_panic(expected = "beyond the checked range")]
    fn refuses_unchecked_heaps() {
        once_per_amount_grundy(61);
    }
}
