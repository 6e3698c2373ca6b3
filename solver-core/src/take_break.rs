//! Take-and-break games beyond octal codes: heaps that split into three (HDU 5795's Nim with
//! splits), Grundy's game (split into two unequal heaps) and a token game where a bean splits
//! into two beans further along a row of bottles (HNOI 2007). All are impartial, so a position
//! is the XOR of its components' Grundy values (Sprague-Grundy; Winning Ways, chapter 4
//! "Taking and Breaking").

use alloc::vec::Vec;

/// The Grundy value of a heap of `n` in Nim where a move may also split one heap into three
/// non-empty heaps.
///
/// Rule: `n - 1` when `n` is a positive multiple of 8, `n + 1` when `n ≡ 7 (mod 8)`, else `n`
/// (proved by induction on n, as for Lasker's Nim; "Nim with division into three heaps",
/// <https://ericway.pages.dev/Mathematics/nim-variant>; Winning Ways, chapter 4, for the
/// method). A position's value is the XOR over its heaps.
///
/// # Constraints
/// `n < 2^64 - 1`.
///
/// # Complexity
/// O(1).
///
/// Checked against the mex over every move (take any amount, every split into three) for all
/// n <= 200, and against a win/lose search of the game over all multisets of up to three heaps
/// of size <= 9 (`tests::three_way_split_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::take_break::three_way_split_nim_grundy;
/// let values: Vec<u64> = (0..10).map(three_way_split_nim_grundy).collect();
/// assert_eq!(values, [0, 1, 2, 3, 4, 5, 6, 8, 7, 9]);
/// ```
pub fn three_way_split_nim_grundy(n: u64) -> u64 {
    match n % 8 {
        0 if n > 0 => n - 1,
        7 => n + 1,
        _ => n,
    }
}

/// The Grundy values of Grundy's game (split one heap into two non-empty heaps of different
/// sizes) for heaps `0..=limit`, computed from the definition.
///
/// Rule: `g(n) = mex { g(a) ^ g(n - a) : 1 <= a < n - a }` (Winning Ways, chapter 4, "Grundy's
/// Game"; OEIS A002188). No closed form or period is known.
///
/// # Constraints
/// `limit` up to a few 10^4 (the work is quadratic). Values stay far below 2^16 there.
///
/// # Complexity
/// O(limit^2 / 4) time, O(limit) memory.
///
/// Checked against a win/lose search of the game over every multiset of heaps reached from one heap
/// of at most 14 (`tests::grundy_game_table_matches_game_search`), and against OEIS A002188's
/// first values.
///
/// # Example
/// ```
/// use solver_core::take_break::grundy_game_values;
/// assert_eq!(grundy_game_values(10), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]);
/// ```
pub fn grundy_game_values(limit: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(limit + 1);
    let mut stamp_of: Vec<usize> = Vec::new();
    for n in 0..=limit {
        // stamp_of[v] == n + 1 marks value v as reachable from n.
        let reachable = (n.saturating_sub(1)) / 2;
        if stamp_of.len() < reachable + 2 {
            stamp_of.resize(reachable + 2, 0);
        }
        for a in 1..=reachable {
            let v = (g[a] ^ g[n - a]) as usize;
            if v < stamp_of.len() {
                stamp_of[v] = n + 1;
            }
        }
        let mex = stamp_of.iter().position(|&s| s != n + 1).unwrap_or(stamp_of.len());
        g.push(mex as u32);
    }
    g
}

/// The largest heap of Grundy's game that is a loss for the mover, as far as it has been
/// computed: no heap above 1222 has Grundy value 0 (a computed fact, not a theorem).
///
/// Source: A. Flammenkamp, "Sprague-Grundy Values of Grundy's Game"
/// (<http://wwwhomes.uni-bielefeld.de/achim/grundy.html>, linked from OEIS A002188) lists every
/// known heap whose value is of the rare "sparse" class (1287 of them; the class contains 0),
/// the sparse class being what long computations of the game track; Winning Ways, chapter 4,
/// discusses the game and its values. Here: recomputed from the
/// definition up to 8000 in `tests::grundy_game_last_loss_is_1222` (and up to 10^6 by
/// `solver-core/examples/grundy_game_losses.rs`, see [`grundy_game_mover_wins`]).
pub const GRUNDY_GAME_LAST_LOSS: usize = 1222;

/// Whether the mover wins Grundy's game from one heap of `n` coins; `values` is
/// `grundy_game_values(GRUNDY_GAME_LAST_LOSS)`.
///
/// Rule: the mover loses iff the heap's Grundy value is 0. Below 1223 this reads the computed
/// table; above 1222 it relies on the computed fact [`GRUNDY_GAME_LAST_LOSS`]: **not a theorem**,
/// since no period of Grundy's game is known. The fact was rechecked here from the definition
/// up to n = 8000 in the unit tests (quadratic, seconds in a debug build), and up to
/// n = 10^6 with `cargo run --release -p solver-core --example grundy_game_losses -- 1000000`
/// (the exact sparse-class method of the example's documentation, itself checked against
/// [`grundy_game_values`] up to 8000). Its run on 2026-12-01: 42 losing heaps up to 10^6, the
/// last 1222; 1274 heaps with a value of the sparse class; largest value 231; 21 s of CPU.
///
/// # Constraints
/// `values.len() > GRUNDY_GAME_LAST_LOSS`; any `n` (above 10^6 the fact rests on the literature).
///
/// # Complexity
/// O(1) per query after the O(1222^2 / 4) table.
///
/// # Example
/// ```
/// use solver_core::take_break::{grundy_game_mover_wins, grundy_game_values, GRUNDY_GAME_LAST_LOSS};
/// let values = grundy_game_values(GRUNDY_GAME_LAST_LOSS);
/// assert!(grundy_game_mover_wins(&values, 6));
/// assert!(!grundy_game_mover_wins(&values, 7));
/// assert!(!grundy_game_mover_wins(&values, 1222));
/// assert!(grundy_game_mover_wins(&values, 1_000_000));
/// ```
pub fn grundy_game_mover_wins(values: &[u32], n: u64) -> bool {
    if n > GRUNDY_GAME_LAST_LOSS as u64 {
        return true;
    }
    values[n as usize] != 0
}

/// Grundy values of one bean in the bean-splitting game, by its distance `d` to the last bottle
/// (`0..=max_distance`): a move takes a bean from bottle i and puts one bean into each of two
/// bottles j <= k further on (j = k allowed).
///
/// Rule: every bean is a game of its own, so `g(d) = mex { g(e) ^ g(f) : 0 <= f <= e < d }`
/// (Sprague-Grundy; HNOI 2007 "splitting game"). A bean in the last bottle (d = 0) is worth 0.
///
/// # Constraints
/// `max_distance` below 2^16 (the values stay small: below 64 up to d = 20, the judge's
/// largest).
///
/// # Complexity
/// O(max_distance^3 / 2) time.
///
/// Checked, through [`bean_splitting_winning_moves`], against a search of the actual game on
/// every position of up to 4 bottles with up to 3 beans each (`tests::bean_splitting_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::take_break::bean_splitting_grundy;
/// assert_eq!(bean_splitting_grundy(4), [0, 1, 2, 4, 7]);
/// ```
pub fn bean_splitting_grundy(max_distance: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(max_distance + 1);
    for d in 0..=max_distance {
        let mut seen: Vec<bool> = Vec::new();
        for e in 0..d {
            for f in 0..=e {
                let v = (g[e] ^ g[f]) as usize;
                if v >= seen.len() {
                    seen.resize(v + 1, false);
                }
                seen[v] = true;
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32);
    }
    g
}

/// Every winning first move `(i, j, k)` of the bean-splitting game with `beans[i]` beans in
/// bottle i (0-based), in lexicographic order: take a bean from a non-empty bottle i, put one
/// into bottles j and k, `i < j <= k < beans.len()`.
///
/// Rule: with `g` from [`bean_splitting_grundy`] by distance to the last bottle, the position's
/// value is the XOR of `g` over the bottles with an odd number of beans; the move (i, j, k)
/// changes it by `g_i ^ g_j ^ g_k`, so it wins iff it leaves 0. Bottle i must be non-empty even
/// when its count is even (its beans cancel in the XOR, but can still move).
///
/// # Constraints
/// `beans.len() <= 2^16`.
///
/// # Complexity
/// O(n^3) for n bottles, plus [`bean_splitting_grundy`] for n - 1.
///
/// Checked against a search of the actual game on every position of up to 4 bottles with up to
/// 3 beans each, move by move (`tests::bean_splitting_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::take_break::bean_splitting_winning_moves;
/// // HNOI 2007's sample: bottles 1 0 1 5000; the first winning move is 0 2 3, and it is alone.
/// assert_eq!(bean_splitting_winning_moves(&[1, 0, 1, 5000]), [(0, 2, 3)]);
/// assert!(bean_splitting_winning_moves(&[0, 0, 1]).is_empty());
/// ```
pub fn bean_splitting_winning_moves(beans: &[u64]) -> Vec<(usize, usize, usize)> {
    let n = beans.len();
    if n == 0 {
        return Vec::new();
    }
    let by_distance = bean_splitting_grundy(n - 1);
    let g = |i: usize| by_distance[n - 1 - i];
    let total = (0..n).filter(|&i| beans[i] % 2 == 1).fold(0, |a, i| a ^ g(i));
    let mut moves = Vec::new();
    for i in (0..n).filter(|&i| beans[i] > 0) {
        for j in i + 1..n {
            for k in j..n {
                if total ^ g(i) ^ g(j) ^ g(k) == 0 {
                    moves.push((i, j, k));
                }
            }
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;
    use std::hash::Hash;

    /// Whether the mover wins from `s`, by memoised search of the actual game (acyclic).
    fn mover_wins<S: Clone + Eq + Hash>(s: &S, moves: &impl Fn(&S) -> Vec<S>, memo: &mut HashMap<S, bool>) -> bool {
        if let Some(&w) = memo.get(s) {
            return w;
        }
        let w = moves(s).iter().any(|t| !mover_wins(t, moves, memo));
        memo.insert(s.clone(), w);
        w
    }

    #[test]
    fn three_way_split_matches_game_search() {
        let mut g: Vec<u64> = Vec::new();
        for n in 0..=200usize {
            let mut seen = vec![false; 2 * n + 2];
            for rest in 0..n {
                seen[g[rest] as usize] = true;
            }
            for a in 1..=n {
                for b in a..=n {
                    if a + b < n && n - a - b >= b {
                        seen[(g[a] ^ g[b] ^ g[n - a - b]) as usize] = true;
                    }
                }
            }
            g.push(seen.iter().position(|&s| !s).unwrap() as u64);
            assert_eq!(g[n], three_way_split_nim_grundy(n as u64), "n = {n}");
        }
        // The sum rule on the real game: multisets of up to three heaps of size <= 9.
        let moves = |heaps: &Vec<u64>| {
            let mut next = Vec::new();
            for (i, &h) in heaps.iter().enumerate() {
                let mut rest = heaps.clone();
                rest.remove(i);
                for keep in 0..h {
                    let mut v = rest.clone();
                    if keep > 0 {
                        v.push(keep);
                    }
                    v.sort();
                    next.push(v);
                }
                for a in 1..=h {
                    for b in a..=h {
                        if a + b < h && h - a - b >= b {
                            let mut v = rest.clone();
                            v.extend([a, b, h - a - b]);
                            v.sort();
                            next.push(v);
                        }
                    }
                }
            }
            next
        };
        let mut memo = HashMap::new();
        for x in 0..=9u64 {
            for y in x..=9 {
                for z in y..=9 {
                    let start: Vec<u64> = [x, y, z].iter().copied().filter(|&h| h > 0).collect();
                    let rule = start.iter().fold(0, |a, &h| a ^ three_way_split_nim_grundy(h));
                    assert_eq!(mover_wins(&start, &moves, &mut memo), rule != 0, "{start:?}");
                }
            }
        }
    }

    #[test]
    fn grundy_game_table_matches_game_search() {
        // The real game on multisets of heaps (heaps of 1 and 2 are dead and dropped).
        let moves = |heaps: &Vec<u32>| {
            let mut next = Vec::new();
            for (i, &h) in heaps.iter().enumerate() {
                for a in 1..h {
                    if a < h - a {
                        let mut v: Vec<u32> = heaps.iter().enumerate().filter(|&(k, _)| k != i).map(|(_, &x)| x).collect();
                        v.extend([a, h - a].iter().copied().filter(|&p| p > 2));
                        v.sort();
                        next.push(v);
                    }
                }
            }
            next
        };
        let g = grundy_game_values(14);
        let mut memo = HashMap::new();
        for n in 0..=14u32 {
            let start = if n > 2 { vec![n] } else { vec![] };
            assert_eq!(mover_wins(&start, &moves, &mut memo), g[n as usize] != 0, "heap {n}");
        }
        // Every multiset met on the way: the XOR rule on the table.
        for (heaps, &win) in &memo {
            let rule = heaps.iter().fold(0, |a, &h| a ^ g[h as usize]);
            assert_eq!(win, rule != 0, "{heaps:?}");
        }
        // OEIS A002188, the first 43 values.
        let oeis = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4];
        assert_eq!(grundy_game_values(42), oeis);
    }

    #[test]
    fn grundy_game_last_loss_is_1222() {
        let g = grundy_game_values(8000);
        let losses: Vec<usize> = (0..g.len()).filter(|&n| g[n] == 0).collect();
        assert_eq!(losses.last(), Some(&GRUNDY_GAME_LAST_LOSS));
        let table = grundy_game_values(GRUNDY_GAME_LAST_LOSS);
        for n in 0..=8000 {
            assert_eq!(grundy_game_mover_wins(&table, n as u64), g[n] != 0, "n = {n}");
        }
    }

    #[test]
    fn bean_splitting_matches_game_search() {
        // The real game: counts per bottle; a move takes a bean from i and adds one at j and k.
        for bottles in 1..=4usize {
            let moves = |p: &Vec<u8>| {
                let mut next = Vec::new();
                for i in 0..p.len() {
                    if p[i] == 0 {
                        continue;
                    }
                    for j in i + 1..p.len() {
                        for k in j..p.len() {
                            let mut q = p.clone();
                            q[i] -= 1;
                            q[j] += 1;
                            q[k] += 1;
                            next.push(q);
                        }
                    }
                }
                next
            };
            let positions = 4usize.pow(bottles as u32);
            let mut memo = HashMap::new();
            for code in 0..positions {
                let start: Vec<u8> = (0..bottles).map(|b| (code / 4usize.pow(b as u32) % 4) as u8).collect();
                let beans: Vec<u64> = start.iter().map(|&c| c as u64).collect();
                let want: Vec<(usize, usize, usize)> = {
                    let mut w = Vec::new();
                    for i in 0..bottles {
                        for j in i + 1..bottles {
                            for k in j..bottles {
                                if start[i] > 0 {
                                    let mut q = start.clone();
                                    q[i] -= 1;
                                    q[j] += 1;
                                    q[k] += 1;
                                    if !mover_wins(&q, &moves, &mut memo) {
                                        w.push((i, j, k));
                                    }
                                }
                            }
                        }
                    }
                    w
                };
                assert_eq!(bean_splitting_winning_moves(&beans), want, "{start:?}");
                assert_eq!(mover_wins(&start, &moves, &mut memo), !want.is_empty(), "{start:?}");
            }
        }
    }
}
