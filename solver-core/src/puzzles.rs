//! Puzzles solved through binary numbers and Gray code: the Tower of Hanoi (three pegs,
//! adjacent pegs only, four pegs), Gray code, the Chinese rings (Baguenaudier) and the binary
//! "mind-reading" cards.
//!
//! Source: seed 003 (Doan Van Loi, "Mot so bai toan tro choi co noi dung toan hoc", master's
//! thesis, Hanoi 2012: ch. 1 section 2 "May doc y nghi", section 4 "Giai bai toan Thap Ha Noi
//! nho he dem co so 2"; ch. 2 section 1 "Ma Gray", section 2 (Gray code and Hanoi), section 3
//! "Baguenaudier"). Our copy of the seed breaks off after the Nim section, so the statements
//! below follow the standard treatments the thesis cites: E. Lucas, "Recreations
//! mathematiques" (1883); D. E. Knuth, TAOCP vol. 4A, section 7.2.1.1 (Gray codes and the
//! Chinese rings); J. S. Frame and B. M. Stewart, Amer. Math. Monthly 48 (1941) (four pegs).
//!
//! Pegs are numbered 0, 1, 2 (and 3); disks 1 (smallest) to n; towers move from peg 0 to the
//! last peg.

/// Move `m` (1-based) of the optimal solution moving `n` disks from peg 0 to peg 2:
/// `(disk, from, to)`.
///
/// Rule: the disk is `1 + (trailing zeros of m)` (the ruler sequence); the pegs are
/// `from = (m & (m - 1)) mod 3` and `to = ((m | (m - 1)) + 1) mod 3` when `n` is odd, with pegs
/// 1 and 2 swapped when `n` is even (then the same formula would end the tower on peg 1).
///
/// Source: seed 003, ch. 1 section 4 (Hanoi through base 2); Lucas (1883).
///
/// # Constraints
/// `1 <= n <= 64`, `1 <= m <= 2^n - 1`; panics otherwise.
///
/// # Complexity
/// O(1).
///
/// Checked by simulating every move for all `n <= 10` (each move is legal and the last leaves
/// the tower on peg 2) and against a breadth-first search of the real puzzle (`2^n - 1` is the
/// minimum) for `n <= 8`.
///
/// # Example
/// ```
/// use solver_core::puzzles::hanoi_move;
/// assert_eq!(hanoi_move(3, 1), (1, 0, 2));
/// assert_eq!(hanoi_move(3, 4), (3, 0, 2));
/// assert_eq!(hanoi_move(2, 1), (1, 0, 1));
/// ```
pub fn hanoi_move(n: u32, m: u64) -> (u32, u8, u8) {
    assert!((1..=64).contains(&n), "hanoi_move: n must be in 1..=64");
    assert!(
        m >= 1 && (n == 64 || m < 1u64 << n),
        "hanoi_move: m must be in 1..2^n"
    );
    let m = m as u128;
    let from = ((m & (m - 1)) % 3) as u8;
    let to = (((m | (m - 1)) + 1) % 3) as u8;
    let swap = |peg: u8| if n % 2 == 0 && peg != 0 { 3 - peg } else { peg };
    (1 + m.trailing_zeros(), swap(from), swap(to))
}

/// How often disk `k` moves in the optimal `n`-disk solution: `2^(n - k)` (the smallest disk
/// every other move, the largest once).
///
/// Source: seed 003, ch. 1 section 4.
///
/// # Constraints
/// `1 <= k <= n <= 64`; panics otherwise.
///
/// # Complexity
/// O(1).
///
/// Checked by counting the disks of [`hanoi_move`] over every move for all `n <= 10`.
///
/// # Example
/// ```
/// use solver_core::puzzles::hanoi_disk_move_count;
/// assert_eq!(hanoi_disk_move_count(3, 1), 4);
/// assert_eq!(hanoi_disk_move_count(3, 3), 1);
/// ```
pub fn hanoi_disk_move_count(n: u32, k: u32) -> u64 {
    assert!(
        1 <= k && k <= n && n <= 64,
        "hanoi_disk_move_count: need 1 <= k <= n <= 64"
    );
    1u64 << (n - k)
}

/// The minimum number of moves for `n` disks when a disk may only move between adjacent pegs
/// (0-1 and 1-2), from peg 0 to peg 2: `3^n - 1`. `None` when it exceeds u128 (`n > 80`).
///
/// Rule: the largest disk must go 0 -> 1 -> 2, and the other `n - 1` disks must go 0 -> 2,
/// 2 -> 0, 0 -> 2 around it: `a(n) = 3 a(n - 1) + 2`.
///
/// Source: seed 003, ch. 2 section 2 (Gray code and Hanoi variants); the classical
/// "adjacent pegs" variant (Scorer, Grundy, Smith, Math. Gazette 28, 1944).
///
/// # Constraints
/// Any `n`; `None` for `n > 80`, where `3^n - 1` exceeds u128 (`n = 0` gives `Some(0)`).
///
/// # Complexity
/// O(n).
///
/// Checked against a breadth-first search of the real puzzle for all `n <= 7`.
///
/// # Example
/// ```
/// use solver_core::puzzles::hanoi_adjacent_move_count;
/// assert_eq!(hanoi_adjacent_move_count(2), Some(8));
/// assert_eq!(hanoi_adjacent_move_count(80), Some(3u128.pow(80) - 1));
/// assert_eq!(hanoi_adjacent_move_count(81), None);
/// ```
pub fn hanoi_adjacent_move_count(n: u32) -> Option<u128> {
    let mut power: u128 = 1;
    for _ in 0..n {
        power = power.checked_mul(3)?;
    }
    Some(power - 1)
}

/// The Frame-Stewart number of moves for `n` disks on four pegs, which is the minimum
/// (Bousch, 2014). `None` when it exceeds u128.
///
/// Rule: `FS(n) = min over k of 2 FS(k) + 2^(n - k) - 1`. Equivalently the increments
/// `FS(n) - FS(n - 1)` are `2^t` repeated `t + 1` times: 1, 2, 2, 4, 4, 4, 8, ... which is
/// what this sums.
///
/// Source: seed 003, ch. 1 section 4 (the Hanoi family); Frame, Stewart (1941); T. Bousch, "La
/// quatrieme tour de Hanoi", Bull. Belg. Math. Soc. 21 (2014).
///
/// # Constraints
/// Any `n`; the result fits u128 for `n <= 7388`, beyond that `None`.
///
/// # Complexity
/// O(sqrt n).
///
/// Checked against the `min` recurrence for all `n <= 300`, and against a breadth-first
/// search of the real four-peg puzzle for all `n <= 7`.
///
/// # Example
/// ```
/// use solver_core::puzzles::four_peg_hanoi_move_count;
/// assert_eq!(four_peg_hanoi_move_count(3), Some(5));
/// assert_eq!(four_peg_hanoi_move_count(10), Some(49));
/// assert_eq!(four_peg_hanoi_move_count(100_000), None);
/// ```
pub fn four_peg_hanoi_move_count(n: u64) -> Option<u128> {
    let mut total: u128 = 0;
    let mut left = n;
    let mut t: u32 = 0;
    while left > 0 {
        if t >= 128 {
            return None;
        }
        let run = left.min(t as u64 + 1);
        total = total.checked_add((1u128 << t).checked_mul(run as u128)?)?;
        left -= run;
        t += 1;
    }
    Some(total)
}

/// The binary reflected Gray code of `i`: `i xor (i >> 1)`. Consecutive codes differ in one
/// bit.
///
/// Source: seed 003, ch. 2 section 1; F. Gray, US patent 2,632,058 (1953).
///
/// # Constraints
/// Any `u64`; it is a bijection of u64, inverted by [`gray_inverse`].
///
/// # Complexity
/// O(1).
///
/// Checked for all `i < 2^16` (one bit changes between neighbours, and [`gray_inverse`]
/// inverts it).
///
/// # Example
/// ```
/// use solver_core::puzzles::gray_code;
/// assert_eq!(gray_code(5), 7);
/// ```
pub fn gray_code(i: u64) -> u64 {
    i ^ (i >> 1)
}

/// The index whose Gray code is `g`: the prefix XOR of `g`'s bits from the top.
///
/// Source: as [`gray_code`].
///
/// # Constraints
/// Any `u64`.
///
/// # Complexity
/// O(log 64) shifts.
///
/// Checked for all `g < 2^16` and at `u64::MAX`.
///
/// # Example
/// ```
/// use solver_core::puzzles::{gray_code, gray_inverse};
/// assert_eq!(gray_inverse(7), 5);
/// assert_eq!(gray_inverse(gray_code(u64::MAX)), u64::MAX);
/// ```
pub fn gray_inverse(g: u64) -> u64 {
    let mut i = g;
    let mut shift = 1;
    while shift < 64 {
        i ^= i >> shift;
        shift <<= 1;
    }
    i
}

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
/// use solver_core::puzzles::chinese_rings_move_count;
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
/// sum is computed by binary doubling modulo `modulus` (products of two residues in u128), so
/// no division by 3 is needed.
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
/// use solver_core::puzzles::chinese_rings_move_count_mod;
/// assert_eq!(chinese_rings_move_count_mod(5, 10), 1);
/// assert_eq!(chinese_rings_move_count_mod(1_000_000_000_000_000_000, 1_000_000_007), 812_984_175);
/// ```
pub fn chinese_rings_move_count_mod(n: u64, modulus: u64) -> u64 {
    assert!(
        modulus >= 1,
        "chinese_rings_move_count_mod: modulus must be positive"
    );
    let m = modulus as u128;
    let half = n / 2;
    // sum = 1 + 4 + ... + 4^(count - 1) and power = 4^count, for count = the prefix of half.
    let (mut sum, mut power) = (0u128, 1u128 % m);
    for bit in (0..64).rev() {
        sum = sum * (1 + power) % m;
        power = power * power % m;
        if half >> bit & 1 == 1 {
            sum = (sum + power) % m;
            power = power * 4 % m;
        }
    }
    let even = 2 * sum % m;
    let result = if n % 2 == 0 { even } else { (2 * even + 1) % m };
    result as u64
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
/// use solver_core::puzzles::chinese_rings_distance;
/// assert_eq!(chinese_rings_distance(0b11111, 0), 21);
/// assert_eq!(chinese_rings_distance(0b011, 0b010), 1);
/// ```
pub fn chinese_rings_distance(a: u64, b: u64) -> u64 {
    let (x, y) = (gray_inverse(a), gray_inverse(b));
    x.max(y) - x.min(y)
}

/// Card `k` of the binary "mind-reading" trick: the numbers in `1..=max` with bit `k` set. Its
/// first number is `2^k`, and the thought-of number is the sum of the first numbers of the
/// cards that hold it, which is [`mind_reading_guess`].
///
/// Source: seed 003, ch. 1 section 2 ("May doc y nghi": ten yes/no questions find a number up
/// to 1000). The seed's worked example reads the answers as 1010011010 and says 667, but that
/// binary number is 666; 667 is 1010011011, as below.
///
/// # Constraints
/// Any `k` and `max`; `k >= 64` gives an empty card. The card is built in memory, so `max` must
/// be small (the trick uses `max = 1000`).
///
/// # Complexity
/// O(max) time and output.
///
/// Checked for all numbers up to 1000 with the ten cards.
///
/// # Example
/// ```
/// use solver_core::puzzles::{mind_reading_card, mind_reading_guess};
/// assert_eq!(mind_reading_card(1, 7), vec![2, 3, 6, 7]);
/// // 667 = 1010011011 in base 2: it is on cards 0, 1, 3, 4, 7 and 9.
/// let on_card: Vec<bool> = (0..10).map(|k| mind_reading_card(k, 1000).contains(&667)).collect();
/// assert_eq!(mind_reading_guess(&on_card), 667);
/// ```
pub fn mind_reading_card(k: u32, max: u64) -> Vec<u64> {
    if k >= 64 {
        return Vec::new();
    }
    (1..=max).filter(|x| x >> k & 1 == 1).collect()
}

/// The number thought of, from the answers `on_card[k]` = "is it on card `k`?" of
/// [`mind_reading_card`]: the sum of `2^k` over the cards that hold it.
///
/// Source: seed 003, ch. 1 section 2.
///
/// # Constraints
/// At most 64 cards.
///
/// # Complexity
/// O(number of cards).
///
/// Checked for all numbers up to 1000 with the ten cards.
///
/// # Example
/// ```
/// use solver_core::puzzles::mind_reading_guess;
/// assert_eq!(mind_reading_guess(&[true, false, true]), 5);
/// ```
pub fn mind_reading_guess(on_card: &[bool]) -> u64 {
    on_card
        .iter()
        .enumerate()
        .filter(|&(_, &on)| on)
        .fold(0, |acc, (k, _)| acc | 1u64 << k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::VecDeque;

    /// Breadth-first distances over states `0..count` from `start`.
    fn bfs<F: Fn(usize, &mut Vec<usize>)>(count: usize, start: usize, next: F) -> Vec<u64> {
        let mut dist = vec![u64::MAX; count];
        let mut queue = VecDeque::new();
        let mut out = Vec::new();
        dist[start] = 0;
        queue.push_back(start);
        while let Some(s) = queue.pop_front() {
            out.clear();
            next(s, &mut out);
            for &t in &out {
                if dist[t] == u64::MAX {
                    dist[t] = dist[s] + 1;
                    queue.push_back(t);
                }
            }
        }
        dist
    }

    /// Hanoi states: digit `d` (base `pegs`) is the peg of disk `d + 1`. A disk can move when
    /// no smaller disk is on its peg or on the target peg.
    fn hanoi_successors(
        state: usize,
        n: usize,
        pegs: usize,
        allowed: &dyn Fn(usize, usize) -> bool,
        out: &mut Vec<usize>,
    ) {
        let mut top = vec![usize::MAX; pegs]; // the smallest disk on each peg
        let mut power = vec![1usize; n];
        for d in 1..n {
            power[d] = power[d - 1] * pegs;
        }
        for d in (0..n).rev() {
            top[state / power[d] % pegs] = d;
        }
        for (d, &place) in power.iter().enumerate() {
            let from = state / place % pegs;
            if top[from] != d {
                continue;
            }
            for (to, &top_to) in top.iter().enumerate() {
                // usize::MAX marks an empty peg, so "top_to > d" also admits it.
                if to != from && allowed(from, to) && top_to > d {
                    out.push(state - from * place + to * place);
                }
            }
        }
    }

    fn all_on(n: usize, pegs: usize, peg: usize) -> usize {
        (0..n).fold(0, |acc, _| acc * pegs + peg)
    }

    #[test]
    fn hanoi_moves_are_legal_and_optimal() {
        for n in 1..=10u32 {
            let mut pegs: Vec<Vec<u32>> = vec![(1..=n).rev().collect(), Vec::new(), Vec::new()];
            let total = (1u64 << n) - 1;
            let mut counts = vec![0u64; n as usize + 1];
            for m in 1..=total {
                let (disk, from, to) = hanoi_move(n, m);
                assert_eq!(pegs[from as usize].pop(), Some(disk), "n {} m {}", n, m);
                assert!(
                    pegs[to as usize].last().map_or(true, |&top| top > disk),
                    "n {} m {}",
                    n,
                    m
                );
                pegs[to as usize].push(disk);
                counts[disk as usize] += 1;
            }
            assert_eq!(pegs[2].len(), n as usize, "n {}", n);
            for k in 1..=n {
                assert_eq!(counts[k as usize], hanoi_disk_move_count(n, k));
            }
        }
        for n in 1..=8usize {
            let count = 3usize.pow(n as u32);
            let dist = bfs(count, 0, |s, out| {
                hanoi_successors(s, n, 3, &|_, _| true, out)
            });
            assert_eq!(dist[all_on(n, 3, 2)], (1u64 << n) - 1);
        }
        assert_eq!(hanoi_move(64, u64::MAX), (1, 1, 2));
        assert_eq!(hanoi_move(64, 1 << 63), (64, 0, 2));
    }

    #[test]
    fn adjacent_and_four_peg_hanoi_match_search() {
        for n in 1..=7usize {
            let count = 3usize.pow(n as u32);
            let adjacent = |a: usize, b: usize| a + b != 2; // forbids 0 <-> 2
            let dist = bfs(count, 0, |s, out| hanoi_successors(s, n, 3, &adjacent, out));
            assert_eq!(
                Some(dist[all_on(n, 3, 2)] as u128),
                hanoi_adjacent_move_count(n as u32)
            );
            let count = 4usize.pow(n as u32);
            let dist = bfs(count, 0, |s, out| {
                hanoi_successors(s, n, 4, &|_, _| true, out)
            });
            assert_eq!(
                Some(dist[all_on(n, 4, 3)] as u128),
                four_peg_hanoi_move_count(n as u64)
            );
        }
        let mut fs = vec![0u128; 301];
        for n in 1..=300usize {
            fs[n] = (0..n)
                .map(|k| 2 * fs[k] + (1u128 << (n - k).min(127)) - 1)
                .min()
                .unwrap();
            assert_eq!(four_peg_hanoi_move_count(n as u64), Some(fs[n]), "n {}", n);
        }
        // 7388 is the last n that fits: adding the next increment (a power of two below 2^127)
        // overflows, so the value is already above u128::MAX / 2.
        let top = four_peg_hanoi_move_count(7388).unwrap();
        assert!(top > u128::MAX / 2);
        assert_eq!(four_peg_hanoi_move_count(7389), None);
        assert_eq!(four_peg_hanoi_move_count(u64::MAX), None);
    }

    #[test]
    fn gray_code_round_trips() {
        for i in 0..1u64 << 16 {
            assert_eq!(gray_inverse(gray_code(i)), i);
            assert_eq!(gray_code(gray_inverse(i)), i);
            assert_eq!((gray_code(i) ^ gray_code(i + 1)).count_ones(), 1);
        }
        assert_eq!(gray_inverse(gray_code(u64::MAX)), u64::MAX);
        assert_eq!(gray_inverse(1 << 63), u64::MAX);
    }

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
            let dist = bfs(1 << n, full, |s, out| rings_successors(s, n, out));
            assert_eq!(
                Some(dist[0] as u128),
                chinese_rings_move_count(n as u32),
                "n {}",
                n
            );
            for (s, &d) in dist.iter().enumerate() {
                assert_eq!(chinese_rings_distance(full as u64, s as u64), d, "n {}", n);
            }
            if n <= 8 {
                for a in 0..1usize << n {
                    let dist = bfs(1 << n, a, |s, out| rings_successors(s, n, out));
                    for (b, &d) in dist.iter().enumerate() {
                        assert_eq!(chinese_rings_distance(a as u64, b as u64), d);
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
    fn mind_reading_finds_every_number() {
        let cards: Vec<Vec<u64>> = (0..10).map(|k| mind_reading_card(k, 1000)).collect();
        for (k, card) in cards.iter().enumerate() {
            assert_eq!(card[0], 1 << k);
        }
        for x in 1..=1000u64 {
            let on_card: Vec<bool> = cards.iter().map(|card| card.contains(&x)).collect();
            assert_eq!(mind_reading_guess(&on_card), x);
            let first_sum: u64 = cards
                .iter()
                .filter(|card| card.contains(&x))
                .map(|card| card[0])
                .sum();
            assert_eq!(first_sum, x);
        }
        // Seed 003's example: 667 = 2^9 + 2^7 + 2^4 + 2^3 + 2 + 1.
        let answers = [
            true, true, false, true, true, false, false, true, false, true,
        ];
        assert_eq!(mind_reading_guess(&answers), 667);
    }
}
