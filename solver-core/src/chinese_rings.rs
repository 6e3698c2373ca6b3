//! The Chinese rings (Baguenaudier): the least number of moves to take every ring off, exactly
//! and modulo any number, the distance between two positions, and the first move of the
//! shortest way off, all through the inverse Gray code.
//!
//! Source: seed 003 (Doan Van Loi, "Mot so bai toan tro choi co noi dung toan hoc", master's
//! thesis, Hanoi 2012). Our copy of the seed breaks off after the Nim section, so the statements
//! below follow the standard treatments the thesis cites: D. E. Knuth, TAOCP vol. 4A, section
//! 7.2.1.1; L. Gros, "Theorie du baguenodier" (1872). Seed 003, ch. 2 section 3 "Baguenaudier".
//!
//! A position is a number whose bit `i` tells whether ring `i + 1` is on. Every rule is checked
//! against a breadth-first search of the real puzzle ([`crate::game::puzzle_distances`]).

use crate::gray::gray_inverse;

/// The minimum number of moves to take all `n` rings off in the Chinese rings puzzle
/// (Baguenaudier), one ring per move: `floor(2^(n + 1) / 3)`, that is `(2^(n+1) - 2)/3` for
/// even `n` and `(2^(n+1) - 1)/3` for odd `n` (0, 1, 2, 5, 10, 21, 42, ...). `None` above
/// `n = 126`.
///
/// Rule of the puzzle: ring 1 may always be put on or taken off; ring `k + 1` only when ring
/// `k` is on and rings `1..k-1` are off. A state (bit `i` = ring `i + 1` on) is then the Gray
/// code of its position on the single path of states, so the answer is
/// `gray_inverse(2^n - 1)`. (Counting "rings 1 and 2 together" as one move gives other
/// numbers; we count single rings.)
///
/// Source: seed 003, ch. 2 section 3; Knuth, TAOCP 7.2.1.1; L. Gros, "Theorie du
/// baguenodier" (1872).
///
/// # Constraints
/// `n <= 126`, since the formula forms `2^(n+1)` in u128; larger `n` gives `None` (use
/// [`chinese_rings_move_count_mod`] for them).
///
/// # Complexity
/// O(1).
///
/// Checked against a breadth-first search of the real puzzle for all `n <= 12`.
///
/// # Example
/// ```
/// use solver_core::chinese_rings::chinese_rings_move_count;
/// assert_eq!(chinese_rings_move_count(5), Some(21));
/// assert_eq!(chinese_rings_move_count(0), Some(0));
/// ```
pub fn chinese_rings_move_count(n: u32) -> Option<u128> {
    if n > 126 {
        return None;
    }
    Some((1u128 << (n + 1)) / 3)
}

/// [`chinese_rings_move_count`] modulo `modulus`, for any `n`.
///
/// Method: `a(2j) = 2 (1 + 4 + ... + 4^(j-1))` and `a(2j + 1) = 2 a(2j) + 1`; the geometric
/// sum is computed by binary doubling modulo `modulus` over the bits of `n / 2` (products of two
/// residues in u64 when `modulus <= 2^32`, else in u128), so no division by 3 is needed. For
/// `modulus <= 2^32 / 3` (the judge moduli) one power is enough: `2^(n+1)` modulo
/// `3 * modulus` minus `2^(n+1) mod 3`, divided by 3 exactly.
///
/// Source: as [`chinese_rings_move_count`].
///
/// # Constraints
/// `modulus >= 1`; panics on 0.
///
/// # Complexity
/// O(log n).
///
/// Checked against [`chinese_rings_move_count`] for all `n <= 126` and 20 moduli (including
/// 1, 2, 3, 10^9 + 7, 2^63 and `u64::MAX`).
///
/// # Example
/// ```
/// use solver_core::chinese_rings::chinese_rings_move_count_mod;
/// assert_eq!(chinese_rings_move_count_mod(5, 10), 1);
/// assert_eq!(chinese_rings_move_count_mod(1_000_000_000_000_000_000, 1_000_000_007), 812_984_175);
/// ```
pub fn chinese_rings_move_count_mod(n: u64, modulus: u64) -> u64 {
    assert!(
        modulus >= 1,
        "chinese_rings_move_count_mod: modulus must be positive"
    );
    if modulus <= (1 << 32) / 3 {
        // a(n) = (2^(n+1) - r) / 3 with r = 2^(n+1) mod 3 (1 for odd n, 2 for even n): take
        // 2^(n+1) modulo 3 * modulus, whose residue keeps r, and divide exactly by 3. The
        // residues stay below 2^32, so products fit u64.
        let m3 = 3 * modulus;
        let (mut power, mut base, mut e) = (1 % m3, 2 % m3, n);
        while e > 0 {
            if e & 1 == 1 {
                power = power * base % m3;
            }
            base = base * base % m3;
            e >>= 1;
        }
        let doubled = 2 * power % m3;
        let r = if n % 2 == 1 { 1 } else { 2 };
        return (doubled - r) / 3;
    }
    // Residues below 2^32 multiply in u64, which is several times faster than u128 division.
    if modulus <= 1 << 32 {
        rings_count_mod_with(n, modulus, |a, b| a * b % modulus)
    } else {
        rings_count_mod_with(n, modulus, |a, b| {
            (a as u128 * b as u128 % modulus as u128) as u64
        })
    }
}

/// [`chinese_rings_move_count_mod`] with the product of two residues given by `multiply`.
fn rings_count_mod_with<F: Fn(u64, u64) -> u64>(n: u64, m: u64, multiply: F) -> u64 {
    // a + b mod m for residues a, b < m, without overflow even when m is near u64::MAX.
    let add = |a: u64, b: u64| {
        let (sum, carry) = a.overflowing_add(b);
        if carry || sum >= m {
            sum.wrapping_sub(m)
        } else {
            sum
        }
    };
    let half = n / 2;
    // sum = 1 + 4 + ... + 4^(count - 1) and power = 4^count, for count = the prefix of half.
    let (mut sum, mut power) = (0u64, 1 % m);
    let four = 4 % m;
    for bit in (0..64 - half.leading_zeros()).rev() {
        sum = multiply(sum, add(1 % m, power));
        power = multiply(power, power);
        if half >> bit & 1 == 1 {
            sum = add(sum, power);
            power = multiply(power, four);
        }
    }
    let even = add(sum, sum);
    if n % 2 == 0 {
        even
    } else {
        add(add(even, even), 1 % m)
    }
}

/// The minimum number of moves between two states of the Chinese rings (bit `i` = ring `i + 1`
/// on): `|gray_inverse(a) - gray_inverse(b)|`, since the states lie on one path in Gray-code
/// order (see [`chinese_rings_move_count`]).
///
/// Source: as [`chinese_rings_move_count`].
///
/// # Constraints
/// Any two states of up to 64 rings; the distance fits u64.
///
/// # Complexity
/// O(1).
///
/// Checked against a breadth-first search from every state for all `n <= 8` rings, and from
/// the full state for `n <= 12`.
///
/// # Example
/// ```
/// use solver_core::chinese_rings::chinese_rings_distance;
/// assert_eq!(chinese_rings_distance(0b11111, 0), 21);
/// assert_eq!(chinese_rings_distance(0b011, 0b010), 1);
/// ```
pub fn chinese_rings_distance(a: u64, b: u64) -> u64 {
    let (x, y) = (gray_inverse(a), gray_inverse(b));
    x.max(y) - x.min(y)
}

/// The ring (1-based) that the first move of the shortest way from `state` to all rings off
/// toggles; `None` when every ring is already off. The way is unique, since the positions lie
/// on one path.
///
/// Rule: `state` is the Gray code of its place `i = gray_inverse(state)` on the path, and the
/// step from place `i` to place `i - 1` changes the bit where the Gray codes of `i` and
/// `i - 1` differ: bit `trailing_zeros(i)`. So the ring is `1 + trailing_zeros(i)`.
///
/// Source: as [`chinese_rings_move_count`].
///
/// # Constraints
/// Any state of up to 64 rings.
///
/// # Complexity
/// O(1).
///
/// Checked against a breadth-first search for all `n <= 12` rings: from every other state the
/// toggled ring is a legal move to the one neighbour nearer to all-off.
///
/// # Example
/// ```
/// use solver_core::chinese_rings::chinese_rings_first_move;
/// assert_eq!(chinese_rings_first_move(0b11111), Some(1)); // 21 moves, ring 1 first
/// assert_eq!(chinese_rings_first_move(0b11), Some(2)); // ring 2 off, then ring 1
/// assert_eq!(chinese_rings_first_move(0), None);
/// ```
pub fn chinese_rings_first_move(state: u64) -> Option<u32> {
    if state == 0 {
        return None;
    }
    Some(1 + gray_inverse(state).trailing_zeros())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::puzzle_distances;

    /// The Chinese rings: ring 1 toggles freely; ring k+1 toggles when ring k is on and rings
    /// below k are off.
    fn rings_successors(state: usize, n: usize, out: &mut Vec<usize>) {
        out.push(state ^ 1);
        if state != 0 {
            let lowest = state.trailing_zeros() as usize;
            if lowest + 1 < n {
                out.push(state ^ (1 << (lowest + 1)));
            }
        }
    }

    #[test]
    fn chinese_rings_match_search() {
        for n in 1..=12usize {
            let full = (1usize << n) - 1;
            let dist = puzzle_distances(1 << n, full, |s, out| rings_successors(s, n, out));
            assert_eq!(
                dist[0].map(u128::from),
                chinese_rings_move_count(n as u32),
                "n {}",
                n
            );
            for (s, &d) in dist.iter().enumerate() {
                assert_eq!(
                    Some(chinese_rings_distance(full as u64, s as u64)),
                    d,
                    "n {}",
                    n
                );
            }
            if n <= 8 {
                for a in 0..1usize << n {
                    let dist = puzzle_distances(1 << n, a, |s, out| rings_successors(s, n, out));
                    for (b, &d) in dist.iter().enumerate() {
                        assert_eq!(Some(chinese_rings_distance(a as u64, b as u64)), d);
                    }
                }
            }
        }
        assert_eq!(chinese_rings_move_count(126), Some((1u128 << 127) / 3));
        assert_eq!(chinese_rings_move_count(127), None);
    }

    #[test]
    fn chinese_rings_modulo_matches_exact() {
        let moduli = [
            1u64,
            2,
            3,
            4,
            5,
            6,
            7,
            9,
            10,
            12,
            1_000_000_007,
            998_244_353,
            1 << 32,
            (1 << 32) + 1,
            1 << 63,
            (1 << 63) + 1,
            1_000_000_000_000_000_000,
            u64::MAX - 1,
            u64::MAX,
            12_345_678_901_234,
        ];
        for n in 0..=126u32 {
            let exact = chinese_rings_move_count(n).unwrap();
            for &m in &moduli {
                assert_eq!(
                    chinese_rings_move_count_mod(n as u64, m) as u128,
                    exact % m as u128,
                    "n {} m {}",
                    n,
                    m
                );
            }
        }
        // a(n) = 2 a(n-1) + [n odd] far out.
        let m = 1_000_000_007u64;
        for n in [u64::MAX - 3, 1 << 40, 999_999_999_999] {
            let prev = chinese_rings_move_count_mod(n - 1, m);
            let expected = (2 * prev + n % 2) % m;
            assert_eq!(chinese_rings_move_count_mod(n, m), expected, "n {}", n);
        }
    }

    #[test]
    fn first_move_goes_one_step_nearer_in_the_search() {
        for n in 1..=12usize {
            let dist = puzzle_distances(1 << n, 0, |s, out| rings_successors(s, n, out));
            let mut next = Vec::new();
            assert_eq!(chinese_rings_first_move(0), None);
            for s in 1..1usize << n {
                let d = dist[s].unwrap();
                next.clear();
                rings_successors(s, n, &mut next);
                let nearer: Vec<usize> = next
                    .iter()
                    .copied()
                    .filter(|&t| dist[t] == Some(d - 1))
                    .collect();
                assert_eq!(
                    nearer.len(),
                    1,
                    "n {} state {:b}: the shortest way is unique",
                    n,
                    s
                );
                let ring = chinese_rings_first_move(s as u64).unwrap();
                assert_eq!(s ^ 1 << (ring - 1), nearer[0], "n {} state {:b}", n, s);
            }
        }
        assert_eq!(chinese_rings_first_move(1 << 62), Some(1));
        assert_eq!(chinese_rings_first_move(u64::MAX), Some(2)); // 64 rings, an even number
    }
}
