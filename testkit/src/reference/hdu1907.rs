//! hdu1907 John: misère Nim (whoever takes the last M&M loses); T tests "N A1 .. AN"; print
//! `John` when the first player wins, else `Brother`.
//!
//! Large method: if every pile is 1, the first player wins iff the number of piles is even;
//! otherwise iff the XOR is not 0. Checked against an exhaustive search of the misère game for
//! every position of 1 to 4 piles of size <= 6.

use super::{per_test, read_piles};

pub fn solve(input: &str) -> String {
    let mut piles = Vec::new();
    per_test(input, |t| {
        read_piles(t, &mut piles);
        (if john_wins(&piles) { "John" } else { "Brother" }).to_string()
    })
}

pub fn john_wins(piles: &[u64]) -> bool {
    if piles.iter().all(|&p| p == 1) {
        piles.len() % 2 == 0
    } else {
        piles.iter().fold(0, |x, &p| x ^ p) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The mover wins a misère position (no stones left: the opponent took the last, so win).
    fn win(v: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if v.iter().all(|&p| p == 0) {
            return true;
        }
        if let Some(&w) = memo.get(v) {
            return w;
        }
        let mut w = false;
        for i in 0..v.len() {
            for s in 1..=v[i] {
                let mut u = v.to_vec();
                u[i] -= s;
                w |= !win(&u, memo);
            }
        }
        memo.insert(v.to_vec(), w);
        w
    }

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu1907");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn brute_agrees() {
        let mut memo = HashMap::new();
        for k in 1..=4u32 {
            for code in 0..6u64.pow(k) {
                // piles of 1..=6 (the problem has A_i >= 1)
                let v: Vec<u64> = (0..k).map(|i| code / 6u64.pow(i) % 6 + 1).collect();
                assert_eq!(john_wins(&v), win(&v, &mut memo), "{v:?}");
            }
        }
    }
}
