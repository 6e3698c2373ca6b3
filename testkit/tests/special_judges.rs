//! The special judges (checkers::special) accept every canonical answer of the independent
//! references on generated inputs: a judge that rejected a right answer would fail a correct
//! solution.

use checkers::special;
use testkit::{generate, reference};

#[test]
fn special_judges_accept_the_references_answers() {
    for id in checkers::special::NAMES {
        for seed in 0..40 {
            let input = generate::generate(id, seed).unwrap();
            let out = reference::solve(id, &input).unwrap();
            special::check(id, &input, &out, &out).unwrap_or_else(|e| panic!("{id} seed {seed}: {e}"));
        }
    }
}

#[test]
fn the_canonical_answers_the_checker_tests_assume() {
    assert_eq!(reference::solve("nim", "1\n3 7 11 13\n").unwrap(), "1 1 1\n");
    assert_eq!(reference::solve("nim", "3\n3 15 12 10\n3 3 4 5\n5 13 14 6 7 2\n").unwrap(), "1 1 9\n1 1 2\n0\n");
    assert_eq!(reference::solve("bocsoig", "2\n2 5 9\n1 1\n").unwrap(), "1 1 1\n0\n");
}
