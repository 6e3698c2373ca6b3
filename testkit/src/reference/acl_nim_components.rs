//! acl_nim_components Lasker's Nim on the components of a graph: each component is a heap of
//! as many tokens as it has vertices; a move takes tokens from one heap or splits one heap in
//! two; the player who cannot move loses. Print the winner, Alice moving first.
//!
//! Method: component sizes by a breadth-first search over adjacency lists (no union-find),
//! Grundy values by hdu3032's residue rule (proven there against the mex table up to 300), and
//! their XOR. The sum rule itself is checked against a memoised search of the whole game over
//! every multiset of heaps of total <= 14, and the components against the search of
//! `acl_dsu::brute` on random graphs.

use super::Tok;
use std::collections::VecDeque;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let tests = t.usize();
    let mut out = String::new();
    for _ in 0..tests {
        let (n, m) = (t.usize(), t.usize());
        let edges: Vec<(usize, usize)> = (0..m).map(|_| (t.usize(), t.usize())).collect();
        let x = component_sizes(n, &edges).into_iter().fold(0, |x, s| x ^ super::hdu3032::grundy(s as u64));
        out.push_str(if x != 0 { "Alice\n" } else { "Bob\n" });
    }
    out
}

/// The sizes of the connected components, in order of their smallest vertex.
pub fn component_sizes(n: usize, edges: &[(usize, usize)]) -> Vec<usize> {
    let mut adjacent = vec![Vec::new(); n];
    for &(u, v) in edges {
        assert!(u < n && v < n, "acl_nim_components: bad edge {u} {v}");
        adjacent[u].push(v);
        adjacent[v].push(u);
    }
    let mut seen = vec![false; n];
    let mut sizes = Vec::new();
    for start in 0..n {
        if seen[start] {
            continue;
        }
        seen[start] = true;
        let mut queue = VecDeque::from([start]);
        let mut size = 0;
        while let Some(u) = queue.pop_front() {
            size += 1;
            for &v in &adjacent[u] {
                if !seen[v] {
                    seen[v] = true;
                    queue.push_back(v);
                }
            }
        }
        sizes.push(size);
    }
    sizes
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("acl_nim_components");
        assert_eq!(solve(&i), o);
    }

    /// Does the player to move win the sum of Lasker's Nim heaps `heaps` (sorted)?
    fn mover_wins(heaps: Vec<usize>, memo: &mut HashMap<Vec<usize>, bool>) -> bool {
        if let Some(&w) = memo.get(&heaps) {
            return w;
        }
        let mut wins = false;
        'moves: for i in 0..heaps.len() {
            let h = heaps[i];
            let mut options: Vec<Vec<usize>> = (0..h).map(|rest| vec![rest]).collect();
            options.extend((1..h).map(|a| vec![a, h - a]));
            for replaced in options {
                let mut next: Vec<usize> = heaps[..i].iter().chain(&heaps[i + 1..]).copied().collect();
                next.extend(replaced.into_iter().filter(|&x| x > 0));
                next.sort_unstable();
                if !mover_wins(next, memo) {
                    wins = true;
                    break 'moves;
                }
            }
        }
        memo.insert(heaps, wins);
        wins
    }

    fn partitions(total: usize, max_part: usize, prefix: &mut Vec<usize>, all: &mut Vec<Vec<usize>>) {
        if total == 0 {
            all.push(prefix.clone());
            return;
        }
        for part in 1..=max_part.min(total) {
            prefix.push(part);
            partitions(total - part, part, prefix, all);
            prefix.pop();
        }
    }

    #[test]
    fn xor_of_grundy_values_agrees_with_the_game_search() {
        let mut memo = HashMap::new();
        for total in 0..=14 {
            let mut all = Vec::new();
            partitions(total, total, &mut Vec::new(), &mut all);
            for mut heaps in all {
                heaps.sort_unstable();
                let x = heaps.iter().fold(0, |x, &s| x ^ crate::reference::hdu3032::grundy(s as u64));
                assert_eq!(mover_wins(heaps.clone(), &mut memo), x != 0, "{heaps:?}");
            }
        }
    }

    #[test]
    fn components_agree_with_the_edge_search() {
        let mut r = crate::generate::Rng::new(5);
        for _ in 0..300 {
            let n = r.range(1, 12) as usize;
            let m = r.range(0, 14) as usize;
            let edges: Vec<(usize, usize)> = (0..m).map(|_| (r.index(n), r.index(n))).collect();
            // acl_dsu's brute: "1 0 v" for every v tells which vertices share 0's component.
            let mut input = format!("{n} {}\n", m + n);
            for &(u, v) in &edges {
                input.push_str(&format!("0 {u} {v}\n"));
            }
            for v in 0..n {
                input.push_str(&format!("1 0 {v}\n"));
            }
            let with_zero = super::super::acl_dsu::brute(&input).matches('1').count();
            assert_eq!(component_sizes(n, &edges)[0], with_zero, "{n} {edges:?}");
            assert_eq!(component_sizes(n, &edges).iter().sum::<usize>(), n);
        }
    }
}
