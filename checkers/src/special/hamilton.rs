//! Special judge for `hamilton`: any Hamilton cycle that starts with the prefix is accepted; a
//! `-1` is accepted only when an exhaustive search (`search` below, every extension of the
//! prefix) finds no cycle, or the prefix is not a path. The expected file is
//! checked the same way, to flag a corrupt one.
//!
//! The graph model (the solids' edge lists typed in from problems.md, the n-cube, a plain
//! depth-first search) lives here; testkit's reference uses it too.

use crate::compare::judge_lines;

/// One test: the graph and the prefix.
pub struct Test {
    pub name: String,
    /// `Some(n)` for `cube n`.
    pub cube: Option<u32>,
    pub prefix: Vec<u64>,
}

/// The tests of an input; panics on an input that is not hamilton's (the checker program
/// reports that as its own failure).
pub fn parse(input: &str) -> Vec<Test> {
    let mut words = input.split_ascii_whitespace();
    let mut word = || words.next().unwrap_or_else(|| panic!("hamilton: the input ends early"));
    let number = |w: &str| -> u64 { w.parse().unwrap_or_else(|_| panic!("hamilton: {w:?} is not a number")) };
    let count = number(word());
    (0..count)
        .map(|_| {
            let name = word().to_string();
            let cube = (name == "cube").then(|| number(word()) as u32);
            let k = number(word());
            let prefix = (0..k).map(|_| number(word())).collect();
            Test { name, cube, prefix }
        })
        .collect()
}

/// Edges of a named solid, from problems.md.
pub fn solid_edges(name: &str) -> &'static str {
    match name {
        "tetrahedron" => "0-1 0-2 0-3 1-2 1-3 2-3",
        "octahedron" => "0-1 0-2 0-3 0-4 1-2 1-3 1-5 2-4 2-5 3-4 3-5 4-5",
        "dodecahedron" => {
            "0-1 0-10 0-19 1-2 1-8 2-3 2-6 3-4 3-19 4-5 4-17 5-6 5-15 6-7 7-8 7-14 8-9 9-10 \
             9-13 10-11 11-12 11-18 12-13 12-16 13-14 14-15 15-16 16-17 17-18 18-19"
        }
        "icosahedron" => {
            "0-1 0-5 0-7 0-8 0-11 1-2 1-5 1-6 1-8 2-3 2-6 2-8 2-9 3-4 3-6 3-9 3-10 4-5 4-6 \
             4-10 4-11 5-6 5-11 7-8 7-9 7-10 7-11 8-9 9-10 10-11"
        }
        _ => panic!("hamilton: unknown graph {name:?}"),
    }
}

/// Adjacency matrix of a test's graph; the cube only up to 4 dimensions (16 vertices).
pub fn matrix(test: &Test) -> Vec<Vec<bool>> {
    match test.cube {
        Some(n) => {
            assert!(n <= 4, "hamilton: the search is for cubes up to 16 vertices");
            let size = 1usize << n;
            (0..size).map(|u| (0..size).map(|v| (u ^ v).count_ones() == 1).collect()).collect()
        }
        None => {
            let edges: Vec<(usize, usize)> = solid_edges(&test.name)
                .split_whitespace()
                .map(|e| {
                    let (a, b) = e.split_once('-').unwrap();
                    (a.parse().unwrap(), b.parse().unwrap())
                })
                .collect();
            let size = edges.iter().map(|&(a, b)| a.max(b)).max().unwrap() + 1;
            let mut m = vec![vec![false; size]; size];
            for (a, b) in edges {
                m[a][b] = true;
                m[b][a] = true;
            }
            m
        }
    }
}

/// The number of vertices of a test's graph.
pub fn vertex_count(test: &Test) -> u64 {
    match test.cube {
        Some(n) => 1 << n,
        None => matrix(test).len() as u64,
    }
}

/// The reflected Gray code list of the n-cube by its recursive definition.
pub fn reflected_list(n: u32) -> Vec<u64> {
    let mut list = vec![0u64];
    for bit in 0..n {
        let upper: Vec<u64> = list.iter().rev().map(|&v| v | 1 << bit).collect();
        list.extend(upper);
    }
    list
}

/// Plain search: extend `path` (already a simple path) to a Hamilton cycle.
fn extend(m: &[Vec<bool>], path: &mut Vec<usize>, used: &mut Vec<bool>) -> bool {
    let n = m.len();
    let end = path[path.len() - 1];
    if path.len() == n {
        return n >= 3 && m[end][path[0]];
    }
    for next in 0..n {
        if m[end][next] && !used[next] {
            used[next] = true;
            path.push(next);
            if extend(m, path, used) {
                return true;
            }
            path.pop();
            used[next] = false;
        }
    }
    false
}

/// A Hamilton cycle of `m` starting with `prefix` (vertex 0 when empty), or `None`.
pub fn search(m: &[Vec<bool>], prefix: &[u64]) -> Option<Vec<usize>> {
    let n = m.len();
    let start = if prefix.is_empty() { vec![0] } else { prefix.to_vec() };
    let mut used = vec![false; n];
    let mut path = Vec::new();
    for &v in &start {
        if v >= n as u64 || used[v as usize] || path.last().is_some_and(|&u: &usize| !m[u][v as usize]) {
            return None;
        }
        used[v as usize] = true;
        path.push(v as usize);
    }
    extend(m, &mut path, &mut used).then_some(path)
}


/// Whether a Hamilton cycle starts with the test's prefix, decided without trusting any
/// answer: the n-cube always has one from any single vertex (the Gray code), and the small
/// graphs are searched exhaustively.
fn cycle_exists(test: &Test) -> bool {
    match test.cube {
        Some(n) if test.prefix.len() <= 1 => test.prefix.first().map_or(true, |&v| v < 1 << n),
        _ => search(&matrix(test), &test.prefix).is_some(),
    }
}

fn adjacent(test: &Test, u: u64, v: u64) -> bool {
    match test.cube {
        Some(_) => (u ^ v).count_ones() == 1,
        None => matrix(test)[u as usize][v as usize],
    }
}

/// Checks one answer line; `Err` says what is wrong.
fn check_line(test: &Test, exists: bool, line: &str) -> Result<(), String> {
    if line.trim() == "-1" {
        return if exists {
            Err("answered -1, but a Hamilton cycle starts with this prefix".into())
        } else {
            Ok(())
        };
    }
    let cycle: Vec<u64> = line
        .split_ascii_whitespace()
        .map(|w| w.parse::<u64>().map_err(|_| format!("{w:?} is not a vertex number")))
        .collect::<Result<_, _>>()?;
    let n = vertex_count(test);
    if cycle.len() as u64 != n {
        return Err(format!("{} vertices, the graph has {n}", cycle.len()));
    }
    if !cycle.starts_with(&test.prefix) {
        return Err(format!("does not start with the prefix {:?}", test.prefix));
    }
    let mut seen = vec![false; n as usize];
    for (i, &v) in cycle.iter().enumerate() {
        if v >= n {
            return Err(format!("vertex {v} does not exist (0..{n})"));
        }
        if std::mem::replace(&mut seen[v as usize], true) {
            return Err(format!("vertex {v} appears twice"));
        }
        let next = cycle[(i + 1) % cycle.len()];
        if next < n && !adjacent(test, v, next) {
            return Err(format!("{v}-{next} is not an edge"));
        }
    }
    Ok(())
}

pub fn check(input: &str, expected: &str, actual: &str) -> Result<(), String> {
    let tests = parse(input);
    let (exp, act) = (judge_lines(expected), judge_lines(actual));
    if act.len() > tests.len() {
        return Err(format!("line {}: extra output after the last case", tests.len() + 1));
    }
    for (c, test) in tests.iter().enumerate() {
        let case = c + 1;
        let exists = cycle_exists(test);
        if let Some(e) = exp.get(c) {
            check_line(test, exists, e).map_err(|why| {
                format!("case {case}: the EXPECTED answer is wrong ({why}) - corrupt expected file?")
            })?;
        }
        let line = act.get(c).ok_or_else(|| format!("case {case}: missing line"))?;
        check_line(test, exists, line).map_err(|why| format!("case {case}: {why} (line {:?})", short(line)))?;
    }
    Ok(())
}

fn short(line: &str) -> String {
    if line.len() <= 80 {
        line.to_string()
    } else {
        format!("{}... ({} bytes)", &line[..80], line.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const INPUT: &str = "4\ntetrahedron 0\ncube 3 1 5\nicosahedron 3 0 1 0\ndodecahedron 8 0 1 2 3 4 5 15 14\n";
    const EXPECTED: &str = "0 1 2 3\n5 4 6 7 3 2 0 1\n-1\n-1\n";

    #[test]
    fn accepts_any_valid_cycle() {
        assert!(check(INPUT, EXPECTED, EXPECTED).is_ok());
        // other cycles: the tetrahedron from another vertex, the cube the other way round
        assert!(check(INPUT, EXPECTED, "2 0 3 1\n5 1 0 2 3 7 6 4\n-1\n-1  \r\n").is_ok());
    }

    #[test]
    fn rejects_wrong_answers() {
        let err = |actual: &str| check(INPUT, EXPECTED, actual).unwrap_err();
        assert!(err("0 1 2\n5 4 6 7 3 2 0 1\n-1\n-1\n").contains("case 1: 3 vertices"));
        assert!(err("0 1 2 1\n5 4 6 7 3 2 0 1\n-1\n-1\n").contains("twice"));
        assert!(err("0 1 2 2\n5 4 6 7 3 2 0 1\n-1\n-1\n").contains("not an edge"));
        assert!(err("0 1 2 3\n5 4 6 7 3 2 1 0\n-1\n-1\n").contains("case 2"));
        assert!(err("0 1 2 3\n4 5 6 7 3 2 0 1\n-1\n-1\n").contains("prefix"));
        assert!(err("0 1 2 3\n5 4 6 7 3 2 0 9\n-1\n-1\n").contains("does not exist"));
        assert!(err("-1\n5 4 6 7 3 2 0 1\n-1\n-1\n").contains("case 1: answered -1"));
        assert!(err("0 1 2 3\n5 4 6 7 3 2 0 1\n-1\n").contains("case 4: missing"));
        assert!(err("0 1 2 3\n5 4 6 7 3 2 0 1\n-1\n-1\n-1\n").contains("extra"));
        assert!(err("0 1 2 x\n5 4 6 7 3 2 0 1\n-1\n-1\n").contains("not a vertex"));
        // a corrupt expected file is reported too
        let e = check(INPUT, "0 1 2 3\n5 4 6 7 3 2 0 1\n-1\n0 1\n", EXPECTED).unwrap_err();
        assert!(e.contains("EXPECTED"), "{e}");
    }

    #[test]
    fn big_cubes_need_no_search() {
        let input = "2\ncube 16 1 65535\ncube 16 1 65536\n";
        let cycle: Vec<String> = reflected_list(16)
            .iter()
            .map(|v| (v ^ 65535).to_string())
            .collect();
        let expected = format!("{}\n-1\n", cycle.join(" "));
        assert!(check(input, &expected, &expected).is_ok());
        assert!(check(input, &expected, &format!("-1\n-1\n")).unwrap_err().contains("case 1: answered -1"));
    }
}
