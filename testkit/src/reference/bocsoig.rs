//! bocsoig: k piles, take 1..=floor(p/2) from one pile p. Rule source: problems.md.
//! Grundy value g(p) = (odd part of (p+1) - 1) / 2; lose iff the XOR X is 0. Move `1 i s`: the
//! lowest pile index with a winning move, and the smallest s for it.
//!
//! Method for the move: a winning move on pile i must reach some q in [p - floor(p/2), p - 1]
//! with g(q) = t = X xor g(p_i). Note t may be larger than g(p_i) (from p = 5, g = 1, the pile
//! can reach q = 4 with g = 2), so "X xor g < g" is NOT the test. g(q) = t iff q + 1 =
//! (2t+1) 2^j, so the smallest s is the largest such q: the largest j with (2t+1) 2^j <= p,
//! accepted if q >= p - floor(p/2).
//! Checked: g against a mex table for p <= 1500; the whole answer against exhaustive search of
//! (pile index, s) for every position of 1..=3 piles with sizes <= 24.

use super::{per_test, read_piles};

pub fn solve(input: &str) -> String {
    let mut piles = Vec::new();
    per_test(input, |t| {
        read_piles(t, &mut piles);
        answer(&piles)
    })
}

pub fn grundy(p: u64) -> u64 {
    let mut v = p as u128 + 1;
    while v % 2 == 0 {
        v /= 2;
    }
    ((v - 1) / 2) as u64
}

/// smallest s taking pile p to Grundy value t, if any
pub fn smallest_take_to(p: u64, t: u64) -> Option<u64> {
    let p = p as u128;
    let base = 2 * t as u128 + 1;
    if base > p {
        return None;
    }
    let mut v = base;
    while v * 2 <= p {
        v *= 2;
    }
    let q = v - 1;
    let lo = p - p / 2;
    (q >= lo && q < p).then(|| (p - q) as u64)
}

pub fn answer(piles: &[u64]) -> String {
    let x = piles.iter().fold(0, |a, &p| a ^ grundy(p));
    if x == 0 {
        return "0".into();
    }
    for (i, &p) in piles.iter().enumerate() {
        if let Some(s) = smallest_take_to(p, x ^ grundy(p)) {
            return format!("1 {} {s}", i + 1);
        }
    }
    unreachable!("nonzero XOR but no winning move: {piles:?}")
}

/// mex table for p <= limit.
pub fn brute(limit: usize) -> Vec<u64> {
    let mut g = vec![0u64; limit + 1];
    for p in 1..=limit {
        let mut seen = vec![false; limit + 2];
        for s in 1..=p / 2 {
            seen[g[p - s] as usize] = true;
        }
        g[p] = seen.iter().position(|b| !b).unwrap() as u64;
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn sample() {
        let (i, o) = super::super::sample("bocsoig");
        assert_eq!(solve(&i), o);
    }
    #[test]
    fn grundy_agrees() {
        let g = brute(1500);
        for p in 1..=1500 {
            assert_eq!(g[p], grundy(p as u64), "p={p}");
        }
    }
    fn scan(g: &[u64], piles: &[usize]) -> String {
        let x = piles.iter().fold(0, |a, &p| a ^ g[p]);
        if x == 0 {
            return "0".into();
        }
        for (i, &p) in piles.iter().enumerate() {
            for s in 1..=p / 2 {
                if x ^ g[p] ^ g[p - s] == 0 {
                    return format!("1 {} {s}", i + 1);
                }
            }
        }
        panic!("no move")
    }
    #[test]
    fn move_agrees_with_scan() {
        let n = 24;
        let g = brute(n);
        for a in 1..=n {
            assert_eq!(answer(&[a as u64]), scan(&g, &[a]));
            for b in 1..=n {
                assert_eq!(answer(&[a as u64, b as u64]), scan(&g, &[a, b]));
                for c in 1..=n {
                    let v = [a as u64, b as u64, c as u64];
                    assert_eq!(answer(&v), scan(&g, &[a, b, c]), "{v:?}");
                }
            }
        }
    }
    #[test]
    fn larger_target_is_used() {
        // X xor g(5) = 2 > g(5) = 1, yet 5 -> 4 (g = 2) wins: piles (5, 4) is... g = 1 ^ 2 = 3
        assert_eq!(grundy(5), 1);
        assert_eq!(grundy(4), 2);
        assert_eq!(answer(&[5, 9]), {
            // g(9) = 2, X = 3; pile 1 needs t = 2: q = 4, s = 1
            "1 1 1".to_string()
        });
    }
}
