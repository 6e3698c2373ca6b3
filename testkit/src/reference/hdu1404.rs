//! hdu1404 Digital Deletions: a string of 1 to 6 digits; a move lowers one digit to any smaller
//! digit, or erases a digit 0 and everything to its right; whoever removes the last digit wins.
//! One string per line until end of file (leading zeros matter). Print `Yes` / `No`.
//!
//! Method: a complete search of the game over every string of 0 to 6 digits, leading zeros
//! included (1,111,111 strings), in order of (length, value) so that every move goes to a
//! string already solved; built once per process.

use std::sync::OnceLock;

pub fn solve(input: &str) -> String {
    let table = table();
    let mut out = String::new();
    for word in input.split_ascii_whitespace() {
        assert!(
            word.len() <= 6 && word.bytes().all(|b| b.is_ascii_digit()),
            "bad string {word:?}"
        );
        out.push_str(if table[index(word.as_bytes())] {
            "Yes\n"
        } else {
            "No\n"
        });
    }
    out
}

/// The first index of the strings of each length.
const OFFSET: [usize; 8] = [0, 1, 11, 111, 1111, 11111, 111111, 1111111];

fn index(digits: &[u8]) -> usize {
    OFFSET[digits.len()] + digits.iter().fold(0, |v, &b| v * 10 + (b - b'0') as usize)
}

/// win[index] for every string of up to 6 digits; the empty string is lost for the mover.
pub fn table() -> &'static Vec<bool> {
    static TABLE: OnceLock<Vec<bool>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut win = vec![false; OFFSET[7]];
        let mut digits = [0usize; 6];
        for len in 1..=6 {
            for value in 0..OFFSET[len + 1] - OFFSET[len] {
                // digits[i] is the i-th digit from the left.
                let mut rest = value;
                for i in (0..len).rev() {
                    digits[i] = rest % 10;
                    rest /= 10;
                }
                let mut w = false;
                let mut weight = 1;
                for i in (0..len).rev() {
                    let d = digits[i];
                    // Lower digit i to any smaller digit: same length, smaller value.
                    w = (1..=d).any(|drop| !win[OFFSET[len] + value - drop * weight]);
                    // Erase the 0 at i and everything after it: keep the first i digits.
                    w |= d == 0 && !win[OFFSET[i] + value / (weight * 10)];
                    if w {
                        break;
                    }
                    weight *= 10;
                }
                win[OFFSET[len] + value] = w;
            }
        }
        win
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu1404");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn small_cases_by_hand() {
        // "1": lower to "0", the opponent erases it: lost. "2": lower to "1": won.
        // "10": erase the 0 -> "1" (lost for the opponent): won.
        assert_eq!(
            solve("1 2 10 0 00 20 11"),
            "No\nYes\nYes\nYes\nYes\nNo\nNo\n"
        );
    }
}
