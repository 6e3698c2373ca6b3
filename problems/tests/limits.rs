//! Inputs at the stated limits of the problems over ac-library-rs: too large to keep in
//! fixtures/ (its 20 MB budget), so they are made here by `testkit::generate::limit_cases` and
//! the workspace binary's output is compared with `testkit::reference` (never with itself).
//! The binaries are debug builds with overflow checks, so an overflow at the limits fails here.

use std::io::Write;
use std::process::{Command, Stdio};

fn run(exe: &str, input: &str) -> String {
    let mut child = Command::new(exe).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    // Written from a thread: the binary may fill its output pipe before it has read all input.
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(out.status.success(), "{} failed: {}", exe, String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

fn agrees_at_the_limits(id: &str, exe: &str) {
    let cases = testkit::generate::limit_cases(id).expect("limit cases for this problem");
    assert!(!cases.is_empty());
    for (name, input) in cases {
        let expected = testkit::reference::solve(id, &input).unwrap();
        let actual = run(exe, &input);
        if let Err(e) = checkers::compare::judge_equal(&expected, &actual) {
            panic!("{}/{} ({} bytes of input): {}", id, name, input.len(), e);
        }
    }
}

#[test]
fn acl_dsu() {
    agrees_at_the_limits("acl_dsu", env!("CARGO_BIN_EXE_acl_dsu"));
}

#[test]
fn acl_segtree_monoid() {
    agrees_at_the_limits("acl_segtree_monoid", env!("CARGO_BIN_EXE_acl_segtree_monoid"));
}

#[test]
fn acl_modint() {
    agrees_at_the_limits("acl_modint", env!("CARGO_BIN_EXE_acl_modint"));
}

#[test]
fn acl_maxflow() {
    agrees_at_the_limits("acl_maxflow", env!("CARGO_BIN_EXE_acl_maxflow"));
}

#[test]
fn acl_strings() {
    agrees_at_the_limits("acl_strings", env!("CARGO_BIN_EXE_acl_strings"));
}

#[test]
fn acl_nim_components() {
    agrees_at_the_limits("acl_nim_components", env!("CARGO_BIN_EXE_acl_nim_components"));
}

#[test]
fn every_problem_over_ac_library_has_limit_cases() {
    for id in testkit::reference::IDS.iter().filter(|id| id.starts_with("acl_")) {
        assert!(testkit::generate::limit_cases(id).is_some_and(|c| !c.is_empty()), "{}", id);
    }
    assert!(testkit::generate::limit_cases("hdu1525").is_none());
}

// Issue 21, games-a: staircase Nim and Green Hackenbush at their stated limits.
#[test]
fn poj1704() {
    agrees_at_the_limits("poj1704", env!("CARGO_BIN_EXE_poj1704"));
}

#[test]
fn hdu4315() {
    agrees_at_the_limits("hdu4315", env!("CARGO_BIN_EXE_hdu4315"));
}

#[test]
fn cses1099() {
    agrees_at_the_limits("cses1099", env!("CARGO_BIN_EXE_cses1099"));
}

#[test]
fn hdu3389() {
    agrees_at_the_limits("hdu3389", env!("CARGO_BIN_EXE_hdu3389"));
}

#[test]
fn hdu3590() {
    agrees_at_the_limits("hdu3590", env!("CARGO_BIN_EXE_hdu3590"));
}

#[test]
fn agc017_d() {
    agrees_at_the_limits("agc017_d", env!("CARGO_BIN_EXE_agc017_d"));
}

#[test]
fn poj3710() {
    agrees_at_the_limits("poj3710", env!("CARGO_BIN_EXE_poj3710"));
}

#[test]
fn arc091_d() {
    agrees_at_the_limits("arc091_d", env!("CARGO_BIN_EXE_arc091_d"));
}

#[test]
fn cf768e() {
    agrees_at_the_limits("cf768e", env!("CARGO_BIN_EXE_cf768e"));
}

#[test]
fn cses2208() {
    agrees_at_the_limits("cses2208", env!("CARGO_BIN_EXE_cses2208"));
}

// Issue 21, games-d1: dynamic subtraction and number-theoretic games at their stated limits.
#[test]
fn poj3922() {
    agrees_at_the_limits("poj3922", env!("CARGO_BIN_EXE_poj3922"));
}

#[test]
fn cf1537d() {
    agrees_at_the_limits("cf1537d", env!("CARGO_BIN_EXE_cf1537d"));
}

#[test]
fn abc368_f() {
    agrees_at_the_limits("abc368_f", env!("CARGO_BIN_EXE_abc368_f"));
}

#[test]
fn codechef_fdivgame() {
    agrees_at_the_limits("codechef_fdivgame", env!("CARGO_BIN_EXE_codechef_fdivgame"));
}
