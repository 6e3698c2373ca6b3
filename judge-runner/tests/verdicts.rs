//! The judge's verdicts on planted programs: a right answer, a wrong answer, an infinite loop,
//! a panic, a 1 GiB allocation, and file-mode I/O, each judged by the real `judge` binary in a
//! scratch workspace; and one real problem's bundle.

#[path = "common/plant.rs"]
mod plant;

use std::path::{Path, PathBuf};
use std::process::Command;

/// A scratch workspace with one problem `plant` (a + b), fixtures and a problem spec.
fn workspace(tag: &str, io: &str) -> PathBuf {
    let spec = plant::Spec { name: "a + b", judge: "vnoj", io, time_limit_ms: 700 };
    plant::workspace("judge-verdicts", tag, &spec, &[("sample-1", "2 3\n", "5\n"), ("big", "40 2\r\n", "42\n")])
}

const READ_SUM: &str = "fn sum(text: &str) -> u64 { text.split_whitespace().map(|w| w.parse::<u64>().unwrap()).sum() }\n";

/// Compiles `main_body` (with `sum` in scope) into `root/<name>`.
fn program(root: &Path, name: &str, main_body: &str) -> PathBuf {
    let source = root.join(format!("{}.rs", name));
    std::fs::write(&source, format!("{}fn main() {{\n{}\n}}\n", READ_SUM, main_body)).unwrap();
    let binary = root.join(name);
    let out = Command::new("rustc").args(["--edition", "2021", "-O", "-o"]).arg(&binary).arg(&source).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    binary
}

/// Runs `judge --root <root> plant --program <binary>`: (exit code, stdout).
fn judge(root: &Path, binary: &Path) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_judge")).arg("--root").arg(root).args(["plant", "--program"]).arg(binary).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    (out.status.code().unwrap(), stdout + &String::from_utf8_lossy(&out.stderr))
}

const STDIN_TEXT: &str = "let mut s = String::new(); std::io::Read::read_to_string(&mut std::io::stdin(), &mut s).unwrap();";

#[test]
fn accepted_and_wrong_answer_with_a_diff() {
    let root = workspace("wa", "stdin");
    let right = program(&root, "right", &format!("{} println!(\"{{}}  \", sum(&s));", STDIN_TEXT));
    let (code, out) = judge(&root, &right);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("AC   sample-1") && out.contains("AC   big") && out.contains("2 of 2 cases AC"), "{out}");

    let wrong = program(&root, "wrong", &format!("{} let n = sum(&s); println!(\"{{}}\", if n > 10 {{ n + 1 }} else {{ n }});", STDIN_TEXT));
    let (code, out) = judge(&root, &wrong);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("AC   sample-1"), "{out}");
    assert!(out.contains("WA   big") && out.contains("-42") && out.contains("+43"), "{out}");
    assert!(out.contains("1 of 2 cases AC"), "{out}");
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn infinite_loop_is_tle_and_killed_at_the_limit() {
    let root = workspace("tle", "stdin");
    let spin = program(&root, "spin", "let mut x = 0u64; loop { x = std::hint::black_box(x + 1); }");
    let started = std::time::Instant::now();
    let (code, out) = judge(&root, &spin);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("TLE  sample-1") && out.contains("TLE  big") && out.contains("limit 700 ms CPU"), "{out}");
    // Two cases at a 700 ms limit: killed at three times the limit, not waited for.
    assert!(started.elapsed() < std::time::Duration::from_secs(15), "{:?}", started.elapsed());
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn panic_is_re_with_the_message() {
    let root = workspace("re", "stdin");
    let panics = program(&root, "panics", "panic!(\"planted failure\");");
    let (code, out) = judge(&root, &panics);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("RE   sample-1") && out.contains("exit status 101") && out.contains("planted failure"), "{out}");
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn one_gib_allocation_is_mle() {
    let root = workspace("mle", "stdin");
    let hog = program(&root, "hog", "let v = vec![1u8; 1 << 30]; println!(\"{}\", v[v.len() / 2]);");
    let (code, out) = judge(&root, &hog);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("MLE  sample-1") && out.contains("limit 256.0 MiB") && out.contains("memory allocation of 1073741824 bytes failed"), "{out}");
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn file_mode_reads_the_inp_file_and_wants_the_out_file() {
    let root = workspace("file", "plant");
    let files = program(&root, "files", "let s = std::fs::read_to_string(\"plant.inp\").unwrap(); std::fs::write(\"plant.out\", format!(\"{}\\n\", sum(&s))).unwrap();");
    let (code, out) = judge(&root, &files);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("file plant.inp -> plant.out") && out.contains("2 of 2 cases AC"), "{out}");
    let stdout_only = program(&root, "stdout_only", &format!("{} println!(\"{{}}\", sum(&s));", STDIN_TEXT));
    let (code, out) = judge(&root, &stdout_only);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("WA   sample-1") && out.contains("no output file"), "{out}");
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_real_problems_bundle_is_judged_ac() {
    let out = Command::new(env!("CARGO_BIN_EXE_judge")).arg("cf1537d").current_dir(env!("CARGO_MANIFEST_DIR")).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("cf1537d: bundle target/judge/cf1537d/main") && stdout.contains("AC   sample-1"), "{stdout}");
}

#[test]
fn a_problem_for_a_judge_that_takes_c_has_its_c_file_judged() {
    if bundler::write::c_target::toolchain().is_err() && std::env::var_os("CI").is_none() {
        eprintln!("skipped: {}", bundler::write::c_target::MISSING_TOOLCHAIN);
        return;
    }
    let out = Command::new(env!("CARGO_BIN_EXE_judge")).arg("hdu1525").current_dir(env!("CARGO_MANIFEST_DIR")).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("hdu1525: C file target/judge/hdu1525/main-c") && stdout.contains("AC   sample-1"), "{stdout}");
}

#[test]
fn usage_errors_exit_2() {
    let out = Command::new(env!("CARGO_BIN_EXE_judge")).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = Command::new(env!("CARGO_BIN_EXE_judge")).args(["--all", "hdu1525"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = Command::new(env!("CARGO_BIN_EXE_judge")).args(["hdu1525", "nim", "--program", "x"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
    let out = Command::new(env!("CARGO_BIN_EXE_judge")).args(["hdu1526"]).current_dir(env!("CARGO_MANIFEST_DIR")).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("unknown problem `hdu1526`"));
}
