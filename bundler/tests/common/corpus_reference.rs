//! Independent brute forces for the corpus problems (tests/workspaces/acl and
//! tests/workspaces/nested), and the generator of their fixture inputs.
//!
//! Every expected output in those workspaces' `fixtures/` comes from `expected` here: naive,
//! exhaustive code that shares nothing with the libraries under test (relabelling instead of
//! union-find, loops instead of trees, every cut or every integral flow instead of augmenting
//! paths, every assignment instead of implication graphs, sorting suffixes instead of SA-IS).
//! `tests/corpus.rs` recomputes every fixture from this module, so the files cannot drift; the
//! test `corpus_fixtures_are_the_generators` checks them, and `just corpus-fixtures` rewrites them after a change here.

#![allow(dead_code)]

use std::fmt::Write;

/// The expected output of problem `id` on `input`, or None for an id this module does not know.
pub fn expected(id: &str, input: &str) -> Option<String> {
    let t = Tokens::new(input);
    Some(match id {
        "acl_dsu" => dsu(t),
        "acl_fenwick" => fenwick(t),
        "acl_floor_sum" => floor_sum(t),
        "acl_maxflow" => maxflow(t),
        "acl_mincostflow" => mincostflow(t),
        "acl_convolution" => convolution(t),
        "acl_convolution_i64" => convolution_i64(t),
        "acl_scc" => scc(t),
        "acl_twosat" => twosat(t),
        "acl_suffix_array" => suffix_array(t),
        "acl_segtree" => segtree(t),
        "acl_lazy_segtree" => lazy_segtree(t),
        "acl_dynamic_modint" => dynamic_modint(t),
        "acl_glob" => glob(t),
        "nested_dijkstra" => nested_dijkstra(t),
        "nested_circles" => nested_circles(t),
        "nested_tokens" => nested_tokens(input),
        "nested_modops" => nested_modops(t),
        "nested_lca" => nested_lca(t),
        "nested_problem_shapes" => nested_problem_shapes(t),
        _ => return None,
    })
}

struct Tokens<'a>(std::str::SplitAsciiWhitespace<'a>);

impl<'a> Tokens<'a> {
    fn new(input: &'a str) -> Self {
        Tokens(input.split_ascii_whitespace())
    }
    fn word(&mut self) -> &'a str {
        self.0.next().expect("input ended early")
    }
    fn i64(&mut self) -> i64 {
        self.word().parse().unwrap()
    }
    fn u64(&mut self) -> u64 {
        self.word().parse().unwrap()
    }
    fn usize(&mut self) -> usize {
        self.word().parse().unwrap()
    }
}

fn join<T: ToString>(v: &[T]) -> String {
    v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" ")
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

const P998: u64 = 998_244_353;

// ---------------------------------------------------------------- acl

/// Components as labels; a union relabels one whole component.
fn dsu(mut t: Tokens) -> String {
    let (n, q) = (t.usize(), t.usize());
    let mut label: Vec<usize> = (0..n).collect();
    let mut out = String::new();
    for _ in 0..q {
        let (kind, u, v) = (t.usize(), t.usize(), t.usize());
        if kind == 0 {
            let (from, to) = (label[v], label[u]);
            for l in label.iter_mut() {
                if *l == from {
                    *l = to;
                }
            }
        } else {
            writeln!(out, "{}", u8::from(label[u] == label[v])).unwrap();
        }
    }
    let mut sizes = std::collections::BTreeMap::new();
    for &l in &label {
        *sizes.entry(l).or_insert(0usize) += 1;
    }
    writeln!(out, "{} {}", sizes.len(), sizes.values().max().copied().unwrap_or(0)).unwrap();
    out
}

fn fenwick(mut t: Tokens) -> String {
    let (n, q) = (t.usize(), t.usize());
    let mut a: Vec<i64> = (0..n).map(|_| t.i64()).collect();
    let mut out = String::new();
    for _ in 0..q {
        let (kind, x, y) = (t.usize(), t.i64(), t.i64());
        if kind == 0 {
            a[x as usize] += y;
        } else {
            writeln!(out, "{}", a[x as usize..y as usize].iter().sum::<i64>()).unwrap();
        }
    }
    out
}

fn floor_sum(mut t: Tokens) -> String {
    let cases = t.usize();
    let mut out = String::new();
    for _ in 0..cases {
        let (n, m, a, b) = (t.i64() as i128, t.i64() as i128, t.i64() as i128, t.i64() as i128);
        let sum: i128 = (0..n).map(|i| (a * i + b).div_euclid(m)).sum();
        writeln!(out, "{}", sum).unwrap();
    }
    out
}

/// Max-flow min-cut: the cheapest of all cuts that put 0 on the source side and n-1 on the other.
fn maxflow(mut t: Tokens) -> String {
    let (n, m) = (t.usize(), t.usize());
    let edges: Vec<(usize, usize, u64)> = (0..m).map(|_| (t.usize(), t.usize(), t.u64())).collect();
    assert!(n <= 16, "brute force over cuts");
    let best = (0u32..1 << n)
        .filter(|s| s & 1 == 1 && s >> (n - 1) & 1 == 0)
        .map(|s| edges.iter().filter(|&&(u, v, _)| s >> u & 1 == 1 && s >> v & 1 == 0).map(|e| e.2).sum::<u64>())
        .min()
        .unwrap();
    format!("{}\n", best)
}

/// Every integral flow on every edge (capacities are tiny): the feasible flows of largest value,
/// and of those the cheapest.
fn mincostflow(mut t: Tokens) -> String {
    let (n, m) = (t.usize(), t.usize());
    let edges: Vec<(usize, usize, i64, i64)> = (0..m).map(|_| (t.usize(), t.usize(), t.i64(), t.i64())).collect();
    let assignments: u64 = edges.iter().map(|e| e.2 as u64 + 1).product();
    assert!(assignments <= 1 << 22, "brute force over flows");
    let mut best: (i64, i64) = (0, 0);
    let mut f = vec![0i64; m];
    for mut code in 0..assignments {
        for (i, e) in edges.iter().enumerate() {
            f[i] = (code % (e.2 as u64 + 1)) as i64;
            code /= e.2 as u64 + 1;
        }
        let mut balance = vec![0i64; n];
        for (i, e) in edges.iter().enumerate() {
            balance[e.0] -= f[i];
            balance[e.1] += f[i];
        }
        if (1..n - 1).any(|v| balance[v] != 0) {
            continue;
        }
        let value = balance[n - 1];
        let cost: i64 = edges.iter().zip(&f).map(|(e, x)| e.3 * x).sum();
        if value > best.0 || (value == best.0 && cost < best.1) {
            best = (value, cost);
        }
    }
    format!("{} {}\n", best.0, best.1)
}

fn convolution(mut t: Tokens) -> String {
    let (n, m) = (t.usize(), t.usize());
    let a: Vec<u64> = (0..n).map(|_| t.u64() % P998).collect();
    let b: Vec<u64> = (0..m).map(|_| t.u64() % P998).collect();
    let mut c = vec![0u64; n + m - 1];
    for i in 0..n {
        for j in 0..m {
            c[i + j] = (c[i + j] + a[i] * b[j]) % P998;
        }
    }
    format!("{}\n", join(&c))
}

fn convolution_i64(mut t: Tokens) -> String {
    let (n, m) = (t.usize(), t.usize());
    let a: Vec<i64> = (0..n).map(|_| t.i64()).collect();
    let b: Vec<i64> = (0..m).map(|_| t.i64()).collect();
    let mut c = vec![0i64; n + m - 1];
    for i in 0..n {
        for j in 0..m {
            c[i + j] += a[i] * b[j];
        }
    }
    format!("{}\n", join(&c))
}

/// Transitive closure by Floyd-Warshall; u and v share a component when each reaches the other.
fn scc(mut t: Tokens) -> String {
    let (n, m) = (t.usize(), t.usize());
    let mut reach = vec![vec![false; n]; n];
    for (v, row) in reach.iter_mut().enumerate() {
        row[v] = true;
    }
    for _ in 0..m {
        let (u, v) = (t.usize(), t.usize());
        reach[u][v] = true;
    }
    for k in 0..n {
        for i in 0..n {
            for j in 0..n {
                if reach[i][k] && reach[k][j] {
                    reach[i][j] = true;
                }
            }
        }
    }
    let smallest: Vec<usize> = (0..n).map(|v| (0..n).find(|&u| reach[u][v] && reach[v][u]).unwrap()).collect();
    let count = (0..n).filter(|&v| smallest[v] == v).count();
    format!("{}\n{}\n", count, join(&smallest))
}

/// Every assignment in lexicographic order (x_0 most significant, false first).
fn twosat(mut t: Tokens) -> String {
    let (n, m) = (t.usize(), t.usize());
    let clauses: Vec<(usize, bool, usize, bool)> = (0..m).map(|_| (t.usize(), t.usize() == 1, t.usize(), t.usize() == 1)).collect();
    assert!(n <= 20, "brute force over assignments");
    for code in 0u32..1 << n {
        let x = |i: usize| code >> (n - 1 - i) & 1 == 1;
        if clauses.iter().all(|&(i, f, j, g)| x(i) == f || x(j) == g) {
            return format!("{}\n", (0..n).map(|i| if x(i) { '1' } else { '0' }).collect::<String>());
        }
    }
    "UNSATISFIABLE\n".to_string()
}

fn suffix_array(mut t: Tokens) -> String {
    let s = t.word().as_bytes();
    let mut sa: Vec<usize> = (0..s.len()).collect();
    sa.sort_by(|&a, &b| s[a..].cmp(&s[b..]));
    let lcp: Vec<usize> =
        sa.windows(2).map(|w| s[w[0]..].iter().zip(&s[w[1]..]).take_while(|(a, b)| a == b).count()).collect();
    format!("{}\n{}\n", join(&sa), join(&lcp))
}

fn segtree(mut t: Tokens) -> String {
    let (n, q) = (t.usize(), t.usize());
    let mut f: Vec<(u64, u64)> = (0..n).map(|_| (t.u64(), t.u64())).collect();
    let mut out = String::new();
    for _ in 0..q {
        let (kind, a, b, c) = (t.usize(), t.u64(), t.u64(), t.u64());
        if kind == 0 {
            f[a as usize] = (b, c);
        } else {
            let mut x = c;
            for &(p, q) in &f[a as usize..b as usize] {
                x = (p * x + q) % P998;
            }
            writeln!(out, "{}", x).unwrap();
        }
    }
    out
}

fn lazy_segtree(mut t: Tokens) -> String {
    let (n, q) = (t.usize(), t.usize());
    let mut a: Vec<u64> = (0..n).map(|_| t.u64() % P998).collect();
    let mut out = String::new();
    for _ in 0..q {
        let (kind, l, r) = (t.usize(), t.usize(), t.usize());
        if kind == 0 {
            let (b, c) = (t.u64() % P998, t.u64() % P998);
            for x in &mut a[l..r] {
                *x = (b * *x + c) % P998;
            }
        } else {
            writeln!(out, "{}", a[l..r].iter().fold(0, |s, x| (s + x) % P998)).unwrap();
        }
    }
    out
}

/// Products in u128; inverses by trying every residue.
fn dynamic_modint(mut t: Tokens) -> String {
    let (m, n) = (t.u64(), t.usize());
    let a: Vec<u64> = (0..n).map(|_| t.u64()).collect();
    let product = a.iter().fold(1 % m, |p, &x| ((p as u128 * x as u128) % m as u128) as u64);
    let mut power_sum = 0u64;
    for (i, &x) in a.iter().enumerate() {
        let mut p = 1 % m;
        for _ in 0..=i {
            p = ((p as u128 * x as u128) % m as u128) as u64;
        }
        power_sum = (power_sum + p) % m;
    }
    assert!(m <= 1 << 20, "brute-force inverses");
    let inverses: Vec<String> = a
        .iter()
        .map(|&x| match (0..m).find(|&y| (x % m) * y % m == 1 % m) {
            Some(y) => y.to_string(),
            None => "-1".to_string(),
        })
        .collect();
    format!("{} {}\n{}\n", product, power_sum, inverses.join(" "))
}

fn z_naive(s: &[u8]) -> Vec<usize> {
    (0..s.len()).map(|i| s[i..].iter().zip(s).take_while(|(a, b)| a == b).count()).collect()
}

fn glob(mut t: Tokens) -> String {
    let s = t.word().as_bytes();
    let k = t.usize();
    let pairs: Vec<(i64, i64)> = (0..k).map(|_| (t.i64(), t.i64())).collect();
    let z = z_naive(s);
    let lcm = pairs.iter().fold(1u64, |l, &(_, m)| l / gcd(l, m as u64) * m as u64);
    assert!(lcm <= 1 << 24, "brute-force CRT");
    let crt = (0..lcm as i64).find(|&x| pairs.iter().all(|&(r, m)| (x - r).rem_euclid(m) == 0));
    let (y, z_mod) = match crt {
        Some(x) => (x, lcm as i64),
        None => (0, 0),
    };
    let last = pairs.last().unwrap().1 as u64;
    let mut power = 1 % last;
    for _ in 0..s.len() {
        power = power * 3 % last;
    }
    let inverse = (0..last).find(|&y| power * y % last == 1 % last).map_or(-1, |y| y as i64);
    let joined = 1 + z.iter().skip(1).filter(|&&len| len > 0).count();
    format!("{}\n{} {}\n{} {}\n{}\n", join(&z), y, z_mod, power, inverse, joined)
}

// ---------------------------------------------------------------- nested

/// Bellman-Ford by relaxing every edge n times; -1 for unreachable vertices.
fn nested_dijkstra(mut t: Tokens) -> String {
    let (n, m, s) = (t.usize(), t.usize(), t.usize());
    let edges: Vec<(usize, usize, u64)> = (0..m).map(|_| (t.usize(), t.usize(), t.u64())).collect();
    let mut dist: Vec<Option<u64>> = vec![None; n];
    dist[s] = Some(0);
    for _ in 0..n {
        for &(u, v, w) in &edges {
            if let Some(d) = dist[u] {
                if dist[v].map_or(true, |old| d + w < old) {
                    dist[v] = Some(d + w);
                }
            }
        }
    }
    let shown: Vec<String> = dist.iter().map(|d| d.map_or("-1".to_string(), |d| d.to_string())).collect();
    format!("{}\n", shown.join(" "))
}

/// Areas and circumferences to 6 decimals, the total area, and the circles sorted by area.
fn nested_circles(mut t: Tokens) -> String {
    let n = t.usize();
    let r: Vec<f64> = (0..n).map(|_| t.word().parse().unwrap()).collect();
    let mut out = String::new();
    for &x in &r {
        writeln!(out, "{:.6} {:.6}", std::f64::consts::PI * x * x, 2.0 * std::f64::consts::PI * x).unwrap();
    }
    let total: f64 = r.iter().map(|x| std::f64::consts::PI * x * x).sum();
    writeln!(out, "{:.6}", total).unwrap();
    out
}

/// Per line: the number of words (runs of letters), numbers (runs of digits, summed) and the
/// longest word.
fn nested_tokens(input: &str) -> String {
    let mut out = String::new();
    for line in input.lines().skip(1) {
        let line = line.trim_end_matches('\r');
        let mut words: Vec<&str> = Vec::new();
        let mut numbers: Vec<u64> = Vec::new();
        let bytes = line.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            let start = i;
            if bytes[i].is_ascii_alphabetic() {
                while i < bytes.len() && bytes[i].is_ascii_alphabetic() {
                    i += 1;
                }
                words.push(&line[start..i]);
            } else if bytes[i].is_ascii_digit() {
                while i < bytes.len() && bytes[i].is_ascii_digit() {
                    i += 1;
                }
                numbers.push(line[start..i].parse().unwrap());
            } else {
                i += 1;
            }
        }
        let mut longest = "-";
        for w in &words {
            if w.len() > longest.len() || longest == "-" {
                longest = w;
            }
        }
        writeln!(out, "{} {} {} {}", words.len(), numbers.len(), numbers.iter().sum::<u64>(), longest).unwrap();
    }
    out
}

/// Modular arithmetic mod 1_000_000_007 on u128, naively.
fn nested_modops(mut t: Tokens) -> String {
    const P: u128 = 1_000_000_007;
    let n = t.usize();
    let mut raw: Vec<u64> = (0..n).map(|_| t.u64()).collect();
    let a: Vec<u128> = raw.iter().map(|&x| x as u128 % P).collect();
    let mut prefix = Vec::with_capacity(n);
    let mut p = 1u128;
    for &x in &a {
        p = p * x % P;
        prefix.push(p);
    }
    let squares = a.iter().fold(0, |s, x| (s + x * x) % P);
    let alternating = a.iter().enumerate().fold(0u128, |s, (i, &x)| if i % 2 == 0 { (s + x) % P } else { (s + P - x) % P });
    raw.sort_unstable();
    let below_median = raw.iter().filter(|&&x| x < raw[n / 2]).count();
    format!("{}\n{} {}\n{} {}\n", join(&prefix), squares, alternating, raw[n / 2], below_median)
}

fn nested_problem_shapes(mut t: Tokens) -> String {
    let n = t.usize();
    let sum = (0..n).map(|_| t.u64() as u128).fold(0u128, |s, x| (s + x * x) % 1_000_000_007);
    format!("{}\n", sum)
}

/// Lowest common ancestors by walking up the parent links; depths by counting the steps.
fn nested_lca(mut t: Tokens) -> String {
    let (n, q) = (t.usize(), t.usize());
    let mut parent = vec![usize::MAX; n];
    let mut weight = vec![0u64; n];
    for v in 1..n {
        parent[v] = t.usize();
        weight[v] = t.u64();
    }
    let ancestors = |mut v: usize| {
        let mut path = vec![v];
        while parent[v] != usize::MAX {
            v = parent[v];
            path.push(v);
        }
        path
    };
    let mut out = String::new();
    for _ in 0..q {
        let (u, v) = (t.usize(), t.usize());
        let (pu, pv) = (ancestors(u), ancestors(v));
        let lca = *pu.iter().find(|x| pv.contains(x)).unwrap();
        let up = |path: &[usize]| path.iter().take_while(|&&x| x != lca).map(|&x| weight[x]).sum::<u64>();
        writeln!(out, "{} {}", lca, up(&pu) + up(&pv)).unwrap();
    }
    out
}

// ---------------------------------------------------------------- inputs

/// xorshift64*, so the generated inputs are the same on every machine.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in lo..=hi.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }
    pub fn irange(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }
    pub fn index(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The fixture inputs of problem `id`: (case name, input). `sample-1` is written by hand, the
/// rest drawn from a seeded generator, small enough for the brute forces above.
pub fn inputs(id: &str) -> Vec<(String, String)> {
    let sample = match id {
        "acl_dsu" => "4 7\n1 0 1\n0 0 1\n0 2 3\n1 0 1\n1 1 2\n0 0 2\n1 1 3\n",
        "acl_fenwick" => "5 5\n1 2 3 4 5\n1 0 5\n1 2 4\n0 3 10\n1 0 5\n1 0 3\n",
        "acl_floor_sum" => "5\n4 10 6 3\n6 5 4 3\n1 1 0 0\n31 415 92 65\n1000 1000000000 999999999 999999999\n",
        "acl_maxflow" => "4 5\n0 1 2\n0 2 1\n1 2 1\n1 3 1\n2 3 2\n",
        "acl_mincostflow" => "4 5\n0 1 2 1\n0 2 1 2\n1 2 1 1\n1 3 1 3\n2 3 2 1\n",
        "acl_convolution" => "4 5\n1 2 3 4\n5 6 7 8 9\n",
        "acl_convolution_i64" => "3 4\n-1 2 -3\n1000000000 -1000000000 7 0\n",
        "acl_scc" => "6 7\n1 4\n5 2\n3 0\n5 5\n4 1\n0 3\n4 2\n",
        "acl_twosat" => "3 3\n0 1 1 1\n1 0 2 0\n0 0 2 1\n",
        "acl_suffix_array" => "abracadabra\n",
        "acl_segtree" => "5 5\n1 2\n3 4\n5 6\n7 8\n9 10\n1 0 5 11\n1 2 4 12\n0 1 13 14\n1 0 4 15\n1 2 5 16\n",
        "acl_lazy_segtree" => "5 7\n1 2 3 4 5\n1 0 5\n0 2 4 100 101\n1 0 3\n0 1 3 102 103\n1 2 5\n0 2 5 104 105\n1 0 5\n",
        "acl_dynamic_modint" => "10 4\n3 4 7 10\n",
        "acl_glob" => "abacaba\n2\n2 3\n3 5\n",
        "nested_dijkstra" => "4 5 0\n0 1 4\n0 2 1\n2 1 2\n1 3 1\n2 3 5\n",
        "nested_circles" => "3\n1\n0.5\n2.25\n",
        "nested_tokens" => "3\nhello world 42\nabc123def 7 8\n\n",
        "nested_modops" => "5\n3 1 4 1 5\n",
        "nested_lca" => "5 3\n0 1\n0 2\n1 3\n1 4\n3 4\n2 4\n0 0\n",
        "nested_problem_shapes" => "3\n1 2 1000000007\n",
        _ => return Vec::new(),
    };
    let mut cases = vec![("sample-1".to_string(), sample.to_string())];
    for k in 1..=3u64 {
        let seed = id.bytes().fold(k, |h, b| h.wrapping_mul(131).wrapping_add(b as u64));
        let mut rng = Rng::new(seed);
        cases.push((format!("random-{}", k), random_input(id, k, &mut rng)));
    }
    cases
}

fn random_input(id: &str, k: u64, rng: &mut Rng) -> String {
    let mut s = String::new();
    let w = &mut s;
    match id {
        "acl_dsu" => {
            let (n, q) = (rng.range(1, 30) as usize, rng.range(1, 60));
            writeln!(w, "{} {}", n, q).unwrap();
            for _ in 0..q {
                writeln!(w, "{} {} {}", rng.range(0, 1), rng.index(n), rng.index(n)).unwrap();
            }
        }
        "acl_fenwick" => {
            let (n, q) = (rng.range(1, 30) as usize, rng.range(1, 60));
            writeln!(w, "{} {}", n, q).unwrap();
            let a: Vec<i64> = (0..n).map(|_| rng.irange(-1_000_000_000, 1_000_000_000)).collect();
            writeln!(w, "{}", join(&a)).unwrap();
            for _ in 0..q {
                if rng.range(0, 1) == 0 {
                    writeln!(w, "0 {} {}", rng.index(n), rng.irange(-1_000_000_000, 1_000_000_000)).unwrap();
                } else {
                    let (l, r) = (rng.index(n + 1), rng.index(n + 1));
                    writeln!(w, "1 {} {}", l.min(r), l.max(r)).unwrap();
                }
            }
        }
        "acl_floor_sum" => {
            writeln!(w, "30").unwrap();
            for _ in 0..30 {
                let m = if rng.range(0, 3) == 0 { rng.range(1, 4_000_000_000) } else { rng.range(1, 50) };
                let big = 1_000_000_000_000i64;
                let (a, b) = if k == 3 { (rng.irange(-big, big), rng.irange(-big, big)) } else { (rng.irange(-100, 100), rng.irange(-100, 100)) };
                writeln!(w, "{} {} {} {}", rng.range(0, 2000), m, a, b).unwrap();
            }
        }
        "acl_maxflow" => {
            let n = rng.range(2, 10) as usize;
            let m = rng.range(0, 25);
            writeln!(w, "{} {}", n, m).unwrap();
            for _ in 0..m {
                writeln!(w, "{} {} {}", rng.index(n), rng.index(n), rng.range(0, 1_000_000_000_000)).unwrap();
            }
        }
        "acl_mincostflow" => {
            let n = rng.range(2, 6) as usize;
            let m = rng.range(1, 10);
            writeln!(w, "{} {}", n, m).unwrap();
            for _ in 0..m {
                let (u, v) = (rng.index(n), rng.index(n));
                writeln!(w, "{} {} {} {}", u, if u == v { (v + 1) % n } else { v }, rng.range(0, 2), rng.range(0, 20)).unwrap();
            }
        }
        "acl_convolution" => {
            let (n, m) = (rng.range(1, 80) as usize, rng.range(1, 80) as usize);
            writeln!(w, "{} {}", n, m).unwrap();
            let a: Vec<u64> = (0..n).map(|_| rng.range(0, P998 - 1)).collect();
            let b: Vec<u64> = (0..m).map(|_| rng.range(0, P998 - 1)).collect();
            writeln!(w, "{}\n{}", join(&a), join(&b)).unwrap();
        }
        "acl_convolution_i64" => {
            let (n, m) = (rng.range(1, 60) as usize, rng.range(1, 60) as usize);
            writeln!(w, "{} {}", n, m).unwrap();
            // 60 products of 3e8 * 3e8 still fit in an i64.
            let bound = [1_000, 1_000_000, 300_000_000][k as usize - 1];
            let a: Vec<i64> = (0..n).map(|_| rng.irange(-bound, bound)).collect();
            let b: Vec<i64> = (0..m).map(|_| rng.irange(-bound, bound)).collect();
            writeln!(w, "{}\n{}", join(&a), join(&b)).unwrap();
        }
        "acl_scc" => {
            let n = rng.range(1, 25) as usize;
            let m = rng.range(0, 3 * n as u64);
            writeln!(w, "{} {}", n, m).unwrap();
            for _ in 0..m {
                writeln!(w, "{} {}", rng.index(n), rng.index(n)).unwrap();
            }
        }
        "acl_twosat" => {
            let n = rng.range(1, 12) as usize;
            // The third case is dense, so that it is likely unsatisfiable.
            let m = if k == 3 { 6 * n as u64 } else { rng.range(0, 3 * n as u64 + k) };
            writeln!(w, "{} {}", n, m).unwrap();
            for _ in 0..m {
                writeln!(w, "{} {} {} {}", rng.index(n), rng.range(0, 1), rng.index(n), rng.range(0, 1)).unwrap();
            }
        }
        "acl_suffix_array" => {
            let n = rng.range(1, 60);
            let letters = rng.range(1, 3) as u8 + if k == 3 { 20 } else { 0 };
            let text: String = (0..n).map(|_| (b'a' + rng.range(0, letters as u64 - 1) as u8) as char).collect();
            writeln!(w, "{}", text).unwrap();
        }
        "acl_segtree" => {
            let (n, q) = (rng.range(1, 20) as usize, rng.range(1, 40));
            writeln!(w, "{} {}", n, q).unwrap();
            for _ in 0..n {
                writeln!(w, "{} {}", rng.range(1, P998 - 1), rng.range(0, P998 - 1)).unwrap();
            }
            for _ in 0..q {
                if rng.range(0, 1) == 0 {
                    writeln!(w, "0 {} {} {}", rng.index(n), rng.range(1, P998 - 1), rng.range(0, P998 - 1)).unwrap();
                } else {
                    let (l, r) = (rng.index(n + 1), rng.index(n + 1));
                    writeln!(w, "1 {} {} {}", l.min(r), l.max(r), rng.range(0, P998 - 1)).unwrap();
                }
            }
        }
        "acl_lazy_segtree" => {
            let (n, q) = (rng.range(1, 20) as usize, rng.range(1, 40));
            writeln!(w, "{} {}", n, q).unwrap();
            let a: Vec<u64> = (0..n).map(|_| rng.range(0, P998 - 1)).collect();
            writeln!(w, "{}", join(&a)).unwrap();
            for _ in 0..q {
                let (l, r) = (rng.index(n + 1), rng.index(n + 1));
                if rng.range(0, 1) == 0 {
                    writeln!(w, "0 {} {} {} {}", l.min(r), l.max(r), rng.range(1, P998 - 1), rng.range(0, P998 - 1)).unwrap();
                } else {
                    writeln!(w, "1 {} {}", l.min(r), l.max(r)).unwrap();
                }
            }
        }
        "acl_dynamic_modint" => {
            let m = [rng.range(1, 30), rng.range(2, 1000), 65_537 * 15][k as usize - 1];
            let n = rng.range(1, 20);
            writeln!(w, "{} {}", m, n).unwrap();
            let a: Vec<u64> = (0..n).map(|_| rng.range(0, 1_000_000_000_000)).collect();
            writeln!(w, "{}", join(&a)).unwrap();
        }
        "acl_glob" => {
            let n = rng.range(1, 40);
            let text: String = (0..n).map(|_| (b'a' + rng.range(0, 1) as u8) as char).collect();
            let pairs = rng.range(1, 3);
            writeln!(w, "{}\n{}", text, pairs).unwrap();
            for _ in 0..pairs {
                let m = rng.range(1, 60);
                writeln!(w, "{} {}", rng.irange(-100, 100), m).unwrap();
            }
        }
        "nested_dijkstra" => {
            let n = rng.range(1, 15) as usize;
            let m = rng.range(0, 40);
            writeln!(w, "{} {} {}", n, m, rng.index(n)).unwrap();
            for _ in 0..m {
                writeln!(w, "{} {} {}", rng.index(n), rng.index(n), rng.range(0, 1_000_000_000)).unwrap();
            }
        }
        "nested_circles" => {
            let n = rng.range(1, 10);
            writeln!(w, "{}", n).unwrap();
            for _ in 0..n {
                writeln!(w, "{}.{:03}", rng.range(0, 1000), rng.range(0, 999)).unwrap();
            }
        }
        "nested_tokens" => {
            let lines = rng.range(1, 8);
            writeln!(w, "{}", lines).unwrap();
            let alphabet = b"ab9Z0 ,.x12  ";
            for _ in 0..lines {
                let len = rng.range(0, 30);
                let line: String = (0..len).map(|_| alphabet[rng.index(alphabet.len())] as char).collect();
                writeln!(w, "{}", line).unwrap();
            }
        }
        "nested_modops" => {
            let n = rng.range(1, 30) as usize;
            writeln!(w, "{}", n).unwrap();
            let a: Vec<u64> = (0..n).map(|_| rng.range(0, 1 << 40)).collect();
            writeln!(w, "{}", join(&a)).unwrap();
        }
        "nested_problem_shapes" => {
            let n = rng.range(1, 30);
            let bound = [100, 1_000_000_000, u64::MAX - 1][k as usize - 1];
            let a: Vec<u64> = (0..n).map(|_| rng.range(0, bound)).collect();
            writeln!(w, "{}\n{}", n, join(&a)).unwrap();
        }
        "nested_lca" => {
            let (n, q) = (rng.range(1, 30) as usize, rng.range(1, 30));
            writeln!(w, "{} {}", n, q).unwrap();
            for v in 1..n {
                writeln!(w, "{} {}", rng.index(v), rng.range(0, 1_000_000_000)).unwrap();
            }
            for _ in 0..q {
                writeln!(w, "{} {}", rng.index(n), rng.index(n)).unwrap();
            }
        }
        _ => unreachable!("no generator for {}", id),
    }
    s
}
