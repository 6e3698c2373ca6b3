//! poj3710 Christmas Game: rooted graphs (trees with polygons attached; repeated edges and
//! loops allowed); a move cuts an edge and what no longer touches node 1 falls; no move loses.
//! Cases "N graphs, each `m k` and k edges" until end of file; print `Sally` (first player) or
//! `Harry`.
//!
//! Small method (k <= 11): a graph's Grundy value by search over its sets of remaining edges.
//! Large method: the fusion principle. An edge is a bridge iff deleting it separates its ends
//! (tested by a search per edge, loops never are); the non-bridge edges join their ends into
//! fused vertices (union-find), each non-bridge edge becomes a loop worth 1, and the bridges form
//! a tree evaluated by the colon principle. Checked against the search on 400 random
//! multigraphs of up to 6 nodes and 9 edges.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    while let Some(graphs) = t.try_u64() {
        let mut x = 0;
        for _ in 0..graphs {
            let m = t.usize();
            let k = t.usize();
            let edges: Vec<(usize, usize)> = (0..k).map(|_| (t.usize() - 1, t.usize() - 1)).collect();
            x ^= if k <= 11 { search(m, &edges) } else { fused(m, &edges) };
        }
        out.push_str(if x != 0 { "Sally\n" } else { "Harry\n" });
    }
    out
}

fn find(p: &mut Vec<usize>, v: usize) -> usize {
    let mut r = v;
    while p[r] != r {
        r = p[r];
    }
    p[v] = r;
    r
}

/// Whether `from` reaches `to` without edge `skip` (`adj[v]` = (neighbour, edge index)).
fn connected_without(adj: &[Vec<(usize, usize)>], skip: usize, from: usize, to: usize) -> bool {
    let mut seen = vec![false; adj.len()];
    let mut stack = vec![from];
    seen[from] = true;
    while let Some(v) = stack.pop() {
        for &(w, e) in &adj[v] {
            if e != skip && !seen[w] {
                seen[w] = true;
                stack.push(w);
            }
        }
    }
    seen[to]
}

pub(crate) fn fused(n: usize, edges: &[(usize, usize)]) -> u64 {
    let mut adj = vec![Vec::new(); n];
    for (e, &(a, b)) in edges.iter().enumerate() {
        adj[a].push((b, e));
        adj[b].push((a, e));
    }
    let bridge: Vec<bool> = (0..edges.len()).map(|e| {
        let (a, b) = edges[e];
        a != b && !connected_without(&adj, e, a, b)
    }).collect();
    let mut p: Vec<usize> = (0..n).collect();
    for (e, &(a, b)) in edges.iter().enumerate() {
        if !bridge[e] {
            let (ra, rb) = (find(&mut p, a), find(&mut p, b));
            p[ra] = rb;
        }
    }
    let mut loops = vec![0u64; n];
    let mut tree = vec![Vec::new(); n];
    for (e, &(a, b)) in edges.iter().enumerate() {
        let (ra, rb) = (find(&mut p, a), find(&mut p, b));
        if bridge[e] {
            tree[ra].push(rb);
            tree[rb].push(ra);
        } else {
            loops[ra] += 1;
        }
    }
    fn value(v: usize, from: usize, tree: &[Vec<usize>], loops: &[u64]) -> u64 {
        let mut g = loops[v] % 2;
        for &w in &tree[v] {
            if w != from {
                g ^= value(w, v, tree, loops) + 1;
            }
        }
        g
    }
    let root = find(&mut p, 0);
    value(root, usize::MAX, &tree, &loops)
}

pub(crate) fn search(n: usize, edges: &[(usize, usize)]) -> u64 {
    let m = edges.len();
    let keep_rooted = |mask: usize| -> usize {
        let mut seen = vec![false; n];
        seen[0] = true;
        let mut kept = 0;
        loop {
            let before = kept;
            for (e, &(a, b)) in edges.iter().enumerate() {
                if mask >> e & 1 == 1 && (seen[a] || seen[b]) {
                    seen[a] = true;
                    seen[b] = true;
                    kept |= 1 << e;
                }
            }
            if kept == before {
                return kept;
            }
        }
    };
    let mut g = vec![0u64; 1 << m];
    for mask in 0..1usize << m {
        let options: Vec<u64> = (0..m).filter(|e| mask >> e & 1 == 1).map(|e| g[keep_rooted(mask & !(1 << e))]).collect();
        g[mask] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    g[keep_rooted((1 << m) - 1)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("poj3710");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn fusion_agrees_with_search() {
        let mut seed = 3710u64;
        let mut next = |below: usize| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) as usize % below
        };
        for _ in 0..400 {
            let n = 1 + next(6);
            let k = next(10);
            let edges: Vec<(usize, usize)> = (0..k).map(|_| (next(n), next(n))).collect();
            assert_eq!(fused(n, &edges), search(n, &edges), "{n} {edges:?}");
        }
    }
}
