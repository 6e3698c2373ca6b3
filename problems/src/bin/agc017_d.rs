//! AtCoder AGC 017 D — Game on Tree. N, then N - 1 edges `x y` of a tree on 1..N. A move deletes
//! an edge and the part no longer containing vertex 1; no move loses; Alice moves first. Print
//! `Alice` or `Bob`. Green Hackenbush on a tree: the colon principle (no recursion, so a path of
//! 10^5 vertices is fine).
use solver_core::hackenbush::{is_forest, tree_value};
use solver_core::io::{fail, stdio};

fn main() {
    let (mut input, mut output) = stdio();
    let n = input.read_usize("N");
    let mut edges = Vec::with_capacity(n.saturating_sub(1));
    for _ in 1..n {
        let x = input.read_usize("x");
        let y = input.read_usize("y");
        if x == 0 || y == 0 || x > n || y > n || x == y {
            fail(format_args!("error: expected an edge \"x y\" of two vertices in 1..={}, found \"{} {}\"", n, x, y));
        }
        edges.push((x - 1, y - 1));
    }
    if n == 0 || !is_forest(n, &edges) {
        fail(format_args!("error: the N - 1 edges do not form a tree on 1..={}", n));
    }
    output.write_str(if tree_value(n, &edges, 0) != 0 { "Alice\n" } else { "Bob\n" });
    output.flush();
}
