//! hdu2147 kiki's game: a coin starts at the top-right corner of an n x m board and moves one
//! cell left, down, or diagonally down-left; no move loses; kiki first. Lines "n m" until "0 0".
//!
//! Method: a direct search of the board (win/lose of every cell, from the bottom-left corner)
//! when n, m <= 400; for larger boards the parity rule (kiki loses iff n and m are both
//! odd), which is checked against the search on every board up to 300 x 300.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    while let Some(n) = t.try_u64() {
        let m = t.u64();
        if n == 0 && m == 0 {
            break;
        }
        let wins = if n <= SEARCHED && m <= SEARCHED {
            searched()[n as usize - 1][m as usize - 1]
        } else {
            n % 2 == 0 || m % 2 == 0
        };
        out.push_str(if wins {
            "Wonderful!\n"
        } else {
            "What a pity!\n"
        });
    }
    out
}

/// The side of the board solved by search, once per process.
const SEARCHED: u64 = 400;

fn searched() -> &'static Vec<Vec<bool>> {
    static TABLE: std::sync::OnceLock<Vec<Vec<bool>>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| search(SEARCHED as usize, SEARCHED as usize))
}

/// win[i][j]: the coin is i rows above and j columns right of the goal corner.
pub fn search(n: usize, m: usize) -> Vec<Vec<bool>> {
    let mut w = vec![vec![false; m]; n];
    for i in 0..n {
        for j in 0..m {
            w[i][j] = (j > 0 && !w[i][j - 1])
                || (i > 0 && !w[i - 1][j])
                || (i > 0 && j > 0 && !w[i - 1][j - 1]);
        }
    }
    w
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu2147");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn parity_agrees_with_search() {
        let w = search(300, 300);
        for n in 1..=300 {
            for m in 1..=300 {
                assert_eq!(w[n - 1][m - 1], n % 2 == 0 || m % 2 == 0, "{n} x {m}");
            }
        }
    }
}
