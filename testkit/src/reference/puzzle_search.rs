//! Breadth-first search over the real Hanoi and Chinese-rings puzzles, written here (not taken
//! from solver-core) so that the puzzle references can be checked against the puzzles
//! themselves for small sizes.

use std::collections::VecDeque;

/// Least moves from `start` to every state `0..count`; `u64::MAX` when unreachable.
pub fn distances(count: usize, start: usize, next: impl Fn(usize) -> Vec<usize>) -> Vec<u64> {
    let mut dist = vec![u64::MAX; count];
    dist[start] = 0;
    let mut queue = VecDeque::from([start]);
    while let Some(s) = queue.pop_front() {
        for t in next(s) {
            if dist[t] == u64::MAX {
                dist[t] = dist[s] + 1;
                queue.push_back(t);
            }
        }
    }
    dist
}

/// Hanoi with `pegs` pegs and `n` disks: the state is the list of pegs of disks 1..n (1 is the
/// smallest) read as a base-`pegs` number, disk 1 the lowest digit. `may(from, to)` says which
/// moves between pegs are allowed.
pub fn hanoi_next(state: usize, n: usize, pegs: usize, may: &dyn Fn(usize, usize) -> bool) -> Vec<usize> {
    let digits: Vec<usize> = (0..n).map(|d| state / pegs.pow(d as u32) % pegs).collect();
    let mut out = Vec::new();
    for d in 0..n {
        // disk d is on top of its peg when no smaller disk shares the peg
        if digits[..d].contains(&digits[d]) {
            continue;
        }
        for to in 0..pegs {
            if to != digits[d] && may(digits[d], to) && !digits[..d].contains(&to) {
                out.push(state + to * pegs.pow(d as u32) - digits[d] * pegs.pow(d as u32));
            }
        }
    }
    out
}

/// The state with every disk on `peg`.
pub fn hanoi_tower(n: usize, pegs: usize, peg: usize) -> usize {
    (0..n).map(|d| peg * pegs.pow(d as u32)).sum()
}

/// Chinese rings with `n` rings (bit i = ring i + 1 on): ring 1 always toggles; ring k >= 2
/// toggles when ring k - 1 is on and rings 1..k-2 are off.
pub fn rings_next(state: usize, n: usize) -> Vec<usize> {
    let mut out = vec![state ^ 1];
    for k in 2..=n {
        let below = state & ((1 << (k - 1)) - 1);
        if below == 1 << (k - 2) {
            out.push(state ^ 1 << (k - 1));
        }
    }
    out
}
