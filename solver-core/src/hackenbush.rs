//! Green Hackenbush: a graph with one vertex on the ground (the root); a move deletes an edge,
//! and everything no longer connected to the root falls away. A player with no move loses.
//!
//! - [`root_branch_values`] and [`tree_value`]: rooted trees by the colon principle.
//! - [`graph_value`]: any graph (repeated edges and loops included) by the fusion principle.
//!
//! Vertices are 0-based here; judge problems number them from 1.

use alloc::vec;
use alloc::vec::Vec;

/// The Grundy values of the branches at the root of a tree: one per edge at the root, the value
/// of that edge together with everything hanging from it. A branch over a subtree of value `v`
/// is worth `v + 1`; the tree's value is their XOR ([`tree_value`]).
///
/// Rule: the colon principle (Winning Ways, ch. 7 "Hackenbush Hotchpotch": a stalk on top of a
/// tree of value `v` is worth `v + 1`, and trees joined at the root add as a Nim sum). Vertices
/// not connected to `root` are ignored.
///
/// # Constraints
/// `edges` form a forest on vertices `0..n` (no cycle, no repeated edge, no loop; use
/// [`graph_value`] for those), `root < n`; panics on a vertex `>= n` or on a cycle.
///
/// # Complexity
/// O(n + m) time and memory; no recursion, so a path of 10^5 vertices is fine.
///
/// Checked exhaustively against a search of the actual game (Grundy values over every set of
/// remaining edges) on every labelled tree of 6 vertices with every root
/// (`tests::trees_match_game_search`), and against [`graph_value`] on random trees of up to
/// 2000 vertices.
///
/// # Example
/// ```
/// use solver_core::hackenbush::{root_branch_values, tree_value};
/// // AtCoder AGC 017 D, sample 1 (vertices from 0): 0-1, 1-2, 1-3, 3-4.
/// let edges = [(0, 1), (1, 2), (1, 3), (3, 4)];
/// assert_eq!(root_branch_values(5, &edges, 0), vec![4]);
/// assert_eq!(tree_value(5, &edges, 0), 4);
/// ```
pub fn root_branch_values(n: usize, edges: &[(usize, usize)], root: usize) -> Vec<u64> {
    let adjacency = Adjacency::new(n, edges);
    assert!(root < n, "root_branch_values: root {} is not a vertex", root);
    // Breadth-first order from the root; then subtree values from the leaves up.
    let mut parent = vec![usize::MAX; n];
    let mut order = Vec::with_capacity(n);
    parent[root] = root;
    order.push(root);
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &(w, _) in adjacency.neighbours(v) {
            if w == parent[v] && v != root {
                continue;
            }
            assert!(parent[w] == usize::MAX, "root_branch_values: the edges contain a cycle");
            parent[w] = v;
            order.push(w);
        }
    }
    let mut value = vec![0u64; n];
    for &v in order.iter().skip(1).rev() {
        value[parent[v]] ^= value[v] + 1;
    }
    adjacency.neighbours(root).iter().map(|&(w, _)| value[w] + 1).collect()
}

/// The Grundy value of a tree rooted at `root`: the XOR of [`root_branch_values`] (the colon
/// principle, Winning Ways ch. 7). The player to move wins iff it is not 0.
///
/// # Constraints
/// As [`root_branch_values`].
///
/// # Complexity
/// O(n + m) time and memory, no recursion.
///
/// Checked as [`root_branch_values`] (`tests::trees_match_game_search`).
///
/// # Example
/// ```
/// use solver_core::hackenbush::tree_value;
/// // AGC 017 D, sample 2: 0-1, 1-2, 0-3, 3-4: two stalks of 2, value 0, Bob wins.
/// assert_eq!(tree_value(5, &[(0, 1), (1, 2), (0, 3), (3, 4)], 0), 0);
/// ```
pub fn tree_value(n: usize, edges: &[(usize, usize)], root: usize) -> u64 {
    root_branch_values(n, edges, root).into_iter().fold(0, |a, b| a ^ b)
}

/// The Grundy value of a Green Hackenbush graph rooted at `root`, for any graph: repeated edges
/// and loops are allowed, vertices not connected to the root are ignored.
///
/// Rule: the fusion principle (Winning Ways, ch. 7: the vertices on any cycle may be fused
/// without changing the value; an edge whose ends are fused becomes a loop, worth 1). Fusing
/// every cycle collapses each 2-edge-connected component into one vertex carrying its
/// non-bridge edges as loops, and the bridges then form a tree; by the colon principle a
/// component is worth (its number of non-bridge edges mod 2) XOR the XOR over the components
/// hanging from it by a bridge of (their value + 1). So an odd cycle hanging from a vertex is
/// worth a single edge and an even one nothing (POJ 3710).
///
/// # Constraints
/// Vertices `< n`, `root < n`; panics otherwise.
///
/// # Complexity
/// O(n + m) time and memory (bridges by an iterative depth-first search), no recursion.
///
/// Checked exhaustively against a search of the actual game on every multigraph of 4 vertices
/// with at most 5 edges, loops and repeated edges included, with every root, and on 300 random
/// multigraphs of 6 vertices and 8 edges (`tests::graphs_match_game_search`).
///
/// # Example
/// ```
/// use solver_core::hackenbush::graph_value;
/// // POJ 3710 sample: an edge (value 1) and an edge 0-1 carrying the triangle 1-2-3 (value 2).
/// assert_eq!(graph_value(2, &[(0, 1)], 0), 1);
/// assert_eq!(graph_value(4, &[(0, 1), (1, 2), (1, 3), (2, 3)], 0), 2);
/// // A triangle at the root is worth one edge, a loop too, a doubled edge nothing.
/// assert_eq!(graph_value(3, &[(0, 1), (1, 2), (2, 0)], 0), 1);
/// assert_eq!(graph_value(1, &[(0, 0)], 0), 1);
/// assert_eq!(graph_value(2, &[(0, 1), (1, 0)], 0), 0);
/// ```
pub fn graph_value(n: usize, edges: &[(usize, usize)], root: usize) -> u64 {
    assert!(root < n, "graph_value: root {} is not a vertex", root);
    let adjacency = Adjacency::new(n, edges);
    let is_bridge = bridges(&adjacency, edges.len(), root);
    // Components of the graph without its bridges, found from the root outwards; a component's
    // parent is the one it hangs from by a bridge.
    const NONE: usize = usize::MAX;
    let mut component = vec![NONE; n];
    let mut component_parent: Vec<usize> = Vec::new();
    let mut loops: Vec<u64> = Vec::new();
    let mut stack = vec![root];
    let mut bridge_queue = vec![(root, NONE)];
    let mut next_bridge = 0;
    while next_bridge < bridge_queue.len() {
        let (start, parent_component) = bridge_queue[next_bridge];
        next_bridge += 1;
        if component[start] != NONE {
            continue;
        }
        let id = component_parent.len();
        component_parent.push(parent_component);
        loops.push(0);
        component[start] = id;
        stack.clear();
        stack.push(start);
        while let Some(v) = stack.pop() {
            for &(w, e) in adjacency.neighbours(v) {
                if is_bridge[e] {
                    if component[w] == NONE {
                        bridge_queue.push((w, id));
                    }
                    continue;
                }
                // Each non-bridge edge is seen from both ends (a loop twice from its vertex).
                loops[id] += 1;
                if component[w] == NONE {
                    component[w] = id;
                    stack.push(w);
                }
            }
        }
    }
    // Components were numbered parents first, so a reverse pass sees children first.
    let mut value: Vec<u64> = loops.iter().map(|&twice| (twice / 2) % 2).collect();
    for c in (1..value.len()).rev() {
        let p = component_parent[c];
        value[p] ^= value[c] + 1;
    }
    value[0]
}

/// Whether `edges` form a forest on the vertices `0..n`: every vertex `< n`, no loop, no
/// repeated edge, no cycle. The tree functions above assume it; a problem's `main` checks its
/// input with it first, to stop with a message instead of a panic.
///
/// # Constraints
/// Any input.
///
/// # Complexity
/// O(n + m α(n)) by union-find.
///
/// Checked against counting (a graph is a forest iff each component has one edge fewer than
/// vertices) on every multigraph of 4 vertices with at most 5 edges, loops included
/// (`tests::forest_check_matches_counting`).
///
/// # Example
/// ```
/// use solver_core::hackenbush::is_forest;
/// assert!(is_forest(4, &[(0, 1), (2, 3)]));
/// assert!(!is_forest(3, &[(0, 1), (1, 2), (2, 0)]));
/// assert!(!is_forest(2, &[(0, 1), (1, 0)]));
/// assert!(!is_forest(2, &[(0, 2)]));
/// ```
pub fn is_forest(n: usize, edges: &[(usize, usize)]) -> bool {
    let mut parent: Vec<usize> = (0..n).collect();
    fn root(parent: &mut [usize], mut v: usize) -> usize {
        while parent[v] != v {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        v
    }
    for &(a, b) in edges {
        if a >= n || b >= n {
            return false;
        }
        let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
        if ra == rb {
            return false;
        }
        parent[ra] = rb;
    }
    true
}

/// Adjacency lists as one flat array: `(neighbour, edge index)`, a loop listed twice.
struct Adjacency {
    start: Vec<usize>,
    entries: Vec<(usize, usize)>,
}

impl Adjacency {
    fn new(n: usize, edges: &[(usize, usize)]) -> Adjacency {
        let mut degree = vec![0usize; n + 1];
        for &(a, b) in edges {
            assert!(a < n && b < n, "hackenbush: edge ({}, {}) has a vertex >= {}", a, b, n);
            degree[a] += 1;
            degree[b] += 1;
        }
        let mut start = vec![0usize; n + 1];
        for v in 0..n {
            start[v + 1] = start[v] + degree[v];
        }
        let mut fill = start.clone();
        let mut entries = vec![(0, 0); start[n]];
        for (e, &(a, b)) in edges.iter().enumerate() {
            entries[fill[a]] = (b, e);
            fill[a] += 1;
            entries[fill[b]] = (a, e);
            fill[b] += 1;
        }
        Adjacency { start, entries }
    }

    fn neighbours(&self, v: usize) -> &[(usize, usize)] {
        &self.entries[self.start[v]..self.start[v + 1]]
    }
}

/// Which edges are bridges of the part of the graph reachable from `root`, by Tarjan's low-link
/// search (iterative; the edge index, not the parent vertex, is skipped, so a repeated edge is
/// a cycle and never a bridge).
fn bridges(adjacency: &Adjacency, m: usize, root: usize) -> Vec<bool> {
    const UNSEEN: usize = usize::MAX;
    let n = adjacency.start.len() - 1;
    let mut is_bridge = vec![false; m];
    let mut order = vec![UNSEEN; n];
    let mut low = vec![0usize; n];
    let mut counter = 0;
    // (vertex, edge it was entered by, next adjacency position)
    let mut stack: Vec<(usize, usize, usize)> = vec![(root, UNSEEN, 0)];
    order[root] = counter;
    low[root] = counter;
    counter += 1;
    while let Some(top) = stack.last_mut() {
        let (v, via, next) = *top;
        let list = adjacency.neighbours(v);
        if next < list.len() {
            top.2 += 1;
            let (w, e) = list[next];
            if e == via {
                continue;
            }
            if order[w] == UNSEEN {
                order[w] = counter;
                low[w] = counter;
                counter += 1;
                stack.push((w, e, 0));
            } else if order[w] < low[v] {
                low[v] = order[w];
            }
        } else {
            stack.pop();
            if let Some(&(p, _, _)) = stack.last() {
                if low[v] < low[p] {
                    low[p] = low[v];
                }
                if low[v] > order[p] {
                    is_bridge[via] = true;
                }
            }
        }
    }
    is_bridge
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Grundy values of every set of remaining edges (bit e = edge e still there) of a Green
    /// Hackenbush graph, by search: a move deletes one edge and then every edge no longer
    /// connected to the root. Only the sets that are connected to the root are meaningful.
    pub(crate) fn grundy_by_search(n: usize, edges: &[(usize, usize)], root: usize) -> Vec<u64> {
        let m = edges.len();
        let prune = |mask: usize| -> usize {
            let mut reached = vec![false; n];
            reached[root] = true;
            let mut kept = 0usize;
            let mut changed = true;
            while changed {
                changed = false;
                for (e, &(a, b)) in edges.iter().enumerate() {
                    if mask >> e & 1 == 1 && kept >> e & 1 == 0 && (reached[a] || reached[b]) {
                        kept |= 1 << e;
                        reached[a] = true;
                        reached[b] = true;
                        changed = true;
                    }
                }
            }
            kept
        };
        let mut grundy = vec![0u64; 1 << m];
        for mask in 0..1usize << m {
            let mut seen = [false; 64];
            for e in 0..m {
                if mask >> e & 1 == 1 {
                    seen[grundy[prune(mask & !(1 << e))] as usize] = true;
                }
            }
            grundy[mask] = seen.iter().position(|&s| !s).unwrap() as u64;
        }
        grundy
    }

    fn full_value_by_search(n: usize, edges: &[(usize, usize)], root: usize) -> u64 {
        let all = (1usize << edges.len()) - 1;
        // The starting position: only what is connected to the root counts, and a move from
        // the full set prunes the same way.
        let g = grundy_by_search(n, edges, root);
        let mut reached = vec![false; n];
        reached[root] = true;
        let mut kept = 0usize;
        for _ in 0..edges.len() {
            for (e, &(a, b)) in edges.iter().enumerate() {
                if reached[a] || reached[b] {
                    kept |= 1 << e;
                    reached[a] = true;
                    reached[b] = true;
                }
            }
        }
        g[kept & all]
    }

    /// Deterministic SplitMix64 for the random cases.
    pub(crate) struct SplitMix(pub(crate) u64);
    impl SplitMix {
        pub(crate) fn below(&mut self, n: u64) -> u64 {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            (z ^ (z >> 31)) % n
        }
    }

    #[test]
    fn trees_match_game_search() {
        // Every labelled tree on 6 vertices, by its Pruefer sequence, with every root.
        const N: usize = 6;
        let mut trees = 0;
        for code in 0..N.pow(N as u32 - 2) {
            let seq: Vec<usize> = (0..N - 2).map(|i| code / N.pow(i as u32) % N).collect();
            let mut degree = vec![1usize; N];
            for &s in &seq {
                degree[s] += 1;
            }
            let mut edges = Vec::new();
            for &s in &seq {
                let leaf = (0..N).find(|&v| degree[v] == 1).unwrap();
                edges.push((leaf, s));
                degree[leaf] -= 1;
                degree[s] -= 1;
            }
            let rest: Vec<usize> = (0..N).filter(|&v| degree[v] == 1).collect();
            edges.push((rest[0], rest[1]));
            for root in 0..N {
                let want = full_value_by_search(N, &edges, root);
                assert_eq!(tree_value(N, &edges, root), want, "{:?} root {}", edges, root);
                assert_eq!(graph_value(N, &edges, root), want, "{:?} root {}", edges, root);
            }
            trees += 1;
        }
        assert_eq!(trees, 1296);
        // A forest: the part away from the root is ignored.
        assert_eq!(tree_value(5, &[(0, 1), (2, 3), (3, 4)], 0), 1);
    }

    #[test]
    fn large_random_trees_agree_with_the_fusion_method() {
        let mut rng = SplitMix(17);
        for n in [2usize, 3, 10, 100, 2000] {
            for _ in 0..20 {
                let edges: Vec<(usize, usize)> = (1..n).map(|v| (rng.below(v as u64) as usize, v)).collect();
                let root = rng.below(n as u64) as usize;
                assert_eq!(tree_value(n, &edges, root), graph_value(n, &edges, root));
            }
        }
        // A path of 10^5 vertices: no stack overflow; a path of k edges is worth k.
        let path: Vec<(usize, usize)> = (1..100_000).map(|v| (v - 1, v)).collect();
        assert_eq!(tree_value(100_000, &path, 0), 99_999);
        assert_eq!(graph_value(100_000, &path, 0), 99_999);
    }

    #[test]
    fn graphs_match_game_search() {
        // Every multiset of at most 5 edges among the 10 vertex pairs (loops included) of 4
        // vertices, with every root.
        const N: usize = 4;
        let pairs: Vec<(usize, usize)> = (0..N).flat_map(|a| (a..N).map(move |b| (a, b))).collect();
        let mut graphs = 0;
        let mut edges = Vec::new();
        fn extend(
            from: usize,
            left: usize,
            pairs: &[(usize, usize)],
            edges: &mut Vec<(usize, usize)>,
            graphs: &mut usize,
        ) {
            for root in 0..N {
                let want = full_value_by_search(N, edges, root);
                assert_eq!(graph_value(N, edges, root), want, "{:?} root {}", edges, root);
            }
            *graphs += 1;
            if left == 0 {
                return;
            }
            for p in from..pairs.len() {
                edges.push(pairs[p]);
                extend(p, left - 1, pairs, edges, graphs);
                edges.pop();
            }
        }
        extend(0, 5, &pairs, &mut edges, &mut graphs);
        assert_eq!(graphs, 3003);
        let mut rng = SplitMix(3710);
        for _ in 0..300 {
            let edges: Vec<(usize, usize)> = (0..8).map(|_| (rng.below(6) as usize, rng.below(6) as usize)).collect();
            let root = rng.below(6) as usize;
            assert_eq!(graph_value(6, &edges, root), full_value_by_search(6, &edges, root), "{:?} root {}", edges, root);
        }
    }

    #[test]
    fn forest_check_matches_counting() {
        const N: usize = 4;
        let pairs: Vec<(usize, usize)> = (0..N).flat_map(|a| (a..N).map(move |b| (a, b))).collect();
        fn by_counting(edges: &[(usize, usize)]) -> bool {
            // Components by repeated relaxation; a forest has vertices - 1 edges per component.
            let mut label: Vec<usize> = (0..N).collect();
            for _ in 0..N {
                for &(a, b) in edges {
                    let l = label[a].min(label[b]);
                    label[a] = l;
                    label[b] = l;
                }
            }
            (0..N).all(|c| {
                let vertices = (0..N).filter(|&v| label[v] == c).count();
                let inside = edges.iter().filter(|&&(a, _)| label[a] == c).count();
                vertices == 0 || inside + 1 == vertices
            })
        }
        fn extend(from: usize, left: usize, pairs: &[(usize, usize)], edges: &mut Vec<(usize, usize)>, count: &mut usize) {
            assert_eq!(is_forest(N, edges), by_counting(edges), "{:?}", edges);
            *count += 1;
            if left == 0 {
                return;
            }
            for p in from..pairs.len() {
                edges.push(pairs[p]);
                extend(p, left - 1, pairs, edges, count);
                edges.pop();
            }
        }
        let mut count = 0;
        extend(0, 5, &pairs, &mut Vec::new(), &mut count);
        assert_eq!(count, 3003);
        assert!(!is_forest(3, &[(0, 3)]));
    }
}
