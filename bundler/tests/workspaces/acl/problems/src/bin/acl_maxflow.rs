//! Maximum flow from vertex 0 to vertex n-1. "n m", then m directed edges "u v capacity".
//! Prints the flow value, then the vertices on the source side of a minimum cut.
use solver_core::maxflow::MfGraph;
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let (n, m) = (it.next().unwrap() as usize, it.next().unwrap());
    let mut graph = MfGraph::new(n);
    for _ in 0..m {
        let (u, v, c) = (it.next().unwrap() as usize, it.next().unwrap() as usize, it.next().unwrap());
        graph.add_edge(u, v, c);
    }
    let flow = graph.flow(0, n - 1);
    let cut = graph.min_cut(0);
    let cut_value: u64 = graph.edges().iter().filter(|e| cut[e.from] && !cut[e.to]).map(|e| e.cap).sum();
    assert_eq!(cut_value, flow, "max-flow min-cut");
    println!("{}", flow);
}
