//! hdu1207 Hanoi II: N disks on four pegs.
//!
//! Method: the Frame-Stewart recurrence itself, FS(n) = min over 1 <= k < n of
//! 2 FS(k) + 2^(n-k) - 1 (move k disks aside with four pegs, the rest with three, the k back),
//! FS(0) = 0, FS(1) = 1, in u128. Checked against a breadth-first search of the real four-peg
//! puzzle for n <= 7.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    let table = frame_stewart(64);
    while let Some(n) = t.try_u64() {
        out.push_str(&format!("{}\n", table[n as usize]));
    }
    out
}

/// FS(0..=max).
pub fn frame_stewart(max: usize) -> Vec<u128> {
    let mut fs = vec![0u128; max + 1];
    for n in 1..=max {
        fs[n] = (0..n).map(|k| 2 * fs[k] + (1u128 << (n - k)) - 1).min().unwrap();
    }
    fs
}

#[cfg(test)]
mod tests {
    use super::super::puzzle_search::{distances, hanoi_next, hanoi_tower};
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu1207");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn search_agrees() {
        let fs = frame_stewart(64);
        for n in 1..=7usize {
            let d = distances(4usize.pow(n as u32), 0, |s| hanoi_next(s, n, 4, &|_, _| true));
            assert_eq!(d[hanoi_tower(n, 4, 3)] as u128, fs[n], "n {n}");
            assert_eq!(d[hanoi_tower(n, 4, 1)] as u128, fs[n], "n {n}: any other peg");
        }
        assert_eq!(fs[64], 18433);
    }
}
