//! acl_segtree_monoid Maximum subarray sum under point updates: "0 p x" sets a_p = x, "1 l r"
//! prints the largest sum of a non-empty run inside a_l..a_{r-1}.
//!
//! Method: the array itself, and Kadane's scan over a_l..a_{r-1} for every question (O(r - l)).
//! Checked against the sums of every run i..j on random small inputs.

use super::Tok;

fn value(t: &mut Tok) -> i64 {
    let w = t.word();
    w.parse().unwrap_or_else(|_| panic!("not an integer: {w:?}"))
}

pub fn solve(input: &str) -> String {
    answer(input, kadane)
}

/// Reads the input and answers every question with `best_run` over the current array.
fn answer(input: &str, best_run: fn(&[i64]) -> i64) -> String {
    let mut t = Tok::new(input);
    let n = t.usize();
    let q = t.usize();
    let mut a: Vec<i64> = (0..n).map(|_| value(&mut t)).collect();
    let mut out = String::new();
    for _ in 0..q {
        match t.u64() {
            0 => {
                let p = t.usize();
                a[p] = value(&mut t);
            }
            1 => {
                let (l, r) = (t.usize(), t.usize());
                assert!(l < r && r <= n, "acl_segtree_monoid: bad range {l} {r}");
                out.push_str(&best_run(&a[l..r]).to_string());
                out.push('\n');
            }
            k => panic!("acl_segtree_monoid: bad query type {k}"),
        }
    }
    out
}

/// The best sum of a non-empty run, by Kadane: the best run ending at each element.
pub fn kadane(a: &[i64]) -> i64 {
    let mut ending_here = a[0];
    let mut best = a[0];
    for &x in &a[1..] {
        ending_here = x.max(ending_here + x);
        best = best.max(ending_here);
    }
    best
}

/// Every run i..=j summed: O(len^2).
pub fn every_run(a: &[i64]) -> i64 {
    let mut best = i64::MIN;
    for i in 0..a.len() {
        let mut sum = 0;
        for &x in &a[i..] {
            sum += x;
            best = best.max(sum);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("acl_segtree_monoid");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn agrees_with_every_run() {
        for seed in 0..300 {
            let input = crate::generate::generate("acl_segtree_monoid", seed).unwrap();
            assert_eq!(solve(&input), answer(&input, every_run), "seed {seed}: {input}");
        }
        assert_eq!(kadane(&[-5, -2, -9]), -2);
        assert_eq!(kadane(&[3, -4, 5, -1, 2]), 6);
    }
}
