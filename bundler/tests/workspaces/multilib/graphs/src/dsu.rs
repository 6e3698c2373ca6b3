//! Union-find with component sizes.

use numbers::{gcd, Gcd};

pub struct Dsu {
    parent: Vec<usize>,
    size: Vec<u64>,
}

impl Dsu {
    pub fn new(n: usize) -> Dsu {
        Dsu { parent: (0..n).collect(), size: vec![1; n] }
    }

    pub fn find(&mut self, v: usize) -> usize {
        let mut root = v;
        while self.parent[root] != root {
            root = self.parent[root];
        }
        let mut v = v;
        while self.parent[v] != root {
            let next = self.parent[v];
            self.parent[v] = root;
            v = next;
        }
        root
    }

    pub fn union(&mut self, a: usize, b: usize) -> bool {
        let (mut a, mut b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        if self.size[a] < self.size[b] {
            std::mem::swap(&mut a, &mut b);
        }
        self.parent[b] = a;
        self.size[a] += self.size[b];
        true
    }

    /// The size of every component, largest first.
    pub fn component_sizes(&mut self) -> Vec<u64> {
        let n = self.parent.len();
        let roots: Vec<usize> = (0..n).filter(|&v| self.find(v) == v).collect();
        let mut sizes: Vec<u64> = roots.iter().map(|&v| self.size[v]).collect();
        sizes.sort_unstable_by(|a, b| b.cmp(a));
        sizes
    }

    /// The gcd of the component sizes.
    pub fn size_gcd(&mut self) -> u64 {
        self.component_sizes().iter().fold(0, |acc, &s| gcd(acc, s))
    }

    /// How many components have a power-of-two size, and the set bits of all sizes.
    pub fn size_bits(&mut self) -> (usize, u32) {
        let sizes = self.component_sizes();
        (sizes.iter().filter(|&&s| bits::is_power_of_two(s)).count(), bits::total_ones(&sizes))
    }

    /// The same through the trait, for a check that both agree.
    pub fn size_gcd_by_trait(&mut self) -> u64 {
        numbers::gcd::gcd_all(0u64, &self.component_sizes()).gcd_with(0)
    }
}
