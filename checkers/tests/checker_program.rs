//! The `checker` program as online-judge-tools calls it: `checker --judge <name> <input>
//! <output> <expected>`, exit 0 accepted, 1 wrong answer with the reason on stderr.

use std::path::PathBuf;
use std::process::Command;

fn files(tag: &str, input: &str, output: &str, expected: &str) -> [PathBuf; 3] {
    let dir = std::env::temp_dir().join(format!("checker-test-{}-{}", std::process::id(), tag));
    std::fs::create_dir_all(&dir).unwrap();
    let paths = [dir.join("input"), dir.join("output"), dir.join("expected")];
    for (p, text) in paths.iter().zip([input, output, expected]) {
        std::fs::write(p, text).unwrap();
    }
    paths
}

fn run(judge: &str, paths: &[PathBuf; 3]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_checker")).args(["--judge", judge]).args(paths).output().unwrap();
    (out.status.code().unwrap(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn nim_accepts_any_winning_move_and_explains_a_losing_one() {
    let f = files("nim", "1\n3 7 11 13\n", "1 3 1\n", "1 1 1\n");
    assert_eq!(run("nim", &f), (0, String::new()));
    let (code, stderr) = run("exact", &f);
    assert_eq!(code, 1);
    assert!(stderr.contains("line 1"), "{stderr}");
    let f = files("nim-wrong", "1\n3 7 11 13\n", "1 3 2\n", "1 1 1\n");
    let (code, stderr) = run("nim", &f);
    assert_eq!(code, 1);
    assert!(stderr.contains("case 1") && stderr.contains("not a losing position"), "{stderr}");
}

#[test]
fn exact_ignores_trailing_spaces_and_the_final_newline() {
    let f = files("exact", "", "Stan wins  \r\nOllie wins", "Stan wins\nOllie wins\n");
    assert_eq!(run("exact", &f).0, 0);
}

#[test]
fn usage_errors_exit_2_and_checker_failures_exit_3() {
    let f = files("usage", "1\n1 1\n", "0\n", "0\n");
    let (code, stderr) = run("nimm", &f);
    assert_eq!(code, 2);
    assert!(stderr.contains("unknown checker `nimm`"), "{stderr}");
    let missing = [f[0].clone(), f[1].clone(), f[2].with_file_name("missing")];
    let (code, stderr) = run("exact", &missing);
    assert_eq!(code, 3);
    assert!(stderr.contains("cannot read") && stderr.contains("missing"), "{stderr}");
    let not_nim = files("not-nim", "x y z\n", "0\n", "0\n");
    let (code, stderr) = run("nim", &not_nim);
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.contains("checker failed"), "{stderr}");
}
