//! acl_dsu Disjoint Set Union: "0 u v" joins, "1 u v" asks "same component?" (print 1 / 0).
//!
//! Method: every vertex carries a component label and every label its member list; a join
//! relabels the members of the smaller component (O(N log N) relabellings in all), with no
//! parent pointers and no path compression. Checked against a search of the edge list for every
//! question on random small inputs.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let n = t.usize();
    let q = t.usize();
    let mut label: Vec<usize> = (0..n).collect();
    let mut members: Vec<Vec<usize>> = (0..n).map(|v| vec![v]).collect();
    let mut out = String::new();
    for _ in 0..q {
        let (kind, u, v) = (t.u64(), t.usize(), t.usize());
        assert!(kind <= 1 && u < n && v < n, "acl_dsu: bad query {kind} {u} {v}");
        let (a, b) = (label[u], label[v]);
        if kind == 1 {
            out.push_str(if a == b { "1\n" } else { "0\n" });
        } else if a != b {
            let (big, small) = if members[a].len() >= members[b].len() { (a, b) } else { (b, a) };
            let moved = std::mem::take(&mut members[small]);
            for &w in &moved {
                label[w] = big;
            }
            members[big].extend(moved);
        }
    }
    out
}

/// Answers by searching the edges added so far from u for every question: O(Q (N + Q)).
pub fn brute(input: &str) -> String {
    let mut t = Tok::new(input);
    let n = t.usize();
    let q = t.usize();
    let mut edges: Vec<(usize, usize)> = Vec::new();
    let mut out = String::new();
    for _ in 0..q {
        let (kind, u, v) = (t.u64(), t.usize(), t.usize());
        if kind == 0 {
            edges.push((u, v));
            continue;
        }
        let mut seen = vec![false; n];
        seen[u] = true;
        let mut grew = true;
        while grew {
            grew = false;
            for &(a, b) in &edges {
                if seen[a] != seen[b] {
                    seen[a] = true;
                    seen[b] = true;
                    grew = true;
                }
            }
        }
        out.push_str(if seen[v] { "1\n" } else { "0\n" });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("acl_dsu");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn agrees_with_edge_search() {
        for seed in 0..300 {
            let input = crate::generate::generate("acl_dsu", seed).unwrap();
            assert_eq!(solve(&input), brute(&input), "seed {seed}: {input}");
        }
    }
}
