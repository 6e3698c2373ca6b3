//! Directed acyclic graphs: topological order and path counts modulo m.

/// Successor lists.
pub struct Dag {
    pub successors: Vec<Vec<usize>>,
}

impl Dag {
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Dag {
        let mut successors = vec![Vec::new(); n];
        for &(a, b) in edges {
            successors[a].push(b);
        }
        Dag { successors }
    }

    /// A topological order (Kahn's algorithm, smallest ready vertex first); `None` on a cycle.
    pub fn topological_order(&self) -> Option<Vec<usize>> {
        let n = self.successors.len();
        let mut indegree = vec![0usize; n];
        for list in &self.successors {
            for &w in list {
                indegree[w] += 1;
            }
        }
        let mut ready: std::collections::BTreeSet<usize> = (0..n).filter(|&v| indegree[v] == 0).collect();
        let mut order = Vec::with_capacity(n);
        while let Some(v) = ready.iter().next().copied() {
            ready.remove(&v);
            order.push(v);
            for &w in &self.successors[v] {
                indegree[w] -= 1;
                if indegree[w] == 0 {
                    ready.insert(w);
                }
            }
        }
        if order.len() == n {
            Some(order)
        } else {
            None
        }
    }

    /// The number of paths from `from` to `to`, modulo `m`.
    pub fn count_paths(&self, from: usize, to: usize, m: u64) -> u64 {
        let order = self.topological_order().expect("a DAG");
        let mut ways = vec![0u64; self.successors.len()];
        ways[from] = 1 % m;
        for &v in &order {
            for &w in &self.successors[v] {
                ways[w] = ::numbers::add_mod(ways[w], ways[v], m);
            }
        }
        ways[to]
    }

    /// The number of paths from `from` to every vertex, summed, modulo `m`.
    pub fn total_paths(&self, from: usize, m: u64) -> u64 {
        let n = self.successors.len();
        let counts: Vec<u64> = (0..n).map(|to| self.count_paths(from, to, m)).collect();
        numbers::mod_sum!(m; counts[0], numbers::modular::sum_mod(m, &counts[1..]))
    }
}
