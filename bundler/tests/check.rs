//! The check, through the real command line: compiler messages point at the user's lines,
//! "bundler bug" only when the workspace build succeeds, no lint fires in library code (warn or
//! deny-by-default) while the problem's warnings fail,
//! file mode comes from the problem, a problem without fixtures is named, an interrupted check
//! leaves nothing behind, and an unchanged problem is not checked twice.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

#[path = "common/workspace_copy.rs"]
mod workspace_copy;
use workspace_copy::{copy_dir, features};

/// A private copy of the features workspace.
fn workspace(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("check-{}", name));
    let _ = std::fs::remove_dir_all(&dir);
    copy_dir(&features(), &dir);
    dir
}

fn bundler(root: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bundler")).args(args).arg("--root").arg(root).output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn edit(root: &Path, rel: &str, from: &str, to: &str) {
    let path = root.join(rel);
    let t = std::fs::read_to_string(&path).unwrap();
    assert!(t.contains(from), "{} lacks {:?}", rel, from);
    std::fs::write(&path, t.replacen(from, to, 1)).unwrap();
}

const PROBLEM: &str = "problems/src/bin/uses_nested.rs";

/// No scratch folder, not even an empty `.check`, after any run.
fn assert_no_scratch(root: &Path) {
    let check = root.join("target/bundle/.check");
    assert!(!check.exists(), "{} is left: {:?}", check.display(), std::fs::read_dir(&check).map(|d| d.count()));
}

#[test]
fn a_type_error_in_the_problem_points_at_its_line_and_is_not_a_bundler_bug() {
    let root = workspace("problem-type-error");
    edit(&root, PROBLEM, "let b = solver_core", "let b: u32 = solver_core");
    let out = bundler(&root, &["bundle", "uses_nested"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{}", stderr);
    for needle in [
        "error: problems/src/bin/uses_nested.rs:4:18: mismatched types [E0308]",
        "  |     let b: u32 = solver_core::renamed::answer_plus(1);",
        "  |                  ^^^^",
        "expected `u32`, found `u64`",
        "the workspace build fails too (problems/src/bin/uses_nested.rs:4:18)",
    ] {
        assert!(stderr.contains(needle), "expected {:?} in:\n{}", needle, stderr);
    }
    assert!(!stderr.contains("bundler bug") && !stderr.contains(".check/"), "{}", stderr);
    assert!(!root.join("target/bundle/uses_nested/main.rs").exists());
    assert_no_scratch(&root);
}

#[test]
fn an_error_inside_a_macro_call_and_in_library_code_point_at_their_lines() {
    let root = workspace("macro-error");
    edit(&root, PROBLEM, "println!(\"{} {} {}\", a, b, c);", "println!(\"{} {} {}\", a, b, c, d);");
    let stderr = text(&bundler(&root, &["bundle", "uses_nested"]).stderr);
    assert!(stderr.contains("error: problems/src/bin/uses_nested.rs:6:35: cannot find value `d` in this scope [E0425]"), "{}", stderr);
    assert!(stderr.contains("  |     println!(\"{} {} {}\", a, b, c, d);"), "{}", stderr);

    // In a library line the bundler rewrote (`crate::` paths get longer): still the user's column.
    let root = workspace("library-error");
    edit(&root, "solver-core/src/extra/odd_name.rs", "crate::renamed::ANSWER + x", "crate::renamed::ANSWER + x + true");
    let stderr = text(&bundler(&root, &["bundle", "uses_nested"]).stderr);
    assert!(stderr.contains("error: solver-core/src/extra/odd_name.rs:5:32: cannot add `bool` to `u64` [E0277]"), "{}", stderr);
    assert!(stderr.contains("  |     crate::renamed::ANSWER + x + true\n  |                                ^"), "{}", stderr);
    assert!(!stderr.contains("bundler bug"), "{}", stderr);
}

#[test]
fn bundler_bug_only_when_the_workspace_build_succeeds() {
    // Simulate a bundler mistake: a bundle that lost an item the problem uses.
    let root = workspace("bundler-bug");
    let b = bundler::bundle(&root, "uses_nested", &bundler::Options::default()).unwrap();
    let broken = b.source.replacen("pub fn answer_plus(", "pub fn answer_plus_gone(", 1);
    assert_ne!(broken, b.source);
    let options = bundler::check::CheckOptions { editions: &["2021"], depth: bundler::check::Depth::Quick, cache: false, skip_old_rustc: None };
    let err = bundler::check::check_bundle_with(&root, "uses_nested", &broken, Some(&b.line_map), &options).unwrap_err();
    let shown = err.to_string();
    assert!(shown.contains("problems/src/bin/uses_nested.rs:4:"), "{}", shown);
    assert!(shown.contains("the workspace build of this problem with rustc") && shown.contains("so this is a bundler bug"), "{}", shown);
    assert_no_scratch(&root);
}

/// Library code that raises a warn lint (an unused variable) and a deny-by-default one
/// (`dangerous_implicit_autorefs`, an error on current stable; `invalid_reference_casting`
/// since 1.73, on a line that never runs): as a dependency under cargo's `--cap-lints allow`,
/// none shows.
const LINTED_LIBRARY: &str = "    let unused = 3;\n    let mut bytes = [1u8, 2];\n    let p: *mut [u8] = &mut bytes;\n    let n = unsafe { (*p).len() } as u64;\n    let r = &n;\n    if x == u64::MAX {\n        unsafe { *(r as *const u64 as *mut u64) = n; }\n    }\n    crate::renamed::ANSWER + x + n - 2";

#[test]
fn no_lint_fires_in_library_code_and_problem_warnings_fail() {
    let root = workspace("warnings");
    edit(&root, "solver-core/src/extra/odd_name.rs", "    crate::renamed::ANSWER + x", LINTED_LIBRARY);
    // The program denies and forbids lints for the whole crate: that reaches no library code.
    edit(&root, PROBLEM, "fn main() {", "#![deny(unused_variables)]\n#![forbid(unsafe_code)]\nfn main() {");
    let out = bundler(&root, &["bundle", "uses_nested"]);
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "a library's lints must not fail the check:\n{}", stderr);
    assert!(!stderr.contains("warning"), "no lint fires in library code:\n{}", stderr);
    let bundle = std::fs::read_to_string(root.join("target/bundle/uses_nested/main.rs")).unwrap();
    assert!(bundle.contains("#![deny(unused_variables)]\n#![deny(unsafe_code)]\n"), "{}", bundle);
    assert!(bundle.contains(", useless_deprecated, unused_variables, unsafe_code)]\nmod solver_core {"), "{}", bundle);

    // The same lints in the program's own lines: a warning fails the check...
    edit(&root, PROBLEM, "#![deny(unused_variables)]\n", "");
    edit(&root, PROBLEM, "    let b = ", "    let unused_in_problem = 1;\n    let b = ");
    let out = bundler(&root, &["bundle", "uses_nested"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{}", stderr);
    assert!(stderr.contains("error: problems/src/bin/uses_nested.rs:5:9: warning denied: unused variable: `unused_in_problem`"), "{}", stderr);
    assert!(!stderr.contains("bundler bug"), "{}", stderr);

    // ... and a deny-by-default lint is the compiler's error there.
    let root = workspace("deny-in-problem");
    edit(&root, "solver-core/src/extra/odd_name.rs", "    crate::renamed::ANSWER + x", LINTED_LIBRARY);
    edit(&root, PROBLEM, "    println!(", "    let mut v = [a, b];\n    let p: *mut [u64] = &mut v;\n    let _n = unsafe { (*p).len() };\n    println!(");
    let out = bundler(&root, &["bundle", "uses_nested"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{}", stderr);
    assert!(stderr.contains("error: problems/src/bin/uses_nested.rs:8:23: implicit autoref creates a reference to the dereference of a raw pointer"), "{}", stderr);
}

#[test]
fn keep_modules_leaves_a_stdin_problem_on_stdin() {
    // A module the problem uses mentions `judge_io(`; whole modules carry it into the bundle.
    let root = workspace("keep-modules-stdin");
    edit(
        &root,
        "solver-core/src/extra/odd_name.rs",
        "pub const ANSWER",
        "/// Like `io::judge_io(\"id\")`, which this library does not have.\npub fn judge_io(_id: &str) {}\n\npub const ANSWER",
    );
    let out = bundler(&root, &["bundle", "uses_nested", "--keep-modules"]);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{}", stderr);
    assert!(std::fs::read_to_string(root.join("target/bundle/uses_nested/main.rs")).unwrap().contains("judge_io("));
    // Stdin only: one run per binary (stable: every case; the old compiler: the samples).
    assert!(stdout.contains("checked: ") && !stdout.contains("inp"), "{}", stdout);
}

#[test]
fn a_problem_without_fixtures_is_named() {
    let root = workspace("no-fixtures");
    std::fs::remove_dir_all(root.join("fixtures/uses_nested")).unwrap();
    for args in [&["bundle", "uses_nested"][..], &["bundle", "uses_nested", "--no-check"][..]] {
        let out = bundler(&root, args);
        let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
        assert!(out.status.success(), "{}", stderr);
        assert!(stderr.contains("warning: fixtures/uses_nested/ has no cases, so the bundle was never run"), "{:?}: {}", args, stderr);
        assert!(!stdout.contains("0 fixture runs"), "{}", stdout);
        if args.len() == 2 {
            assert!(stdout.contains("no fixtures, so nothing was run"), "{}", stdout);
        }
    }
}

#[test]
fn a_bundle_over_every_size_limit_warns_without_judge() {
    let root = workspace("size-warning");
    edit(&root, PROBLEM, "fn main() {", &format!("// {}\nfn main() {{", "x".repeat(70_000)));
    let out = bundler(&root, &["bundle", "uses_nested", "--no-check"]);
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "{}", stderr);
    assert!(
        stderr.contains("over the size limit of vnoj (65536 characters), codeforces (65536 bytes), spoj (50000 bytes)"),
        "{}",
        stderr
    );
    let out = bundler(&root, &["bundle", "uses_nested", "--no-check", "--remove-comments"]);
    assert!(!text(&out.stderr).contains("warning"), "{}", text(&out.stderr));
}

#[test]
fn an_unchanged_problem_is_not_checked_twice() {
    let root = workspace("cache");
    let first = bundler(&root, &["bundle", "uses_nested"]);
    assert!(first.status.success(), "{}", text(&first.stderr));
    assert!(!text(&first.stdout).contains("cached"));
    let second = bundler(&root, &["bundle", "uses_nested"]);
    assert!(text(&second.stdout).contains("checked (unchanged since the last check: cached): 1 fixture runs over 1 cases"), "{}", text(&second.stdout));
    // A changed fixture is checked again, and a failure is not remembered.
    std::fs::write(root.join("fixtures/uses_nested/sample-1.out"), "24 43 13\n").unwrap();
    let third = bundler(&root, &["bundle", "uses_nested"]);
    assert_eq!(third.status.code(), Some(1));
    assert!(text(&third.stderr).contains("wrong answer"), "{}", text(&third.stderr));
    std::fs::write(root.join("fixtures/uses_nested/sample-1.out"), "24 43 12\n").unwrap();
    let fourth = bundler(&root, &["bundle", "uses_nested"]);
    assert!(fourth.status.success() && !text(&fourth.stdout).contains("cached"), "{}", text(&fourth.stdout));
    // Other options, other bundle bytes: checked anew.
    let fifth = bundler(&root, &["bundle", "uses_nested", "--minify"]);
    assert!(fifth.status.success() && !text(&fifth.stdout).contains("cached"), "{}", text(&fifth.stdout));
    assert_no_scratch(&root);
}

/// The processes whose working directory lies under `dir`.
fn processes_in(dir: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        if let Ok(cwd) = std::fs::read_link(entry.path().join("cwd")) {
            if cwd.starts_with(dir) {
                found.push(format!("{} in {}", entry.file_name().to_string_lossy(), cwd.display()));
            }
        }
    }
    found
}

#[test]
fn an_interrupted_check_leaves_nothing_behind() {
    for signal in ["TERM", "INT"] {
        let root = workspace(&format!("interrupt-{}", signal));
        let check_dir = root.join("target/bundle/.check");
        let mut child = Command::new(env!("CARGO_BIN_EXE_bundler"))
            .args(["bundle", "uses_nested", "--root"])
            .arg(&root)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        // Wait until a compiler runs in the scratch folder.
        let started = std::time::Instant::now();
        while processes_in(&check_dir).is_empty() {
            assert!(started.elapsed().as_secs() < 60, "no compiler started");
            assert!(child.try_wait().unwrap().is_none(), "the check ended before it could be interrupted");
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        let status = Command::new("kill").args(["-s", signal, &child.id().to_string()]).status().unwrap();
        assert!(status.success());
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(130), "{}", text(&out.stderr));
        assert!(text(&out.stderr).contains("interrupted"), "{}", text(&out.stderr));
        assert_no_scratch(&root);
        // The compilers died with it (killed, so gone at once; allow the kernel a moment).
        let killed_at = std::time::Instant::now();
        while !processes_in(&root).is_empty() && killed_at.elapsed().as_secs() < 5 {
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        assert!(processes_in(&root).is_empty(), "left running: {:?}", processes_in(&root));
        assert!(!root.join("target/bundle/uses_nested/main.rs").exists());
    }
}

#[test]
fn a_finished_check_leaves_no_scratch_folder() {
    let root = workspace("no-scratch");
    let out = bundler(&root, &["bundle", "--all"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_no_scratch(&root);
}

#[test]
fn one_binary_runs_the_fixtures_and_the_other_compilers_type_check() {
    let root = workspace("type-check");
    let out = bundler(&root, &["bundle", "uses_nested", "--judge", "luogu"]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    // One binary (stable, 2021) ran both cases once; stable under 2024 only type-checked.
    assert!(stdout.contains("1 fixture runs over 1 cases"), "{}", stdout);
    assert!(stdout.contains("(edition 2024, type-checked)"), "{}", stdout);
    assert!(stdout.contains("(edition 2021), "), "stable under 2021 builds the binary:\n{}", stdout);
}

/// rustc 1.63 only type-checks, and still rejects what it cannot compile, at the user's line.
#[test]
fn the_old_compilers_type_check_points_at_the_users_line() {
    if !Path::new(bundler::judge::OLD_RUSTC).exists() {
        assert!(std::env::var_os("REQUIRE_OLD_RUSTC").is_none(), "REQUIRE_OLD_RUSTC is set but {} is missing", bundler::judge::OLD_RUSTC);
        eprintln!("notice: {} is missing; nothing to test", bundler::judge::OLD_RUSTC);
        return;
    }
    let root = workspace("old-type-check");
    // `u64::isqrt` is std since Rust 1.84: stable builds and runs it, 1.63 has no such method.
    edit(&root, PROBLEM, "    println!(\"{} {} {}\", a, b, c);", "    let c = c + 16u64.isqrt() - 4;\n    println!(\"{} {} {}\", a, b, c);");
    let out = bundler(&root, &["bundle", "uses_nested"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{}", stderr);
    assert!(stderr.contains("problems/src/bin/uses_nested.rs:6:"), "{}", stderr);
    assert!(stderr.contains("isqrt") && stderr.contains("rustc 1.63"), "{}", stderr);
    assert_no_scratch(&root);
}

/// The check's optimised binary is shared with a later `compile_shared` of the same bundle
/// (the differential test's build), which then compiles nothing.
#[test]
fn a_shared_binary_is_built_once() {
    let root = workspace("shared");
    let b = bundler::bundle(&root, "uses_nested", &bundler::Options::default()).unwrap();
    let binaries = root.join("target/shared-binaries");
    let report = bundler::check::check_bundle_sharing(&root, "uses_nested", &b.source, &["2021"], &binaries).unwrap();
    assert!(report.runs >= 1, "{:?}", report);
    let shared: Vec<PathBuf> = std::fs::read_dir(&binaries).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(shared.len(), 1, "{:?}", shared);
    let modified = std::fs::metadata(&shared[0]).unwrap().modified().unwrap();
    let (compilers, _) = bundler::check::compilers();
    let stable = compilers.iter().find(|c| c.label == "stable").unwrap();
    let again = bundler::check::compile_shared(stable, &b.source, "2021", &binaries).unwrap();
    assert_eq!(again, shared[0]);
    assert_eq!(std::fs::metadata(&again).unwrap().modified().unwrap(), modified, "rebuilt");
    // Another bundle: built, shared, and it runs.
    let other = b.source.replace("println!(\"{} {} {}\", a, b, c);", "println!(\"{}-{}-{}\", a, b, c);");
    assert_ne!(other, b.source);
    let built = bundler::check::compile_shared(stable, &other, "2021", &binaries).unwrap();
    assert_ne!(built, shared[0]);
    assert_eq!(std::fs::read_dir(&binaries).unwrap().count(), 2, "a build folder or temporary file is left");
    let input = std::fs::read(root.join("fixtures/uses_nested/sample-1.in")).unwrap();
    let printed = bundler::check::run(&built, "uses_nested", &input, bundler::check::Channel::Stdin, &root.join("target/run")).unwrap();
    assert!(printed.contains('-'), "{}", printed);
}

/// A runner (wine's place) that fails silently on its first run and runs the program on the
/// second: the run is tried once more and passes; a runner that always fails silently is
/// reported as such, and a program that fails with a message is not run again.
#[test]
fn a_silent_failure_under_the_runner_is_run_once_more_and_a_real_one_is_not() {
    use std::os::unix::fs::PermissionsExt;
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("check-silent-runner");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let script = |name: &str, body: &str| {
        let path = dir.join(name);
        std::fs::write(&path, format!("#!/bin/sh\n{}\n", body)).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    };
    let marker = dir.join("tried");
    let flaky = script("flaky", &format!("if [ -e {m} ]; then exec \"$1\"; fi; touch {m}; exit 1", m = marker.display()));
    let silent = script("silent", "exit 1");
    let program = script("program", "cat");
    let talker = script("talker", "echo 'error: bad input' >&2; touch ran-$$; exit 1");
    let work = dir.join("work");
    let channel = bundler::check::Channel::Stdin;
    let out = bundler::check::run_with(Some(flaky.to_str().unwrap()), &program, "p", b"1 2\n", channel, &work).expect("the second run passes");
    assert_eq!(out, "1 2\n");
    let err = bundler::check::run_with(Some(silent.to_str().unwrap()), &program, "p", b"1 2\n", channel, &work).unwrap_err();
    assert!(err.message.contains("failed twice under wine"), "{}", err.message);
    let err = bundler::check::run_with(Some("env"), &talker, "p", b"", channel, &work).unwrap_err();
    assert!(err.message.contains("error: bad input"), "{}", err.message);
    let runs = std::fs::read_dir(&work).unwrap().filter(|e| e.as_ref().unwrap().file_name().to_string_lossy().starts_with("ran-")).count();
    assert_eq!(runs, 1, "a program that says why it failed runs once");
}
