//! Halving games: a move takes 1..floor(p/2) stones from one pile of `p` (at most half of it),
//! and the player with no move loses. One pile is `bocsoic`, two piles `bocsoif` (seed 000,
//! "Boc soi F"), any number of piles `bocsoig`; cutting a segment, a rectangle or a box is the
//! same game with one, two or three piles ([`halving_cut_move`]).
//!
//! The theory in one line: the Grundy value of a pile is `g(p) = (odd part of (p+1) - 1) / 2`,
//! so a single pile loses iff `p + 1` is a power of two, and two piles lose iff
//! `(n+1) / (m+1)` is a power of two (either way round).
//!
//! Source: Nguyen Xuan Huy, "Sang tao trong thuat toan va lap trinh", vol. 2, ch. 3 ("Boc soi
//! C", "Boc soi F", "Chia doan", "Chia hinh chu nhat", "Chia hinh hop"); seed 000 (Boc soi F:
//! the invariant `(N+1) = 2^k (M+1)` and the procedures `Ket` and `CachDi`).

/// Whether the player to move loses with one pile of `p` in the halving game: iff `p + 1` is a
/// power of two (`p = 0, 1, 3, 7, 15, ...`).
///
/// Proof: from `p` the moves reach `ceil(p/2)..p-1`. From `2^k - 1` that range is
/// `2^(k-1)..2^k - 2`, which holds no number of the form `2^j - 1`; from any other `p` the
/// range holds exactly one, the largest `2^j - 1 < p`.
///
/// Source: book, vol. 2, ch. 3, "Boc soi C" and "Chia doan".
///
/// # Constraints
/// Any `u64`; `u64::MAX = 2^64 - 1` loses (no overflow: the test is `p & (p + 1) == 0` with a
/// wrapping add).
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively against `crate::game::solve_by_index` for all `p <= 300`.
///
/// # Example
/// ```
/// use solver_core::halving::halving_losing;
/// assert!(halving_losing(1023));
/// assert!(!halving_losing(1534));
/// assert!(halving_losing(u64::MAX));
/// ```
pub fn halving_losing(p: u64) -> bool {
    p & p.wrapping_add(1) == 0
}

/// The winning move with one pile of `p` in the halving game (`bocsoic`): `Some(s)` takes
/// `s = p - (2^k - 1)` for the largest `2^k - 1 < p`; `None` when the mover loses
/// ([`halving_losing`]). It is the only winning move, so also the smallest.
///
/// Source: book, vol. 2, ch. 3, "Boc soi C".
///
/// # Constraints
/// Any `u64`.
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively against `crate::game::solve_by_index` for all `p <= 300`, including
/// that the move is legal and the only winning one.
///
/// # Example
/// ```
/// use solver_core::halving::halving_move;
/// assert_eq!(halving_move(10), Some(3));
/// assert_eq!(halving_move(1534), Some(511));
/// assert_eq!(halving_move(1023), None);
/// assert_eq!(halving_move(1), None);
/// ```
pub fn halving_move(p: u64) -> Option<u64> {
    if halving_losing(p) {
        return None;
    }
    let k = 63 - p.leading_zeros();
    Some(p - ((1u64 << k) - 1))
}

/// The Grundy value of one pile of `p` in the halving game:
/// `g(p) = (odd part of (p + 1) - 1) / 2`, where the odd part of `x` is `x` divided by its
/// largest power-of-two factor.
///
/// Proof sketch: with `p + 1 = 2^j (2g + 1)`, the piles `q` in `ceil(p/2)..p-1` have `q + 1` in
/// `floor(p/2) + 1..p`, a range that holds exactly one number of the form `2^i (2h + 1)` for
/// every `h < g` and none for `h = g`. So the mex is `g`.
///
/// Source: book, vol. 2, ch. 3 (the many-pile form, "Chia hinh hop"); Sprague-Grundy theory.
///
/// # Constraints
/// Any `u64` (`p + 1` is formed in u128).
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively against the mex over every move for all `p <= 300`.
///
/// # Example
/// ```
/// use solver_core::halving::halving_grundy;
/// assert_eq!(halving_grundy(10), 5); // 11 is odd
/// assert_eq!(halving_grundy(11), 1); // 12 = 4 * 3
/// assert_eq!(halving_grundy(7), 0);
/// ```
pub fn halving_grundy(p: u64) -> u64 {
    let q = p as u128 + 1;
    let odd = q >> q.trailing_zeros();
    ((odd - 1) / 2) as u64
}

/// The smallest `s` (`1 <= s <= floor(p/2)`) with `halving_grundy(p - s) == target`, or `None`
/// when no halving move from `p` reaches that Grundy value.
///
/// Rule: the piles reachable from `p` are `q` with `q + 1` in `floor(p/2) + 1..=p`. The piles
/// of value `target` are `q + 1 = 2^i (2 target + 1)`; the largest such `q + 1 <= p` gives the
/// smallest `s`, and if it is `<= floor(p/2)` so are all the others.
///
/// Source: as [`halving_grundy`].
///
/// # Constraints
/// Any `u64` values.
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively against a scan of every move for all `p <= 300`, `target <= 300`.
///
/// # Example
/// ```
/// use solver_core::halving::halving_take_to_grundy;
/// assert_eq!(halving_take_to_grundy(54, 3), Some(27)); // 54 - 27 = 27, 28 = 4 * 7
/// assert_eq!(halving_take_to_grundy(10, 0), Some(3));
/// assert_eq!(halving_take_to_grundy(10, 5), None); // g(10) itself is 5
/// ```
pub fn halving_take_to_grundy(p: u64, target: u64) -> Option<u64> {
    let odd = 2 * target as u128 + 1;
    let p_wide = p as u128;
    if odd > p_wide {
        return None;
    }
    let shift = 127 - (p_wide / odd).leading_zeros();
    let largest = odd << shift; // the largest 2^i * odd <= p
    let take = p_wide + 1 - largest;
    if take <= p_wide / 2 {
        Some(take as u64)
    } else {
        None
    }
}

/// Seed 000's `Ket` and `CachDi` for two piles `n`, `m` of the halving game (`bocsoif`), as
/// `(K, D, S)`.
///
/// Rule: the mover loses iff `(n+1) = 2^k (m+1)` or `(m+1) = 2^k (n+1)` for some `k >= 0`.
/// `K = 1` when the mover wins, else 0. `D = 1` when `n > m`, else 2 (the larger pile; 2 on
/// ties). Winning: with `L` the larger and `s` the smaller pile and `k` the least with
/// `L + 1 < 2^k (s + 1)`, take `S = (L + 1) - 2^(k-1) (s + 1)` from pile `D`, which leaves
/// `L' + 1 = 2^(k-1) (s + 1)`. Losing: `S = 1` (stall by one stone from the larger pile). No
/// legal move at all (both piles at most 1): `(0, 0, 0)`.
///
/// Source: seed 000 (Boc soi F, procedures `Ket` and `CachDi`); book, vol. 2, ch. 3, "Chia hinh
/// chu nhat" (cutting an `n x m` rectangle, see [`halving_cut_move`]).
///
/// # Constraints
/// `1 <= n, m` in the problem; any `u64` is accepted (a pile of 0 has no move). Products are
/// formed in u128.
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively against `crate::game::solve_by_index` for all `n, m <= 60` (the move
/// is legal and, when `K = 1`, winning), and against a transcription of the seed's Pascal
/// `Ket`/`CachDi` on the same range and on 2000 random pairs up to 10^18.
///
/// # Example
/// ```
/// use solver_core::halving::halving_pair_move;
/// assert_eq!(halving_pair_move(100, 7), (1, 1, 37));
/// assert_eq!(halving_pair_move(6, 13), (0, 2, 1));
/// assert_eq!(halving_pair_move(2, 2), (0, 2, 1));
/// assert_eq!(halving_pair_move(1, 1), (0, 0, 0));
/// ```
pub fn halving_pair_move(n: u64, m: u64) -> (u8, u8, u64) {
    if n <= 1 && m <= 1 {
        return (0, 0, 0);
    }
    let pile = if n > m { 1 } else { 2 };
    let larger = n.max(m) as u128 + 1;
    let smaller = n.min(m) as u128 + 1;
    // smaller << shift <= larger < smaller << (shift + 1), so k = shift + 1.
    let shift = 127 - (larger / smaller).leading_zeros();
    let base = smaller << shift;
    if base == larger {
        (0, pile, 1)
    } else {
        (1, pile, (larger - base) as u64)
    }
}

/// The canonical winning move with many piles in the halving game (`bocsoig`): `Some((i, s))`
/// takes `s` stones from pile `i` (0-based), where `i` is the lowest index with a winning move
/// and `s` the smallest winning amount for it. `None` when the mover loses, which is iff the
/// XOR of the [`halving_grundy`] values is 0.
///
/// A winning move from pile `i` reaches a pile of Grundy value `g_i xor X` (`X` the total XOR),
/// which may be larger than `g_i`: so pile `i` is tried with [`halving_take_to_grundy`], not
/// just when `g_i xor X < g_i`.
///
/// Source: book, vol. 2, ch. 3, "Chia hinh hop" (three piles); Sprague-Grundy theory.
///
/// # Constraints
/// Any `u64` piles (a pile of 0 has no move).
///
/// # Complexity
/// O(k) for k piles, no allocation.
///
/// Checked exhaustively against `crate::game::solve_by_index` (with a scan of every move for
/// the canonical one) for all three-pile positions with piles `<= 20` and all two-pile
/// positions with piles `<= 60`.
///
/// # Example
/// ```
/// use solver_core::halving::halving_piles_move;
/// assert_eq!(halving_piles_move(&[54, 6, 1]), Some((0, 27)));
/// assert_eq!(halving_piles_move(&[12, 3]), Some((0, 5)));
/// assert_eq!(halving_piles_move(&[3, 1]), None);
/// ```
pub fn halving_piles_move(piles: &[u64]) -> Option<(usize, u64)> {
    let total = piles.iter().fold(0, |acc, &p| acc ^ halving_grundy(p));
    if total == 0 {
        return None;
    }
    piles
        .iter()
        .enumerate()
        .find_map(|(i, &p)| halving_take_to_grundy(p, halving_grundy(p) ^ total).map(|s| (i, s)))
}

/// The cutting games of the book as halving games: a segment (one side), a rectangle (two
/// sides) or a box (three sides) of integer side lengths. A move cuts one side of length `p`
/// at an integer point into `a + (p - a)`, `1 <= a < p`, and keeps the larger part (either
/// one when they are equal); the player who cannot cut (every side 1) loses.
///
/// Reduction: keeping the larger part takes `s = min(a, p - a)`, any value in
/// `1..=floor(p/2)`, off that side, so the sides are the piles of [`halving_piles_move`].
/// Returns `Some((side, s))`: cut a piece of length `s` off side `side` (0-based), the
/// canonical move of [`halving_piles_move`]; `None` when the mover loses. For the rectangle,
/// [`halving_pair_move`] gives seed 000's move instead (it may differ: seed 000 always cuts
/// the longer side).
///
/// Source: book, vol. 2, ch. 3, "Chia doan" (segment), "Chia hinh chu nhat" (rectangle),
/// "Chia hinh hop" (box). The rule "keep the larger part" is our reading of the book's
/// statement; the reduction is verified on the cutting game itself.
///
/// # Constraints
/// Sides `>= 1`.
///
/// # Complexity
/// O(number of sides).
///
/// Checked exhaustively against `crate::game::solve_by_index` on the cutting game (every cut
/// point enumerated) for segments `<= 300`, rectangles `<= 40 x 40` and boxes `<= 12^3`.
///
/// # Example
/// ```
/// use solver_core::halving::halving_cut_move;
/// assert_eq!(halving_cut_move(&[10]), Some((0, 3))); // cut 10 into 3 + 7, keep 7
/// assert_eq!(halving_cut_move(&[2, 2]), None);
/// assert_eq!(halving_cut_move(&[1, 1, 1]), None);
/// ```
pub fn halving_cut_move(sides: &[u64]) -> Option<(usize, u64)> {
    halving_piles_move(sides)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{solve_by_index, Value};

    fn halving_targets(p: usize) -> impl Iterator<Item = usize> {
        (1..=p / 2).map(move |s| p - s)
    }

    #[test]
    fn one_pile_matches_game_search_and_mex() {
        const LIMIT: usize = 300;
        let values = solve_by_index(LIMIT + 1, |p, out| out.extend(halving_targets(p)));
        let mut grundy = vec![0u64; LIMIT + 1];
        for p in 0..=LIMIT {
            let options: Vec<u64> = halving_targets(p).map(|q| grundy[q]).collect();
            grundy[p] = (0..).find(|g| !options.contains(g)).unwrap();
            assert_eq!(halving_grundy(p as u64), grundy[p], "p {}", p);
            assert_eq!(halving_losing(p as u64), values[p].is_lose(), "p {}", p);
            let winning: Vec<u64> = (1..=p / 2)
                .filter(|&s| values[p - s].is_lose())
                .map(|s| s as u64)
                .collect();
            assert!(winning.len() <= 1, "p {}", p);
            assert_eq!(halving_move(p as u64), winning.first().cloned(), "p {}", p);
        }
        for p in 0..=LIMIT {
            for target in 0..=LIMIT as u64 {
                let smallest = (1..=p / 2)
                    .find(|&s| grundy[p - s] == target)
                    .map(|s| s as u64);
                assert_eq!(
                    halving_take_to_grundy(p as u64, target),
                    smallest,
                    "p {} t {}",
                    p,
                    target
                );
            }
        }
    }

    /// Seed 000's `Ket` and `CachDi`, transcribed line by line (u128 for the doubling loop).
    fn seed_ket_cach_di(n: u64, m: u64) -> (u8, u8, u64) {
        let ket = {
            let (mut n1, mut m1) = (n as u128 + 1, m as u128 + 1);
            if n1 < m1 {
                std::mem::swap(&mut n1, &mut m1);
            }
            while m1 < n1 {
                m1 <<= 1;
            }
            if m1 == n1 {
                0
            } else {
                1
            }
        };
        if n == m && n == 1 {
            return (ket, 0, 0);
        }
        let d = if n > m { 1 } else { 2 };
        let (mut n1, mut m1) = (n as u128 + 1, m as u128 + 1);
        if n1 < m1 {
            std::mem::swap(&mut n1, &mut m1);
        }
        while m1 < n1 {
            m1 <<= 1;
        }
        if m1 == n1 {
            return (ket, d, 1);
        }
        m1 >>= 1;
        (ket, d, (n1 - m1) as u64)
    }

    #[test]
    fn two_piles_match_game_search_and_seed() {
        const SIDE: usize = 61;
        let values = solve_by_index(SIDE * SIDE, |s, out| {
            let (a, b) = (s / SIDE, s % SIDE);
            out.extend(halving_targets(a).map(|x| x * SIDE + b));
            out.extend(halving_targets(b).map(|y| a * SIDE + y));
        });
        for a in 1..SIDE {
            for b in 1..SIDE {
                let value = values[a * SIDE + b];
                let (k, d, s) = halving_pair_move(a as u64, b as u64);
                assert_eq!(k == 1, value.is_win(), "({}, {})", a, b);
                assert_eq!(
                    (k, d, s),
                    seed_ket_cach_di(a as u64, b as u64),
                    "({}, {})",
                    a,
                    b
                );
                if a == 1 && b == 1 {
                    assert_eq!((k, d, s), (0, 0, 0));
                    continue;
                }
                let s = s as usize;
                let after = match d {
                    1 => {
                        assert!(a > b && s >= 1 && s <= a / 2, "({}, {})", a, b);
                        (a - s) * SIDE + b
                    }
                    2 => {
                        assert!(b >= a && s >= 1 && s <= b / 2, "({}, {})", a, b);
                        a * SIDE + b - s
                    }
                    _ => panic!("pile {}", d),
                };
                if k == 1 {
                    assert!(values[after].is_lose(), "({}, {})", a, b);
                }
                let expected = canonical_by_search(&[a, b], &values, |v| v[0] * SIDE + v[1]);
                assert_eq!(
                    halving_piles_move(&[a as u64, b as u64]),
                    expected,
                    "({}, {})",
                    a,
                    b
                );
            }
        }
    }

    /// The lowest pile with a winning move, and the smallest winning take from it.
    fn canonical_by_search<F: Fn(&[usize]) -> usize>(
        piles: &[usize],
        values: &[Value],
        index: F,
    ) -> Option<(usize, u64)> {
        let mut after = piles.to_vec();
        for i in 0..piles.len() {
            for s in 1..=piles[i] / 2 {
                after[i] = piles[i] - s;
                if values[index(&after)].is_lose() {
                    return Some((i, s as u64));
                }
            }
            after[i] = piles[i];
        }
        None
    }

    #[test]
    fn three_piles_match_game_search() {
        const SIDE: usize = 21;
        let index = |v: &[usize]| (v[0] * SIDE + v[1]) * SIDE + v[2];
        let values = solve_by_index(SIDE * SIDE * SIDE, |s, out| {
            let (a, b, c) = (s / (SIDE * SIDE), s / SIDE % SIDE, s % SIDE);
            out.extend(halving_targets(a).map(|x| index(&[x, b, c])));
            out.extend(halving_targets(b).map(|y| index(&[a, y, c])));
            out.extend(halving_targets(c).map(|z| index(&[a, b, z])));
        });
        for a in 1..SIDE {
            for b in 1..SIDE {
                for c in 1..SIDE {
                    let piles = [a, b, c];
                    let got = halving_piles_move(&[a as u64, b as u64, c as u64]);
                    assert_eq!(got.is_some(), values[index(&piles)].is_win(), "{:?}", piles);
                    assert_eq!(
                        got,
                        canonical_by_search(&piles, &values, index),
                        "{:?}",
                        piles
                    );
                }
            }
        }
    }

    /// The cutting game itself: every cut point `a` of a side `p`, keeping `max(a, p - a)`.
    fn cut_targets(p: usize) -> impl Iterator<Item = usize> {
        (1..p).map(move |a| a.max(p - a))
    }

    #[test]
    fn cutting_games_reduce_to_halving() {
        // Segments.
        let segment = solve_by_index(301, |p, out| out.extend(cut_targets(p)));
        for p in 1..=300usize {
            let got = halving_cut_move(&[p as u64]);
            assert_eq!(got.is_some(), segment[p].is_win(), "segment {}", p);
            if let Some((0, s)) = got {
                assert!(segment[p - s as usize].is_lose() && s as usize <= p / 2);
            }
        }
        // Rectangles.
        const R: usize = 41;
        let rectangle = solve_by_index(R * R, |s, out| {
            let (a, b) = (s / R, s % R);
            out.extend(cut_targets(a).map(|x| x * R + b));
            out.extend(cut_targets(b).map(|y| a * R + y));
        });
        for a in 1..R {
            for b in 1..R {
                let got = halving_cut_move(&[a as u64, b as u64]);
                assert_eq!(
                    got.is_some(),
                    rectangle[a * R + b].is_win(),
                    "{} x {}",
                    a,
                    b
                );
                assert_eq!(halving_pair_move(a as u64, b as u64).0 == 1, got.is_some());
                if let Some((side, s)) = got {
                    let s = s as usize;
                    let after = if side == 0 {
                        (a - s) * R + b
                    } else {
                        a * R + b - s
                    };
                    assert!(rectangle[after].is_lose(), "{} x {}", a, b);
                }
            }
        }
        // Boxes.
        const B: usize = 13;
        let at = |a: usize, b: usize, c: usize| (a * B + b) * B + c;
        let boxes = solve_by_index(B * B * B, |s, out| {
            let (a, b, c) = (s / (B * B), s / B % B, s % B);
            out.extend(cut_targets(a).map(|x| at(x, b, c)));
            out.extend(cut_targets(b).map(|y| at(a, y, c)));
            out.extend(cut_targets(c).map(|z| at(a, b, z)));
        });
        for a in 1..B {
            for b in 1..B {
                for c in 1..B {
                    let got = halving_cut_move(&[a as u64, b as u64, c as u64]);
                    assert_eq!(
                        got.is_some(),
                        boxes[at(a, b, c)].is_win(),
                        "{} {} {}",
                        a,
                        b,
                        c
                    );
                    if let Some((side, s)) = got {
                        let mut sides = [a, b, c];
                        sides[side] -= s as usize;
                        assert!(boxes[at(sides[0], sides[1], sides[2])].is_lose());
                    }
                }
            }
        }
    }

    /// A tiny deterministic generator, so the tests need no crate.
    fn split_mix(state: &mut u64) -> u64 {
        *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = *state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    #[test]
    fn large_values() {
        let e18 = 1_000_000_000_000_000_000u64;
        assert!(halving_losing(u64::MAX));
        assert!(halving_losing((1 << 63) - 1));
        assert_eq!(halving_move(u64::MAX - 1), Some((1 << 63) - 1));
        assert_eq!(halving_move(e18), Some(e18 - ((1 << 59) - 1)));
        assert_eq!(halving_grundy(u64::MAX), 0);
        assert_eq!(halving_grundy(u64::MAX - 1), (u64::MAX - 1) / 2);
        assert_eq!(halving_grundy(e18), e18 / 2); // 10^18 + 1 is odd
        assert_eq!(halving_take_to_grundy(u64::MAX, 0), None); // 2^64 - 1 loses
        assert_eq!(halving_take_to_grundy(u64::MAX - 1, 0), Some((1 << 63) - 1));
        assert_eq!(halving_take_to_grundy(u64::MAX, u64::MAX), None);
        assert_eq!(halving_pair_move(u64::MAX, 0), (0, 1, 1));
        assert_eq!(halving_pair_move(u64::MAX, u64::MAX), (0, 2, 1));
        assert_eq!(halving_pair_move(e18, 1), (1, 1, e18 + 1 - (1 << 59)));
        assert_eq!(halving_piles_move(&[u64::MAX, u64::MAX - 1]), Some((0, 1)));
        let mut state = 7u64;
        for _ in 0..2000 {
            let n = split_mix(&mut state) % e18 + 1;
            let m = split_mix(&mut state) % (e18 >> (split_mix(&mut state) % 60)) + 1;
            let got = halving_pair_move(n, m);
            assert_eq!(got, seed_ket_cach_di(n, m), "({}, {})", n, m);
            assert_eq!(
                got.0 == 0,
                halving_grundy(n) == halving_grundy(m),
                "({}, {})",
                n,
                m
            );
            if got.0 == 1 {
                let (after_n, after_m) = if got.1 == 1 {
                    (n - got.2, m)
                } else {
                    (n, m - got.2)
                };
                assert_eq!(
                    halving_grundy(after_n),
                    halving_grundy(after_m),
                    "({}, {})",
                    n,
                    m
                );
            }
        }
    }
}
