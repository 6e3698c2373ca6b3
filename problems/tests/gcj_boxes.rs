//! gcj2010r1a_c against a game search on every box with corners up to 60: all 3,348,900 boxes
//! [A1, A2] x [B1, B2] with 1 <= A1 <= A2 <= 60 and 1 <= B1 <= B2 <= 60, in one input (more
//! cases than the official T <= 100, to cover every box in one run). The expected counts come
//! from testkit's memoised search of the real game and 2-D prefix sums, not from solver-core.

use std::io::Write;
use std::process::{Command, Stdio};

const LIMIT: usize = 60;

#[test]
fn every_box_with_corners_up_to_60_matches_the_game_search() {
    let win = testkit::reference::gcj2010r1a_c::brute(LIMIT);
    // prefix[a][b] = winning positions in [1, a] x [1, b].
    let mut prefix = vec![vec![0u64; LIMIT + 1]; LIMIT + 1];
    for a in 1..=LIMIT {
        for b in 1..=LIMIT {
            prefix[a][b] = prefix[a - 1][b] + prefix[a][b - 1] - prefix[a - 1][b - 1] + win[a][b] as u64;
        }
    }
    let mut input = String::new();
    let mut expected = String::new();
    let mut case = 0;
    let mut body = String::new();
    for a1 in 1..=LIMIT {
        for a2 in a1..=LIMIT {
            for b1 in 1..=LIMIT {
                for b2 in b1..=LIMIT {
                    case += 1;
                    body.push_str(&format!("{} {} {} {}\n", a1, a2, b1, b2));
                    let count = prefix[a2][b2] + prefix[a1 - 1][b1 - 1] - prefix[a1 - 1][b2] - prefix[a2][b1 - 1];
                    expected.push_str(&format!("Case #{}: {}\n", case, count));
                }
            }
        }
    }
    input.push_str(&format!("{}\n", case));
    input.push_str(&body);
    assert_eq!(case, (LIMIT * (LIMIT + 1) / 2).pow(2));

    let mut child = Command::new(env!("CARGO_BIN_EXE_gcj2010r1a_c"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let feeder = std::thread::spawn(move || stdin.write_all(input.as_bytes()).unwrap());
    let out = child.wait_with_output().unwrap();
    feeder.join().unwrap();
    assert!(out.status.success());
    let actual = String::from_utf8(out.stdout).unwrap();
    if let Err(diff) = checkers::compare::judge_equal(&expected, &actual) {
        panic!("{}", diff);
    }
}
