//! POJ 3710 — Christmas Game. Cases until end of file: N graphs; each `m k`, then k edges `a b`
//! on nodes 1..m (repeated edges and loops allowed), rooted at node 1. A move cuts an edge and
//! what no longer touches the root falls; no move loses; Sally moves first. Print `Sally` or
//! `Harry`. Green Hackenbush by the fusion principle, one Nim heap per graph.
use solver_core::hackenbush::graph_value;
use solver_core::io::{fail, stdio};

fn main() {
    let (mut input, mut output) = stdio();
    let mut edges: Vec<(usize, usize)> = Vec::new();
    while let Some(graphs) = input.next_usize() {
        let mut sum = 0u64;
        for _ in 0..graphs {
            let m = input.read_usize("m");
            let k = input.read_usize("k");
            edges.clear();
            for _ in 0..k {
                let a = input.read_usize("a");
                let b = input.read_usize("b");
                if a == 0 || b == 0 || a > m || b > m {
                    fail(format_args!("error: expected an edge \"a b\" of nodes in 1..={}, found \"{} {}\"", m, a, b));
                }
                edges.push((a - 1, b - 1));
            }
            if m > 0 {
                sum ^= graph_value(m, &edges, 0);
            }
        }
        output.write_str(if sum != 0 { "Sally\n" } else { "Harry\n" });
    }
    output.flush();
}
