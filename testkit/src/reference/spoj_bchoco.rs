//! spoj_bchoco Breaking Chocolates: t tests of an R x C bar of white (0) and black (1) cells;
//! black bars are thrown away (not a move), white bars eaten (a move), mixed bars broken along
//! a grid line (a move). Venkatesh first; no move loses.
//!
//! Method: Grundy values of every sub-rectangle (r1..r2, c1..c2), filled with the top-left
//! corner descending and the bottom-right one ascending, colours counted cell by cell along
//! rows (a running count per rectangle, not prefix sums), mex by a scratch list. The unit tests
//! check it against a search of the real game (multisets of bars) on every grid of up to 6
//! cells.

use super::Tok;

pub fn solve(input: &str) -> String {
    super::per_test(input, |t: &mut Tok| {
        let (r, c) = (t.usize(), t.usize());
        let mut grid = Vec::new();
        while grid.len() < r * c {
            for ch in t.word().chars() {
                grid.push(ch == '1');
            }
        }
        let rows: Vec<Vec<bool>> = grid.chunks(c).map(|x| x.to_vec()).collect();
        (if first_wins(&rows) { "Venkatesh wins" } else { "Akhil wins" }).to_string()
    })
}

pub fn first_wins(grid: &[Vec<bool>]) -> bool {
    let (rn, cn) = (grid.len(), grid[0].len());
    let idx = |r1: usize, c1: usize, r2: usize, c2: usize| ((r1 * cn + c1) * rn + r2) * cn + c2;
    let mut g = vec![0u8; rn * cn * rn * cn];
    // black[r1][c1][r2][c2] is not stored: blacks of (r1..=r2, c1..=c2) = blacks of
    // (r1..=r2, c1..=c2-1) + column c2's cells in rows r1..=r2.
    let mut blacks = vec![0u32; rn * cn * rn * cn];
    let mut seen = Vec::new();
    for r1 in (0..rn).rev() {
        for c1 in (0..cn).rev() {
            for r2 in r1..rn {
                for c2 in c1..cn {
                    let column: u32 = (r1..=r2).map(|r| grid[r][c2] as u32).sum();
                    let b = if c2 > c1 { blacks[idx(r1, c1, r2, c2 - 1)] } else { 0 } + column;
                    blacks[idx(r1, c1, r2, c2)] = b;
                    let cells = ((r2 - r1 + 1) * (c2 - c1 + 1)) as u32;
                    let v = if b == 0 {
                        1
                    } else if b == cells {
                        0
                    } else {
                        seen.clear();
                        for r in r1..r2 {
                            seen.push(g[idx(r1, c1, r, c2)] ^ g[idx(r + 1, c1, r2, c2)]);
                        }
                        for c in c1..c2 {
                            seen.push(g[idx(r1, c1, r2, c)] ^ g[idx(r1, c + 1, r2, c2)]);
                        }
                        (0..).find(|x| !seen.contains(x)).unwrap()
                    };
                    g[idx(r1, c1, r2, c2)] = v;
                }
            }
        }
    }
    g[idx(0, 0, rn - 1, cn - 1)] != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("spoj_bchoco");
        assert_eq!(solve(&i), o);
    }

    type Bar = (usize, usize, usize, usize); // r1, c1, r2, c2 inclusive

    fn real(grid: &[Vec<bool>], bars: Vec<Bar>, memo: &mut HashMap<Vec<Bar>, bool>) -> bool {
        if let Some(&w) = memo.get(&bars) {
            return w;
        }
        let count = |&(r1, c1, r2, c2): &Bar| (r1..=r2).flat_map(|r| (c1..=c2).map(move |c| (r, c))).filter(|&(r, c)| grid[r][c]).count();
        let mut wins = false;
        for i in 0..bars.len() {
            let bar = bars[i];
            let (r1, c1, r2, c2) = bar;
            let b = count(&bar);
            let mut rest = bars.clone();
            rest.remove(i);
            let mut nexts = Vec::new();
            if b == 0 {
                nexts.push(rest.clone());
            } else {
                for r in r1..r2 {
                    let mut v = rest.clone();
                    v.extend([(r1, c1, r, c2), (r + 1, c1, r2, c2)]);
                    nexts.push(v);
                }
                for c in c1..c2 {
                    let mut v = rest.clone();
                    v.extend([(r1, c1, r2, c), (r1, c + 1, r2, c2)]);
                    nexts.push(v);
                }
            }
            for mut v in nexts {
                v.retain(|x| count(x) < (x.2 - x.0 + 1) * (x.3 - x.1 + 1));
                v.sort();
                if !real(grid, v, memo) {
                    wins = true;
                }
            }
        }
        memo.insert(bars, wins);
        wins
    }

    #[test]
    fn agrees_with_the_real_game() {
        for (rn, cn) in [(1, 1), (1, 2), (2, 1), (1, 3), (2, 2), (1, 4), (2, 3), (3, 2), (1, 5), (1, 6)] {
            for bits in 0u32..1 << (rn * cn) {
                let grid: Vec<Vec<bool>> = (0..rn).map(|r| (0..cn).map(|c| bits >> (r * cn + c) & 1 == 1).collect()).collect();
                let start = if bits == (1 << (rn * cn)) - 1 { vec![] } else { vec![(0, 0, rn - 1, cn - 1)] };
                let mut memo = HashMap::new();
                assert_eq!(first_wins(&grid), real(&grid, start, &mut memo), "{grid:?}");
            }
        }
    }
}
