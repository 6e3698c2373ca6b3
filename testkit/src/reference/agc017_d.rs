//! agc017_d Game on Tree: a tree on 1..N; a move deletes an edge and the part without vertex 1;
//! no move loses. Input "N, N - 1 edges"; print `Alice` (first player) or `Bob`.
//!
//! Small method (N <= 12): the Grundy value of every set of remaining edges, by search. Large
//! method: Green Hackenbush's colon principle, a subtree hanging by one edge is worth its value
//! plus 1 and siblings add by XOR, over a parent array built breadth-first (no recursion, the
//! tree may be a path of 10^5). Checked against the search on 300 random trees of up to 12
//! vertices.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let n = t.usize();
    let edges: Vec<(usize, usize)> = (1..n).map(|_| (t.usize() - 1, t.usize() - 1)).collect();
    let g = if n <= 12 { search(n, &edges) } else { colon(n, &edges) };
    if g != 0 { "Alice\n" } else { "Bob\n" }.to_string()
}

pub(crate) fn colon(n: usize, edges: &[(usize, usize)]) -> u64 {
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in edges {
        adj[a].push(b);
        adj[b].push(a);
    }
    let mut parent = vec![usize::MAX; n];
    let mut order = vec![0];
    parent[0] = 0;
    let mut i = 0;
    while i < order.len() {
        let v = order[i];
        i += 1;
        for &w in &adj[v] {
            if parent[w] == usize::MAX {
                parent[w] = v;
                order.push(w);
            }
        }
    }
    let mut g = vec![0u64; n];
    for &v in order[1..].iter().rev() {
        g[parent[v]] ^= g[v] + 1;
    }
    g[0]
}

/// Grundy value of the whole tree by search over the sets of remaining edges (vertex 0 = root).
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
    g[(1 << m) - 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples() {
        for k in 1..=4 {
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/agc017_d");
            let i = std::fs::read_to_string(dir.join(format!("sample-{k}.in"))).unwrap();
            let o = std::fs::read_to_string(dir.join(format!("sample-{k}.out"))).unwrap();
            assert_eq!(solve(&i), o, "sample {k}");
        }
    }

    #[test]
    fn colon_agrees_with_search() {
        let mut seed = 17u64;
        let mut next = |below: usize| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) as usize % below
        };
        for _ in 0..300 {
            let n = 2 + next(11);
            let edges: Vec<(usize, usize)> = (1..n).map(|v| (next(v), v)).collect();
            assert_eq!(colon(n, &edges), search(n, &edges), "{edges:?}");
        }
    }
}
