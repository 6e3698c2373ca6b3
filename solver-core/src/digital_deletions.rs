//! Digital Deletions (HDU 1404): a string of digits; a move either lowers one digit to any
//! smaller digit, or erases a digit `0` together with every digit to its right. Whoever removes
//! the last digit wins.

use alloc::vec;
use alloc::vec::Vec;
use alloc::string::String;

/// The longest string the table covers.
pub const DIGITAL_DELETIONS_MAX_DIGITS: usize = 6;

/// `10^DIGITAL_DELETIONS_MAX_DIGITS`: the table has one entry per value below it.
const TABLE_SIZE: usize = 1_000_000;

/// The win/lose table of Digital Deletions for every string of up to 6 digits, built once.
///
/// Rule: a string that starts with `0` wins (erase that 0 and everything after it: the last
/// digits are gone). Every other string of up to 6 digits is a number `1..10^6` without leading
/// zeros, and each of its moves lowers that number: lowering a digit gives a smaller number of
/// the same length (lowering the first digit to 0 gives a string that starts with 0, a win for
/// the opponent, so the table ignores it), and erasing from a 0 leaves a shorter prefix, which
/// starts with the same non-zero digit. So in one pass over `1..10^6` in increasing order every
/// number is decided when it is reached: it is lost unless an earlier lost number marked it,
/// and a lost number marks every string that moves to it (one digit raised, or the number
/// followed by a 0 and anything). Source: the standard solution of HDU 1404.
///
/// # Constraints
/// Strings of 0 to 6 ASCII digits; anything else panics in [`DigitalDeletions::mover_wins`].
///
/// # Complexity
/// Building: one pass over 10^6 numbers; a lost number marks at most 54 raised strings and its
/// extensions by a 0 (1 MB of memory; a few milliseconds in a release build, see `just bench`,
/// hdu1404). A query is O(length).
///
/// Checked exhaustively against `crate::game::solve_by_index` on the real game over EVERY
/// string of up to 6 digits, leading zeros included, 1,111,111 strings
/// (`tests::matches_game_search_on_every_string`).
///
/// # Example
/// ```
/// use solver_core::digital_deletions::DigitalDeletions;
/// let table = DigitalDeletions::new();
/// assert!(table.mover_wins(b"0"));
/// assert!(table.mover_wins(b"00"));
/// assert!(!table.mover_wins(b"1"));
/// assert!(!table.mover_wins(b"20"));
/// ```
pub struct DigitalDeletions {
    /// `wins[v]` for the digit string of `v` without leading zeros; `wins[0]` is unused.
    wins: Vec<bool>,
}

impl DigitalDeletions {
    /// Builds the table (see the type's documentation).
    pub fn new() -> DigitalDeletions {
        let mut wins = vec![false; TABLE_SIZE];
        for value in 1..TABLE_SIZE {
            if wins[value] {
                continue;
            }
            // Nothing marked `value` as won, so it is lost: every string that moves to it wins.
            let mut len = 0;
            let mut rest = value;
            let mut place = 1;
            while rest > 0 {
                // Strings with a larger digit here lower it to reach `value`.
                let digit = rest % 10;
                for higher in digit + 1..=9 {
                    wins[value + (higher - digit) * place] = true;
                }
                rest /= 10;
                place *= 10;
                len += 1;
            }
            // `value`, a 0, then any `extra - 1` digits: erasing from that 0 reaches `value`.
            let (mut scale, mut tails) = (10, 1);
            for _ in len..DIGITAL_DELETIONS_MAX_DIGITS {
                let first = value * scale;
                for win in &mut wins[first..first + tails] {
                    *win = true;
                }
                scale *= 10;
                tails *= 10;
            }
        }
        DigitalDeletions { wins }
    }

    /// Whether the player to move wins from the string `digits` (ASCII). The empty string is a
    /// loss: the opponent removed the last digit.
    pub fn mover_wins(&self, digits: &[u8]) -> bool {
        assert!(
            digits.len() <= DIGITAL_DELETIONS_MAX_DIGITS
                && digits.iter().all(|b| b.is_ascii_digit()),
            "Digital Deletions takes 1 to 6 digits, got {:?}",
            String::from_utf8_lossy(digits)
        );
        match digits.first() {
            None => false,
            Some(b'0') => true,
            Some(_) => self.wins[digits.iter().fold(0, |v, &b| v * 10 + (b - b'0') as usize)],
        }
    }
}

impl Default for DigitalDeletions {
    fn default() -> Self {
        DigitalDeletions::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::solve_by_index;

    /// Strings ordered by (length, value): state `offset[len] + value`. Every move lowers the
    /// index: lowering a digit keeps the length and lowers the value, erasing shortens.
    #[test]
    fn matches_game_search_on_every_string() {
        let max_len = DIGITAL_DELETIONS_MAX_DIGITS;
        let mut offset = vec![0usize; max_len + 2];
        let mut power = 1usize;
        for len in 0..=max_len {
            offset[len + 1] = offset[len] + power;
            power *= 10;
        }
        let total = offset[max_len + 1];
        assert_eq!(total, 1_111_111);
        let decode = |state: usize| -> (usize, usize) {
            let len = (0..=max_len).rev().find(|&l| offset[l] <= state).unwrap();
            (len, state - offset[len])
        };
        let mut digits = Vec::with_capacity(max_len);
        let values = solve_by_index(total, |state, out| {
            let (len, value) = decode(state);
            digits.clear();
            let mut rest = value;
            for _ in 0..len {
                digits.push((rest % 10) as u8);
                rest /= 10;
            }
            digits.reverse(); // most significant first
            let mut place = 1usize;
            for i in (0..len).rev() {
                for smaller in 0..digits[i] {
                    out.push(offset[len] + value - (digits[i] - smaller) as usize * place);
                }
                if digits[i] == 0 {
                    // Keep digits[..i]: the value divided by 10^(len - i).
                    out.push(offset[i] + value / (place * 10));
                }
                place *= 10;
            }
        });
        let table = DigitalDeletions::new();
        let mut text = Vec::with_capacity(max_len);
        for state in 0..total {
            let (len, value) = decode(state);
            text.clear();
            let mut rest = value;
            for _ in 0..len {
                text.push(b'0' + (rest % 10) as u8);
                rest /= 10;
            }
            text.reverse();
            assert_eq!(
                table.mover_wins(&text),
                values[state].is_win(),
                "{:?}",
                String::from_utf8_lossy(&text)
            );
        }
    }
}
