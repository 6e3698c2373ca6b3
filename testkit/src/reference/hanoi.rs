//! hanoi (seed 003): the peg of every disk after the first m moves of the optimal solution that
//! moves n disks from peg 1 to peg 3.
//!
//! Method: descend the recursive solution from the largest disk. Moving `size` disks from `a`
//! to `b` over `c` takes 2^(size-1) - 1 moves for the smaller disks (a to c), one move of the
//! largest, and the smaller disks again (c to b): so with m < 2^(size-1) the largest disk is
//! still on `a` and the smaller ones are m moves into "a to c"; otherwise it is on `b` and the
//! smaller ones are m - 2^(size-1) moves into "c to b". Checked by playing the recursive
//! solution's move list for n <= 10, and against a breadth-first search for n <= 7 (the state
//! after m moves is m from the start and 2^n - 1 - m from the goal).

use super::per_test;

pub fn solve(input: &str) -> String {
    per_test(input, |t| {
        let (n, m) = (t.u64() as u32, t.u64());
        let pegs = pegs_after(n, m);
        let words: Vec<String> = pegs.iter().map(|p| (p + 1).to_string()).collect();
        words.join(" ")
    })
}

/// Pegs (0-based) of disks 1..=n after m moves, disk 1 first; m < 2^n.
pub fn pegs_after(n: u32, m: u64) -> Vec<u8> {
    assert!((1..=64).contains(&n) && (m as u128) < 1u128 << n, "hanoi: bad n or m");
    let mut pegs = vec![0u8; n as usize];
    let (mut a, mut b, mut c) = (0u8, 2u8, 1u8);
    let mut left = m as u128;
    for size in (1..=n).rev() {
        let half = 1u128 << (size - 1);
        if left < half {
            pegs[size as usize - 1] = a;
            (b, c) = (c, b);
        } else {
            pegs[size as usize - 1] = b;
            left -= half;
            (a, c) = (c, a);
        }
    }
    pegs
}

#[cfg(test)]
mod tests {
    use super::super::hdu2175::moves;
    use super::super::puzzle_search::{distances, hanoi_next, hanoi_tower};
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hanoi");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn plays_the_recursive_solution() {
        for n in 1..=10u32 {
            let mut list = Vec::new();
            moves(n, 0, 2, &mut list);
            let mut pegs = vec![0u8; n as usize];
            assert_eq!(pegs_after(n, 0), pegs);
            for (i, &(disk, from, to)) in list.iter().enumerate() {
                assert_eq!(pegs[disk as usize - 1], from);
                pegs[disk as usize - 1] = to;
                assert_eq!(pegs_after(n, i as u64 + 1), pegs, "n {n} m {}", i + 1);
            }
        }
    }

    #[test]
    fn search_agrees() {
        for n in 1..=7usize {
            let count = 3usize.pow(n as u32);
            let next = |s| hanoi_next(s, n, 3, &|_, _| true);
            let (from_start, from_goal) = (distances(count, 0, next), distances(count, hanoi_tower(n, 3, 2), next));
            let total = (1u64 << n) - 1;
            for m in 0..=total {
                let s: usize = pegs_after(n as u32, m).iter().rev().fold(0, |acc, &p| acc * 3 + p as usize);
                assert_eq!((from_start[s], from_goal[s]), (m, total - m), "n {n} m {m}");
            }
        }
        assert_eq!(pegs_after(64, u64::MAX), vec![2; 64]);
    }
}
