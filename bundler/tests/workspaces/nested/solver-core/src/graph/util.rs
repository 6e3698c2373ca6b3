//! Shortest paths, as an `impl` of the parent module's `Graph`.
use super::Graph;
use crate::num::Weight;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

impl<W: Weight> Graph<W> {
    /// Distances from `source`; None where unreachable. O((V + E) log V), weights >= 0.
    pub fn dijkstra(&self, source: usize) -> Vec<Option<W>> {
        let mut dist = vec![W::MAX; self.len()];
        let mut done = vec![false; self.len()];
        let mut heap = BinaryHeap::new();
        dist[source] = W::ZERO;
        heap.push(Reverse((W::ZERO, source)));
        while let Some(Reverse((d, v))) = heap.pop() {
            if done[v] {
                continue;
            }
            done[v] = true;
            for e in self.edges_from(v) {
                let next = d + e.weight;
                if next < dist[e.to] {
                    dist[e.to] = next;
                    heap.push(Reverse((next, e.to)));
                }
            }
        }
        dist.into_iter().zip(done).map(|(d, reached)| if reached { Some(d) } else { None }).collect()
    }
}

impl Graph<u64> {
    /// The sum of all edge weights.
    pub fn total_weight(&self) -> u64 {
        (0..self.len()).flat_map(|v| self.edges_from(v)).map(|e| e.weight).sum()
    }
}

/// Unused by the corpus problems: a shaken bundle must not carry it.
pub fn is_zero_weight<W: Weight>(w: W) -> bool {
    w.is_zero() && W::MAX > W::ZERO
}
