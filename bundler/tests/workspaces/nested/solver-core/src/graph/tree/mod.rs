//! Rooted trees given by parent links.
mod lca;

pub use self::lca::Lca;

/// The depth of every vertex of a tree given by `parent` (the root is its own parent).
pub fn depths(parent: &[usize]) -> Vec<usize> {
    let mut depth = vec![usize::MAX; parent.len()];
    for start in 0..parent.len() {
        let mut path = Vec::new();
        let mut v = start;
        while depth[v] == usize::MAX && parent[v] != v {
            path.push(v);
            v = parent[v];
        }
        if depth[v] == usize::MAX {
            depth[v] = 0;
        }
        let mut d = depth[v];
        while let Some(u) = path.pop() {
            d += 1;
            depth[u] = d;
        }
    }
    depth
}
