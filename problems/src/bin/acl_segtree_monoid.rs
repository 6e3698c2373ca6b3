//! acl_segtree_monoid — Maximum subarray sum under point updates. An array a_0..a_{N-1} of
//! integers; each of Q queries is "0 p x" (set a_p = x) or "1 l r" (print the largest sum of a
//! non-empty run a_i + ... + a_j with l <= i <= j < r). 1 <= N, Q <= 200000, |a_i|, |x| <= 10^9,
//! 0 <= p < N, 0 <= l < r <= N. A query that breaks this stops the program (exit 1).
//!
//! A segment tree over a monoid of our own: a run is summed up by its total, its best prefix,
//! its best suffix and its best inner run, and two adjacent runs combine in O(1).
use ac_library::{Monoid, Segtree};
use solver_core::io::{fail, stdio, JudgeInput};

/// The largest |a_i|.
const MAX_VALUE: i64 = 1_000_000_000;

/// "No run": the identity's prefix, suffix and best. Far below any real sum (|sum| <= 2*10^14),
/// and two of them still add without overflow.
const NO_RUN: i64 = i64::MIN / 4;

#[derive(Clone, Copy)]
struct Run {
    total: i64,
    best_prefix: i64,
    best_suffix: i64,
    best: i64,
}

impl Run {
    fn single(value: i64) -> Run {
        Run { total: value, best_prefix: value, best_suffix: value, best: value }
    }
}

/// Runs joined left to right.
struct MaxSubarray;

impl Monoid for MaxSubarray {
    type S = Run;
    fn identity() -> Run {
        Run { total: 0, best_prefix: NO_RUN, best_suffix: NO_RUN, best: NO_RUN }
    }
    fn binary_operation(left: &Run, right: &Run) -> Run {
        Run {
            total: left.total + right.total,
            best_prefix: left.best_prefix.max(left.total + right.best_prefix),
            best_suffix: right.best_suffix.max(right.total + left.best_suffix),
            best: left.best.max(right.best).max(left.best_suffix + right.best_prefix),
        }
    }
}

fn read_value(input: &mut JudgeInput, what: &str) -> i64 {
    let value = input.read_i64(what);
    if value.abs() > MAX_VALUE {
        fail(format_args!("error: expected |{}| <= 10^9, found {}", what, value));
    }
    value
}

fn main() {
    let (mut input, mut output) = stdio();
    let n = input.read_usize("N");
    let queries = input.read_usize("Q");
    let values: Vec<Run> = (0..n).map(|_| Run::single(read_value(&mut input, "a_i"))).collect();
    let mut tree: Segtree<MaxSubarray> = Segtree::from(values);
    for _ in 0..queries {
        match input.read_u64("the query type") {
            0 => {
                let p = input.read_usize("p");
                let x = read_value(&mut input, "x");
                if p >= n {
                    fail(format_args!("error: expected a position p < N = {}, found {}", n, p));
                }
                tree.set(p, Run::single(x));
            }
            1 => {
                let l = input.read_usize("l");
                let r = input.read_usize("r");
                if l >= r || r > n {
                    fail(format_args!("error: expected a range 0 <= l < r <= N = {}, found \"{} {}\"", n, l, r));
                }
                output.write_i64(tree.prod(l..r).best);
                output.write_byte(b'\n');
            }
            other => {
                fail(format_args!("error: expected a query type 0 or 1, found {}", other));
            }
        }
    }
    output.flush();
}
