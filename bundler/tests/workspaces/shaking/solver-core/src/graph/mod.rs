//! Item 13: `Graph` lives here; an inherent impl of it lives in the child module `util`.
mod util;

pub struct Graph {
    pub adj: Vec<Vec<usize>>,
}

impl Graph {
    pub fn new(n: usize) -> Graph {
        Graph { adj: vec![Vec::new(); n] }
    }

    pub fn add_edge(&mut self, a: usize, b: usize) {
        self.adj[a].push(b);
        self.adj[b].push(a);
    }
}
