//! Minimum-cost maximum flow from vertex 0 to vertex n-1. "n m", then m directed edges
//! "u v capacity cost" (costs are non-negative). Prints "flow cost".
use solver_core::mincostflow::MinCostFlowGraph;
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap());
    let (n, m) = (it.next().unwrap() as usize, it.next().unwrap());
    let mut graph = MinCostFlowGraph::new(n);
    for _ in 0..m {
        let (u, v) = (it.next().unwrap() as usize, it.next().unwrap() as usize);
        let (cap, cost) = (it.next().unwrap(), it.next().unwrap());
        graph.add_edge(u, v, cap, cost);
    }
    let (flow, cost) = graph.flow(0, n - 1, i64::MAX);
    println!("{} {}", flow, cost);
}
