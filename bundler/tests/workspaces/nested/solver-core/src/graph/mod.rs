//! Weighted directed graphs over any [`Weight`]. The algorithms live in child modules as more
//! `impl Graph` blocks.
use crate::num::Weight;

pub mod tree;
pub mod util;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge<W> {
    pub to: usize,
    pub weight: W,
}

#[derive(Clone, Debug)]
pub struct Graph<W> {
    adjacency: Vec<Vec<Edge<W>>>,
}

impl<W: Weight> Graph<W> {
    pub fn new(vertices: usize) -> Self {
        Graph { adjacency: vec![Vec::new(); vertices] }
    }

    pub fn add_edge(&mut self, from: usize, to: usize, weight: W) {
        self.adjacency[from].push(Edge { to, weight });
    }

    pub fn len(&self) -> usize {
        self.adjacency.len()
    }

    pub fn is_empty(&self) -> bool {
        self.adjacency.is_empty()
    }

    pub fn edges_from(&self, v: usize) -> &[Edge<W>] {
        &self.adjacency[v]
    }
}
