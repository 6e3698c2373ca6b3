//! The binary "mind-reading" cards: card k holds the numbers with bit k set, so the sum of the
//! first numbers of the cards that hold a number is that number.
//!
//! Source: seed 003 (Doan Van Loi, "Mot so bai toan tro choi co noi dung toan hoc", master's
//! thesis, Hanoi 2012), ch. 1 section 2 "May doc y nghi".

use alloc::vec::Vec;

/// Card `k` of the binary "mind-reading" trick: the numbers in `1..=max` with bit `k` set. Its
/// first number is `2^k`, and the thought-of number is the sum of the first numbers of the
/// cards that hold it, which is [`mind_reading_guess`].
///
/// Source: seed 003, ch. 1 section 2 ("May doc y nghi": ten yes/no questions find a number up
/// to 1000). The seed's worked example reads the answers as 1010011010 and says 667, but that
/// binary number is 666; 667 is 1010011011, as below.
///
/// # Constraints
/// Any `k` and `max`; `k >= 64` gives an empty card. The card is built in memory, so `max` must
/// be small (the trick uses `max = 1000`).
///
/// # Complexity
/// O(max) time and output.
///
/// Checked for all numbers up to 1000 with the ten cards.
///
/// # Example
/// ```
/// use solver_core::mind_reading::{mind_reading_card, mind_reading_guess};
/// assert_eq!(mind_reading_card(1, 7), vec![2, 3, 6, 7]);
/// // 667 = 1010011011 in base 2: it is on cards 0, 1, 3, 4, 7 and 9.
/// let on_card: Vec<bool> = (0..10).map(|k| mind_reading_card(k, 1000).contains(&667)).collect();
/// assert_eq!(mind_reading_guess(&on_card), 667);
/// ```
pub fn mind_reading_card(k: u32, max: u64) -> Vec<u64> {
    if k >= 64 {
        return Vec::new();
    }
    (1..=max).filter(|x| x >> k & 1 == 1).collect()
}

/// The number thought of, from the answers `on_card[k]` = "is it on card `k`?" of
/// [`mind_reading_card`]: the sum of `2^k` over the cards that hold it.
///
/// Source: seed 003, ch. 1 section 2.
///
/// # Constraints
/// At most 64 cards.
///
/// # Complexity
/// O(number of cards).
///
/// Checked for all numbers up to 1000 with the ten cards.
///
/// # Example
/// ```
/// use solver_core::mind_reading::mind_reading_guess;
/// assert_eq!(mind_reading_guess(&[true, false, true]), 5);
/// ```
pub fn mind_reading_guess(on_card: &[bool]) -> u64 {
    on_card
        .iter()
        .enumerate()
        .filter(|&(_, &on)| on)
        .fold(0, |acc, (k, _)| acc | 1u64 << k)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mind_reading_finds_every_number() {
        let cards: Vec<Vec<u64>> = (0..10).map(|k| mind_reading_card(k, 1000)).collect();
        for (k, card) in cards.iter().enumerate() {
            assert_eq!(card[0], 1 << k);
        }
        for x in 1..=1000u64 {
            let on_card: Vec<bool> = cards.iter().map(|card| card.contains(&x)).collect();
            assert_eq!(mind_reading_guess(&on_card), x);
            let first_sum: u64 = cards
                .iter()
                .filter(|card| card.contains(&x))
                .map(|card| card[0])
                .sum();
            assert_eq!(first_sum, x);
        }
        // Seed 003's example: 667 = 2^9 + 2^7 + 2^4 + 2^3 + 2 + 1.
        let answers = [
            true, true, false, true, true, false, false, true, false, true,
        ];
        assert_eq!(mind_reading_guess(&answers), 667);
    }
}
