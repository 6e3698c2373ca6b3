//! Number-theoretic games on single numbers: subtract a proper divisor (Codeforces 1537D),
//! replace a number by a proper divisor (AtCoder ABC 368 F) and floor-divide by 2..6 (CodeChef
//! FDIVGAME). Sums of numbers are impartial sums, so a position is the XOR of the numbers'
//! Grundy values (Sprague-Grundy; Winning Ways, chapter 2).

use alloc::vec;
use alloc::vec::Vec;

/// Whether the player to move wins the game on `n` where a move subtracts from the current
/// number a divisor `d` of it with `1 < d < n`, and a player who cannot move loses.
///
/// Rule: the mover loses on every odd `n` (1 and primes included) and wins on every even `n`
/// that is not a power of two; on `n = 2^e` the mover wins exactly when `e` is even (and
/// `e > 0`). Source: the Codeforces Round #726 editorial of problem 1537D (a strategy
/// argument: an odd number only has odd divisors, so it moves to an even non-power of two; an
/// even non-power of two moves to an odd number by subtracting an odd divisor; from `2^e` the
/// only move that does not lose at once is to `2^(e-1)`).
///
/// # Constraints
/// Any `n` (`n = 0` is not a position of the game; it is treated as even, not a power of two).
///
/// # Complexity
/// O(1).
///
/// Checked against a win/lose table of the actual game (every divisor move) for all
/// n <= 3000 (`tests::divisor_deletion_matches_game_table`).
///
/// # Example
/// ```
/// use solver_core::number_games::divisor_deletion_mover_wins;
/// assert!(!divisor_deletion_mover_wins(1));
/// assert!(divisor_deletion_mover_wins(4));
/// assert!(divisor_deletion_mover_wins(12));
/// assert!(!divisor_deletion_mover_wins(69));
/// assert!(!divisor_deletion_mover_wins(8)); // 2^3: odd exponent
/// ```
pub fn divisor_deletion_mover_wins(n: u64) -> bool {
    if n % 2 == 1 {
        return false;
    }
    if n.is_power_of_two() {
        return n.trailing_zeros() % 2 == 0;
    }
    true
}

/// `Ω(n)`, the number of prime factors of `n` counted with multiplicity, for every
/// `n` in `0..=limit` (`Ω(0) = Ω(1) = 0`), by a smallest-prime-factor sieve.
///
/// This is the Grundy value of a number in the game where a move replaces a number by one of
/// its divisors other than itself (AtCoder ABC 368 F "Dividing Game", its editorial): the
/// divisors of `n` have exactly the Ω values `0..Ω(n)`, so `mex = Ω(n)` by induction. A
/// position of several numbers is the XOR of their Ω values.
///
/// # Constraints
/// `limit` such that `limit + 1` values fit in memory (ABC 368 F: 10^5).
///
/// # Complexity
/// O(limit log log limit) time, O(limit) memory.
///
/// Checked against the mex over every proper divisor for all n <= 5000, and against a
/// win/lose search of the game on every multiset of up to three numbers <= 40
/// (`tests::prime_factor_count_is_the_dividing_game_value`, `tests::dividing_game_sums`).
///
/// # Example
/// ```
/// use solver_core::number_games::prime_factor_counts;
/// let omega = prime_factor_counts(12);
/// assert_eq!(omega, [0, 0, 1, 1, 2, 1, 2, 1, 3, 2, 2, 1, 3]);
/// ```
pub fn prime_factor_counts(limit: usize) -> Vec<u32> {
    let mut smallest = vec![0usize; limit + 1];
    let mut omega = vec![0u32; limit + 1];
    for i in 2..=limit {
        if smallest[i] == 0 {
            let mut m = i;
            while m <= limit {
                if smallest[m] == 0 {
                    smallest[m] = i;
                }
                m += i;
            }
        }
        omega[i] = omega[i / smallest[i]] + 1;
    }
    omega
}

/// The Grundy value of a number `n` in the game where a move replaces a number by
/// `floor(n / d)` for some `d` in 2..=6, and 0 is a number that has been erased (no moves).
///
/// Rule: `g(0) = 0`, `g(1) = 1`, `g(2) = g(3) = 2`, `g(4) = g(5) = 3`, `g(n) = 0` for
/// `6 <= n < 12`, and `g(n) = g(floor(n / 12))` for `n >= 12`; so for every `j >= 0` the
/// value is 0 on `[6, 12) * 12^j`, 1 on `[12, 24) * 12^j`, 2 on `[24, 48) * 12^j` and 3 on
/// `[48, 72) * 12^j`. Source: the CodeChef FDIVGAME editorial (Kevin Atienza,
/// SnackDown 2016), proved there by induction.
///
/// # Constraints
/// Any `n`.
///
/// # Complexity
/// O(log_12 n).
///
/// Checked against the mex over the five moves for all n <= 200 000
/// (`tests::floor_division_matches_mex_table`) and against a win/lose search of the game on
/// every multiset of up to three numbers <= 30 (`tests::floor_division_sums`).
///
/// # Example
/// ```
/// use solver_core::number_games::floor_division_grundy;
/// let v: Vec<u32> = [0, 1, 3, 4, 6, 11, 12, 47, 48, 72].iter().map(|&n| floor_division_grundy(n)).collect();
/// assert_eq!(v, [0, 1, 2, 3, 0, 0, 1, 2, 3, 0]);
/// ```
pub fn floor_division_grundy(n: u64) -> u32 {
    let mut n = n;
    while n >= 12 {
        n /= 12;
    }
    match n {
        0 => 0,
        1 => 1,
        2 | 3 => 2,
        4 | 5 => 3,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn mex(values: &[u32]) -> u32 {
        (0..).find(|v| !values.contains(v)).unwrap()
    }

    #[test]
    fn divisor_deletion_matches_game_table() {
        let limit = 3000usize;
        let mut wins = vec![false; limit + 1];
        for n in 1..=limit {
            wins[n] = (2..n).any(|d| n % d == 0 && !wins[n - d]);
            assert_eq!(divisor_deletion_mover_wins(n as u64), wins[n], "n = {}", n);
        }
    }

    #[test]
    fn prime_factor_count_is_the_dividing_game_value() {
        let limit = 5000usize;
        let omega = prime_factor_counts(limit);
        let mut g = vec![0u32; limit + 1];
        for n in 2..=limit {
            let options: Vec<u32> = (1..n).filter(|d| n % d == 0).map(|d| g[d]).collect();
            g[n] = mex(&options);
            assert_eq!(omega[n], g[n], "n = {}", n);
        }
    }

    /// Win/lose of a sorted multiset of numbers under `moves`, by search.
    fn sum_wins(pos: Vec<u64>, moves: &dyn Fn(u64) -> Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(&pos) {
            return w;
        }
        let mut wins = false;
        'outer: for i in 0..pos.len() {
            for next in moves(pos[i]) {
                let mut p = pos.clone();
                p[i] = next;
                p.sort_unstable();
                if !sum_wins(p, moves, memo) {
                    wins = true;
                    break 'outer;
                }
            }
        }
        memo.insert(pos, wins);
        wins
    }

    fn multisets(max: u64, size: usize, lo: u64) -> Vec<Vec<u64>> {
        if size == 0 {
            return vec![vec![]];
        }
        let mut out = Vec::new();
        for x in lo..=max {
            for mut rest in multisets(max, size - 1, x) {
                rest.insert(0, x);
                out.push(rest);
            }
        }
        out
    }

    #[test]
    fn dividing_game_sums() {
        let omega = prime_factor_counts(40);
        let moves = |n: u64| (1..n).filter(|d| n % d == 0).collect::<Vec<u64>>();
        let mut memo = HashMap::new();
        for size in 1..=3 {
            for pos in multisets(40, size, 2) {
                let x = pos.iter().fold(0, |x, &a| x ^ omega[a as usize]);
                assert_eq!(sum_wins(pos.clone(), &moves, &mut memo), x != 0, "{:?}", pos);
            }
        }
    }

    #[test]
    fn floor_division_matches_mex_table() {
        let limit = 200_000usize;
        let mut g = vec![0u32; limit + 1];
        for n in 1..=limit {
            let options: Vec<u32> = (2..=6).map(|d| g[n / d]).collect();
            g[n] = mex(&options);
            assert_eq!(floor_division_grundy(n as u64), g[n], "n = {}", n);
        }
        assert_eq!(floor_division_grundy(u64::MAX), floor_division_grundy(u64::MAX / 12));
    }

    #[test]
    fn floor_division_sums() {
        let moves = |n: u64| if n == 0 { vec![] } else { (2..=6).map(|d| n / d).collect::<Vec<u64>>() };
        let mut memo = HashMap::new();
        for size in 1..=3 {
            for pos in multisets(30, size, 1) {
                let x = pos.iter().fold(0, |x, &a| x ^ floor_division_grundy(a));
                assert_eq!(sum_wins(pos.clone(), &moves, &mut memo), x != 0, "{:?}", pos);
            }
        }
    }
}
