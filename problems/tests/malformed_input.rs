//! Truncated and malformed inputs: every problem binary stops with a message that names what
//! it was reading, prints no answers for the broken input, and exits with status 1.
//!
//! The binaries run in an empty directory, so the file-style problems read stdin.

use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Runs problem `id` on `input`; returns (exit code, stdout, stderr).
fn run(id: &str, input: &str) -> (Option<i32>, String, String) {
    let exe = match id {
        "bocsoia" => env!("CARGO_BIN_EXE_bocsoia"),
        "bocsoib" => env!("CARGO_BIN_EXE_bocsoib"),
        "bocsoic" => env!("CARGO_BIN_EXE_bocsoic"),
        "bocsoid" => env!("CARGO_BIN_EXE_bocsoid"),
        "bocsoie" => env!("CARGO_BIN_EXE_bocsoie"),
        "bocsoif" => env!("CARGO_BIN_EXE_bocsoif"),
        "bocsoig" => env!("CARGO_BIN_EXE_bocsoig"),
        "gcj2010r1a_c" => env!("CARGO_BIN_EXE_gcj2010r1a_c"),
        "hdu1525" => env!("CARGO_BIN_EXE_hdu1525"),
        "hdu2516" => env!("CARGO_BIN_EXE_hdu2516"),
        "hdu3032" => env!("CARGO_BIN_EXE_hdu3032"),
        "jump" => env!("CARGO_BIN_EXE_jump"),
        "nim" => env!("CARGO_BIN_EXE_nim"),
        "tab" => env!("CARGO_BIN_EXE_tab"),
        "acl_dsu" => env!("CARGO_BIN_EXE_acl_dsu"),
        "acl_segtree_monoid" => env!("CARGO_BIN_EXE_acl_segtree_monoid"),
        "acl_modint" => env!("CARGO_BIN_EXE_acl_modint"),
        "acl_maxflow" => env!("CARGO_BIN_EXE_acl_maxflow"),
        "acl_strings" => env!("CARGO_BIN_EXE_acl_strings"),
        "acl_nim_components" => env!("CARGO_BIN_EXE_acl_nim_components"),
        "poj1704" => env!("CARGO_BIN_EXE_poj1704"),
        "hdu4315" => env!("CARGO_BIN_EXE_hdu4315"),
        "cses1099" => env!("CARGO_BIN_EXE_cses1099"),
        "arc091_d" => env!("CARGO_BIN_EXE_arc091_d"),
        "cf768e" => env!("CARGO_BIN_EXE_cf768e"),
        "cses2208" => env!("CARGO_BIN_EXE_cses2208"),
        "hdu3389" => env!("CARGO_BIN_EXE_hdu3389"),
        "hdu3590" => env!("CARGO_BIN_EXE_hdu3590"),
        "agc017_d" => env!("CARGO_BIN_EXE_agc017_d"),
        "poj3710" => env!("CARGO_BIN_EXE_poj3710"),
        "yosupo_nim_product" => env!("CARGO_BIN_EXE_yosupo_nim_product"),
        "hdu3404" => env!("CARGO_BIN_EXE_hdu3404"),
        "hdu3537" => env!("CARGO_BIN_EXE_hdu3537"),
        "hdu5795" => env!("CARGO_BIN_EXE_hdu5795"),
        "cses2207" => env!("CARGO_BIN_EXE_cses2207"),
        "luogu_p3185" => env!("CARGO_BIN_EXE_luogu_p3185"),
        "poj3922" => env!("CARGO_BIN_EXE_poj3922"),
        "cf1537d" => env!("CARGO_BIN_EXE_cf1537d"),
        "abc368_f" => env!("CARGO_BIN_EXE_abc368_f"),
        "codechef_fdivgame" => env!("CARGO_BIN_EXE_codechef_fdivgame"),
        _ => panic!("unknown problem {}", id),
    };
    // One folder per run: the tests run in parallel threads and may run one problem at once.
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("malformed-input-{}-{}-{}", std::process::id(), id, run));
    std::fs::create_dir_all(&dir).unwrap();
    let mut child = Command::new(exe)
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `id` on `input` must exit with status 1 and print exactly `message` (plus a newline).
fn fails_with(id: &str, input: &str, message: &str) {
    let (code, stdout, stderr) = run(id, input);
    assert_eq!(
        code,
        Some(1),
        "{} on {:?}: exit status (stderr {:?})",
        id,
        input,
        stderr
    );
    assert_eq!(stderr, format!("{}\n", message), "{} on {:?}", id, input);
    // Answers before the cut stay in the buffer: a broken input gives no partial output.
    assert_eq!(
        stdout, "",
        "{} on {:?}: printed answers for a broken input",
        id, input
    );
}

fn end_of_input(what: &str) -> String {
    format!("error: unexpected end of input while reading {}", what)
}

#[test]
fn a_cut_in_the_middle_of_a_test_names_what_is_missing() {
    let cases: &[(&str, &str, &str)] = &[
        ("bocsoia", "", "T"),
        ("bocsoia", "2\n5 3\n7", "M"),
        ("bocsoib", "2\n5 3\n", "N"),
        ("bocsoic", "3\n5\n6\n", "N"),
        ("bocsoid", "1\n4", "M"),
        ("bocsoie", "1\n4\r\n", "M"),
        ("bocsoif", "1 ", "N"),
        ("bocsoig", "1\n3 1 2", "a pile"),
        ("bocsoig", "2\n1 5\n", "k"),
        ("gcj2010r1a_c", "1\n1 2 3", "B2"),
        ("hdu3032", "2\n1 5\n3\n1 2", "a heap size"),
        ("hdu3032", "1\n", "N"),
        ("jump", "1\n10 4 5", "y"),
        ("tab", "2\n10 4 4 3\n10", "M"),
        ("nim", "1\n3 1 2", "a heap size"),
        // No closing "0 0" / "0": HDU's inputs always end with it, so its absence is a cut.
        ("hdu1525", "34 12\n15 24\n", "a (or the closing \"0 0\")"),
        ("hdu1525", "34 12\n15", "b"),
        ("hdu2516", "2\n3\n10000\n", "n (or the closing \"0\")"),
        ("poj1704", "1\n3\n1 2", "a position"),
        ("hdu4315", "3 3\n1 2", "a position"),
        ("cses1099", "1\n2\n5", "a ball count"),
        ("arc091_d", "2\n5 2\n3", "K_i"),
        ("cf768e", "2\n5", "s_i"),
        ("cses2208", "1\n2\n5", "a coin count"),
        ("hdu3389", "1\n3\n1 2", "a card count"),
        ("hdu3590", "1\n3\n1 2\n", "a"),
        ("agc017_d", "3\n1 2\n", "x"),
        ("poj3710", "1\n2 1\n", "a"),
        ("yosupo_nim_product", "2\n1 2\n3", "B"),
        ("hdu3404", "1\n2\n1 1\n2", "y"),
        ("hdu3537", "2\n5", "a coin position"),
        ("hdu5795", "1\n3\n1 2", "a heap size"),
        ("cses2207", "3\n1\n2", "n"),
        ("luogu_p3185", "1\n3\n0 1", "p_i"),
    ];
    for &(id, input, what) in cases {
        fails_with(id, input, &end_of_input(what));
    }
}

#[test]
fn malformed_tokens_are_quoted() {
    let u64_expected = "an unsigned 64-bit integer";
    let cases: &[(&str, &str, String)] = &[
        (
            "bocsoia",
            "1\n12x 3\n",
            format!(
                "error: expected {} while reading N, found \"12x\"",
                u64_expected
            ),
        ),
        (
            "bocsoia",
            "1\n-5 3\n",
            format!(
                "error: expected {} while reading N, found \"-5\"",
                u64_expected
            ),
        ),
        (
            "bocsoid",
            "1\n18446744073709551616 1\n",
            format!(
                "error: expected {} while reading N, found \"18446744073709551616\"",
                u64_expected
            ),
        ),
        (
            "hdu3032",
            "1\n3\n1 2 3.0\n",
            format!(
                "error: expected {} while reading a heap size, found \"3.0\"",
                u64_expected
            ),
        ),
        (
            "nim",
            "x\n",
            format!(
                "error: expected {} while reading T, found \"x\"",
                u64_expected
            ),
        ),
        (
            "hdu2516",
            "5\n1e9\n0\n",
            format!(
                "error: expected {} while reading n (or the closing \"0\"), found \"1e9\"",
                u64_expected
            ),
        ),
        (
            "jump",
            &format!("1\n{} 4 1 0\n", "9".repeat(60)),
            format!(
                "error: expected {} while reading N, found \"{}\"...",
                u64_expected,
                "9".repeat(40)
            ),
        ),
        (
            "hdu1525",
            "34 12\n0 5\n0 0\n",
            "error: expected two positive numbers or the closing \"0 0\", found \"0 5\""
                .to_string(),
        ),
    ];
    for (id, input, message) in cases {
        fails_with(id, input, message);
    }
}

#[test]
fn well_formed_inputs_still_pass_with_every_separator() {
    // The same input with CRLF, tabs, runs of spaces and no final newline.
    for input in [
        "34 12\n15 24\n0 0\n",
        "34 12\r\n15\t24\r\n0 0",
        "  34   12 15 24 0 0  ",
    ] {
        let (code, stdout, stderr) = run("hdu1525", input);
        assert_eq!(code, Some(0), "{:?}: {}", input, stderr);
        assert_eq!(stdout, "Stan wins\nOllie wins\n");
    }
    // Anything after the closing "0 0" is not read.
    let (code, stdout, _) = run("hdu1525", "34 12\n0 0\ngarbage");
    assert_eq!((code, stdout.as_str()), (Some(0), "Stan wins\n"));
}

#[test]
fn problems_over_ac_library_stop_on_cut_and_out_of_range_inputs() {
    let cut: &[(&str, &str, &str)] = &[
        ("acl_dsu", "4 2\n1 0 1\n0 2", "v"),
        ("acl_segtree_monoid", "3 1\n1 2", "a_i"),
        ("acl_segtree_monoid", "3 2\n1 2 3\n1 0 3\n0 1", "x"),
        ("acl_modint", "2\n3 1\n", "n"),
        ("acl_maxflow", "2 2 3\n0 0\n1 1\n", "a"),
        ("acl_strings", "2\nabc\n", "S"),
        ("acl_nim_components", "1\n3 1\n0", "v"),
    ];
    for &(id, input, what) in cut {
        fails_with(id, input, &end_of_input(what));
    }
    let out_of_range: &[(&str, &str, &str)] = &[
        ("acl_dsu", "4 2\n1 0 1\n0 2 4\n", "error: expected a query \"t u v\" with t 0 or 1 and u, v below N = 4, found \"0 2 4\""),
        ("acl_dsu", "4 1\n2 0 1\n", "error: expected a query \"t u v\" with t 0 or 1 and u, v below N = 4, found \"2 0 1\""),
        ("acl_segtree_monoid", "2 1\n1 1000000001\n1 0 2\n", "error: expected |a_i| <= 10^9, found 1000000001"),
        ("acl_segtree_monoid", "2 1\n1 2\n1 1 1\n", "error: expected a range 0 <= l < r <= N = 2, found \"1 1\""),
        ("acl_segtree_monoid", "2 1\n1 2\n0 2 5\n", "error: expected a position p < N = 2, found 2"),
        ("acl_segtree_monoid", "2 1\n1 2\n7 0 1\n", "error: expected a query type 0 or 1, found 7"),
        ("acl_modint", "2\n3 1\n1 2\n", "error: expected 0 <= m <= n <= 10^6, found \"1 2\""),
        ("acl_modint", "1\n1000001 0\n", "error: expected 0 <= m <= n <= 10^6, found \"1000001 0\""),
        ("acl_maxflow", "2 3 1\n2 0\n", "error: expected an edge \"a b\" with a < L = 2 and b < R = 3, found \"2 0\""),
        ("acl_strings", "2\nabc\nabC\n", "error: expected a string of lowercase letters a-z, found \"abC\""),
        ("acl_nim_components", "1\n3 1\n0 3\n", "error: expected an edge \"u v\" with u, v below N = 3, found \"0 3\""),
    ];
    for &(id, input, message) in out_of_range {
        fails_with(id, input, message);
    }
}

#[test]
fn dynamic_subtraction_and_number_games_stop_on_cut_and_out_of_range_inputs() {
    let cut: &[(&str, &str, &str)] = &[
        ("poj3922", "2\n16 1\n11", "k"),
        ("cf1537d", "3\n4\n12\n", "n"),
        ("abc368_f", "3\n2 3", "A_i"),
        ("codechef_fdivgame", "2\n2\n3 4\n3\n1 3", "A_i"),
    ];
    for &(id, input, what) in cut {
        fails_with(id, input, &end_of_input(what));
    }
    let out_of_range: &[(&str, &str, &str)] = &[
        ("poj3922", "2\n16 1\n1 1\n", "error: case 2: n = 1, k = 1: need 2 <= n <= 10^8 and 1 <= k <= 10^5"),
        ("poj3922", "1\n16 0\n", "error: case 1: n = 16, k = 0: need 2 <= n <= 10^8 and 1 <= k <= 10^5"),
        ("cf1537d", "2\n4\n0\n", "error: n = 0: the numbers are at least 1"),
        ("abc368_f", "2\n2 100001\n", "error: A_2 = 100001: need 2 <= A_i <= 100000"),
        ("abc368_f", "1\n1\n", "error: A_1 = 1: need 2 <= A_i <= 100000"),
        ("codechef_fdivgame", "1\n2\n3 0\n", "error: A_i = 0: the numbers on the board are positive"),
    ];
    for &(id, input, message) in out_of_range {
        fails_with(id, input, message);
    }
}
