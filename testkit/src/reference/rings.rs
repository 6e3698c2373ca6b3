//! rings (seed 003): from any position of n Chinese rings, the least moves that take every ring
//! off and the ring that the first of them toggles.
//!
//! Method: the puzzle's own recursion, not the Gray code. With `off(k, s)` = least moves to turn
//! rings 1..k off and `lift(k, s)` = least moves to reach "ring k on, rings 1..k-1 off" (rings
//! above k untouched):
//! - ring k off: off(k) = off(k-1), lift(k) = lift(k-1) + 1 + clear(k-1);
//! - ring k on: off(k) = lift(k-1) + 1 + clear(k-1), lift(k) = off(k-1);
//!
//! where clear(j) = 2^j - 1 takes "only ring j on" to all off (lift to j - 1, toggle j, clear
//! j - 1). The first move is the first move of the first non-empty part. Checked against a
//! breadth-first search of the real puzzle (distances and the unique first step) for n <= 12.

use super::per_test;

pub fn solve(input: &str) -> String {
    per_test(input, |t| {
        let word = t.word();
        let state = word.bytes().enumerate().fold(0u64, |acc, (i, c)| {
            assert!(c == b'0' || c == b'1', "rings: bad position {word:?}");
            acc | ((c - b'0') as u64) << i
        });
        let (moves, first) = off(word.len() as u32, state);
        format!("{moves} {first}")
    })
}

/// (least moves, first ring toggled or 0) to turn rings 1..=k of `state` off.
pub fn off(k: u32, state: u64) -> (u128, u32) {
    if k == 0 {
        return (0, 0);
    }
    if state >> (k - 1) & 1 == 0 {
        off(k - 1, state)
    } else {
        let (before, first) = lift(k - 1, state);
        (before + 1 + clear(k - 1), if before > 0 { first } else { k })
    }
}

/// (least moves, first ring toggled or 0) to make rings 1..=k "ring k on, the rest off".
pub fn lift(k: u32, state: u64) -> (u128, u32) {
    if k == 0 {
        return (0, 0);
    }
    if state >> (k - 1) & 1 == 1 {
        off(k - 1, state)
    } else {
        let (before, first) = lift(k - 1, state);
        (before + 1 + clear(k - 1), if before > 0 { first } else { k })
    }
}

fn clear(j: u32) -> u128 {
    (1u128 << j) - 1
}

#[cfg(test)]
mod tests {
    use super::super::puzzle_search::{distances, rings_next};
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("rings");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn search_agrees() {
        for n in 1..=12usize {
            let d = distances(1 << n, 0, |s| rings_next(s, n));
            for s in 0..1usize << n {
                let (moves, first) = off(n as u32, s as u64);
                assert_eq!(moves, d[s] as u128, "n {n} state {s:b}");
                if s == 0 {
                    assert_eq!(first, 0);
                    continue;
                }
                let t = s ^ 1 << (first - 1);
                assert!(rings_next(s, n).contains(&t) && d[t] + 1 == d[s], "n {n} state {s:b}: ring {first}");
            }
        }
        // 63 rings all on: floor(2^64 / 3); 64 would need the next bit.
        assert_eq!(off(63, (1 << 63) - 1).0, (1u128 << 64) / 3);
    }
}
