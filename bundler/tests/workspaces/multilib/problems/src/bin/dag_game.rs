// `graphs` and the workspace's own `solver-core` together: path counts modulo p, and who wins
// when tokens move along the DAG's edges.
use graphs::dag::Dag;
use solver_core::grundy::{dag_grundy, first_player_wins};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let mut next = || tokens.next().unwrap();
    let (n, m, p) = (next() as usize, next() as usize, next());
    let edges: Vec<(usize, usize)> = (0..m).map(|_| (next() as usize - 1, next() as usize - 1)).collect();
    let dag = Dag::new(n, &edges);
    println!("paths {} total {}", dag.count_paths(0, n - 1, p), dag.total_paths(0, p));
    let order = dag.topological_order().unwrap();
    let values = dag_grundy(&order, &dag.successors);
    let k = next() as usize;
    let placed: Vec<usize> = (0..k).map(|_| next() as usize - 1).collect();
    let shown: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    println!("grundy {}", shown.join(" "));
    println!("{}", if first_player_wins(&values, &placed) { "First" } else { "Second" });
    println!("mex of nothing {}", solver_core::mex(&[]));
}
