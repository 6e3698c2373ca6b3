//! A bug planted in a copy of a real solution is found, shrunk to a tiny input and saved as a
//! fixture with the reference's answer, within seconds.

use std::path::{Path, PathBuf};
use std::process::Command;

fn workspace_root() -> PathBuf {
    problem_spec::layout::workspace_root_from(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap()
}

/// hdu3032's bundle with the Lasker's-Nim Grundy value replaced by the plain heap size (the
/// classic mistake: splitting a heap is also a move), compiled into `dir`.
fn planted_hdu3032(dir: &Path) -> PathBuf {
    let bundle = bundler::bundle(&workspace_root(), "hdu3032", &bundler::Options::default()).unwrap();
    let main_at = bundle.source.find("fn main()").expect("the problem's main");
    let (head, main) = bundle.source.split_at(main_at);
    assert!(main.contains("lasker_grundy("), "the plant site moved: {main}");
    let planted = format!("{}{}", head, main.replacen("lasker_grundy(", "std::convert::identity::<u64>(", 1));
    let source = dir.join("planted.rs");
    std::fs::write(&source, planted).unwrap();
    let binary = dir.join("planted");
    let out = Command::new("rustc").args(["--edition", "2021", "-O", "--cap-lints", "allow", "-o"]).arg(&binary).arg(&source).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    binary
}

#[test]
fn a_planted_bug_is_found_shrunk_and_saved() {
    let root = std::env::temp_dir().join(format!("stress-planted-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("problems/src/bin")).unwrap();
    std::fs::create_dir_all(root.join("fixtures/hdu3032")).unwrap();
    std::fs::write(root.join("Cargo.toml"), "[workspace]\n").unwrap();
    std::fs::copy(workspace_root().join("fixtures/hdu3032.toml"), root.join("fixtures/hdu3032.toml")).unwrap();
    let planted = planted_hdu3032(&root);

    let started = std::time::Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_stress"))
        .arg("--root")
        .arg(&root)
        .args(["hdu3032", "--cases", "500", "--seed", "1", "--time", "60", "--program"])
        .arg(&planted)
        .output()
        .unwrap();
    let elapsed = started.elapsed();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("WA") && stdout.contains("saved fixtures/hdu3032/stress-1.in"), "{stdout}");
    assert!(elapsed < std::time::Duration::from_secs(30), "took {elapsed:?}");

    // Shrunk: one test of three small heaps (two heaps can never tell the games apart: both
    // are losing exactly when the heaps are equal).
    let input = std::fs::read_to_string(root.join("fixtures/hdu3032/stress-1.in")).unwrap();
    let numbers: Vec<u64> = input.split_whitespace().map(|w| w.parse().unwrap()).collect();
    assert_eq!(numbers[0], 1, "one test: {input}");
    assert_eq!(numbers[1], 3, "three heaps: {input}");
    assert!(numbers[2..].iter().all(|&h| h <= 8), "small heaps: {input}");
    let expected = std::fs::read_to_string(root.join("fixtures/hdu3032/stress-1.out")).unwrap();
    assert_eq!(expected, testkit::reference::solve("hdu3032", &input).unwrap());
    assert!(stdout.contains(&format!("-{}", expected.trim())), "the diff shows the expected line: {stdout}");

    // A second failure gets the next number.
    let out = Command::new(env!("CARGO_BIN_EXE_stress")).arg("--root").arg(&root).args(["hdu3032", "--cases", "500", "--program"]).arg(&planted).output().unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("stress-2.in"));
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn usage_errors_exit_2_and_unknown_problems_are_named() {
    let out = Command::new(env!("CARGO_BIN_EXE_stress")).args(["hdu3032", "--cases", "x"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = Command::new(env!("CARGO_BIN_EXE_stress")).arg("no_such_problem").current_dir(workspace_root()).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no generator or reference for `no_such_problem`"));
}
