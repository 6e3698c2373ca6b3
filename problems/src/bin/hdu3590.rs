//! HDU 3590 — PP and QQ. Cases until end of file: N trees; each: m, then m - 1 edges `a b` on
//! nodes 1..m, rooted at node 1. A move cuts an edge and what no longer touches the root falls;
//! **the player who cannot move wins**; PP moves first. Print `PP` or `QQ`.
//!
//! The SJ theorem applies to the trees' root branches, not to whole trees: the rule usually
//! circulated for this problem (one colon value per tree) is false, see solver-core's
//! `anti_sg::misere_hackenbush_mover_wins` for the counterexample. This solution follows the
//! true game; the judge's data may have been made with the circulated rule.
use solver_core::anti_sg::misere_hackenbush_mover_wins;
use solver_core::hackenbush::{is_forest, root_branch_values};
use solver_core::io::{fail, stdio};

fn main() {
    let (mut input, mut output) = stdio();
    let mut edges: Vec<(usize, usize)> = Vec::new();
    let mut branches: Vec<u64> = Vec::new();
    while let Some(trees) = input.next_usize() {
        branches.clear();
        for _ in 0..trees {
            let m = input.read_usize("m");
            if m == 0 {
                fail(format_args!("error: a tree needs at least its root (m >= 1)"));
            }
            edges.clear();
            for _ in 1..m {
                let a = input.read_usize("a");
                let b = input.read_usize("b");
                if a == 0 || b == 0 || a > m || b > m || a == b {
                    fail(format_args!("error: expected an edge \"a b\" of two nodes in 1..={}, found \"{} {}\"", m, a, b));
                }
                edges.push((a - 1, b - 1));
            }
            if !is_forest(m, &edges) {
                fail(format_args!("error: the m - 1 edges of a tree on 1..={} contain a cycle", m));
            }
            branches.extend(root_branch_values(m, &edges, 0));
        }
        let pp = misere_hackenbush_mover_wins(branches.iter().copied());
        output.write_str(if pp { "PP\n" } else { "QQ\n" });
    }
    output.flush();
}
