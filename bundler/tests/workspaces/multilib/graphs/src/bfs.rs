//! Breadth-first search on an undirected graph.

use std::collections::VecDeque;

/// Distances from `source` in edges; `None` where unreachable.
pub fn distances(n: usize, edges: &[(usize, usize)], source: usize) -> Vec<Option<u64>> {
    let mut adjacent = vec![Vec::new(); n];
    for &(a, b) in edges {
        adjacent[a].push(b);
        adjacent[b].push(a);
    }
    let mut dist = vec![None; n];
    dist[source] = Some(0);
    let mut queue = VecDeque::from(vec![source]);
    while let Some(v) = queue.pop_front() {
        let d = dist[v].unwrap_or(0);
        for &w in &adjacent[v] {
            if dist[w].is_none() {
                dist[w] = Some(d + 1);
                queue.push_back(w);
            }
        }
    }
    dist
}
