//! acl_maxflow Bipartite matching: the size of a largest matching of a bipartite graph
//! "L R M" with edges "a b".
//!
//! Method: Kuhn's augmenting paths, not a flow network: a greedy matching first, then rounds
//! that try every free left vertex with one shared visited mark per round, until a round finds
//! no augmenting path (Berge: then the matching is maximum). The depth-first search keeps its
//! own stack, so a path through 10^5 vertices cannot overflow the thread's. Checked against
//! the largest matching among all edge subsets on random graphs of up to 10 edges.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let (left, right, m) = (t.usize(), t.usize(), t.usize());
    let edges: Vec<(usize, usize)> = (0..m).map(|_| (t.usize(), t.usize())).collect();
    format!("{}\n", matching_size(left, right, &edges))
}

pub fn matching_size(left: usize, right: usize, edges: &[(usize, usize)]) -> usize {
    let mut adjacent = vec![Vec::new(); left];
    for &(a, b) in edges {
        assert!(a < left && b < right, "acl_maxflow: bad edge {a} {b}");
        adjacent[a].push(b);
    }
    const FREE: usize = usize::MAX;
    let mut mate_of_left = vec![FREE; left];
    let mut mate_of_right = vec![FREE; right];
    for a in 0..left {
        if let Some(&b) = adjacent[a].iter().find(|&&b| mate_of_right[b] == FREE) {
            mate_of_left[a] = b;
            mate_of_right[b] = a;
        }
    }
    let mut visited = vec![false; left];
    loop {
        visited.iter_mut().for_each(|v| *v = false);
        let mut augmented = false;
        for root in 0..left {
            if mate_of_left[root] != FREE || visited[root] {
                continue;
            }
            // Stack of (left vertex, next edge index); a free right vertex ends the path.
            let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
            visited[root] = true;
            let mut found_free = false;
            while let Some(&mut (a, ref mut next)) = stack.last_mut() {
                if *next == adjacent[a].len() {
                    stack.pop();
                    continue;
                }
                let b = adjacent[a][*next];
                *next += 1;
                let owner = mate_of_right[b];
                if owner == FREE {
                    found_free = true;
                    break;
                }
                if !visited[owner] {
                    visited[owner] = true;
                    stack.push((owner, 0));
                }
            }
            if found_free {
                // Flip the path: each left vertex on the stack takes the right vertex it tried
                // last (its child's mate, or the free vertex for the top of the stack).
                for &(a, next) in &stack {
                    let b = adjacent[a][next - 1];
                    mate_of_left[a] = b;
                    mate_of_right[b] = a;
                }
                augmented = true;
            }
        }
        if !augmented {
            break;
        }
    }
    mate_of_left.iter().filter(|&&b| b != FREE).count()
}

/// The largest set of pairwise disjoint edges, over all 2^M subsets.
pub fn brute(edges: &[(usize, usize)]) -> usize {
    let mut best = 0;
    for mask in 0u32..1 << edges.len() {
        let chosen: Vec<&(usize, usize)> = edges.iter().enumerate().filter(|(i, _)| mask >> i & 1 == 1).map(|(_, e)| e).collect();
        let disjoint = chosen.iter().enumerate().all(|(i, x)| chosen[..i].iter().all(|y| x.0 != y.0 && x.1 != y.1));
        if disjoint {
            best = best.max(chosen.len());
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::Rng;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("acl_maxflow");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn agrees_with_every_edge_subset() {
        let mut r = Rng::new(2024);
        for _ in 0..2000 {
            let (left, right) = (r.range(1, 5) as usize, r.range(1, 5) as usize);
            let m = r.range(0, 10) as usize;
            let edges: Vec<(usize, usize)> = (0..m).map(|_| (r.index(left), r.index(right))).collect();
            assert_eq!(matching_size(left, right, &edges), brute(&edges), "{left} {right} {edges:?}");
        }
    }

    #[test]
    fn long_augmenting_path() {
        // Greedy matches a_i with b_i; the only maximum matching shifts every pair by one.
        let n = 100_000;
        let mut edges: Vec<(usize, usize)> = (0..n).map(|i| (i, i)).collect();
        edges.extend((0..n).map(|i| (i + 1, i)));
        edges.push((0, n));
        assert_eq!(matching_size(n + 1, n + 1, &edges), n + 1);
    }
}
