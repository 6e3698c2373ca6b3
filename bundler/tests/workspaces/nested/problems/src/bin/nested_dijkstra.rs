//! Single-source shortest paths. "n m s", then m directed edges "u v w" (w >= 0). Prints the
//! distance from s to every vertex, -1 where unreachable.
use solver_core::graph::Graph;
use solver_core::io::Scanner;

fn main() {
    let mut input = Scanner::from_stdin();
    let (n, m, s): (usize, usize, usize) = (input.next(), input.next(), input.next());
    let mut graph = Graph::new(n);
    for _ in 0..m {
        let (u, v, w): (usize, usize, u64) = (input.next(), input.next(), input.next());
        graph.add_edge(u, v, w);
    }
    let shown: Vec<String> = graph.dijkstra(s).iter().map(|d| d.map_or("-1".to_string(), |d| d.to_string())).collect();
    println!("{}", shown.join(" "));
}
