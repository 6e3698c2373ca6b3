//! Every error the bundler reports, through the real command line: the message says where
//! and what, the exit code is nonzero, and a previously written good bundle is untouched (no
//! partial file, no stray temporary file). Plus a fuzz test: no corrupted source makes the
//! bundler panic.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use testkit::generate::Rng;

#[path = "common/workspace_copy.rs"]
mod workspace_copy;
use workspace_copy::{copy_dir, features};

/// A private copy of the features workspace with a good bundle of `uses_nested` written.
fn workspace(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("errors-{}", name));
    let _ = std::fs::remove_dir_all(&dir);
    copy_dir(&features(), &dir);
    let out = bundler(&dir, &["bundle", "uses_nested", "--no-check"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    dir
}

fn bundler(root: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bundler")).args(args).arg("--root").arg(root).output().unwrap()
}

const BUNDLE: &str = "target/bundle/uses_nested/main.rs";

/// Runs the bundler on a broken workspace and checks the error and the untouched bundle.
fn expect_error(root: &Path, id: &str, needles: &[&str]) -> String {
    let before = std::fs::read(root.join(BUNDLE)).unwrap();
    let out = bundler(root, &["bundle", id, "--no-check"]);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "exit code; stderr:\n{}", stderr);
    for needle in needles {
        assert!(stderr.contains(needle), "expected {:?} in:\n{}", needle, stderr);
    }
    assert!(stderr.contains("help: "), "every error says what to do:\n{}", stderr);
    assert_eq!(std::fs::read(root.join(BUNDLE)).unwrap(), before, "the old bundle changed");
    let leftovers: Vec<_> = std::fs::read_dir(root.join("target/bundle/uses_nested"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n != "main.rs" && n != "main.rs.map")
        .collect();
    assert!(leftovers.is_empty(), "stray files: {:?}", leftovers);
    assert!(!stderr.contains("panicked"), "{}", stderr);
    stderr
}

fn edit(root: &Path, rel: &str, from: &str, to: &str) {
    let path = root.join(rel);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "{} lacks {:?}", rel, from);
    std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
}

#[test]
fn syntax_error_in_the_problem() {
    let root = workspace("syntax-problem");
    edit(&root, "problems/src/bin/uses_nested.rs", "let b = ", "let b = = ");
    expect_error(&root, "uses_nested", &["problems/src/bin/uses_nested.rs:4:13", "syntax error", "let b = = solver_core"]);
}

#[test]
fn syntax_error_in_a_core_file() {
    let root = workspace("syntax-core");
    edit(&root, "solver-core/src/algebra/modular.rs", "acc = mul(acc, base) % m;", "acc = mul(acc, base) % ;");
    expect_error(&root, "uses_nested", &["solver-core/src/algebra/modular.rs:11:36", "syntax error", "% ;"]);
}

#[test]
fn unknown_library_name_lists_and_suggests() {
    let root = workspace("unknown-name");
    edit(&root, "problems/src/bin/uses_nested.rs", "modular::pow_mod(", "modular::pow_modd(");
    let err = expect_error(
        &root,
        "uses_nested",
        &["problems/src/bin/uses_nested.rs:3:13", "`solver_core::algebra::modular::pow_modd` does not exist", "did you mean `pow_mod`?"],
    );
    assert!(err.contains("available here: memo_table, pow_mod"), "{}", err);
    let root = workspace("unknown-module");
    edit(&root, "problems/src/bin/uses_nested.rs", "solver_core::renamed::", "solver_core::renamd::");
    expect_error(&root, "uses_nested", &["`solver_core::renamd` does not exist", "did you mean `renamed`?"]);
}

#[test]
fn unknown_problem_suggests_the_nearest() {
    let root = workspace("unknown-problem");
    expect_error(&root, "uses_nestd", &["unknown problem `uses_nestd`", "did you mean `uses_nested`?"]);
}

/// A root item named like the crate shadows it for `solver_core::..` (rustc's rule; such a
/// program means its own item and bundles without the library), but `::solver_core::..` still
/// reaches the crate, whose module in the bundle would then clash with the item.
#[test]
fn a_problem_may_not_define_solver_core() {
    let root = workspace("collision");
    edit(&root, "problems/src/bin/uses_nested.rs", "fn main() {", "mod solver_core {}\n\nfn main() {");
    edit(&root, "problems/src/bin/uses_nested.rs", "let a = solver_core::", "let a = ::solver_core::");
    expect_error(&root, "uses_nested", &["problems/src/bin/uses_nested.rs:2:5", "defines its own `solver_core`", "rename this item"]);
}

/// A root `fn`, `macro_rules!` or `const` named like the crate lives in another namespace: it
/// neither shadows the crate for `solver_core::..` nor clashes with its module in the bundle.
#[test]
fn a_problem_may_define_a_function_and_a_macro_named_like_the_crate() {
    let root = workspace("other-namespaces");
    edit(&root, "problems/src/bin/uses_nested.rs", "fn main() {", "macro_rules! solver_core {\n    () => {\n        0\n    };\n}\n\nfn solver_core() -> i32 {\n    solver_core!()\n}\n\nconst SOLVER_CORE: i32 = 0;\n\nfn main() {\n    let _ = solver_core() + SOLVER_CORE;");
    let out = bundler(&root, &["bundle", "uses_nested", "--no-check", "--stdout"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("mod solver_core {") && stdout.contains("fn solver_core() -> i32"), "{}", stdout);
    let dir = root.join("target/other-namespaces");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("main.rs"), stdout.as_bytes()).unwrap();
    let compiled = Command::new("rustc").current_dir(&dir).args(["--edition", "2021", "--emit=metadata", "main.rs"]).output().unwrap();
    assert!(compiled.status.success(), "{}", String::from_utf8_lossy(&compiled.stderr));
}

#[test]
fn module_without_a_file() {
    let root = workspace("missing-module");
    edit(&root, "solver-core/src/lib.rs", "pub mod big;", "pub mod big;\npub mod ghost;");
    expect_error(&root, "uses_nested", &["solver-core/src/lib.rs:6:1", "file not found for module `ghost`", "create solver-core/src/ghost.rs"]);
}

#[test]
fn non_utf8_source() {
    let root = workspace("non-utf8");
    let path = root.join("solver-core/src/big.rs");
    let mut bytes = std::fs::read(&path).unwrap();
    bytes.splice(0..0, b"// caf\xe9\n".iter().copied());
    std::fs::write(&path, bytes).unwrap();
    expect_error(&root, "uses_nested", &["solver-core/src/big.rs:1:7", "not valid UTF-8", "save the file as UTF-8"]);
}

#[test]
fn output_directory_not_writable() {
    let root = workspace("unwritable");
    // A file where the problem's output directory must go.
    std::fs::create_dir_all(root.join("target/bundle")).unwrap();
    std::fs::write(root.join("target/bundle/uses_glob"), "not a directory").unwrap();
    let out = bundler(&root, &["bundle", "uses_glob", "--no-check"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{}", stderr);
    assert!(stderr.contains("target/bundle/uses_glob/main.rs: cannot create the output directory"), "{}", stderr);
    assert!(stderr.contains("help: check that target/ is writable"), "{}", stderr);
    assert_eq!(std::fs::read_to_string(root.join("target/bundle/uses_glob")).unwrap(), "not a directory");
    // And the good bundle of another problem is still there.
    assert!(root.join(BUNDLE).is_file());
}

#[test]
fn judge_limits_and_languages() {
    let root = workspace("judges");
    let before = std::fs::read(root.join(BUNDLE)).unwrap();
    // A judge that takes neither Rust nor C (HDU and POJ get a C file: tests/c_target.rs).
    let out = bundler(&root, &["bundle", "uses_nested", "--no-check", "--judge", "codechef"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr.contains("codechef accepts no Rust submissions"), "{}", stderr);
    // An unknown profile is a usage error: clap's message, the nearest name, exit 2.
    let out = bundler(&root, &["bundle", "uses_nested", "--no-check", "--judge", "vnjo"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{}", stderr);
    assert!(stderr.contains("invalid value 'vnjo' for '--judge <PROFILE>'") && stderr.contains("'vnoj'"), "{}", stderr);
    // Over a limit: pad the problem with a large comment.
    let pad = format!("// {}\n", "x".repeat(70_000));
    edit(&root, "problems/src/bin/uses_nested.rs", "fn main() {", &format!("{}fn main() {{", pad));
    let out = bundler(&root, &["bundle", "uses_nested", "--no-check", "--judge", "codeforces"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr.contains("over codeforces's limit of 65536 bytes") && stderr.contains("--remove-comments"), "{}", stderr);
    assert_eq!(std::fs::read(root.join(BUNDLE)).unwrap(), before);
    // The same bundle fits once comments go.
    let out = bundler(&root, &["bundle", "uses_nested", "--no-check", "--judge", "codeforces", "--remove-comments"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn usage_errors_exit_2() {
    let root = workspace("usage");
    let out = bundler(&root, &["bundle", "uses_nested", "--frobnicate"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unexpected argument '--frobnicate'"));
    let out = bundler(&root, &["bundle", "uses_nested", "--judge", "bogus"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("[possible values: hdu, vnoj, codeforces, atcoder, luogu, spoj, themis, cses, library_checker, codechef, kattis, timus, poj, themis-c, unlimited, unlimited-1.63]"));
    // No problem at all, and no command at all: usage errors too.
    assert_eq!(bundler(&root, &["bundle"]).status.code(), Some(2));
    let out = Command::new(env!("CARGO_BIN_EXE_bundler")).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("Usage: bundler"));
    // A mistake that is not about usage stays 1.
    assert_eq!(bundler(&root, &["bundle", "no_such_problem", "--no-check"]).status.code(), Some(1));
    // Every old spelling still parses.
    let out = bundler(&root, &["bundle", "uses_nested", "--keep-modules", "--remove-docs", "--remove-comments", "--minify", "--stdout", "--check", "--no-check"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("fn main()"));
}

/// Corrupts `bytes` in one of several ways a real editor or disk might.
fn corrupt(rng: &mut Rng, bytes: &mut Vec<u8>) {
    const SNIPPETS: [&[u8]; 12] = [
        b"{", b"}", b"(", b"\"", b"'", b"r#\"", b"/*", b"::", b"solver_core::", b"mod x;", b"#[path = \"../../x.rs\"] mod y;", b"\xff\xfe",
    ];
    for _ in 0..1 + rng.index(3) {
        let at = rng.index(bytes.len() + 1);
        match rng.index(5) {
            0 => bytes.truncate(at),
            1 => {
                let end = (at + 1 + rng.index(40)).min(bytes.len());
                bytes.drain(at.min(end)..end);
            }
            2 => {
                let s = SNIPPETS[rng.index(SNIPPETS.len())];
                bytes.splice(at..at, s.iter().copied());
            }
            3 => {
                if at < bytes.len() {
                    bytes[at] = rng.next_u64() as u8;
                }
            }
            _ => {
                let from = rng.index(bytes.len());
                let len = rng.index(80).min(bytes.len() - from);
                let chunk: Vec<u8> = bytes[from..from + len].to_vec();
                bytes.splice(at..at, chunk);
            }
        }
    }
}

#[test]
fn fuzz_no_input_makes_the_bundler_panic() {
    let real_root = bundler::base::workspace::find_root(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz");
    let _ = std::fs::remove_dir_all(&dir);
    copy_dir(&real_root.join("solver-core/src"), &dir.join("solver-core/src"));
    copy_dir(&real_root.join("problems/src/bin"), &dir.join("problems/src/bin"));
    let ids = bundler::base::workspace::problem_ids(&dir);
    let core_files: Vec<PathBuf> = walkdir::WalkDir::new(dir.join("solver-core/src"))
        .into_iter()
        .map(|e| e.unwrap().into_path())
        .filter(|p| p.extension().map_or(false, |e| e == "rs"))
        .collect();
    let mut rng = Rng::new(0x5eed);
    let mut errors = 0;
    for round in 0..400 {
        let id = &ids[rng.index(ids.len())];
        // Mostly the problem, sometimes a library file.
        let target = if rng.index(4) == 0 {
            core_files[rng.index(core_files.len())].clone()
        } else {
            dir.join(format!("problems/src/bin/{}.rs", id))
        };
        let original = std::fs::read(&target).unwrap();
        let mut bytes = original.clone();
        corrupt(&mut rng, &mut bytes);
        std::fs::write(&target, &bytes).unwrap();
        let options = bundler::Options { minify: round % 3 == 0, remove_comments: round % 5 == 0, ..Default::default() };
        let result = std::panic::catch_unwind(|| bundler::bundle(&dir, id, &options));
        std::fs::write(&target, &original).unwrap();
        match result {
            Ok(Ok(_)) => {}
            Ok(Err(e)) => {
                errors += 1;
                assert!(!e.message.is_empty());
            }
            Err(_) => panic!(
                "round {}: the bundler panicked on {} corrupted as:\n{}",
                round,
                target.display(),
                String::from_utf8_lossy(&bytes)
            ),
        }
    }
    assert!(errors > 100, "the corruptions should mostly be caught as errors ({} were)", errors);
}

/// A failed check (wrong answer, or a bundle that does not compile) writes nothing and leaves
/// no check directory behind.
fn expect_check_failure(root: &Path, needles: &[&str]) {
    let before = std::fs::read(root.join(BUNDLE)).unwrap();
    let out = bundler(root, &["bundle", "uses_nested"]);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "{}", stderr);
    for needle in needles {
        assert!(stderr.contains(needle), "expected {:?} in:\n{}", needle, stderr);
    }
    assert_eq!(std::fs::read(root.join(BUNDLE)).unwrap(), before, "the old bundle changed");
    let check_dir = root.join("target/bundle/.check");
    let leftovers = std::fs::read_dir(&check_dir).map(|d| d.count()).unwrap_or(0);
    assert_eq!(leftovers, 0, "check directories left in {}", check_dir.display());
}

#[test]
fn wrong_answer_in_the_check() {
    let root = workspace("wrong-answer");
    std::fs::write(root.join("fixtures/uses_nested/sample-1.out"), "24 43 13\n").unwrap();
    expect_check_failure(&root, &["wrong answer on fixtures/uses_nested/sample-1.in", "- ", "24 43 13", "+ ", "24 43 12"]);
}

#[test]
fn bundle_that_does_not_compile() {
    let root = workspace("no-compile");
    edit(&root, "solver-core/src/extra/odd_name.rs", "crate::renamed::ANSWER + x", "crate::renamed::ANSWER + x + \"1\"");
    expect_check_failure(&root, &["solver-core/src/extra/odd_name.rs:5:32: cannot add `&str` to `u64`", "(the bundle, compiled with rustc", "crate::renamed::ANSWER + x + \"1\""]);
}
