//! Nim and its relatives: the XOR rule and Lasker's Nim.

/// The nim-sum (XOR) of heap values; the player to move in a sum of impartial games loses iff
/// the nim-sum of the components' Grundy values is 0.
///
/// Rule: Bouton, "Nim, a game with a complete mathematical theory", Annals of Math. 3, 1901;
/// Sprague (1935) and Grundy (1939) for sums of games. Seed 003, section 3.
///
/// # Complexity
/// O(k) for k heaps; no allocation, so it can consume a stream.
///
/// Checked exhaustively against a game search for all Nim positions of up to 3 heaps of size
/// at most 7 (`tests::nim_sum_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::nim::nim_sum;
/// assert_eq!(nim_sum([3u64, 4, 5]), 2);
/// assert_eq!(nim_sum(vec![7u64, 7]), 0);
/// ```
pub fn nim_sum<I: IntoIterator<Item = u64>>(heaps: I) -> u64 {
    heaps.into_iter().fold(0, |acc, h| acc ^ h)
}

/// The Grundy value of a heap of `n` in Lasker's Nim, where a move removes any positive number
/// from a heap or splits a heap into two non-empty heaps (HDU 3032).
///
/// Rule (Lasker, 1931; Berlekamp, Conway, Guy, "Winning Ways", ch. 4; seed 004):
/// `g(4k+1) = 4k+1`, `g(4k+2) = 4k+2`, `g(4k+3) = 4k+4`, `g(4k+4) = 4k+3`, `g(0) = 0`.
///
/// # Constraints
/// Any `u64`; `u64::MAX` is `4k+3`, whose value `4k+4` wraps, so inputs are limited to
/// `n < u64::MAX`.
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively against the mex over every move for all `n <= 300`.
///
/// # Example
/// ```
/// use solver_core::nim::lasker_grundy;
/// assert_eq!(lasker_grundy(3), 4);
/// assert_eq!(lasker_grundy(4), 3);
/// assert_eq!(lasker_grundy(5), 5);
/// ```
pub fn lasker_grundy(n: u64) -> u64 {
    assert!(n < u64::MAX, "lasker_grundy: n must be below u64::MAX");
    match n % 4 {
        0 if n == 0 => 0,
        3 => n + 1,
        0 => n - 1,
        _ => n,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mex(values: &[u64]) -> u64 {
        (0..).find(|v| !values.contains(v)).unwrap()
    }

    #[test]
    fn lasker_matches_mex_up_to_300() {
        let mut g = vec![0u64; 301];
        for n in 1..=300usize {
            let mut options: Vec<u64> = (0..n).map(|rest| g[rest]).collect();
            for a in 1..n {
                options.push(g[a] ^ g[n - a]);
            }
            g[n] = mex(&options);
            assert_eq!(lasker_grundy(n as u64), g[n], "n {}", n);
        }
        assert_eq!(lasker_grundy(u64::MAX - 1), u64::MAX - 1);
        assert_eq!(lasker_grundy(2_147_483_647), 2_147_483_648);
    }

    #[test]
    fn nim_sum_matches_game_search() {
        // win[a][b][c] for heaps up to 7, by plain search over all moves.
        const S: usize = 8;
        let mut win = [[[false; S]; S]; S];
        for total in 1..3 * S {
            for a in 0..S {
                for b in 0..S {
                    if a + b > total || total - a - b >= S {
                        continue;
                    }
                    let c = total - a - b;
                    let wins = (0..a).any(|x| !win[x][b][c])
                        || (0..b).any(|x| !win[a][x][c])
                        || (0..c).any(|x| !win[a][b][x]);
                    win[a][b][c] = wins;
                }
            }
        }
        for a in 0..S {
            for b in 0..S {
                for c in 0..S {
                    assert_eq!(nim_sum([a as u64, b as u64, c as u64]) != 0, win[a][b][c]);
                }
            }
        }
    }
}
