//! More methods of `Graph`, in a child module.
use super::Graph;

impl Graph {
    /// Vertices reachable from `s`, by breadth-first search.
    pub fn reachable(&self, s: usize) -> usize {
        let mut seen = vec![false; self.adj.len()];
        let mut queue = vec![s];
        seen[s] = true;
        while let Some(v) = queue.pop() {
            for &w in &self.adj[v] {
                if !seen[w] {
                    seen[w] = true;
                    queue.push(w);
                }
            }
        }
        seen.iter().filter(|&&x| x).count()
    }
}
