// Shortest distances and a topological order with petgraph.
use petgraph::algo::{dijkstra, toposort};
use petgraph::graph::{DiGraph, NodeIndex};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<u32>().unwrap());
    let n = tokens.next().unwrap();
    let m = tokens.next().unwrap();
    let mut graph = DiGraph::<u32, u64>::new();
    let nodes: Vec<NodeIndex> = (0..n).map(|i| graph.add_node(i)).collect();
    for _ in 0..m {
        let a = tokens.next().unwrap() as usize;
        let b = tokens.next().unwrap() as usize;
        let w = tokens.next().unwrap() as u64;
        graph.add_edge(nodes[a], nodes[b], w);
    }
    let distances = dijkstra(&graph, nodes[0], None, |e| *e.weight());
    let line: Vec<String> = nodes.iter().map(|v| distances.get(v).map_or("-".to_string(), |d| d.to_string())).collect();
    println!("{}", line.join(" "));
    match toposort(&graph, None) {
        Ok(order) => println!("{}", order.iter().map(|v| graph[*v].to_string()).collect::<Vec<_>>().join(" ")),
        Err(cycle) => println!("cycle at {}", graph[cycle.node_id()]),
    }
}
