//! The Tower of Hanoi through base 2: which disk moves at step m, where every disk is after m
//! moves, how often a disk moves, and the counts for the adjacent-pegs and four-peg variants.
//!
//! Source: seed 003 (Doan Van Loi, "Mot so bai toan tro choi co noi dung toan hoc", master's
//! thesis, Hanoi 2012). Our copy of the seed breaks off after the Nim section, so the statements
//! below follow the standard treatments the thesis cites: E. Lucas, "Recreations mathematiques"
//! (1883); J. S. Frame and B. M. Stewart, Amer. Math. Monthly 48 (1941) (four pegs). Seed 003,
//! ch. 1 section 4 "Giai bai toan Thap Ha Noi nho he dem co so 2", ch. 2 section 2.
//!
//! Pegs are numbered 0, 1, 2 (and 3); disks 1 (smallest) to n; towers move from peg 0 to the
//! last peg. Every rule is checked against a breadth-first search of the real puzzle
//! ([`crate::game::puzzle_distances`]) over all states for small n.

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
/// use solver_core::hanoi::hanoi_move;
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

/// The peg (0, 1 or 2) of disk `disk` after the first `m` moves of the optimal solution that
/// moves `n` disks from peg 0 to peg 2.
///
/// Rule: disk `k` moves at the steps `2^(k-1) (2j + 1)`, so after `m` moves it has moved
/// `floor((m + 2^(k-1)) / 2^k)` times (`m / 2^k` rounded half up: the binary digits of `m` from
/// bit `k - 1` up), always around the pegs in one direction: 0 -> 2 -> 1 -> 0 when `n - k` is
/// even, 0 -> 1 -> 2 -> 0 when it is odd (the largest disk goes straight to peg 2, the next
/// one first to the spare, and so on alternately).
///
/// Source: seed 003, ch. 1 section 4 (Hanoi through base 2); Lucas (1883).
///
/// # Constraints
/// `1 <= disk <= n <= 64`, `m <= 2^n - 1` (any `u64` when `n = 64`); panics otherwise.
///
/// # Complexity
/// O(1).
///
/// Checked against the simulated moves of [`hanoi_move`] after every `m` for all `n <= 10`,
/// and against a breadth-first search of the real puzzle for all `n <= 7`: the position after
/// `m` moves is `m` moves from the start and `2^n - 1 - m` from the goal.
///
/// # Example
/// ```
/// use solver_core::hanoi::hanoi_peg_after;
/// // Four disks after five moves: disk 1 on peg 0, disk 2 on peg 2, disk 3 on peg 1, disk 4 on peg 0.
/// let pegs: Vec<u8> = (1..=4).map(|k| hanoi_peg_after(4, 5, k)).collect();
/// assert_eq!(pegs, [0, 2, 1, 0]);
/// assert_eq!(hanoi_peg_after(64, u64::MAX, 64), 2);
/// ```
pub fn hanoi_peg_after(n: u32, m: u64, disk: u32) -> u8 {
    assert!(
        1 <= disk && disk <= n && n <= 64,
        "hanoi_peg_after: need 1 <= disk <= n <= 64"
    );
    assert!(
        n == 64 || m < 1u64 << n,
        "hanoi_peg_after: m must be below 2^n"
    );
    let moves = ((m as u128 + (1u128 << (disk - 1))) >> disk) % 3;
    let steps_forward = if (n - disk) % 2 == 0 { 2 } else { 1 };
    (moves * steps_forward % 3) as u8
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
/// use solver_core::hanoi::hanoi_disk_move_count;
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
/// use solver_core::hanoi::hanoi_adjacent_move_count;
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
/// use solver_core::hanoi::four_peg_hanoi_move_count;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::puzzle_distances;

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
            let dist = puzzle_distances(count, 0, |s, out| {
                hanoi_successors(s, n, 3, &|_, _| true, out)
            });
            assert_eq!(dist[all_on(n, 3, 2)], Some((1u64 << n) - 1));
        }
        assert_eq!(hanoi_move(64, u64::MAX), (1, 1, 2));
        assert_eq!(hanoi_move(64, 1 << 63), (64, 0, 2));
    }

    #[test]
    fn adjacent_and_four_peg_hanoi_match_search() {
        for n in 1..=7usize {
            let count = 3usize.pow(n as u32);
            let adjacent = |a: usize, b: usize| a + b != 2; // forbids 0 <-> 2
            let dist =
                puzzle_distances(count, 0, |s, out| hanoi_successors(s, n, 3, &adjacent, out));
            assert_eq!(
                dist[all_on(n, 3, 2)].map(u128::from),
                hanoi_adjacent_move_count(n as u32)
            );
            let count = 4usize.pow(n as u32);
            let dist = puzzle_distances(count, 0, |s, out| {
                hanoi_successors(s, n, 4, &|_, _| true, out)
            });
            assert_eq!(
                dist[all_on(n, 4, 3)].map(u128::from),
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

    /// The state number of `pegs` (disk `d + 1` on `pegs[d]`), base 3, disk 1 lowest.
    fn state_of(pegs: &[u8]) -> usize {
        pegs.iter().rev().fold(0, |acc, &p| acc * 3 + p as usize)
    }

    #[test]
    fn pegs_after_m_moves_follow_the_moves_and_the_search() {
        for n in 1..=10u32 {
            let mut on_peg = vec![0u8; n as usize + 1];
            for m in 0..1u64 << n {
                if m > 0 {
                    let (disk, from, to) = hanoi_move(n, m);
                    assert_eq!(on_peg[disk as usize], from);
                    on_peg[disk as usize] = to;
                }
                for k in 1..=n {
                    assert_eq!(
                        hanoi_peg_after(n, m, k),
                        on_peg[k as usize],
                        "n {} m {} disk {}",
                        n,
                        m,
                        k
                    );
                }
            }
        }
        for n in 1..=7usize {
            let count = 3usize.pow(n as u32);
            let all = |s: usize, out: &mut Vec<usize>| hanoi_successors(s, n, 3, &|_, _| true, out);
            let from_start = puzzle_distances(count, 0, all);
            let from_goal = puzzle_distances(count, all_on(n, 3, 2), all);
            let total = (1u64 << n) - 1;
            for m in 0..=total {
                let pegs: Vec<u8> = (1..=n as u32)
                    .map(|k| hanoi_peg_after(n as u32, m, k))
                    .collect();
                let s = state_of(&pegs);
                assert_eq!(from_start[s], Some(m), "n {} m {}", n, m);
                assert_eq!(from_goal[s], Some(total - m), "n {} m {}", n, m);
            }
        }
        // n = 64: the largest disk moves once, at 2^63; the smallest every other move.
        assert_eq!(hanoi_peg_after(64, (1 << 63) - 1, 64), 0);
        assert_eq!(hanoi_peg_after(64, 1 << 63, 64), 2);
        assert_eq!(hanoi_peg_after(64, 0, 1), 0);
        for k in 1..=64 {
            assert_eq!(hanoi_peg_after(64, u64::MAX, k), 2, "disk {}", k);
        }
    }
}
