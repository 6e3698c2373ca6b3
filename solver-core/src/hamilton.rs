//! Hamilton's game (the Icosian game, 1857): a cycle along the edges of a graph through every
//! vertex once, on the regular solids by a pruned backtracking search that extends a given
//! prefix, and on the n-cube from the reflected Gray code.
//!
//! Source: seed 003 (Doan Van Loi, "Mot so bai toan tro choi co noi dung toan hoc", master's
//! thesis, Hanoi 2012), ch. 2 section 2 (Gray code, the n-cube and Hamilton's game). Our copy of
//! the seed breaks off after the Nim section, so the statements follow the standard treatment
//! the thesis cites: D. E. Knuth, TAOCP vol. 4A, section 7.2.1.1 (the Gray code is a Hamilton
//! cycle of the n-cube); W. R. Hamilton, "The Icosian game" (1857).
//!
//! Vertices are `0..n`; a graph is a list of adjacency bit masks (bit `v` of `adjacency[u]` set
//! when `u` and `v` are joined), so the search handles graphs of up to 64 vertices.

use alloc::vec;
use alloc::vec::Vec;
use crate::gray::gray_code;

/// One of the four regular solids whose vertices are numbered as in problems.md ("hamilton");
/// the cube is the 3-cube, see [`hypercube_adjacency`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solid {
    Tetrahedron,
    Octahedron,
    Dodecahedron,
    Icosahedron,
}

#[rustfmt::skip]
const TETRAHEDRON_EDGES: [(usize, usize); 6] = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];

#[rustfmt::skip]
const OCTAHEDRON_EDGES: [(usize, usize); 12] = [
    (0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3),
    (1, 5), (2, 4), (2, 5), (3, 4), (3, 5), (4, 5),
];

#[rustfmt::skip]
const DODECAHEDRON_EDGES: [(usize, usize); 30] = [
    (0, 1), (0, 10), (0, 19), (1, 2), (1, 8), (2, 3), (2, 6), (3, 4), (3, 19), (4, 5),
    (4, 17), (5, 6), (5, 15), (6, 7), (7, 8), (7, 14), (8, 9), (9, 10), (9, 13), (10, 11),
    (11, 12), (11, 18), (12, 13), (12, 16), (13, 14), (14, 15), (15, 16), (16, 17), (17, 18),
    (18, 19),
];

#[rustfmt::skip]
const ICOSAHEDRON_EDGES: [(usize, usize); 30] = [
    (0, 1), (0, 5), (0, 7), (0, 8), (0, 11), (1, 2), (1, 5), (1, 6), (1, 8), (2, 3),
    (2, 6), (2, 8), (2, 9), (3, 4), (3, 6), (3, 9), (3, 10), (4, 5), (4, 6), (4, 10),
    (4, 11), (5, 6), (5, 11), (7, 8), (7, 9), (7, 10), (7, 11), (8, 9), (9, 10), (10, 11),
];

impl Solid {
    /// All four, in the order of problems.md.
    pub const ALL: [Solid; 4] = [
        Solid::Tetrahedron,
        Solid::Octahedron,
        Solid::Dodecahedron,
        Solid::Icosahedron,
    ];

    /// The solid called `name` in problems.md (`tetrahedron`, `octahedron`, `dodecahedron`,
    /// `icosahedron`), ASCII lower case.
    pub fn from_name(name: &[u8]) -> Option<Solid> {
        match name {
            b"tetrahedron" => Some(Solid::Tetrahedron),
            b"octahedron" => Some(Solid::Octahedron),
            b"dodecahedron" => Some(Solid::Dodecahedron),
            b"icosahedron" => Some(Solid::Icosahedron),
            _ => None,
        }
    }

    /// Number of vertices: 4, 6, 20, 12.
    pub fn vertex_count(self) -> usize {
        match self {
            Solid::Tetrahedron => 4,
            Solid::Octahedron => 6,
            Solid::Dodecahedron => 20,
            Solid::Icosahedron => 12,
        }
    }

    /// The edge list of problems.md, each edge once with the smaller vertex first.
    pub fn edges(self) -> &'static [(usize, usize)] {
        match self {
            Solid::Tetrahedron => &TETRAHEDRON_EDGES,
            Solid::Octahedron => &OCTAHEDRON_EDGES,
            Solid::Dodecahedron => &DODECAHEDRON_EDGES,
            Solid::Icosahedron => &ICOSAHEDRON_EDGES,
        }
    }

    /// Adjacency bit masks, one per vertex.
    pub fn adjacency(self) -> Vec<u64> {
        let mut adjacency = vec![0u64; self.vertex_count()];
        for &(u, v) in self.edges() {
            adjacency[u] |= 1 << v;
            adjacency[v] |= 1 << u;
        }
        adjacency
    }
}

/// Adjacency bit masks of the `n`-cube: vertices `0..2^n`, joined when they differ in one bit.
///
/// # Constraints
/// `n <= 6` (64 vertices, the width of the masks); panics otherwise.
///
/// # Complexity
/// O(2^n n).
///
/// # Example
/// ```
/// use solver_core::hamilton::hypercube_adjacency;
/// assert_eq!(hypercube_adjacency(2), [0b0110, 0b1001, 0b1001, 0b0110]);
/// ```
pub fn hypercube_adjacency(n: u32) -> Vec<u64> {
    assert!(
        n <= 6,
        "hypercube_adjacency: at most 6 dimensions fit 64-bit masks"
    );
    (0..1u64 << n)
        .map(|u| (0..n).fold(0u64, |mask, bit| mask | 1 << (u ^ 1 << bit)))
        .collect()
}

/// A Hamilton cycle of the graph that starts with the vertices of `prefix` (from vertex 0 when
/// `prefix` is empty), as the list of all vertices in cycle order; `None` when there is none,
/// also when `prefix` repeats a vertex, names one that does not exist, or steps along a
/// non-edge. The cycle closes from the last vertex back to the first.
///
/// Method: depth-first extension of the path, cutting a branch as soon as it cannot close:
/// the start must keep an unvisited neighbour to come back through; every unvisited vertex
/// needs two neighbours among the unvisited vertices and the two ends of the path; and the
/// unvisited vertices must all be reachable from the end of the path through unvisited
/// vertices. The vertices are bit masks, so each test is a few word operations per vertex.
///
/// Source: seed 003, ch. 2 section 2 (Hamilton's game on the solids); the pruning rules are
/// the usual ones for Hamilton-cycle backtracking (e.g. Knuth, TAOCP vol. 4B, section 7.2.2.4).
///
/// # Constraints
/// `adjacency.len() <= 64`, the masks symmetric and without loops; the search is exponential
/// in the worst case, so it is meant for small graphs: the regular solids and the n-cube up to
/// `n = 4` (16 vertices) take well under a millisecond from any prefix. A graph of fewer than
/// 3 vertices has no cycle and gives `None`.
///
/// # Complexity
/// O(number of pruned partial paths × n) time, O(n) memory.
///
/// Checked on all four solids and the 2-, 3- and 4-cube, for every path of up to 5 vertices
/// and every sequence of up to 2 vertices (paths or not) as the prefix, against a plain
/// unpruned search (same answer: a cycle or `None`), and every returned cycle edge by edge.
///
/// # Example
/// ```
/// use solver_core::hamilton::{hamilton_cycle_from, Solid};
/// let dodecahedron = Solid::Dodecahedron.adjacency();
/// let cycle = hamilton_cycle_from(&dodecahedron, &[0, 1, 2, 3, 4]).unwrap();
/// assert_eq!(cycle.len(), 20);
/// assert_eq!(&cycle[..5], &[0, 1, 2, 3, 4]);
/// // 0 1 2 3 4 5 15 14: no way to finish (problems.md's sample).
/// assert_eq!(hamilton_cycle_from(&dodecahedron, &[0, 1, 2, 3, 4, 5, 15, 14]), None);
/// // 0 1 0 repeats a vertex.
/// assert_eq!(hamilton_cycle_from(&Solid::Icosahedron.adjacency(), &[0, 1, 0]), None);
/// ```
pub fn hamilton_cycle_from(adjacency: &[u64], prefix: &[usize]) -> Option<Vec<usize>> {
    let n = adjacency.len();
    assert!(n <= 64, "hamilton_cycle_from: at most 64 vertices");
    if n < 3 {
        return None;
    }
    let path: Vec<usize> = if prefix.is_empty() {
        vec![0]
    } else {
        prefix.to_vec()
    };
    let mut visited = 0u64;
    for (i, &v) in path.iter().enumerate() {
        if v >= n || visited >> v & 1 == 1 || (i > 0 && adjacency[path[i - 1]] >> v & 1 == 0) {
            return None;
        }
        visited |= 1 << v;
    }
    let all = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    let mut search = CycleSearch {
        adjacency,
        all,
        path,
    };
    if search.extend(visited) {
        Some(search.path)
    } else {
        None
    }
}

struct CycleSearch<'a> {
    adjacency: &'a [u64],
    all: u64,
    path: Vec<usize>,
}

impl<'a> CycleSearch<'a> {
    /// Extends `self.path` (whose vertex set is `visited`) to a Hamilton cycle; on failure the
    /// path is left as it was.
    fn extend(&mut self, visited: u64) -> bool {
        let start = self.path[0];
        let end = self.path[self.path.len() - 1];
        let unvisited = self.all & !visited;
        if unvisited == 0 {
            return self.adjacency[end] >> start & 1 == 1;
        }
        if !self.can_still_close(unvisited, start, end) {
            return false;
        }
        let mut options = self.adjacency[end] & unvisited;
        while options != 0 {
            let next = options.trailing_zeros() as usize;
            options &= options - 1;
            self.path.push(next);
            if self.extend(visited | 1 << next) {
                return true;
            }
            self.path.pop();
        }
        false
    }

    /// The necessary conditions of the module docs for closing a cycle from a path
    /// `start .. end` whose unvisited vertices are `unvisited` (not empty).
    fn can_still_close(&self, unvisited: u64, start: usize, end: usize) -> bool {
        if self.adjacency[start] & unvisited == 0 {
            return false;
        }
        let ends = 1u64 << start | 1u64 << end;
        let mut rest = unvisited;
        while rest != 0 {
            let v = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if (self.adjacency[v] & (unvisited | ends)).count_ones() < 2 {
                return false;
            }
        }
        // Flood fill from the end's unvisited neighbours.
        let mut reached = self.adjacency[end] & unvisited;
        let mut frontier = reached;
        while frontier != 0 {
            let v = frontier.trailing_zeros() as usize;
            frontier &= frontier - 1;
            let new = self.adjacency[v] & unvisited & !reached;
            reached |= new;
            frontier |= new;
        }
        reached == unvisited
    }
}

/// The Hamilton cycle of the `n`-cube that starts at `start` and follows the reflected Gray
/// code: vertex `i` of the cycle is `start xor gray_code(i)`, for `i` in `0..2^n`.
///
/// Rule: consecutive Gray codes differ in one bit, and so do `gray_code(2^n - 1) = 2^(n-1)`
/// and `gray_code(0) = 0`, so the codes walk the cube and come back; XOR with `start` is a
/// symmetry of the cube that moves vertex 0 to `start`.
///
/// Source: seed 003, ch. 2 section 2; Knuth, TAOCP vol. 4A, section 7.2.1.1.
///
/// # Constraints
/// `2 <= n <= 32` (the 1-cube is a single edge, no cycle) and `start < 2^n`; panics
/// otherwise. The cycle is built in memory
/// (`2^n` entries), so `n` is meant to be small (the problem has `n <= 16`).
///
/// # Complexity
/// O(2^n).
///
/// Checked edge by edge (one bit between neighbours, the last back to the first, every vertex
/// once) for every start when `n <= 8` and for several starts for every `n <= 16`.
///
/// # Example
/// ```
/// use solver_core::hamilton::hypercube_cycle;
/// assert_eq!(hypercube_cycle(3, 5), [5, 4, 6, 7, 3, 2, 0, 1]);
/// ```
pub fn hypercube_cycle(n: u32, start: u64) -> Vec<u64> {
    assert!((2..=32).contains(&n), "hypercube_cycle: need 2 <= n <= 32");
    assert!(
        start < 1u64 << n,
        "hypercube_cycle: start must be a vertex of the n-cube"
    );
    (0..1u64 << n).map(|i| start ^ gray_code(i)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks `cycle` edge by edge as a Hamilton cycle of `adjacency` that starts with `prefix`.
    fn assert_hamilton_cycle(adjacency: &[u64], prefix: &[usize], cycle: &[usize]) {
        let n = adjacency.len();
        assert_eq!(cycle.len(), n, "prefix {:?}: {:?}", prefix, cycle);
        assert!(
            cycle.starts_with(prefix),
            "prefix {:?}: {:?}",
            prefix,
            cycle
        );
        let mut seen = vec![false; n];
        for (i, &v) in cycle.iter().enumerate() {
            assert!(
                v < n && !seen[v],
                "prefix {:?}: {:?} repeats {}",
                prefix,
                cycle,
                v
            );
            seen[v] = true;
            let next = cycle[(i + 1) % n];
            assert!(
                adjacency[v] >> next & 1 == 1,
                "prefix {:?}: {:?} steps along the non-edge {}-{}",
                prefix,
                cycle,
                v,
                next
            );
        }
    }

    /// Plain search: any Hamilton cycle extending `path`? No pruning at all.
    fn plain_search(adjacency: &[u64], path: &mut Vec<usize>) -> bool {
        let n = adjacency.len();
        if path.len() == n {
            return n >= 3 && adjacency[path[n - 1]] >> path[0] & 1 == 1;
        }
        let end = path[path.len() - 1];
        for next in 0..n {
            if adjacency[end] >> next & 1 == 1 && !path.contains(&next) {
                path.push(next);
                let found = plain_search(adjacency, path);
                path.pop();
                if found {
                    return true;
                }
            }
        }
        false
    }

    fn plain_answer(adjacency: &[u64], prefix: &[usize]) -> bool {
        let n = adjacency.len();
        let path = if prefix.is_empty() {
            vec![0]
        } else {
            prefix.to_vec()
        };
        for (i, &v) in path.iter().enumerate() {
            if v >= n || path[..i].contains(&v) || (i > 0 && adjacency[path[i - 1]] >> v & 1 == 0) {
                return false;
            }
        }
        plain_search(adjacency, &mut path.clone())
    }

    /// Every path of `length` vertices.
    fn paths(adjacency: &[u64], length: usize) -> Vec<Vec<usize>> {
        let mut all: Vec<Vec<usize>> = (0..adjacency.len()).map(|v| vec![v]).collect();
        for _ in 1..length {
            all = all
                .iter()
                .flat_map(|p| {
                    let end = p[p.len() - 1];
                    (0..adjacency.len())
                        .filter(move |&v| adjacency[end] >> v & 1 == 1 && !p.contains(&v))
                        .map(move |v| {
                            let mut q = p.clone();
                            q.push(v);
                            q
                        })
                })
                .collect();
        }
        all
    }

    fn graphs() -> Vec<(String, Vec<u64>)> {
        let mut graphs: Vec<(String, Vec<u64>)> = Solid::ALL
            .iter()
            .map(|s| (format!("{:?}", s), s.adjacency()))
            .collect();
        for n in 2..=4 {
            graphs.push((format!("{}-cube", n), hypercube_adjacency(n)));
        }
        graphs
    }

    #[test]
    fn solids_match_problems_md() {
        for solid in Solid::ALL {
            let adjacency = solid.adjacency();
            let degree = match solid {
                Solid::Tetrahedron => 3,
                Solid::Octahedron => 4,
                Solid::Dodecahedron => 3,
                Solid::Icosahedron => 5,
            };
            for (v, mask) in adjacency.iter().enumerate() {
                assert_eq!(mask.count_ones(), degree, "{:?} vertex {}", solid, v);
                assert_eq!(mask >> v & 1, 0);
            }
            let mut edges = solid.edges().to_vec();
            edges.sort();
            edges.dedup();
            assert_eq!(edges.len(), solid.edges().len());
            assert!(edges.iter().all(|&(u, v)| u < v));
        }
        for name in ["tetrahedron", "octahedron", "dodecahedron", "icosahedron"] {
            let solid = Solid::from_name(name.as_bytes()).unwrap();
            assert_eq!(format!("{:?}", solid).to_lowercase(), name);
        }
        assert_eq!(Solid::from_name(b"cube"), None);
    }

    #[test]
    fn search_matches_plain_search_from_every_short_prefix() {
        for (name, adjacency) in graphs() {
            let n = adjacency.len();
            let mut prefixes: Vec<Vec<usize>> = vec![vec![]];
            for length in 1..=5 {
                prefixes.extend(paths(&adjacency, length));
            }
            // Sequences of two vertices that are not paths, and vertices that do not exist.
            for u in 0..=n {
                for v in 0..=n {
                    prefixes.push(vec![u, v]);
                }
            }
            let mut found = 0;
            for prefix in &prefixes {
                let answer = hamilton_cycle_from(&adjacency, prefix);
                assert_eq!(
                    answer.is_some(),
                    plain_answer(&adjacency, prefix),
                    "{} prefix {:?}",
                    name,
                    prefix
                );
                if let Some(cycle) = answer {
                    assert_hamilton_cycle(&adjacency, prefix, &cycle);
                    found += 1;
                }
            }
            // The test must see both answers on the graphs where both exist.
            assert!(found > 0, "{}", name);
            if n > 4 {
                assert!(found < prefixes.len(), "{}", name);
            }
        }
    }

    #[test]
    fn full_prefixes_and_dead_ends() {
        let dodecahedron = Solid::Dodecahedron.adjacency();
        let cycle = hamilton_cycle_from(&dodecahedron, &[]).unwrap();
        assert_hamilton_cycle(&dodecahedron, &[0], &cycle);
        // A whole cycle as the prefix is its own answer; reversed, too.
        assert_eq!(
            hamilton_cycle_from(&dodecahedron, &cycle).as_ref(),
            Some(&cycle)
        );
        let mut reversed = cycle.clone();
        reversed[1..].reverse();
        assert_eq!(
            hamilton_cycle_from(&dodecahedron, &reversed),
            Some(reversed.clone())
        );
        // A Hamilton path whose ends are not joined does not close.
        let path: Vec<usize> = (0..16).map(|i| gray_code(i) as usize).collect();
        let cube = hypercube_adjacency(4);
        assert_eq!(hamilton_cycle_from(&cube, &path), Some(path.clone()));
        assert_eq!(
            hamilton_cycle_from(
                &cube,
                &[0, 1, 3, 7, 5, 4, 6, 2, 10, 8, 9, 11, 15, 13, 12, 14]
            ),
            None
        );
        assert_eq!(
            hamilton_cycle_from(&[0b10, 0b01], &[]),
            None,
            "two vertices have no cycle"
        );
    }

    #[test]
    fn hypercube_cycles_are_hamilton_cycles() {
        for n in 2..=16u32 {
            let size = 1u64 << n;
            let starts: Vec<u64> = if n <= 8 {
                (0..size).collect()
            } else {
                vec![0, 1, size - 1, size / 2, 0x5555 & (size - 1)]
            };
            for &start in &starts {
                let cycle = hypercube_cycle(n, start);
                assert_eq!(cycle.len() as u64, size);
                assert_eq!(cycle[0], start);
                let mut seen = vec![false; size as usize];
                for (i, &v) in cycle.iter().enumerate() {
                    assert!(v < size && !seen[v as usize], "n {} start {}", n, start);
                    seen[v as usize] = true;
                    let next = cycle[(i + 1) % cycle.len()];
                    assert_eq!(
                        (v ^ next).count_ones(),
                        1,
                        "n {} start {} at {}",
                        n,
                        start,
                        i
                    );
                }
            }
        }
        let cube = hypercube_adjacency(4);
        let cycle: Vec<usize> = hypercube_cycle(4, 9).iter().map(|&v| v as usize).collect();
        assert_hamilton_cycle(&cube, &[9], &cycle);
    }
}
