//! `judge` reports a bundle's panics at the source lines they came from: on the bundler's panics
//! workspace (bundler/tests/workspaces/panics), each RE's place, and with `--backtrace` each
//! frame of its call stack, must be exactly where the same program panics when compiled the
//! normal way against the library as a crate (bundler/tests/common/panics.rs).

#[path = "../../bundler/tests/common/panics.rs"]
mod panics;

use std::path::{Path, PathBuf};
use std::process::Command;

fn judge(root: &Path, extra: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_judge")).arg("--root").arg(root).arg(panics::ID).args(extra).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "the panicking cases fail:\n{}", text);
    text
}

/// The detail lines under the verdict line of case `name`.
fn detail<'a>(out: &'a str, name: &str) -> Vec<&'a str> {
    let lines: Vec<&str> = out.lines().collect();
    let at = lines.iter().position(|l| l.trim_start().starts_with("RE") && l.split_whitespace().nth(1) == Some(name)).unwrap_or_else(|| panic!("no RE for {}:\n{}", name, out));
    lines[at + 1..].iter().take_while(|l| l.starts_with("       ")).map(|l| l.trim()).collect()
}

#[test]
fn panics_and_backtrace_frames_point_at_the_source_lines() {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let root = tmp.join("judge-runtime-errors");
    panics::copy(&root, true);
    let references = panics::references(&root, &tmp.join("judge-runtime-errors-reference"));

    let out = judge(&root, &[]);
    assert!(out.contains("3 of 6 cases AC"), "{}", out);
    for ((name, _, _), reference) in panics::PANICS.iter().zip(&references) {
        let lines = detail(&out, name);
        assert!(lines[0].contains(&format!(" panicked at {}: / ", reference.location)), "{}: {:?}, want {}", name, lines, reference.location);
        assert_eq!(lines.len(), 1, "no backtrace without --backtrace: {:?}", lines);
    }
    assert!(!out.contains("main.rs:"), "a bundle location is left:\n{}", out);
    // The map is beside the judged bundle too, for `bundler where`.
    assert!(root.join("target/judge").join(panics::ID).join("main.rs.map").is_file());

    let out = judge(&root, &["--backtrace"]);
    for ((name, _, _), reference) in panics::PANICS.iter().zip(&references) {
        let lines = detail(&out, name);
        assert!(lines[0].contains(&format!(" panicked at {}: / ", reference.location)), "{}: {:?}", name, lines);
        let frames: Vec<&str> = lines[1..].iter().map(|l| l.strip_prefix("at ").and_then(|f| f.split(" (").next()).unwrap_or(l)).collect();
        assert_eq!(frames, reference.frames, "{}: frames of the bundle (left) and of the crate build (right)", name);
        assert!(!reference.frames.is_empty());
    }
}
