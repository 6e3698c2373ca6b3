//! Special judge for `hamilton`: any Hamilton cycle that starts with the prefix is accepted; a
//! `-1` is accepted only when an exhaustive search (`reference::hamilton::search`, every
//! extension of the prefix) finds no cycle, or the prefix is not a path. The expected file is
//! checked the same way, to flag a corrupt one.

use crate::compare::judge_lines;
use crate::reference::hamilton::{matrix, parse, search, vertex_count, Test};

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
        let cycle: Vec<String> = crate::reference::hamilton::reflected_list(16)
            .iter()
            .map(|v| (v ^ 65535).to_string())
            .collect();
        let expected = format!("{}\n-1\n", cycle.join(" "));
        assert!(check(input, &expected, &expected).is_ok());
        assert!(check(input, &expected, &format!("-1\n-1\n")).unwrap_err().contains("case 1: answered -1"));
    }
}
