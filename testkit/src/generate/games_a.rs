//! Inputs of issue 21's staircase-Nim and Green Hackenbush problems (poj1704, hdu4315, cses1099,
//! hdu3389, hdu3590, agc017_d, poj3710): small random ones for the differential test and
//! `stress` ([`lines`]), the own fixture cases ([`fixture_cases`]: a few kilobytes each, since
//! fixtures/ is nearly at its 20 MB budget), and inputs at the stated limits ([`limit_cases`]),
//! made on the fly by `problems/tests/limits.rs` and the bench instead of being stored.

use super::{join, Rng};

/// The problems of this file.
pub const IDS: [&str; 7] = ["poj1704", "hdu4315", "cses1099", "hdu3389", "hdu3590", "agc017_d", "poj3710"];

/// Small random lines for problem `id`; `None` when `id` is not one of these problems.
pub(super) fn lines(id: &str, r: &mut Rng) -> Option<Vec<String>> {
    Some(match id {
        "poj1704" => {
            let t = r.range(1, 20);
            let mut v = vec![t.to_string()];
            for _ in 0..t {
                let (n, hi) = if r.below(3) == 0 { (r.range(1, 40), 10_000) } else { (r.range(1, 6), 14) };
                let mut cells = distinct(r, n as usize, 1, hi);
                if r.below(3) == 0 {
                    cells = losing_row(r, n as usize, 1, hi.min(40));
                }
                shuffle(r, &mut cells);
                v.push(n.to_string());
                v.push(join(&cells));
            }
            v
        }
        "hdu4315" => {
            let mut v = Vec::new();
            for _ in 0..r.range(1, 20) {
                let (n, hi) = if r.below(3) == 0 { (r.range(1, 40), 99_999) } else { (r.range(1, 6), 12) };
                let mut cells = distinct(r, n as usize, 1, hi);
                cells.sort_unstable();
                let k = match r.below(4) {
                    0 => 1,
                    1 => 2.min(n),
                    _ => r.range(1, n),
                };
                v.push(format!("{n} {k}"));
                v.push(join(&cells));
            }
            v
        }
        "cses1099" => {
            let t = r.range(1, 20);
            let mut v = vec![t.to_string()];
            for _ in 0..t {
                let big = r.below(3) == 0;
                let n = if big { r.range(1, 30) } else { r.range(1, 5) };
                let p: Vec<u64> = (0..n).map(|_| if big { r.value(0, 1_000_000_000) } else { r.range(0, 2) }).collect();
                v.push(n.to_string());
                v.push(join(&p));
            }
            v
        }
        "hdu3389" => {
            let t = r.range(1, 20);
            let mut v = vec![t.to_string()];
            for _ in 0..t {
                let big = r.below(3) == 0;
                let n = if big { r.range(1, 300) } else { r.range(1, 7) };
                let p: Vec<u64> = (0..n)
                    .map(|_| if big { r.range(0, 100) } else if r.below(3) == 0 { r.range(0, 2) } else { 0 })
                    .collect();
                v.push(n.to_string());
                v.push(join(&p));
            }
            v
        }
        "hdu3590" => {
            let mut v = Vec::new();
            for _ in 0..r.range(1, 10) {
                let trees = r.range(1, 4);
                v.push(trees.to_string());
                for _ in 0..trees {
                    let m = if r.below(8) == 0 { r.range(1, 60) } else { r.range(1, 6) };
                    let one_line = r.below(4) == 0;
                    v.extend(tree_lines(r, m as usize, one_line));
                }
            }
            v
        }
        "agc017_d" => {
            let n = match r.below(8) {
                0 => r.range(2, 3),
                1 => r.range(2, 2000),
                _ => r.range(2, 12),
            };
            let mut v = vec![n.to_string()];
            v.extend(tree_edges(r, n as usize).into_iter().map(|(a, b)| format!("{a} {b}")));
            v
        }
        "poj3710" => {
            let mut v = Vec::new();
            for _ in 0..r.range(1, 8) {
                let graphs = r.range(1, 4);
                v.push(graphs.to_string());
                for _ in 0..graphs {
                    let big = r.below(6) == 0;
                    v.extend(christmas_graph(r, if big { 40 } else { 5 }, if big { 6 } else { 2 }));
                }
            }
            v
        }
        _ => return None,
    })
}

/// `count` distinct values in `lo..=hi`.
fn distinct(r: &mut Rng, count: usize, lo: u64, hi: u64) -> Vec<u64> {
    let mut set = std::collections::BTreeSet::new();
    while set.len() < count {
        set.insert(r.range(lo, hi));
    }
    set.into_iter().collect()
}

fn shuffle<T>(r: &mut Rng, v: &mut [T]) {
    for i in (1..v.len()).rev() {
        let j = r.index(i + 1);
        v.swap(i, j);
    }
}

/// A row of `n` pieces from cell `first` on, whose gaps at odd distance from the right end XOR
/// to 0 (a losing position of POJ 1704), each gap at most `max_gap`; sorted.
fn losing_row(r: &mut Rng, n: usize, first: u64, max_gap: u64) -> Vec<u64> {
    // gaps[i] = empty cells in front of piece i (piece 0 against the wall).
    let mut gaps: Vec<u64> = (0..n).map(|_| r.range(0, max_gap)).collect();
    let odd: Vec<usize> = (0..n).filter(|&i| (n - 1 - i) % 2 == 0).collect();
    let x = odd[1..].iter().fold(0, |x, &i| x ^ gaps[i]);
    gaps[odd[0]] = x;
    let mut cells = Vec::with_capacity(n);
    let mut next = first;
    for g in gaps {
        next += g;
        cells.push(next);
        next += 1;
    }
    cells
}

/// The edges of a random tree on 1..=n, vertex 1 among them, labels shuffled, each edge's
/// endpoints in random order; sometimes a path or a star.
fn tree_edges(r: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let shape = r.below(6);
    let mut label: Vec<usize> = (1..=n).collect();
    shuffle(r, &mut label[..]);
    let mut edges: Vec<(usize, usize)> = (1..n)
        .map(|v| {
            let parent = match shape {
                0 => v - 1,
                1 => 0,
                _ => r.index(v),
            };
            let (a, b) = (label[parent], label[v]);
            if r.below(2) == 0 {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    shuffle(r, &mut edges);
    edges
}

/// One tree of HDU 3590's input: `m`, then its `m - 1` edges, one a line (all on one line when
/// `one_line`).
fn tree_lines(r: &mut Rng, m: usize, one_line: bool) -> Vec<String> {
    let edges: Vec<String> = tree_edges(r, m).into_iter().map(|(a, b)| format!("{a} {b}")).collect();
    if one_line {
        vec![m.to_string(), edges.join(" ")]
    } else {
        let mut v = vec![m.to_string()];
        v.extend(edges);
        v
    }
}

/// A graph of POJ 3710: a random tree on up to `tree_nodes` nodes with up to `polygons` simple
/// polygons hung from its vertices (a polygon of 1 edge is a loop, of 2 a repeated edge), so
/// that every polygon meets the rest in one vertex; nodes relabelled with 1 kept the root.
fn christmas_graph(r: &mut Rng, tree_nodes: u64, polygons: u64) -> Vec<String> {
    let n = r.range(1, tree_nodes) as usize;
    let mut edges: Vec<(usize, usize)> = (1..n).map(|v| (r.index(v), v)).collect();
    let mut nodes = n;
    for _ in 0..r.range(0, polygons) {
        let at = r.index(nodes);
        let len = [1, 2, 3, 4, 5, r.range(3, 12)][r.index(6)] as usize;
        let mut prev = at;
        for _ in 1..len {
            edges.push((prev, nodes));
            prev = nodes;
            nodes += 1;
        }
        edges.push((prev, at));
    }
    let isolated = if r.below(5) == 0 { r.range(1, 3) as usize } else { 0 };
    let total = nodes + isolated;
    let mut label: Vec<usize> = (2..=total).collect();
    shuffle(r, &mut label);
    label.insert(0, 1);
    shuffle(r, &mut edges);
    let mut v = vec![format!("{total} {}", edges.len())];
    for (a, b) in edges {
        let (a, b) = (label[a], label[b]);
        v.push(if r.below(2) == 0 { format!("{a} {b}") } else { format!("{b} {a}") });
    }
    v
}

fn text(lines: impl IntoIterator<Item = String>) -> String {
    let mut s = String::new();
    for l in lines {
        s.push_str(&l);
        s.push('\n');
    }
    s
}

fn strs(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// `(name, input)` for every own fixture case of `id` (samples not included); `None` when `id`
/// is not one of these problems. Kept small: fixtures/ is near its budget.
pub(super) fn fixture_cases(id: &str) -> Option<Vec<(&'static str, String)>> {
    let mut r = Rng::new(0x6a6a ^ id.len() as u64);
    Some(match id {
        "poj1704" => {
            let single: Vec<String> = [1u64, 2, 3, 10_000, 9_999, 5000, 17].iter().flat_map(|c| ["1".to_string(), c.to_string()]).collect();
            let blocks: Vec<String> = (1..=10u64).flat_map(|n| [n.to_string(), join(&(1..=n).collect::<Vec<_>>())]).collect();
            let shifted: Vec<String> = (1..=10u64)
                .flat_map(|n| [n.to_string(), join(&(10_001 - n..=10_000).rev().collect::<Vec<_>>())])
                .collect();
            let mut losing = Vec::new();
            for _ in 0..20 {
                let n = r.range(1, 120) as usize;
                let mut cells = losing_row(&mut r, n, 1, 80);
                shuffle(&mut r, &mut cells);
                losing.push(n.to_string());
                losing.push(join(&cells));
            }
            let mut random = Vec::new();
            for _ in 0..20 {
                let n = r.range(1, 100) as usize;
                let mut cells = distinct(&mut r, n, 1, 10_000);
                shuffle(&mut r, &mut cells);
                random.push(n.to_string());
                random.push(join(&cells));
            }
            let count = |v: Vec<String>| text(std::iter::once((v.len() / 2).to_string()).chain(v));
            vec![
                ("single-piece", count(single)),
                ("blocks-from-cell-1", count(blocks)),
                ("blocks-at-the-far-end", count(shifted)),
                ("losing-unsorted", count(losing)),
                ("random-crlf-no-final-newline", count(random).replace('\n', "\r\n").trim_end().to_string()),
            ]
        }
        "hdu4315" => {
            // Every placement on cells 1..=6 with every king.
            let mut all = Vec::new();
            for mask in 1u32..1 << 6 {
                let cells: Vec<u64> = (0..6).filter(|&c| mask >> c & 1 == 1).map(|c| c + 1).collect();
                for k in 1..=cells.len() {
                    all.push(format!("{} {k}", cells.len()));
                    all.push(join(&cells));
                }
            }
            let mut second = Vec::new();
            for n in [1u64, 3, 5, 7, 99, 2, 4] {
                let mut cells = distinct(&mut r, n as usize, 1, 400);
                cells.sort_unstable();
                second.push(format!("{n} {}", 2.min(n)));
                second.push(join(&cells));
            }
            let mut top = Vec::new();
            for n in [1u64, 2, 3, 50] {
                let mut cells = distinct(&mut r, n as usize, 1, 99_999);
                cells.sort_unstable();
                top.push(format!("{n} 1"));
                top.push(join(&cells));
            }
            let far = strs(&["1 1", "99999", "2 2", "99998 99999", "3 2", "1 2 99999", "3 3", "99997 99998 99999", "2 1", "1 2"]);
            let mut random = Vec::new();
            for _ in 0..30 {
                let n = r.range(1, 60);
                let mut cells = distinct(&mut r, n as usize, 1, 99_999);
                cells.sort_unstable();
                random.push(format!("{n} {}", r.range(1, n)));
                random.push(join(&cells));
            }
            vec![
                ("all-on-cells-1-to-6", text(all)),
                ("king-second", text(second)),
                ("king-on-top", text(top)),
                ("far-cells", text(far)),
                ("random-no-final-newline", text(random).trim_end().to_string()),
            ]
        }
        "cses1099" => {
            let mut tiny = Vec::new();
            for code in 0..81u64 {
                let p: Vec<u64> = (0..4).map(|i| code / 3u64.pow(i) % 3).collect();
                tiny.push("4".to_string());
                tiny.push(join(&p));
            }
            let big = strs(&["1", "1000000000", "2", "1000000000 1000000000", "2", "0 1000000000", "3", "0 1000000000 1000000000", "1", "0"]);
            let mut odd_only = Vec::new();
            for _ in 0..10 {
                let n = r.range(1, 50);
                let p: Vec<u64> = (1..=n).map(|i| if i % 2 == 1 { r.range(0, 1_000_000_000) } else { 0 }).collect();
                odd_only.push(n.to_string());
                odd_only.push(join(&p));
            }
            let mut paired = Vec::new();
            for _ in 0..10 {
                // Even stairs in equal pairs: XOR 0, second wins.
                let n = 2 * r.range(2, 25);
                let mut p: Vec<u64> = (0..n).map(|_| r.range(0, 1_000_000_000)).collect();
                p[3] = p[1];
                paired.push(n.to_string());
                paired.push(join(&p));
            }
            let count = |v: Vec<String>| text(std::iter::once((v.len() / 2).to_string()).chain(v));
            vec![
                ("all-four-stairs-up-to-2", count(tiny)),
                ("largest-counts", count(big)),
                ("odd-stairs-only", count(odd_only)),
                ("even-stairs-cancel", count(paired)),
                ("crlf", count(strs(&["5", "1 2 3 4 5", "2", "7 7"])).replace('\n', "\r\n")),
            ]
        }
        "hdu3389" => {
            let mut singles = Vec::new();
            for n in 1..=12u64 {
                let p: Vec<u64> = (1..=n).map(|b| if b == n { 100 } else { 0 }).collect();
                singles.push(n.to_string());
                singles.push(join(&p));
            }
            let mut pairs = Vec::new();
            for n in 1..=12u64 {
                let p: Vec<u64> = (1..=n).map(|b| if b % 6 == 2 || b % 6 == 5 { 7 } else { b }).collect();
                pairs.push(n.to_string());
                pairs.push(join(&p));
            }
            let mut random = Vec::new();
            for _ in 0..20 {
                let n = r.range(1, 100);
                let p: Vec<u64> = (0..n).map(|_| r.range(0, 100)).collect();
                random.push(n.to_string());
                random.push(join(&p));
            }
            let max = strs(&["1", "100", "3", "100 100 100", "1", "0", "6", "100 100 100 100 100 100"]);
            let count = |v: Vec<String>| text(std::iter::once((v.len() / 2).to_string()).chain(v));
            vec![
                ("one-full-box", count(singles)),
                ("odd-side-sevens", count(pairs)),
                ("random-100", count(random)),
                ("terminal-boxes", count(max)),
                ("crlf-no-final-newline", count(strs(&["4", "0 0 0 1", "5", "1 1 1 1 1"])).replace('\n', "\r\n").trim_end().to_string()),
            ]
        }
        "hdu3590" => {
            // Where the SJ theorem on whole trees (the rule in circulation) is wrong.
            let counter = strs(&[
                "1", "5", "1 2", "2 3", "1 4", "4 5", // two stalks of 2: QQ (circulated: PP)
                "2", "5", "1 2", "2 3", "1 4", "4 5", "2", "1 2", // and one edge more
                "1", "7", "1 2", "2 3", "3 4", "1 5", "5 6", "6 7", // stalks of 3 and 3
                "1", "6", "1 2", "2 3", "1 4", "4 5", "1 6", // stalks 2, 2, 1: value 1
            ]);
            let bare = strs(&["1", "1", "3", "1", "1", "1", "2", "1", "2", "1 2"]);
            let mut stalks = Vec::new();
            for len in 1..=12 {
                stalks.push("1".to_string());
                stalks.push((len + 1).to_string());
                stalks.extend((1..=len).map(|i| format!("{} {}", i, i + 1)));
            }
            let mut random = Vec::new();
            for _ in 0..30 {
                let trees = r.range(1, 6);
                random.push(trees.to_string());
                for _ in 0..trees {
                    let m = r.range(1, 12) as usize;
                    random.extend(tree_lines(&mut r, m, false));
                }
            }
            let mut wide = vec!["3".to_string()];
            for _ in 0..3 {
                wide.extend(tree_lines(&mut r, 99, false));
            }
            vec![
                ("circulated-rule-fails", text(counter)),
                ("no-edges", text(bare)),
                ("single-stalks", text(stalks)),
                ("random-small", text(random)),
                ("three-trees-of-99-no-final-newline", text(wide).trim_end().to_string()),
            ]
        }
        "agc017_d" => {
            let path = |n: usize| text(std::iter::once(n.to_string()).chain((1..n).map(|v| format!("{} {}", v, v + 1))));
            let star = |n: usize| text(std::iter::once(n.to_string()).chain((2..=n).map(|v| format!("1 {v}"))));
            // A path rooted in its middle: two equal halves cancel.
            let middle = |n: usize| {
                // Vertices 2, 4, 6, ... and 3, 5, 7, ... form two chains from vertex 1.
                let mut v = vec![n.to_string()];
                v.extend((2..=n).map(|x| format!("{} {x}", if x <= 3 { 1 } else { x - 2 })));
                text(v)
            };
            let mut random = vec!["300".to_string()];
            random.extend(tree_edges(&mut r, 300).into_iter().map(|(a, b)| format!("{a} {b}")));
            vec![
                ("two-vertices", text(strs(&["2", "2 1"]))),
                ("path-of-400", path(400)),
                ("star-of-401", star(401)),
                ("balanced-middle-root", middle(301)),
                ("random-300-crlf", text(random).replace('\n', "\r\n")),
            ]
        }
        "poj3710" => {
            let polygons = strs(&[
                "1", "1 1", "1 1", // a loop at the root: 1
                "1", "2 2", "1 2", "2 1", // a doubled edge: 0
                "2", "3 3", "1 2", "2 3", "3 1", "4 4", "1 2", "2 3", "3 4", "4 1", // triangle 1, square 0
                "1", "5 5", "1 2", "2 3", "3 4", "4 5", "5 2", // a stalk holding a square: 1
                "1", "4 3", "1 2", "2 3", "3 2", // a stalk holding a doubled edge: 1 + 0 = 1
                "1", "1 0", // no edge at all
                "2", "3 1", "2 3", "2 1", "1 2", // edges away from the root do not count
            ]);
            let mut random = Vec::new();
            for _ in 0..15 {
                let graphs = r.range(1, 5);
                random.push(graphs.to_string());
                for _ in 0..graphs {
                    random.extend(christmas_graph(&mut r, 8, 3));
                }
            }
            let mut big = vec!["3".to_string()];
            for _ in 0..3 {
                big.extend(christmas_graph(&mut r, 40, 8));
            }
            let mut many = Vec::new();
            for _ in 0..10 {
                many.push("8".to_string());
                for _ in 0..8 {
                    many.extend(christmas_graph(&mut r, 4, 2));
                }
            }
            vec![
                ("polygons", text(polygons)),
                ("random-small", text(random)),
                ("larger-graphs", text(big)),
                ("many-small-graphs", text(many)),
                ("crlf-no-final-newline", text(strs(&["1", "3 3", "1 2", "2 3", "3 1"])).replace('\n', "\r\n").trim_end().to_string()),
            ]
        }
        _ => return None,
    })
}

/// Inputs at the stated limits, too large for fixtures/: checked against the reference by
/// `problems/tests/limits.rs` and timed by the bench. `None` when `id` is not one of these.
pub fn limit_cases(id: &str) -> Option<Vec<(&'static str, String)>> {
    let mut r = Rng::new(0x21a ^ id.len() as u64);
    Some(match id {
        "poj1704" => {
            // T = 20, N = 1000, cells <= 10^4; every other test a losing one.
            let mut v = vec!["20".to_string()];
            for i in 0..20 {
                let mut cells = if i % 2 == 0 { losing_row(&mut r, 1000, 1, 8) } else { distinct(&mut r, 1000, 1, 10_000) };
                shuffle(&mut r, &mut cells);
                v.push("1000".into());
                v.push(join(&cells));
            }
            vec![("t20-n1000", text(v))]
        }
        "hdu4315" => {
            // 100 cases of N = 1000 below 10^5 (the input runs to end of file).
            let mut v = Vec::new();
            for i in 0..100u64 {
                let mut cells = distinct(&mut r, 1000, 1, 99_999);
                cells.sort_unstable();
                v.push(format!("1000 {}", [1, 2, 1000, r.range(1, 1000)][(i % 4) as usize]));
                v.push(join(&cells));
            }
            vec![("100-cases-n1000", text(v))]
        }
        "cses1099" => {
            let one: Vec<u64> = (0..200_000).map(|_| r.range(0, 1_000_000_000)).collect();
            let mut many = vec!["100000".to_string()];
            for _ in 0..100_000 {
                many.push("2".into());
                many.push(format!("{} {}", r.range(0, 1_000_000_000), r.range(0, 3)));
            }
            vec![("n200000", text(["1".to_string(), "200000".to_string(), join(&one)])), ("t100000", text(many))]
        }
        "hdu3389" => {
            let mut v = vec!["100".to_string()];
            for _ in 0..100 {
                v.push("10000".into());
                v.push(join(&(0..10_000).map(|_| r.range(0, 100)).collect::<Vec<_>>()));
            }
            vec![("t100-n10000", text(v))]
        }
        "hdu3590" => {
            let mut v = Vec::new();
            for _ in 0..20 {
                v.push("99".to_string());
                for _ in 0..99 {
                    v.extend(tree_lines(&mut r, 99, false));
                }
            }
            vec![("20-cases-99-trees-of-99", text(v))]
        }
        "agc017_d" => {
            let n = 100_000usize;
            let path = text(std::iter::once(n.to_string()).chain((1..n).map(|v| format!("{} {}", v, v + 1))));
            let reversed = text(std::iter::once(n.to_string()).chain((1..n).map(|v| format!("{} {}", n - v + 1, n - v))));
            let star = text(std::iter::once(n.to_string()).chain((2..=n).map(|v| format!("{v} 1"))));
            let mut random = vec![n.to_string()];
            random.extend(tree_edges(&mut r, n).into_iter().map(|(a, b)| format!("{a} {b}")));
            vec![("path", path), ("path-root-at-the-end", reversed), ("star", star), ("random", text(random))]
        }
        "poj3710" => {
            let mut v = Vec::new();
            for _ in 0..20 {
                v.push("99".to_string());
                for _ in 0..99 {
                    v.extend(christmas_graph_limited(&mut r));
                }
            }
            vec![("20-cases-99-graphs", text(v))]
        }
        _ => return None,
    })
}

/// A POJ 3710 graph near its limits (fewer than 100 nodes, fewer than 500 edges).
fn christmas_graph_limited(r: &mut Rng) -> Vec<String> {
    loop {
        let g = christmas_graph(r, 60, 10);
        let head: Vec<u64> = g[0].split(' ').map(|x| x.parse().unwrap()).collect();
        if head[0] < 100 && head[1] < 500 {
            return g;
        }
    }
}
