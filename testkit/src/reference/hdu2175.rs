//! hdu2175 Hanoi IX: which disk moves at step m of the optimal n-disk solution.
//!
//! Method: the recursive solution itself. The n-disk solution is the (n-1)-disk solution, the
//! move of disk n (step 2^(n-1)), and the (n-1)-disk solution again; descend until m is the
//! middle step. Checked against the move list of the recursive solution for n <= 12 and
//! against a breadth-first search (2^n - 1 steps are the least) for n <= 7.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    while let Some(n) = t.try_u64() {
        let m = t.u64();
        if n == 0 && m == 0 {
            break;
        }
        out.push_str(&format!("{}\n", disk_at(n as u32, m)));
    }
    out
}

/// The disk that moves at step `m` (1-based), 1 <= m < 2^n.
pub fn disk_at(n: u32, m: u64) -> u32 {
    assert!(m >= 1 && (m as u128) < 1u128 << n, "hdu2175: m out of range");
    let (mut size, mut step) = (n, m);
    loop {
        let middle = 1u64 << (size - 1);
        if step == middle {
            return size;
        }
        if step > middle {
            step -= middle;
        }
        size -= 1;
    }
}

/// The moves (disk, from, to) of the recursive solution moving `n` disks from `from` to `to`.
pub fn moves(n: u32, from: u8, to: u8, out: &mut Vec<(u32, u8, u8)>) {
    if n == 0 {
        return;
    }
    let via = 3 - from - to;
    moves(n - 1, from, via, out);
    out.push((n, from, to));
    moves(n - 1, via, to, out);
}

#[cfg(test)]
mod tests {
    use super::super::puzzle_search::{distances, hanoi_next, hanoi_tower};
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu2175");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn recursive_solution_agrees() {
        for n in 1..=12u32 {
            let mut list = Vec::new();
            moves(n, 0, 2, &mut list);
            for (i, &(disk, _, _)) in list.iter().enumerate() {
                assert_eq!(disk_at(n, i as u64 + 1), disk, "n {n} m {}", i + 1);
            }
        }
        for n in 1..=7usize {
            let d = distances(3usize.pow(n as u32), 0, |s| hanoi_next(s, n, 3, &|_, _| true));
            assert_eq!(d[hanoi_tower(n, 3, 2)], (1 << n) - 1);
        }
        assert_eq!(disk_at(63, 1 << 62), 63);
        assert_eq!(disk_at(63, (1 << 63) - 1), 1);
        assert_eq!(disk_at(63, 3 << 60), 61);
    }
}
