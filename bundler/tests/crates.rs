//! Library crates besides solver-core (issue 12), on three real cargo workspaces in
//! tests/workspaces (each with its own `[workspace]`, committed Cargo.lock, path dependencies
//! only):
//!
//! - `multilib`: the workspace's own `solver-core`, `numbers`, and `graphs`, which depends on
//!   `numbers`; `problems` depends on `numbers` renamed to `nums`, and on `unused_lib`, which no
//!   problem names and which must add nothing.
//! - `cfgfeatures`: `flags` with features `fast`, `big = ["fast"]` and `extra`; `problems`
//!   enables `big`. The bundle must keep what cargo compiles and drop the rest.
//! - `refusals`: one crate per reason the bundler refuses a crate, each reached by one problem,
//!   plus crates that look alike and must bundle (`include_str!` inside src/, `#![no_std]` with
//!   `alloc`), and `reaches_none`, which depends on all of them and reaches none.
//!
//! Expected outputs come from the cargo-built binaries (`fixtures_agree_with_the_cargo_build`
//! rebuilds them with cargo and compares), never from a bundle. Every bundle that must work is
//! compiled with current stable and with rustc 1.63 (edition 2021, `-D warnings`) and run on
//! every fixture of its problem.

#[path = "common/workspace_copy.rs"]
mod workspace_copy;
#[path = "common/compilers.rs"]
mod compilers;
#[path = "common/build_run.rs"]
mod build_run;

use build_run::{cargo_build, compile_alone, run_fixtures, TargetDir};
use bundler::{bundle, Bundle, Options};
use compilers::{compilers, Compiler};
use std::path::{Path, PathBuf};
use std::process::Command;
use workspace_copy::committed;

/// A private copy of workspace `name`, so that cargo metadata and the bundler's outputs never
/// touch the committed files or another test's copy.
fn private_copy(name: &str, tag: &str) -> PathBuf {
    workspace_copy::private_copy(&committed(name), &format!("crates-{}-{}", name, tag))
}

fn scratch(name: &str) -> PathBuf {
    workspace_copy::scratch(&format!("crates-build-{}", name))
}

/// The options for a judge whose rustc is newer than the 1.63 floor (Codeforces: 1.89).
fn codeforces() -> Options {
    Options { judge: Some("codeforces".into()), ..Options::default() }
}

// ------------------------------------------------------------------ compile and run

/// Compiles the bundle with every compiler in `compilers` and runs every fixture; the failures.
fn compile_and_run(root: &Path, id: &str, label: &str, b: &Bundle, compilers: &[Compiler], dir: &Path) -> Vec<String> {
    let mut failures = Vec::new();
    for compiler in compilers {
        let stem = format!("{}-{}-{}", id, label, compiler.label);
        match compile_alone(compiler, &b.source, dir, &stem, "2021", &["-D", "warnings"]).and_then(|binary| run_fixtures(root, id, &binary)) {
            Ok(_) => {}
            Err(e) => failures.push(format!("{} [{}, {}]: {}\n--- the bundle:\n{}", id, label, compiler.label, e, b.source)),
        }
    }
    failures
}

/// Bundles each problem with default shaking and with `--keep-modules`, compiles each bundle
/// with stable and 1.63, and runs every fixture; fails listing every failure.
fn every_problem_bundles_compiles_and_passes(workspace: &str, ids: &[&str]) {
    let root = private_copy(workspace, "builds");
    let dir = scratch(workspace);
    let compilers = compilers();
    let mut failures = Vec::new();
    for id in ids {
        for (label, keep_modules) in [("shaken", false), ("whole-modules", true)] {
            match bundle(&root, id, &Options { keep_modules, ..Options::default() }) {
                Ok(b) => failures.extend(compile_and_run(&root, id, label, &b, &compilers, &dir)),
                Err(e) => failures.push(format!("{} [{}]: does not bundle:\n{}", id, label, e)),
            }
        }
    }
    assert!(failures.is_empty(), "{} of {} builds failed:\n\n{}", failures.len(), ids.len() * 2 * compilers.len(), failures.join("\n\n"));
}

/// How many times the bundle declares a module `name` (`mod name {` or `pub mod name {`).
fn module_count(source: &str, name: &str) -> usize {
    source.matches(&format!("mod {} {{", name)).count()
}

fn bundled(root: &Path, id: &str) -> Bundle {
    bundle(root, id, &Options::default()).unwrap_or_else(|e| panic!("{} does not bundle:\n{}", id, e))
}

// ------------------------------------------------------------------ the expected outputs

/// The fixtures' `.out` files are what the cargo-built binaries print: cargo builds every
/// problem that has fixtures (`--locked`: the committed Cargo.lock is current) and runs it.
#[test]
fn fixtures_agree_with_the_cargo_build() {
    for workspace in ["multilib", "cfgfeatures", "refusals"] {
        let root = committed(workspace);
        let ids: Vec<String> = problem_spec::layout::problem_ids(&root).into_iter().filter(|id| !problem_spec::layout::cases(&root, id).is_empty()).collect();
        assert!(!ids.is_empty(), "{}: no problem has fixtures", workspace);
        let bins: Vec<&str> = ids.iter().map(String::as_str).collect();
        let built = cargo_build(&root, TargetDir::At(&Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("crates-cargo-{}", workspace))), &bins, false);
        for id in &ids {
            let cases = run_fixtures(&root, id, &built.join(id)).unwrap_or_else(|e| panic!("{}: {}", workspace, e));
            assert!(cases >= 2 || workspace == "refusals", "{}: {} has only {} cases", workspace, id, cases);
        }
    }
}

/// The test workspaces are not members of the top-level workspace.
#[test]
fn the_test_workspaces_stay_out_of_the_top_level_workspace() {
    let top = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let manifest = std::fs::read_to_string(top.join("Cargo.toml")).unwrap();
    assert!(!manifest.contains("tests/workspaces"), "the top-level Cargo.toml names a test workspace");
    for workspace in ["multilib", "cfgfeatures", "refusals"] {
        let text = std::fs::read_to_string(committed(workspace).join("Cargo.toml")).unwrap();
        assert!(text.contains("[workspace]"), "{} must be a workspace of its own", workspace);
        assert!(committed(workspace).join("Cargo.lock").is_file(), "{} has no committed Cargo.lock", workspace);
    }
}

// ------------------------------------------------------------------ multilib

const MULTILIB: [&str; 5] = ["components", "dag_game", "macro_sum", "nested_paths", "reexport_gcd"];

#[test]
fn multilib_problems_bundle_compile_with_both_compilers_and_pass() {
    let ids = problem_spec::layout::problem_ids(&committed("multilib"));
    assert_eq!(ids, MULTILIB, "a problem was added to multilib: add it to MULTILIB");
    every_problem_bundles_compiles_and_passes("multilib", &MULTILIB);
}

/// Each reached crate is one module; a crate reached only through another (`bits`, which only
/// `graphs` depends on) comes too, under the name its dependent gives it; what is not reached
/// (`solver-core` for `components`, `bits` for a problem that uses no code of `graphs` calling
/// it, `unused_lib` always) adds nothing. `numbers` is one crate under two names (`nums` in
/// `problems`, `numbers` in `graphs`): one module, whichever name it gets.
#[test]
fn multilib_bundles_hold_each_reached_crate_once_and_nothing_else() {
    let root = private_copy("multilib", "modules");
    let mut report = Vec::new();
    // (problem, crates that must be modules, crates that must not, whether it reaches `numbers`)
    let expected: [(&str, &[&str], &[&str], bool); 5] = [
        ("components", &["graphs", "bits"], &["solver_core"], true),
        ("dag_game", &["graphs", "solver_core"], &["bits"], true),
        // Only `Dsu::size_bits` calls `bits`, only `Dsu::size_gcd*` `numbers`: shaken, nothing
        // reaches either; whole modules keep all of `dsu`, so both come.
        ("nested_paths", &["graphs"], &["solver_core", "bits"], false),
        ("reexport_gcd", &["graphs"], &["solver_core", "bits"], true),
        ("macro_sum", &[], &["graphs", "solver_core", "bits"], true),
    ];
    for (id, present, absent, reaches_numbers) in expected {
        for keep_modules in [false, true] {
            let b = bundle(&root, id, &Options { keep_modules, ..Options::default() }).unwrap_or_else(|e| panic!("{}: {}", id, e));
            let tag = if keep_modules { "--keep-modules" } else { "shaken" };
            let whole_dsu = keep_modules && id == "nested_paths";
            let present: Vec<&str> = present.iter().copied().chain(if whole_dsu { Some("bits") } else { None }).collect();
            let absent: Vec<&str> = absent.iter().copied().filter(|&n| !(whole_dsu && n == "bits")).collect();
            for name in present {
                if module_count(&b.source, name) != 1 {
                    report.push(format!("{} [{}]: `mod {}` appears {} times", id, tag, name, module_count(&b.source, name)));
                }
            }
            for name in absent {
                if module_count(&b.source, name) != 0 {
                    report.push(format!("{} [{}]: carries `mod {}`, which it does not reach", id, tag, name));
                }
            }
            let numbers_modules = module_count(&b.source, "numbers") + module_count(&b.source, "nums");
            let gcd_copies = b.source.matches("pub fn gcd(").count();
            let want_numbers = usize::from(reaches_numbers || whole_dsu);
            if gcd_copies > 1 || numbers_modules != want_numbers {
                report.push(format!(
                    "{} [{}]: `numbers` is inlined as {} modules, not {} (`mod numbers`: {}, `mod nums`: {}), its gcd {} times",
                    id,
                    tag,
                    numbers_modules,
                    want_numbers,
                    module_count(&b.source, "numbers"),
                    module_count(&b.source, "nums"),
                    gcd_copies
                ));
            }
            if b.source.contains("unused_lib") {
                report.push(format!("{} [{}]: mentions `unused_lib`, which no problem uses", id, tag));
            }
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}

/// Shaking reaches across crates: `components` uses `Dsu` (and through it `numbers::gcd` and
/// the `Gcd` trait), not the DAG, BFS or modular code.
#[test]
fn multilib_shaking_keeps_only_what_the_problem_reaches_in_each_crate() {
    let root = private_copy("multilib", "shaking");
    let b = bundled(&root, "components");
    for kept in ["pub struct Dsu", "pub fn gcd(", "pub trait Gcd", "fn is_power_of_two", "fn total_ones"] {
        assert!(b.source.contains(kept), "components lost `{}`:\n{}", kept, b.source);
    }
    for dropped in ["pub struct Dag", "fn distances", "fn pow_mod", "macro_rules! mod_sum"] {
        assert!(!b.source.contains(dropped), "components carries `{}`, which it does not reach:\n{}", dropped, b.source);
    }
    let macro_user = bundled(&root, "macro_sum");
    assert!(macro_user.source.contains("macro_rules! mod_sum") && macro_user.source.contains("fn sum_mod"), "{}", macro_user.source);
    assert!(!macro_user.source.contains("pub struct Dsu"), "{}", macro_user.source);
}

/// Byte-identical bundles: twice in one copy, and in two copies at different paths (no
/// absolute path, no order that depends on the machine).
#[test]
fn multilib_bundles_are_deterministic() {
    let first = private_copy("multilib", "determinism-a");
    let second = private_copy("multilib", "determinism-b");
    for id in MULTILIB {
        let a = bundled(&first, id).source;
        assert_eq!(a, bundled(&first, id).source, "{}: two runs differ", id);
        assert_eq!(a, bundled(&second, id).source, "{}: two copies of the workspace give different bundles", id);
        for path in [&first, &second] {
            assert!(!a.contains(path.to_str().unwrap()), "{}: the bundle holds an absolute path", id);
        }
        assert!(!a.contains(env!("CARGO_TARGET_TMPDIR")), "{}: the bundle holds an absolute path", id);
    }
}

// ------------------------------------------------------------------ cfg and features

#[test]
fn cfgfeatures_problem_bundles_compiles_with_both_compilers_and_passes() {
    every_problem_bundles_compiles_and_passes("cfgfeatures", &["features_on"]);
}

/// What is off is dropped (the features cargo resolved, the judge's platform); what the
/// bundler cannot decide (`debug_assertions`) is left for rustc; the module whose file exists
/// only on Windows is never loaded.
#[test]
fn cfgfeatures_bundle_drops_what_is_off_and_leaves_the_undecided() {
    let root = private_copy("cfgfeatures", "text");
    for keep_modules in [false, true] {
        let b = bundle(&root, "features_on", &Options { keep_modules, ..Options::default() }).unwrap_or_else(|e| panic!("{}", e));
        let tag = if keep_modules { "--keep-modules" } else { "shaken" };
        // `diagnostic::` (Rust 1.78) under an off feature: gone, and no reason to refuse the bundle.
        for gone in ["feature = \"", "windows_only", "\"slow\"", "does_not_exist", "NoSuchType", "NoSuchDerive", "1 << 20", "diagnostic::"] {
            assert!(!b.source.contains(gone), "[{}] `{}` is still in the bundle:\n{}", tag, gone, b.source);
        }
        // Inside an item (a match arm, a field, a statement) an off `cfg` becomes `cfg(any())`,
        // which plain rustc drops just as cargo's build did: cutting it out would need a parse
        // of every function body.
        let arm = b.source.find("no_such_function").expect("the off match arm stays, configured away");
        let line_start = b.source[..arm].rfind('\n').unwrap_or(0);
        let before = b.source[..line_start].lines().last().unwrap_or_default();
        assert_eq!(before.trim(), "#[cfg(any())]", "[{}] the off arm is not configured away:\n{}", tag, b.source);
        for kept in ["any(debug_assertions, not(debug_assertions))", "\"fast\"", "\"unix64\"", "\"zero (big)\"", "derive(Debug)", "1 << 40", "\"left to rustc\""] {
            assert!(b.source.contains(kept), "[{}] `{}` is missing from the bundle:\n{}", tag, kept, b.source);
        }
    }
}

/// The platform comes from the judge profile: Codeforces judges on 64-bit Windows, where
/// `#[cfg(windows)] mod windows_only;` is compiled, so the bundler reads that module's file,
/// which this workspace (like a crate written for Linux only) does not have.
#[test]
fn the_judge_profile_decides_the_platform() {
    let root = private_copy("cfgfeatures", "platform");
    let linux = bundle(&root, "features_on", &Options { judge: Some("atcoder".into()), ..Options::default() }).unwrap_or_else(|e| panic!("{}", e));
    assert!(!linux.source.contains("windows_only"), "{}", linux.source);
    let err = bundle(&root, "features_on", &codeforces()).expect_err("on Windows the module file is needed");
    assert!(err.to_string().contains("windows_only"), "{}", err);
    std::fs::write(root.join("flags/src/windows_only.rs"), "pub const NAME: &str = \"windows\";\n").unwrap();
    let windows = bundle(&root, "features_on", &codeforces()).unwrap_or_else(|e| panic!("{}", e));
    assert!(windows.source.contains("mod windows_only"), "{}", windows.source);
}

// ------------------------------------------------------------------ refusals

/// A refused problem: the crate, the substrings its message must hold, and, for a refusal found
/// in the crate's code, the file and the text whose line the message must point at.
struct Refusal {
    id: &'static str,
    crate_name: &'static str,
    needles: &'static [&'static str],
    place: Option<(&'static str, &'static str)>,
}

// `uses_proc_macro` is expanded now (issue 19): tests/proc_macros.rs bundles it, and refuses
// it without a proc-macro server.
const REFUSALS: [Refusal; 5] = [
    Refusal { id: "uses_build_script", crate_name: "with_build", needles: &["`with_build`'s build script links a native library", "cargo:rustc-link-lib=m"], place: None },
    Refusal {
        id: "uses_nostd_panic",
        crate_name: "nostd_panic",
        needles: &["`nostd_panic` is #![no_std] and defines"],
        place: Some(("nostd_panic/src/lib.rs", "#[panic_handler]")),
    },
    Refusal { id: "uses_rust_version", crate_name: "new_rust", needles: &["`new_rust` 0.1.0 needs Rust 1.89 (its rust-version)"], place: None },
    Refusal {
        id: "uses_let_else",
        crate_name: "let_else_lib",
        needles: &["`let_else_lib` uses ", ", which needs Rust 1.65"],
        place: Some(("let_else_lib/src/lib.rs", "let Some(token)")),
    },
    // `dup` 1.0.0 through `dup_user_a` and 2.0.0 through `dup_user_b`, both called `dup` there.
    Refusal { id: "uses_two_versions", crate_name: "dup", needles: &["two versions of `dup`"], place: None },
];

/// The 1-based line of the first line of `file` (under `root`) that contains `text`.
fn line_of(root: &Path, file: &str, text: &str) -> usize {
    let source = std::fs::read_to_string(root.join(file)).unwrap();
    source.lines().position(|l| l.contains(text)).unwrap_or_else(|| panic!("{} lacks {:?}", file, text)) + 1
}

/// Whether `message` holds `file:line:col` (the file as a path suffix, the column a number).
fn points_at(message: &str, file: &str, lines: &[usize]) -> bool {
    lines.iter().any(|line| {
        let prefix = format!("{}:{}:", file, line);
        message.match_indices(&prefix).any(|(at, _)| message[at + prefix.len()..].starts_with(|c: char| c.is_ascii_digit()))
    })
}

#[test]
fn each_refused_crate_is_refused_with_its_reason_and_place() {
    let root = private_copy("refusals", "refused");
    let ids = problem_spec::layout::problem_ids(&root);
    let mut report = Vec::new();
    for refusal in &REFUSALS {
        assert!(ids.iter().any(|id| id == refusal.id), "no problem {}", refusal.id);
        let message = match bundle(&root, refusal.id, &Options::default()) {
            Ok(b) => {
                report.push(format!("{}: bundled, but `{}` must be refused:\n{}", refusal.id, refusal.crate_name, b.source));
                continue;
            }
            Err(e) => e.to_string(),
        };
        let mut wrong = Vec::new();
        if !message.contains(&format!("`{}`", refusal.crate_name)) {
            wrong.push(format!("the crate `{}` is not named", refusal.crate_name));
        }
        for needle in refusal.needles {
            if !message.contains(needle) {
                wrong.push(format!("lacks {:?}", needle));
            }
        }
        if !message.contains("\nhelp: ") {
            wrong.push("says nothing of what to do (no help line)".to_string());
        }
        if let Some((file, text)) = refusal.place {
            // The line of the offending text; an attribute's error may name the item below it.
            let line = line_of(&root, file, text);
            if !points_at(&message, file, &[line, line + 1]) {
                wrong.push(format!("does not point at {}:{}:<col>", file, line));
            }
        }
        if !wrong.is_empty() {
            report.push(format!("{}: the message {}:\n{}", refusal.id, wrong.join("; "), message));
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n\n"));
}

/// What only looks like a refusal bundles, compiles with both compilers and passes: a problem
/// that reaches no refused crate, `include_str!`/`include_bytes!` of files inside src/ and
/// outside it (inlined as literals), `include!` of code (pasted where it stands), `#![no_std]`
/// with `extern crate alloc`, an edition-2015 crate (translated: `bundler::read::edition`).
#[test]
fn what_is_not_reached_or_is_allowed_bundles_compiles_and_passes() {
    every_problem_bundles_compiles_and_passes(
        "refusals",
        &["reaches_none", "uses_include_inside", "uses_include_bytes_inside", "uses_include_outside", "uses_include_code", "uses_nostd_alloc", "uses_edition_2015"],
    );
}

#[test]
fn a_problem_reaching_no_library_carries_none() {
    let root = private_copy("refusals", "none");
    let b = bundled(&root, "reaches_none");
    let members = ["pm_derive", "with_build", "include_outside", "include_inside", "include_code", "nostd_panic", "nostd_alloc", "new_rust", "let_else_lib", "old_edition", "dup", "dup_user_a", "dup_user_b"];
    for name in members {
        assert_eq!(module_count(&b.source, name), 0, "reaches_none carries `mod {}`:\n{}", name, b.source);
    }
    // Names in the problem's comment and strings are text, not paths: they stay as written.
    assert!(b.source.contains("(not with_build::VALUE, not nostd_panic::triple)"), "{}", b.source);
}

#[test]
fn included_files_inside_src_become_literals() {
    let root = private_copy("refusals", "literals");
    for id in ["uses_include_inside", "uses_include_bytes_inside"] {
        let b = bundled(&root, id);
        assert!(!b.source.contains("include_str!") && !b.source.contains("include_bytes!"), "{}: an include is left:\n{}", id, b.source);
        assert_eq!(module_count(&b.source, "include_inside"), 1, "{}", b.source);
    }
    let text = bundled(&root, "uses_include_inside").source;
    assert!(text.contains("quoted") && text.contains("caf"), "the text of table.txt is not in the bundle:\n{}", text);
    // Outside src/: the README's doc attribute goes, a doc comment that mentions an include stays.
    let text = bundled(&root, "uses_include_outside").source;
    assert!(!text.contains("README") && text.contains("a doc comment that mentions an"), "{}", text);
}

/// The rust-version and syntax refusals depend on the judge's rustc: under Codeforces (rustc
/// 1.89) the same problems bundle, compile with stable and pass.
#[test]
fn a_newer_judge_takes_what_the_1_63_floor_refuses() {
    let root = private_copy("refusals", "codeforces");
    let dir = scratch("refusals-codeforces");
    let stable = [Compiler { label: "stable", path: "rustc" }];
    let mut failures = Vec::new();
    for id in ["uses_rust_version", "uses_let_else"] {
        if bundle(&root, id, &Options::default()).is_ok() {
            failures.push(format!("{}: bundles under the 1.63 floor", id));
        }
        match bundle(&root, id, &codeforces()) {
            Ok(b) => failures.extend(compile_and_run(&root, id, "codeforces", &b, &stable, &dir)),
            Err(e) => failures.push(format!("{}: refused under --judge codeforces:\n{}", id, e)),
        }
    }
    // Codeforces' rustc is newer, not unbounded: what no rustc version allows stays refused.
    for id in ["uses_build_script", "uses_nostd_panic"] {
        if let Ok(b) = bundle(&root, id, &codeforces()) {
            failures.push(format!("{}: bundled under --judge codeforces:\n{}", id, b.source));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

// ------------------------------------------------------------------ the check, across crates

/// The command line on a copy of multilib: the bundle passes the bundler's own check, and a
/// type error planted in `graphs` is reported at its line in graphs/src/dag.rs as the user's
/// mistake, found by the workspace build too (which must build the problem with its crates).
#[test]
fn a_mistake_in_a_library_crate_points_at_its_line_and_is_not_a_bundler_bug() {
    let root = private_copy("multilib", "cli");
    let run = |root: &Path| Command::new(env!("CARGO_BIN_EXE_bundler")).args(["bundle", "dag_game", "--root"]).arg(root).output().unwrap();
    let out = run(&root);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("checked: "), "{}", String::from_utf8_lossy(&out.stdout));

    let file = root.join("graphs/src/dag.rs");
    let text = std::fs::read_to_string(&file).unwrap();
    let from = "ways[w] = ::numbers::add_mod(ways[w], ways[v], m);";
    assert!(text.contains(from));
    std::fs::write(&file, text.replacen(from, "ways[w] = ::numbers::add_mod(ways[w], ways[v], m) + true;", 1)).unwrap();
    let line = line_of(&root, "graphs/src/dag.rs", "+ true;");
    let out = run(&root);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{}", stderr);
    assert!(stderr.contains(&format!("error: graphs/src/dag.rs:{}:67: cannot add `bool` to `u64`", line)), "{}", stderr);
    assert!(!stderr.contains("bundler bug"), "{}", stderr);
    // The workspace build fails for the same reason, at the same place (not because it cannot
    // find `graphs`).
    assert!(stderr.contains(&format!("the workspace build fails too (graphs/src/dag.rs:{}:", line)), "{}", stderr);
}

/// `--root` relative to the current folder names the same workspace as the absolute path: the
/// crate graph (from `cargo metadata`, which gives absolute paths) matched the root joined
/// onto itself once.
#[test]
fn a_relative_root_is_taken_from_the_current_folder() {
    let root = private_copy("multilib", "relative-root");
    let parent = root.parent().unwrap();
    let name = root.file_name().unwrap();
    let run = |cwd: &Path, root: &Path| {
        Command::new(env!("CARGO_BIN_EXE_bundler")).current_dir(cwd).args(["bundle", "dag_game", "--no-check", "--stdout", "--root"]).arg(root).output().unwrap()
    };
    let absolute = run(parent, &root);
    assert!(absolute.status.success(), "{}", String::from_utf8_lossy(&absolute.stderr));
    let relative = run(parent, Path::new(name));
    assert!(relative.status.success(), "{}", String::from_utf8_lossy(&relative.stderr));
    assert_eq!(String::from_utf8_lossy(&relative.stdout), String::from_utf8_lossy(&absolute.stdout));
    let dotted = run(&root.join("graphs"), Path::new(".."));
    assert!(dotted.status.success(), "{}", String::from_utf8_lossy(&dotted.stderr));
    assert_eq!(String::from_utf8_lossy(&dotted.stdout), String::from_utf8_lossy(&absolute.stdout));
}

/// A bundle that lost an item its problem uses, while cargo builds the problem: a bundler bug,
/// and the message says so (the workspace build must know the problem's other crates).
#[test]
fn bundler_bug_only_when_the_workspace_build_with_every_crate_succeeds() {
    let root = private_copy("multilib", "bundler-bug");
    let b = bundled(&root, "dag_game");
    let broken = b.source.replacen("pub fn count_paths(", "pub fn count_paths_gone(", 1);
    assert_ne!(broken, b.source);
    let options = bundler::check::CheckOptions { editions: &["2021"], depth: bundler::check::Depth::Quick, cache: false, skip_old_rustc: None };
    let err = bundler::check::check_bundle_with(&root, "dag_game", &broken, Some(&b.line_map), &options).unwrap_err();
    let shown = err.to_string();
    let line = line_of(&root, "problems/src/bin/dag_game.rs", "dag.count_paths(");
    assert!(shown.contains(&format!("problems/src/bin/dag_game.rs:{}:", line)), "{}", shown);
    assert!(shown.contains("so this is a bundler bug"), "{}", shown);
}
