//! hdu5754 Life Winner Bo: T lines "type N M"; a king, rook, knight or queen goes from (1, 1)
//! towards (N, M); whoever puts it on (N, M) wins; a piece stuck elsewhere is a draw. Bo first:
//! B, G or D.
//!
//! Method: one table per piece over the distances (a, b) still to go, up to the largest board
//! of the input, filled from the goal outwards (every move lowers a + b, so the game is
//! acyclic): the goal is lost by the player to move, a stuck piece elsewhere is a draw, else a
//! win if some move reaches a loss, a draw if some move reaches a draw, a loss otherwise. The
//! rook and queen use "does this row / column / diagonal already hold a lost cell" flags
//! instead of scanning their long moves (a lost cell is reached by some move iff one lies
//! earlier on a line, since every lost cell of a line is a legal target).

use super::Tok;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum V {
    Win,
    Lose,
    Draw,
}

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let tests = t.usize();
    let cases: Vec<(u64, usize, usize)> = (0..tests).map(|_| (t.u64(), t.usize(), t.usize())).collect();
    let max_n = cases.iter().map(|c| c.1).max().unwrap_or(1);
    let max_m = cases.iter().map(|c| c.2).max().unwrap_or(1);
    let tables: Vec<Vec<V>> = (1..=4).map(|k| table(k, max_n, max_m)).collect();
    let mut text = String::new();
    for (kind, n, m) in cases {
        let v = tables[kind as usize - 1][(n - 1) * max_m + (m - 1)];
        text.push_str(match v {
            V::Win => "B\n",
            V::Lose => "G\n",
            V::Draw => "D\n",
        });
    }
    text
}

fn table(kind: u64, rows: usize, cols: usize) -> Vec<V> {
    let mut v = vec![V::Draw; rows * cols];
    // Lines holding a lost cell so far: row a (any b' < b), column b, diagonal a - b.
    let mut row_lost = vec![false; rows];
    let mut col_lost = vec![false; cols];
    let mut diag_lost = vec![false; rows + cols];
    for a in 0..rows {
        for b in 0..cols {
            let at = |x: usize, y: usize| x * cols + y;
            let value = if a == 0 && b == 0 {
                V::Lose
            } else {
                match kind {
                    1 | 3 => {
                        let steps: &[(usize, usize)] = if kind == 1 { &[(1, 0), (0, 1), (1, 1)] } else { &[(1, 2), (2, 1)] };
                        let options: Vec<V> = steps.iter().filter(|s| s.0 <= a && s.1 <= b).map(|s| v[at(a - s.0, b - s.1)]).collect();
                        if options.is_empty() {
                            V::Draw
                        } else if options.contains(&V::Lose) {
                            V::Win
                        } else if options.contains(&V::Draw) {
                            V::Draw
                        } else {
                            V::Lose
                        }
                    }
                    _ => {
                        let diagonal = kind == 4 && diag_lost[rows + b - a - 1];
                        if row_lost[a] || col_lost[b] || diagonal {
                            V::Win
                        } else {
                            V::Lose
                        }
                    }
                }
            };
            if value == V::Lose {
                row_lost[a] = true;
                col_lost[b] = true;
                diag_lost[rows + b - a - 1] = true;
            }
            v[at(a, b)] = value;
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu5754");
        assert_eq!(solve(&i), o);
    }

    /// Plain minimax over every move, for the flags of the long-range pieces.
    #[test]
    fn flags_agree_with_scanning_every_move() {
        let (rows, cols) = (30, 30);
        for kind in [2u64, 4] {
            let t = table(kind, rows, cols);
            for a in 0..rows {
                for b in 0..cols {
                    let mut targets = Vec::new();
                    for k in 1..=a.max(b) {
                        if k <= a {
                            targets.push((a - k, b));
                        }
                        if k <= b {
                            targets.push((a, b - k));
                        }
                        if kind == 4 && k <= a && k <= b {
                            targets.push((a - k, b - k));
                        }
                    }
                    let expect = if targets.iter().any(|&(x, y)| t[x * cols + y] == V::Lose) { V::Win } else { V::Lose };
                    assert_eq!(t[a * cols + b], expect, "kind {kind} at {a} {b}");
                }
            }
        }
    }
}
