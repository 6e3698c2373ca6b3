//! The command line: reports, pages, and errors with exit status 2 for usage mistakes.

use std::path::PathBuf;
use std::process::{Command, Output};

fn explore(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(args)
        .output()
        .unwrap()
}

fn stdout(args: &[&str]) -> String {
    let output = explore(args);
    assert!(
        output.status.success(),
        "{:?}: {}",
        args,
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn octal_report_names_the_period_and_the_proof() {
    let text = stdout(&["--octal", "0.137", "-n", "500"]);
    assert!(text.contains("Dawson's chess"), "{}", text);
    assert!(
        text.contains("period 34, pre-period 52 (last exception at 51), proven"),
        "{}",
        text
    );
    assert!(text.contains("Guy-Smith"), "{}", text);
    assert!(
        text.contains("P-positions (the mover loses): 0 4 8 14 20"),
        "{}",
        text
    );
}

#[test]
fn no_period_is_reported_as_such() {
    let text = stdout(&["halving", "-n", "300"]);
    assert!(text.contains("no period found up to n = 299"), "{}", text);
    assert!(
        text.contains("agrees with solver_core::halving::halving_grundy"),
        "{}",
        text
    );
}

#[test]
fn misere_subtraction_and_nim() {
    let text = stdout(&["--subtract", "1..3", "--misere", "-n", "50"]);
    assert!(text.contains("misère play"), "{}", text);
    assert!(
        text.contains("P-positions (the mover loses): 1 5 9 13"),
        "{}",
        text
    );
    assert!(text.contains("agrees with solver_core::subtraction::take_up_to_misere_move"));
    let text = stdout(&["nim", "--misere", "-n", "20"]);
    assert!(text.contains("{a, b} = {0, 1}"), "{}", text);
}

#[test]
fn every_named_game_runs() {
    for (name, _) in explorer::games::GAME_NAMES {
        let text = stdout(&[name, "-n", "30"]);
        assert!(text.starts_with("game: "), "{}: {}", name, text);
        assert!(!text.contains("DISAGREES"), "{}: {}", name, text);
    }
}

#[test]
fn html_page_has_picture_tables_and_rule_and_no_script() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("explorer-html");
    let _ = std::fs::remove_dir_all(&dir);
    stdout(&[
        "--octal",
        "0.07",
        "-n",
        "400",
        "--html",
        dir.to_str().unwrap(),
    ]);
    let page = std::fs::read_to_string(dir.join("index.html")).unwrap();
    let svg = std::fs::read_to_string(dir.join("picture.svg")).unwrap();
    assert!(svg.starts_with("<svg"));
    assert!(page.contains("<img src=\"picture.svg\""));
    assert!(page.contains("period 34, pre-period 53"));
    assert!(page.contains("<table>"));
    assert!(page.contains("pub fn dawsons_kayles_grundy(n: u64) -&gt; u32"));
    assert!(!page.to_lowercase().contains("<script"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("explorer-html-pair");
    stdout(&["euclid", "-n", "20", "--html", dir.to_str().unwrap()]);
    let page = std::fs::read_to_string(dir.join("index.html")).unwrap();
    assert!(page.contains("<td class=\"p\">P</td>"));
    assert!(page.contains("max(a, b) &lt; phi * min(a, b)"));
}

#[test]
fn usage_errors_exit_with_2_and_say_what_to_do() {
    for (args, needle) in [
        (&["--octal", "0.8"][..], "not an octal digit"),
        (&["wythof"][..], "the games are: wythoff"),
        (&["--subtract", "0,2"][..], "not a positive number"),
        (
            &["kayles", "--misere"][..],
            "misère play of a take-and-break game",
        ),
        (&["halving", "-n", "1000000"][..], "at most 20000"),
        (&["wythoff", "-n", "1"][..], "2 <= n"),
        (&[][..], "required"),
        (&["kayles", "--octal", "0.77"][..], "cannot be used with"),
    ] {
        let output = explore(args);
        assert_eq!(output.status.code(), Some(2), "{:?}", args);
        assert!(output.stdout.is_empty(), "{:?}", args);
        let message = String::from_utf8_lossy(&output.stderr);
        assert!(message.contains(needle), "{:?}: {}", args, message);
    }
}

#[test]
fn an_unwritable_picture_fails_without_leaving_files() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("explorer-missing-dir");
    let _ = std::fs::remove_dir_all(&dir);
    let target = dir.join("map.svg");
    let output = explore(&["wythoff", "--svg", target.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("cannot write"));
    assert!(!dir.exists());
}

/// The families of issue 21: a hexadecimal code says why its period is not proven, a coin
/// rule and a tree family say what they found, and bad arguments are usage errors.
#[test]
fn take_break_coin_and_hackenbush_families_report_and_refuse_bad_arguments() {
    let hex = stdout(&["--code", "0.F", "-n", "200"]);
    assert!(hex.contains("up to 3 heaps a move") && hex.contains("not proven") && hex.contains("Guy-Smith theorem covers splits into at most two heaps"), "{}", hex);
    let octal = stdout(&["--code", "0.77", "-n", "500"]);
    assert!(octal.contains("Kayles") && octal.contains("proven"), "{}", octal);
    let turtles = stdout(&["mock-turtles", "-n", "300"]);
    assert!(turtles.contains("odious"), "{}", turtles);
    let spider = stdout(&["--hackenbush", "spider:2", "-n", "100"]);
    assert!(spider.contains("proven") && spider.contains("colon principle"), "{}", spider);
    for bad in [&["--code", "0.G"][..], &["--coins", "run:0"], &["--hackenbush", "tree"], &["--code", "0.F", "-n", "5000"], &["--coins", "ruler", "--misere"]] {
        let out = explore(bad);
        assert_eq!(out.status.code(), Some(2), "{:?}: {}", bad, String::from_utf8_lossy(&out.stderr));
        assert!(String::from_utf8_lossy(&out.stderr).starts_with("error: "), "{:?}", bad);
    }
}
