//! hdu2064 Hanoi III: N disks from the left peg to the right peg when every move goes to or from
//! the middle peg.
//!
//! Method: the recurrence a(n) = 3 a(n - 1) + 2 (the smaller disks go right, left, right around
//! the two moves of the largest disk), in u128. Checked against a breadth-first search of the
//! real puzzle for n <= 7.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    while let Some(n) = t.try_u64() {
        out.push_str(&format!("{}\n", moves(n)));
    }
    out
}

/// Least moves for `n` disks (n <= 80, so that it fits u128).
pub fn moves(n: u64) -> u128 {
    assert!(n <= 80, "hdu2064: N too large for u128");
    (0..n).fold(0u128, |a, _| 3 * a + 2)
}

#[cfg(test)]
mod tests {
    use super::super::puzzle_search::{distances, hanoi_next, hanoi_tower};
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu2064");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn search_agrees() {
        let through_middle = |a: usize, b: usize| a == 1 || b == 1;
        for n in 1..=7usize {
            let d = distances(3usize.pow(n as u32), 0, |s| hanoi_next(s, n, 3, &through_middle));
            assert_eq!(d[hanoi_tower(n, 3, 2)] as u128, moves(n as u64), "n {n}");
        }
        assert_eq!(moves(35), 50_031_545_098_999_706);
    }
}
