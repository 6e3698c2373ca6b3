//! Special judges. For the move-printing problems (nim, bocsoig, bocsoia..bocsoif) ANY correct
//! answer is accepted: `0` exactly when the position is losing, otherwise a legal move that
//! leaves a losing position (bocsoif: `K D S` with K right, S legal from pile D, and when K = 1
//! the move wins; both piles 1: `0 0 0`). Win/lose is computed here from problems.md's rules,
//! independently of the expected file (which is only used to flag a corrupt expected answer).
//! hamilton: any Hamilton cycle that starts with the prefix (see `hamilton.rs`).
//! Every other id is compared judge-style: line by line, trailing spaces / CR / final newline
//! ignored.

use crate::compare::{judge_equal, judge_lines};

pub mod hamilton;

/// The special judges, by name: each is the problem of that id.
pub const NAMES: [&str; 9] = ["nim", "bocsoia", "bocsoib", "bocsoic", "bocsoid", "bocsoie", "bocsoif", "bocsoig", "hamilton"];

/// Judge one output. `Err` names the test case (1-based) and what is wrong.
pub fn check(id: &str, input: &str, expected: &str, actual: &str) -> Result<(), String> {
    match id {
        "nim" | "bocsoig" | "bocsoia" | "bocsoib" | "bocsoic" | "bocsoid" | "bocsoie"
        | "bocsoif" => special(id, input, expected, actual),
        "hamilton" => hamilton::check(input, expected, actual),
        _ => judge_equal(expected, actual),
    }
}


fn nums(s: &str) -> Vec<u64> {
    s.split_ascii_whitespace()
        .map(|w| {
            w.parse()
                .unwrap_or_else(|_| panic!("checker: bad input token {w:?}"))
        })
        .collect()
}

/// Parse an answer line into integers; Err on a non-integer token.
fn answer_nums(case: usize, line: &str) -> Result<Vec<u64>, String> {
    line.split_ascii_whitespace()
        .map(|w| {
            w.parse::<u64>().map_err(|_| {
                format!("case {case}: {w:?} is not a non-negative integer (line {line:?})")
            })
        })
        .collect()
}

/// The game of one test case.
enum Game {
    /// the pile sizes (one pile for bocsoia/b/c, two for bocsoid/e/f)
    Piles(Vec<u64>),
}

fn grundy_half(p: u64) -> u64 {
    // odd part of p+1, minus 1, halved
    let v = p as u128 + 1;
    ((v >> v.trailing_zeros()) as u64 - 1) / 2
}

/// Is the position (piles) losing for the player to move, per problem?
fn losing(id: &str, p: &[u64]) -> bool {
    match id {
        "nim" => p.iter().fold(0, |a, &x| a ^ x) == 0,
        "bocsoig" => p.iter().fold(0, |a, &x| a ^ grundy_half(x)) == 0,
        "bocsoia" => p[0] as u128 % (p[1] as u128 + 1) == 0,
        "bocsoib" => p[0] as u128 % (p[1] as u128 + 1) == 1,
        "bocsoic" => (p[0] as u128 + 1).is_power_of_two(),
        "bocsoid" => p[0] == p[1],
        // after a move (0, 0) means the mover took the last stone: the next player has won
        "bocsoie" => (p[0] == p[1] && p[0] > 1) || (p[0].min(p[1]) == 0 && p[0].max(p[1]) == 1),
        "bocsoif" => {
            let (l, s) = (p[0].max(p[1]) as u128 + 1, p[0].min(p[1]) as u128 + 1);
            l % s == 0 && (l / s).is_power_of_two()
        }
        _ => unreachable!(),
    }
}

/// Largest amount that may be taken from pile `i` (0-based) of `p`.
fn max_take(id: &str, p: &[u64], i: usize) -> u64 {
    match id {
        "nim" | "bocsoid" | "bocsoie" => p[i],
        "bocsoig" | "bocsoic" | "bocsoif" => p[i] / 2,
        "bocsoia" | "bocsoib" => p[0].min(p[1]),
        _ => unreachable!(),
    }
}

fn parse_cases(id: &str, input: &str) -> Vec<Game> {
    let v = nums(input);
    let t = v[0] as usize;
    let mut pos = 1;
    let mut out = Vec::with_capacity(t);
    for _ in 0..t {
        let width = match id {
            "nim" | "bocsoig" => {
                pos += 1;
                v[pos - 1] as usize
            }
            "bocsoic" => 1,
            _ => 2,
        };
        out.push(Game::Piles(v[pos..pos + width].to_vec()));
        pos += width;
    }
    out
}

fn special(id: &str, input: &str, expected: &str, actual: &str) -> Result<(), String> {
    let games = parse_cases(id, input);
    let (exp, act) = (judge_lines(expected), judge_lines(actual));
    if act.len() > games.len() {
        return Err(format!(
            "line {}: extra output {:?} after the last case",
            games.len() + 1,
            act[games.len()]
        ));
    }
    for (c, Game::Piles(p)) in games.iter().enumerate() {
        let case = c + 1;
        let lose = losing(id, p);
        if let Some(e) = exp.get(c) {
            let e = e.split_ascii_whitespace().next().unwrap_or("");
            if (e == "0") != lose {
                return Err(format!("case {case}: the EXPECTED answer {e:?} disagrees with the independent win/lose computation (position {p:?}) - corrupt expected file?"));
            }
        }
        let Some(line) = act.get(c) else {
            return Err(format!("case {case}: missing line (position {p:?})"));
        };
        let a = answer_nums(case, line)?;
        if id == "bocsoif" {
            check_f(case, p, lose, &a)?;
            continue;
        }
        match a.as_slice() {
            [0] if lose => {}
            [0] => return Err(format!("case {case}: answered 0 (losing) but {p:?} is a winning position")),
            [1, ..] if lose => return Err(format!("case {case}: answered a move ({line:?}) but {p:?} is a losing position (expected 0)")),
            [1, rest @ ..] => {
                // nim/bocsoig/bocsoid/bocsoie: `1 i s`; bocsoia/b/c: `1 s`
                let (i, s) = match (id, rest) {
                    ("bocsoia" | "bocsoib" | "bocsoic", [s]) => (0usize, *s),
                    ("nim" | "bocsoig" | "bocsoid" | "bocsoie", [i, s]) => {
                        if *i < 1 || *i as usize > p.len() {
                            return Err(format!("case {case}: pile index {i} out of range 1..={} (line {line:?})", p.len()));
                        }
                        (*i as usize - 1, *s)
                    }
                    _ => return Err(format!("case {case}: wrong number of values in {line:?}")),
                };
                let mx = max_take(id, p, i);
                if s < 1 || s > mx {
                    return Err(format!("case {case}: illegal move {line:?}: may take 1..={mx} from {p:?}"));
                }
                let mut q = p.clone();
                q[i] -= s;
                if id == "bocsoib" && q[0] == 0 {
                    return Err(format!("case {case}: move {line:?} takes the last stone and loses"));
                }
                if id == "bocsoie" && q.iter().all(|&x| x == 0) {
                    return Err(format!("case {case}: move {line:?} takes the last stone and loses"));
                }
                if !losing(id, &q) {
                    return Err(format!("case {case}: move {line:?} leaves {q:?}, which is not a losing position"));
                }
            }
            _ => return Err(format!("case {case}: malformed answer {line:?} (want `0` or `1 ...`)")),
        }
    }
    Ok(())
}

fn check_f(case: usize, p: &[u64], lose: bool, a: &[u64]) -> Result<(), String> {
    let &[k, d, s] = a else {
        return Err(format!(
            "case {case}: want three numbers `K D S`, got {a:?}"
        ));
    };
    if p[0] == 1 && p[1] == 1 {
        return if a == [0, 0, 0] {
            Ok(())
        } else {
            Err(format!(
                "case {case}: no legal move from (1, 1): want `0 0 0`, got {a:?}"
            ))
        };
    }
    if k != (!lose) as u64 {
        return Err(format!(
            "case {case}: K = {k} but {p:?} is {}",
            if lose {
                "losing (K = 0)"
            } else {
                "winning (K = 1)"
            }
        ));
    }
    if d != 1 && d != 2 {
        return Err(format!("case {case}: pile D = {d} must be 1 or 2"));
    }
    let pile = p[d as usize - 1];
    if s < 1 || s > pile / 2 {
        return Err(format!(
            "case {case}: illegal move: S = {s} from pile {d} of {pile} (may take 1..={})",
            pile / 2
        ));
    }
    let mut q = p.to_vec();
    q[d as usize - 1] -= s;
    if k == 1 && !losing("bocsoif", &q) {
        return Err(format!(
            "case {case}: move S = {s} from pile {d} leaves {q:?}, not a losing position"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const NIM_IN: &str = "3\n3 15 12 10\n3 3 4 5\n5 13 14 6 7 2\n";

    #[test]
    fn nim_accepts_other_winning_move() {
        // (3,4,5): X = 2; canonical 1 1 2; pile 2? 4^2 = 6 > 4 no; pile 3: 5^2 = 7 no. Use (1,2,4,8) X=15: only pile 4.
        // (7, 11, 13): X = 1: pile 1 -> 6, pile 2 -> 10, pile 3 -> 12 all win
        let input = "1\n3 7 11 13\n";
        // the canonical answer (testkit's reference agrees: testkit/tests/special_judges.rs)
        let exp = "1 1 1\n";
        assert!(check("nim", input, exp, "1 2 1\n").is_ok());
        assert!(check("nim", input, exp, "1 3 1  \r\n").is_ok());
        let e = check("nim", input, exp, "1 2 2\n").unwrap_err();
        assert!(e.contains("case 1") && e.contains("not a losing"), "{e}");
    }

    #[test]
    fn nim_rejections() {
        let exp = "1 1 9\n1 1 2\n0\n";
        let err = |a: &str| check("nim", NIM_IN, exp, a).unwrap_err();
        assert!(err("1 1 16\n1 1 2\n0\n").contains("illegal"));
        assert!(err("1 1 9\n1 4 1\n0\n").contains("case 2"));
        assert!(err("1 1 9\n1 1 2\n").contains("case 3: missing line"));
        assert!(err("1 1 9\n0\n0\n").contains("case 2: answered 0"));
        assert!(err("1 1 9\n1 1 2\n1 1 1\n").contains("case 3: answered a move"));
        assert!(err("1 1 8\n1 1 2\n0\n").contains("not a losing"));
        assert!(err("1 1 9\n1 1 2\n0\n0\n").contains("extra"));
        assert!(err("1 1 9 7\n1 1 2\n0\n").contains("wrong number"));
        assert!(err("1 1 x\n1 1 2\n0\n").contains("not a non-negative integer"));
        // a corrupt expected file is reported too
        assert!(check("nim", NIM_IN, "0\n1 1 2\n0\n", exp)
            .unwrap_err()
            .contains("EXPECTED"));
    }

    #[test]
    fn bocsoig_special() {
        // (5, 9): X = 1 ^ 2 = 3; canonical 1 1 1 (5 -> 4, g = 2)
        let input = "2\n2 5 9\n1 1\n";
        let exp = "1 1 1\n0\n";
        // other winning moves: pile 2: 9 -> q with g(q) = 1: q = 5 (s = 4)
        assert!(check("bocsoig", input, exp, "1 2 4\n0\n").is_ok());
        assert!(check("bocsoig", input, exp, "1 2 5\n0\n")
            .unwrap_err()
            .contains("illegal"));
        assert!(check("bocsoig", input, exp, "1 2 3\n0\n")
            .unwrap_err()
            .contains("not a losing"));
        assert!(check("bocsoig", input, exp, "1 1 1\n")
            .unwrap_err()
            .contains("case 2: missing"));
        assert!(check("bocsoig", input, exp, "0\n0\n")
            .unwrap_err()
            .contains("case 1"));
        assert!(check("bocsoig", input, exp, "1 1 1\n1 1 1\n")
            .unwrap_err()
            .contains("case 2"));
    }

    #[test]
    fn other_move_problems() {
        assert!(check("bocsoie", "1\n1 1\n", "1 1 1\n", "1 2 1\n").is_ok());
        assert!(check("bocsoie", "1\n2 1\n", "1 1 2\n", "1 1 1\n")
            .unwrap_err()
            .contains("not a losing"));
        assert!(check("bocsoie", "1\n0 1\n", "0\n", "1 2 1\n")
            .unwrap_err()
            .contains("losing position"));
        assert!(check("bocsoib", "1\n3 5\n", "1 2\n", "1 3\n")
            .unwrap_err()
            .contains("last stone"));
        assert!(check("bocsoia", "1\n13 3\n", "1 1\n", "1 4\n")
            .unwrap_err()
            .contains("illegal"));
        assert!(check("bocsoic", "1\n10\n", "1 3\n", "1 3\n").is_ok());
        assert!(check("bocsoif", "1\n1 1\n", "0 0 0\n", "0 2 1\n").is_err());
        assert!(check("bocsoif", "1\n2 2\n", "0 2 1\n", "0 1 1\n").is_ok());
        assert!(check("bocsoif", "1\n2 2\n", "0 2 1\n", "1 1 1\n")
            .unwrap_err()
            .contains("K = 1"));
        assert!(check("bocsoif", "1\n100 7\n", "1 1 37\n", "1 1 38\n")
            .unwrap_err()
            .contains("not a losing"));
        assert!(check("bocsoif", "1\n100 7\n", "1 1 37\n", "1 1 51\n")
            .unwrap_err()
            .contains("illegal"));
    }

    #[test]
    fn exact_fallback() {
        assert!(check("tab", "2\n10 4 5 3\n10 4 4 3\n", "0\n3\n", "0  \r\n3").is_ok());
        let e = check("tab", "2\n10 4 5 3\n10 4 4 3\n", "0\n3\n", "0\n2\n").unwrap_err();
        assert!(e.contains("line 2"), "{e}");
        assert!(check("hdu1525", "", "Stan wins\n", "")
            .unwrap_err()
            .contains("expected 1 lines, got 0"));
        assert!(check("hdu1525", "", "Stan wins\n", "Stan wins\nx\n")
            .unwrap_err()
            .contains("expected 1 lines, got 2"));
    }
}
