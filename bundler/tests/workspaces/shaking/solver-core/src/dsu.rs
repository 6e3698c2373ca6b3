//! Item 5: `Dsu::new` must not reach every trait with a method `new`, and the generic
//! parameters `S`, `M`, `F` must not reach traits whose associated types have those names.

/// Disjoint sets.
pub struct Dsu {
    parent: Vec<usize>,
}

impl Dsu {
    pub fn new(n: usize) -> Dsu {
        Dsu { parent: (0..n).collect() }
    }

    pub fn leader(&mut self, x: usize) -> usize {
        if self.parent[x] != x {
            let root = self.leader(self.parent[x]);
            self.parent[x] = root;
        }
        self.parent[x]
    }

    pub fn merge(&mut self, a: usize, b: usize) {
        let (a, b) = (self.leader(a), self.leader(b));
        self.parent[a] = b;
    }

    /// Folds the leaders with `f`, starting from `init`.
    pub fn fold_leaders<S, M, F: FnMut(S, usize) -> S>(&mut self, init: S, mut f: F, _marker: Option<M>) -> S {
        let mut acc = init;
        for x in 0..self.parent.len() {
            if self.leader(x) == x {
                acc = f(acc, x);
            }
        }
        acc
    }
}
