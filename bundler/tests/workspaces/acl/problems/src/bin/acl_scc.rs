//! Strongly connected components. "n m", then m directed edges "u v". Prints the number of
//! components, then for every vertex the smallest vertex of its component.
use solver_core::scc::SccGraph;
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let (n, m) = (it.next().unwrap(), it.next().unwrap());
    let mut graph = SccGraph::new(n);
    let mut edges = Vec::with_capacity(m);
    for _ in 0..m {
        let (u, v) = (it.next().unwrap(), it.next().unwrap());
        graph.add_edge(u, v);
        edges.push((u, v));
    }
    let components = graph.scc();
    let mut position = vec![0; n];
    let mut smallest = vec![0; n];
    for (i, component) in components.iter().enumerate() {
        let min = *component.iter().min().unwrap();
        for &v in component {
            position[v] = i;
            smallest[v] = min;
        }
    }
    // The library promises a topological order of the components.
    assert!(edges.iter().all(|&(u, v)| position[u] <= position[v]));
    let line: Vec<String> = smallest.iter().map(|v| v.to_string()).collect();
    println!("{}\n{}", components.len(), line.join(" "));
}
