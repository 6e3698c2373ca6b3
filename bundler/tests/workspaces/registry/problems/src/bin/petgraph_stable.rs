// Removing a node from a StableGraph keeps the other indices valid; Bellman-Ford on what is left.
use petgraph::algo::bellman_ford;
use petgraph::stable_graph::{NodeIndex, StableDiGraph};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let mut next = || tokens.next().unwrap();
    let n: usize = next().parse().unwrap();
    let m: usize = next().parse().unwrap();
    let mut graph = StableDiGraph::<usize, f64>::new();
    let nodes: Vec<NodeIndex> = (0..n).map(|i| graph.add_node(i)).collect();
    for _ in 0..m {
        let a: usize = next().parse().unwrap();
        let b: usize = next().parse().unwrap();
        let w: f64 = next().parse().unwrap();
        graph.add_edge(nodes[a], nodes[b], w);
    }
    let removed: usize = next().parse().unwrap();
    graph.remove_node(nodes[removed]);
    match bellman_ford(&graph, nodes[0]) {
        Ok(paths) => {
            let line: Vec<String> = nodes
                .iter()
                .filter(|v| graph.contains_node(**v))
                .map(|v| {
                    let d = paths.distances[v.index()];
                    if d.is_infinite() { "-".to_string() } else { format!("{}", d) }
                })
                .collect();
            println!("{}", line.join(" "));
        }
        Err(_) => println!("negative cycle"),
    }
}
