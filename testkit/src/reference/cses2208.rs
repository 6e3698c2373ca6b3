//! cses2208 Another Game: t tests "n, x_1 .. x_n"; a move takes one coin from each heap of any
//! non-empty set of non-empty heaps; the last coin wins. Print `first` or `second`.
//!
//! Small method: a memoised search of the game when a test has at most 4 heaps of at most 6
//! coins. Large method: the first player wins iff some heap is odd (mirroring). Checked against
//! the search on every test of 4 heaps of at most 6 coins.

use super::{per_test, Tok};
use std::collections::HashMap;

pub fn solve(input: &str) -> String {
    let mut memo = HashMap::new();
    per_test(input, |t: &mut Tok| {
        let n = t.usize();
        let x: Vec<u64> = (0..n).map(|_| t.u64()).collect();
        let first = if n <= 4 && x.iter().all(|&c| c <= 6) { search(&x, &mut memo) } else { x.iter().any(|c| c % 2 == 1) };
        if first { "first" } else { "second" }.to_string()
    })
}

fn search(x: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = x.to_vec();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let nonempty: Vec<usize> = (0..key.len()).filter(|&i| key[i] > 0).collect();
    let mut w = false;
    for subset in 1usize..(1 << nonempty.len()) {
        let mut y = key.clone();
        for (j, &i) in nonempty.iter().enumerate() {
            if subset >> j & 1 == 1 {
                y[i] -= 1;
            }
        }
        if !search(&y, memo) {
            w = true;
            break;
        }
    }
    memo.insert(key, w);
    w
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("cses2208");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn odd_heap_rule_agrees_with_search() {
        let mut memo = HashMap::new();
        for code in 0..7u64.pow(4) {
            let x: Vec<u64> = (0..4).map(|i| code / 7u64.pow(i) % 7).collect();
            assert_eq!(x.iter().any(|c| c % 2 == 1), search(&x, &mut memo), "{x:?}");
        }
    }
}
