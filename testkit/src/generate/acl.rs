//! Inputs of the problems over ac-library-rs (`acl_*`): small random ones for the differential
//! test and `stress` ([`lines`]), the own fixture cases ([`fixture_cases`]: small, since
//! fixtures/ keeps to a 20 MB budget; the largest N comes with few queries; acl_maxflow's
//! deepest augmenting path is the one case at the limits, with its own allowance), and inputs at the
//! stated limits ([`limit_cases`]), made on the fly by `problems/tests/limits.rs` and the bench
//! rather than stored (together they would double fixtures/).

use super::Rng;

/// Small random lines for problem `id`; `None` when `id` is not one of these problems.
pub fn lines(id: &str, r: &mut Rng) -> Option<Vec<String>> {
    Some(match id {
        "acl_dsu" => {
            let n = if r.below(8) == 0 { r.range(1, 200) } else { r.range(1, 12) };
            let q = r.range(1, 30);
            dsu_queries(r, n, q)
        }
        "acl_segtree_monoid" => {
            let n = if r.below(8) == 0 { r.range(1, 100) } else { r.range(1, 12) };
            let big = r.below(4) == 0;
            let q = r.range(1, 20);
            segtree_queries(r, n, q, |r| if big { signed(r, 1_000_000_000) } else { signed(r, 10) }, 3)
        }
        "acl_modint" => {
            let t = r.range(1, 20);
            let large = r.below(4) == 0;
            let mut v = vec![t.to_string()];
            for _ in 0..t {
                let n = match r.below(4) {
                    0 if large => [1_000_000, 999_999, r.range(1, 1_000_000)][r.index(3)],
                    1 => r.range(0, 3),
                    _ => r.range(0, 40),
                };
                v.push(format!("{n} {}", ballot_m(r, n)));
            }
            v
        }
        "acl_maxflow" => {
            let (left, right) = if r.below(6) == 0 { (r.range(1, 50), r.range(1, 50)) } else { (r.range(1, 8), r.range(1, 8)) };
            let m = r.range(0, (left * right * 2).min(200));
            bipartite(r, left, right, m)
        }
        "acl_strings" => {
            let t = r.range(1, 5);
            let mut v = vec![t.to_string()];
            for _ in 0..t {
                let letters = [1, 2, 3, 26][r.index(4)];
                let n = r.range(1, 20) as usize;
                v.push(if r.below(4) == 0 { periodic(r, letters, n) } else { word(r, letters, n) });
            }
            v
        }
        "acl_nim_components" => {
            let t = r.range(1, 5);
            let mut v = vec![t.to_string()];
            for _ in 0..t {
                let n = r.range(1, 15);
                let m = r.range(0, 20);
                v.extend(graph(r, n, m));
            }
            v
        }
        _ => return None,
    })
}

/// A value in -bound..=bound, the bounds and 0 more often than their share.
fn signed(r: &mut Rng, bound: u64) -> String {
    let magnitude = match r.below(8) {
        0 => bound,
        1 => 0,
        _ => r.range(0, bound),
    };
    if r.below(2) == 0 && magnitude > 0 {
        format!("-{magnitude}")
    } else {
        magnitude.to_string()
    }
}

/// m for a ballot query with n steps right: 0, n, n - 1 or anything in between.
fn ballot_m(r: &mut Rng, n: u64) -> u64 {
    match r.below(4) {
        0 => n,
        1 => n.saturating_sub(1),
        2 => 0,
        _ => r.range(0, n),
    }
}

/// "N Q" and Q queries; unions favour vertices already joined, so chains and big groups form.
fn dsu_queries(r: &mut Rng, n: u64, q: u64) -> Vec<String> {
    let mut v = vec![format!("{n} {q}")];
    for i in 0..q {
        let u = r.below(n);
        let w = if r.below(6) == 0 { u } else { r.below(n) };
        // The last query is always a question, so every input has an answer to compare.
        let kind = if i + 1 == q { 1 } else { r.below(2) };
        v.push(format!("{kind} {u} {w}"));
    }
    v
}

/// "N Q", the array, and Q queries; `every_long` of the questions span the whole array, the
/// others at most 50 elements (so the reference's scan stays linear in the file).
fn segtree_queries(r: &mut Rng, n: u64, q: u64, mut value: impl FnMut(&mut Rng) -> String, every_long: u64) -> Vec<String> {
    let mut v = vec![format!("{n} {q}")];
    v.push((0..n).map(|_| value(r)).collect::<Vec<_>>().join(" "));
    for i in 0..q {
        // The last query is always a question, so every input has an answer to compare.
        if r.below(2) == 0 && i + 1 < q {
            let p = r.below(n);
            v.push(format!("0 {p} {}", value(r)));
        } else if i % every_long == 0 {
            v.push(format!("1 0 {n}"));
        } else {
            let l = r.below(n);
            let r_ = r.range(l + 1, n.min(l + 50));
            v.push(format!("1 {l} {r_}"));
        }
    }
    v
}

/// "L R M" and M random edges.
fn bipartite(r: &mut Rng, left: u64, right: u64, m: u64) -> Vec<String> {
    let mut v = vec![format!("{left} {right} {m}")];
    v.extend((0..m).map(|_| format!("{} {}", r.below(left), r.below(right))));
    v
}

/// "N M" and M random edges (self-loops and repeats included).
fn graph(r: &mut Rng, n: u64, m: u64) -> Vec<String> {
    let mut v = vec![format!("{n} {m}")];
    v.extend((0..m).map(|_| format!("{} {}", r.below(n), r.below(n))));
    v
}

fn word(r: &mut Rng, letters: u64, n: usize) -> String {
    (0..n).map(|_| (b'a' + r.below(letters) as u8) as char).collect()
}

/// A random block repeated to length n, sometimes with the last letter changed.
fn periodic(r: &mut Rng, letters: u64, n: usize) -> String {
    let block_len = r.range(1, 4) as usize;
    let block = word(r, letters, block_len);
    let mut s: Vec<u8> = block.bytes().cycle().take(n).collect();
    if r.below(3) == 0 {
        let last = s.len() - 1;
        s[last] = b'a' + r.below(letters) as u8;
    }
    String::from_utf8(s).unwrap()
}

fn text(lines: Vec<String>) -> String {
    let mut s = lines.join("\n");
    s.push('\n');
    s
}
/// "T" and T tests of several lines each.
fn tests(tests: Vec<Vec<String>>) -> String {
    let mut v = vec![tests.len().to_string()];
    tests.into_iter().for_each(|t| v.extend(t));
    text(v)
}

fn with_count(v: Vec<String>) -> String {
    text(std::iter::once(v.len().to_string()).chain(v).collect())
}

/// `(name, input)` of the own fixture cases of an `acl_*` problem; `None` for other ids.
pub fn fixture_cases(id: &str) -> Option<Vec<(&'static str, String)>> {
    Some(match id {
        "acl_dsu" => dsu_cases(),
        "acl_segtree_monoid" => segtree_cases(),
        "acl_modint" => modint_cases(),
        "acl_maxflow" => maxflow_cases(),
        "acl_strings" => strings_cases(),
        "acl_nim_components" => nim_components_cases(),
        _ => return None,
    })
}

/// `(name, input)` at the stated limits of an `acl_*` problem (each a few MB, each answered by
/// `crate::reference` in a few seconds in a debug build); `None` for other ids.
pub fn limit_cases(id: &str) -> Option<Vec<(&'static str, String)>> {
    Some(match id {
        "acl_dsu" => {
            let mut r = Rng::new(0xd5d5);
            vec![("max-n-and-q", text(dsu_queries(&mut r, 200_000, 200_000))), ("max-q-few-vertices", text(dsu_queries(&mut r, 2000, 200_000)))]
        }
        "acl_segtree_monoid" => {
            let mut r = Rng::new(0x5e95);
            vec![
                ("max-n-and-q", text(segtree_queries(&mut r, 200_000, 200_000, |r| signed(r, 1_000_000_000), 1000))),
                ("largest-sums", text(largest_sums(&mut r, 200_000))),
            ]
        }
        "acl_modint" => {
            let mut r = Rng::new(0x3d3d);
            vec![("max-t", with_count(ballot_queries(&mut r, 100_000, 1_000_000)))]
        }
        "acl_maxflow" => {
            let mut r = Rng::new(0xf10f);
            vec![("max", text(bipartite(&mut r, 100_000, 100_000, 200_000))), ("long-augmenting-path", augmenting_path(50_000))]
        }
        "acl_strings" => {
            let mut r = Rng::new(0x5757);
            vec![
                ("max-two-letters", with_count(vec![word(&mut r, 2, 500_000)])),
                ("max-one-letter", with_count(vec!["q".repeat(500_000)])),
                ("fibonacci-words", with_count(fibonacci_words(500_000))),
            ]
        }
        "acl_nim_components" => {
            let mut r = Rng::new(0x7171);
            vec![
                ("max-n-and-m", tests(vec![graph(&mut r, 200_000, 200_000)])),
                ("one-path", tests(vec![path_graph(200_000)])),
            ]
        }
        _ => return None,
    })
}

fn dsu_cases() -> Vec<(&'static str, String)> {
    let mut r = Rng::new(0xd5);
    // A path 0-1-..-N-1 joined in a random order, with questions between far ends.
    let n = 1000u64;
    let mut order: Vec<u64> = (0..n - 1).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, r.index(i + 1));
    }
    let mut path = vec![format!("{n} {}", 2 * (n - 1))];
    for &i in &order {
        path.push(format!("0 {i} {}", i + 1));
        path.push(format!("1 0 {}", r.below(n)));
    }
    vec![
        ("edge-one-vertex", text(vec!["1 3".into(), "1 0 0".into(), "0 0 0".into(), "1 0 0".into()])),
        ("self-loops-and-repeats", text(dsu_queries(&mut r, 6, 40))),
        ("path-random-order", text(path)),
        ("random-2000", text(dsu_queries(&mut r, 300, 2000))),
        ("max-n-few-queries", text(dsu_queries(&mut r, 200_000, 30))),
    ]
}

/// N values at 10^9 or just below: answers reach 2*10^14, past 32 bits; one update splits it.
fn largest_sums(r: &mut Rng, n: u64) -> Vec<String> {
    let mut v = vec![format!("{n} 4")];
    v.push((0..n).map(|_| (1_000_000_000 - r.below(2)).to_string()).collect::<Vec<_>>().join(" "));
    v.extend([format!("1 0 {n}"), format!("0 {} -1000000000", n / 2), format!("1 0 {n}"), format!("1 {} {}", n / 2 - 1, n / 2 + 2)]);
    v
}

fn segtree_cases() -> Vec<(&'static str, String)> {
    let mut r = Rng::new(0x5e9);
    let negative = |r: &mut Rng| format!("-{}", r.range(1, 1_000_000_000));
    vec![
        ("single-element", text(vec!["1 3".into(), "-7".into(), "1 0 1".into(), "0 0 1000000000".into(), "1 0 1".into()])),
        ("all-negative", text(segtree_queries(&mut r, 100, 200, negative, 5))),
        ("small-values", text(segtree_queries(&mut r, 50, 300, |r| signed(r, 10), 4))),
        ("extremes", text(segtree_queries(&mut r, 500, 1000, |r| signed(r, 1_000_000_000), 10))),
        ("large-sums", text(largest_sums(&mut r, 2000))),
    ]
}

/// T ballot queries with n up to `max_n` (log-uniform, so small and large n both appear).
fn ballot_queries(r: &mut Rng, t: usize, max_n: u64) -> Vec<String> {
    (0..t)
        .map(|_| {
            let n = (r.next_u64() >> (64 - r.range(1, 20))).min(max_n);
            format!("{n} {}", ballot_m(r, n))
        })
        .collect()
}

fn modint_cases() -> Vec<(&'static str, String)> {
    let mut r = Rng::new(0x3d);
    let mut every_small = Vec::new();
    for n in 0..=30u64 {
        for m in 0..=n {
            every_small.push(format!("{n} {m}"));
        }
    }
    let edges: Vec<String> = ["0 0", "1 0", "1 1", "2 1", "1000000 0", "1000000 1", "1000000 999999", "1000000 1000000", "999999 499999"]
        .map(String::from)
        .to_vec();
    let diagonal: Vec<String> = (0..=3000u64).step_by(7).map(|n| format!("{n} {n}")).collect();
    vec![
        ("every-small", with_count(every_small)),
        ("edges", with_count(edges)),
        ("catalan-diagonal", with_count(diagonal)),
        ("random-2000", with_count(ballot_queries(&mut r, 2000, 1_000_000))),
        ("one-largest", with_count(vec!["1000000 500000".into()])),
    ]
}

/// Greedy pairs a_i with b_i; the maximum shifts every pair along one path of 2n + 1 edges.
fn augmenting_path(n: u64) -> String {
    let mut edges: Vec<String> = (0..n).map(|i| format!("{i} {i}")).collect();
    edges.extend((0..n).map(|i| format!("{} {i}", i + 1)));
    edges.push(format!("0 {n}"));
    text(std::iter::once(format!("{} {} {}", n + 1, n + 1, edges.len())).chain(edges).collect())
}

fn maxflow_cases() -> Vec<(&'static str, String)> {
    let mut r = Rng::new(0xf10);
    let with_header = |l: u64, rr: u64, v: Vec<String>| text(std::iter::once(format!("{l} {rr} {}", v.len())).chain(v).collect());
    let complete: Vec<String> = (0..30).flat_map(|a| (0..40).map(move |b| format!("{a} {b}"))).collect();
    let stars: Vec<String> = (0..300).map(|b| format!("0 {b}")).chain((1..300).map(|a| format!("{a} 0"))).collect();
    let repeated: Vec<String> = (0..200).map(|i| format!("{} {}", i % 3, i % 2)).collect();
    vec![
        ("no-edges", text(vec!["3 5 0".into()])),
        ("max-sides-few-edges", text(bipartite(&mut r, 100_000, 100_000, 20))),
        ("complete-30x40", with_header(30, 40, complete)),
        ("repeated-edges", with_header(3, 2, repeated)),
        ("two-stars", with_header(300, 300, stars)),
        // The one deep case fixtures/ carries (2.4 MB, allowed beside the 20 MB budget by
        // testkit/tests/fixtures_agree.rs): L = R = 10^5, M = 2*10^5 - 1, and one
        // augmenting path through all of it, so Dinic's search recurses about 2*10^5 deep: what a
        // judge's sandbox must have room for (an 8 MiB main stack does not; a big-stack thread
        // or DMOJ's unlimited main stack does). `judge --sandbox <profile>` runs it.
        ("deepest-augmenting-path", augmenting_path(99_999)),
        ("random-500", text(bipartite(&mut r, 300, 200, 500))),
    ]
}

/// Fibonacci words "ab", "aba", "abaab", ... up to `total` letters in all.
fn fibonacci_words(total: usize) -> Vec<String> {
    let (mut f, mut g) = ("a".to_string(), "ab".to_string());
    let (mut v, mut used) = (Vec::new(), 0);
    while used + g.len() <= total {
        used += g.len();
        v.push(g.clone());
        (f, g) = (g.clone(), g + &f);
    }
    v
}

fn strings_cases() -> Vec<(&'static str, String)> {
    let mut r = Rng::new(0x57);
    let singles: Vec<String> = (b'a'..=b'z').map(|c| (c as char).to_string()).collect();
    let periodic_words = vec!["a".repeat(1000), "ab".repeat(500), "abc".repeat(333) + "ab", "abcabcabd".repeat(100), "z".repeat(999) + "y"];
    let many: Vec<String> = (0..1000)
        .map(|_| {
            let letters = [1, 2, 3, 26][r.index(4)];
            let n = r.range(1, 30) as usize;
            if r.below(3) == 0 {
                periodic(&mut r, letters, n)
            } else {
                word(&mut r, letters, n)
            }
        })
        .collect();
    vec![
        ("single-letters", with_count(singles)),
        ("periodic", with_count(periodic_words)),
        ("fibonacci-words", with_count(fibonacci_words(20_000))),
        ("many-short", with_count(many)),
        ("long-two-letters", with_count(vec![word(&mut r, 2, 20_000)])),
    ]
}

/// "N N-1" and the path 0-1-..-N-1.
fn path_graph(n: u64) -> Vec<String> {
    std::iter::once(format!("{n} {}", n - 1)).chain((0..n - 1).map(|i| format!("{i} {}", i + 1))).collect()
}

fn nim_components_cases() -> Vec<(&'static str, String)> {
    let mut r = Rng::new(0x71);
    let isolated: Vec<Vec<String>> = (1..=40).map(|n| vec![format!("{n} 0")]).collect();
    // Every heap size 1..=12 alone and as two equal components (always Bob).
    let mut pairs = Vec::new();
    for s in 1..=12u64 {
        let path = |offset: u64| (0..s - 1).map(move |i| format!("{} {}", offset + i, offset + i + 1));
        pairs.push(std::iter::once(format!("{s} {}", s - 1)).chain(path(0)).collect());
        pairs.push(std::iter::once(format!("{} {}", 2 * s, 2 * (s - 1))).chain(path(0)).chain(path(s)).collect());
    }
    let many: Vec<Vec<String>> = (0..500)
        .map(|_| {
            let n = r.range(1, 20);
            let m = r.range(0, 20);
            graph(&mut r, n, m)
        })
        .collect();
    vec![
        ("isolated-vertices", tests(isolated)),
        ("paths-alone-and-paired", tests(pairs)),
        ("many-small", tests(many)),
        ("max-n-few-edges", tests(vec![graph(&mut r, 200_000, 10), vec!["200000 0".into()], vec!["199999 0".into()]])),
        ("paths", tests(vec![path_graph(300), path_graph(299), path_graph(400), path_graph(401)])),
    ]
}

#[cfg(test)]
mod tests {
    #[test]
    fn only_acl_ids() {
        let mut r = super::Rng::new(1);
        assert!(super::lines("hdu1525", &mut r).is_none());
        assert!(super::fixture_cases("hdu1525").is_none());
        assert!(super::limit_cases("hdu1525").is_none());
    }
}
