use super::depths;
use crate::num::Weight;
use std::ops::Sub;

/// Lowest common ancestors by binary lifting, and weighted distances through them.
#[derive(Clone, Debug)]
pub struct Lca<W> {
    up: Vec<Vec<usize>>,
    depth: Vec<usize>,
    from_root: Vec<W>,
}

impl<W: Weight + Sub<Output = W>> Lca<W> {
    /// `parent[v]` with the weight of the edge to it; the root is its own parent (weight ignored).
    /// Parents must come before their children.
    pub fn new(parent: &[(usize, W)]) -> Self {
        let n = parent.len();
        let direct: Vec<usize> = parent.iter().map(|p| p.0).collect();
        let depth = depths(&direct);
        let mut from_root = vec![W::ZERO; n];
        for v in 0..n {
            if direct[v] != v {
                from_root[v] = from_root[direct[v]] + parent[v].1;
            }
        }
        let mut up = vec![direct];
        while 1 << up.len() < n {
            let last = up.last().unwrap();
            let next = (0..n).map(|v| last[last[v]]).collect();
            up.push(next);
        }
        Lca { up, depth, from_root }
    }

    pub fn lca(&self, mut u: usize, mut v: usize) -> usize {
        if self.depth[u] < self.depth[v] {
            std::mem::swap(&mut u, &mut v);
        }
        let diff = self.depth[u] - self.depth[v];
        for (k, row) in self.up.iter().enumerate() {
            if diff >> k & 1 == 1 {
                u = row[u];
            }
        }
        if u == v {
            return u;
        }
        for row in self.up.iter().rev() {
            if row[u] != row[v] {
                u = row[u];
                v = row[v];
            }
        }
        self.up[0][u]
    }

    pub fn distance(&self, u: usize, v: usize) -> W {
        let a = self.lca(u, v);
        self.from_root[u] + self.from_root[v] - self.from_root[a] - self.from_root[a]
    }
}
