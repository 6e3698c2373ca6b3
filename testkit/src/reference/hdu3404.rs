//! hdu3404 Switch lights: T cases of n lights `x y` (1-based) that are on; a move picks a
//! rectangle whose corner (x2, y2) with the largest coordinates is on and toggles its distinct
//! corners; whoever switches the last light off wins. `Have a try, lxhgww.` when the first
//! player wins, else `Don't waste your time.`
//!
//! Method: Turning Corners is the product of two copies of "turn coin x and optionally one to
//! its left" (a head at x is worth x), so by the Tartan theorem (Winning Ways, ch. 14) a light
//! at (x, y) is worth x ⊗ y, with this crate's own nim product (`yosupo_nim_product`, by
//! products of powers of two). Checked against a Grundy search of the actual game over every
//! set of lights on the 3 x 3, 2 x 5 and 5 x 2 boards.

use super::yosupo_nim_product::product;
use super::Tok;

pub fn solve(input: &str) -> String {
    super::per_test(input, |t: &mut Tok| {
        let n = t.usize();
        let mut value = 0;
        for _ in 0..n {
            let (x, y) = (t.u64(), t.u64());
            value ^= product(x, y);
        }
        if value != 0 { "Have a try, lxhgww." } else { "Don't waste your time." }.to_string()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu3404");
        assert_eq!(solve(&i), o);
    }

    /// Grundy value of every light set of a rows x cols board, by memoised search.
    fn grundy_all(rows: usize, cols: usize) -> Vec<u64> {
        let cells = rows * cols;
        let mut g = vec![u64::MAX; 1 << cells];
        fn go(mask: usize, rows: usize, cols: usize, g: &mut Vec<u64>) -> u64 {
            if g[mask] != u64::MAX {
                return g[mask];
            }
            let idx = |x: usize, y: usize| x * cols + y;
            let mut options = Vec::new();
            for x2 in 0..rows {
                for y2 in 0..cols {
                    if mask >> idx(x2, y2) & 1 == 0 {
                        continue;
                    }
                    for x1 in 0..=x2 {
                        for y1 in 0..=y2 {
                            let mut corners = vec![idx(x1, y1), idx(x1, y2), idx(x2, y1), idx(x2, y2)];
                            corners.sort();
                            corners.dedup();
                            let next = corners.iter().fold(mask, |m, &c| m ^ (1 << c));
                            options.push(go(next, rows, cols, g));
                        }
                    }
                }
            }
            let v = (0..).find(|v| !options.contains(v)).unwrap();
            g[mask] = v;
            v
        }
        for mask in 0..(1usize << cells) {
            go(mask, rows, cols, &mut g);
        }
        g
    }

    #[test]
    fn tartan_rule_matches_game_search() {
        for (rows, cols) in [(3, 3), (2, 5), (5, 2)] {
            let g = grundy_all(rows, cols);
            for mask in 0..(1usize << (rows * cols)) {
                let rule = (0..rows * cols)
                    .filter(|c| mask >> c & 1 == 1)
                    .fold(0, |a, c| a ^ product((c / cols + 1) as u64, (c % cols + 1) as u64));
                assert_eq!(g[mask], rule, "{rows}x{cols} mask {mask:b}");
            }
        }
    }
}
