//! A real multi-crate contest library: ngtkana/ac-adapter-rs (CC0, vendored with its LICENSE at
//! tests/workspaces/ac-adapter by its `vendor.py`), 66 crates under `libs/`, some depending on
//! each other (`fp_fft` on `fp`, `gco` on `dinic`) and on registry crates (`rand`, `rstest`).
//! Its programs are its crates' own doctests, each made an example the way rustdoc makes a
//! doctest a program (`libs/<crate>/examples/<crate>_docN.rs`).
//!
//! Each program is bundled the way `cargo judgefile --example <name> --judge codeforces` does
//! ([`bundler::find::project::resolve`] then [`bundler::bundle_project`]), compiled alone with plain
//! stable rustc (edition 2021, as the judge does), run with empty input, and compared with the
//! cargo-built example (its stdout and whether it succeeds). The report lists the failures
//! grouped by their first error; the test fails when fewer than [`PASSES`] programs pass.

#[path = "common/workspace_copy.rs"]
mod workspace_copy;
#[path = "common/compilers.rs"]
mod compilers;
#[path = "common/build_run.rs"]
mod build_run;

use build_run::{cargo, compile_alone};
use bundler::find::project::{resolve, Request};
use bundler::Options;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// How many programs must pass (of 328; the report lists the rest by first error). 307 did
/// before the name-resolution fixes of tests/names.rs: 20 called `DoubleHeap::new` of `impl<T>
/// DoubleHeap<T, Nop>` (E0599). The one left: `rand_range` reaches zerocopy (through rand and
/// ppv-lite86), whose `include_str!` of a computed path the bundler refuses.
const PASSES: usize = 327;

enum Outcome {
    Pass,
    /// The stage that failed and its message.
    Fail(&'static str, String),
}

/// `work(i)` for every `i` in `0..count` on two workers with big stacks (a debug bundler
/// recurses deep on big crates), results in order.
fn in_parallel<T: Send>(count: usize, work: &(dyn Fn(usize) -> T + Sync)) -> Vec<T> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let done = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2)
            .map(|_| {
                std::thread::Builder::new()
                    .stack_size(256 << 20)
                    .spawn_scoped(scope, || loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                        if i >= count {
                            break;
                        }
                        let result = work(i);
                        done.lock().unwrap().push((i, result));
                    })
                    .unwrap()
            })
            .collect();
        for worker in workers {
            if let Err(panic) = worker.join() {
                std::panic::resume_unwind(panic);
            }
        }
    });
    let mut done = done.into_inner().unwrap();
    done.sort_by_key(|d| d.0);
    done.into_iter().map(|d| d.1).collect()
}

/// The examples of the workspace at `root`: (name, package folder), sorted.
fn programs(root: &Path) -> Vec<(String, PathBuf)> {
    let mut found = Vec::new();
    for entry in walkdir::WalkDir::new(root.join("libs")).min_depth(3).max_depth(3) {
        let entry = entry.unwrap();
        let path = entry.path();
        if path.extension().map_or(false, |e| e == "rs") && path.parent().unwrap().ends_with("examples") {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            found.push((name, path.parent().unwrap().parent().unwrap().to_path_buf()));
        }
    }
    found.sort();
    found
}

/// The first line that says `error` in a compiler's or the bundler's message (the headline).
fn first_error(message: &str) -> String {
    message.lines().find(|l| l.contains("error")).unwrap_or_else(|| message.lines().next().unwrap_or("")).trim().to_string()
}

/// (success, stdout) of `binary` run on empty input.
fn run(binary: &Path) -> (bool, String) {
    let out = Command::new(binary).stdin(Stdio::null()).output().unwrap();
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn ac_adapter_doctest_programs_bundle_compile_alone_and_match_the_cargo_build() {
    let committed = workspace_copy::committed("ac-adapter");
    let root = workspace_copy::private_copy(&committed, "ac-adapter");
    let out = Command::new(cargo()).args(["fetch", "--locked", "--manifest-path"]).arg(root.join("Cargo.toml")).output().unwrap();
    assert!(out.status.success(), "cargo fetch failed:\n{}", String::from_utf8_lossy(&out.stderr));
    // The unbundled programs, in a target folder that outlives the copies (a rerun is quick).
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ac-adapter-target");
    let out = Command::new(cargo())
        .args(["build", "--offline", "--locked", "--quiet", "--examples", "--manifest-path"])
        .arg(root.join("Cargo.toml"))
        .arg("--target-dir")
        .arg(&target)
        .envs(build_run::LEAN_DEBUG_BUILD)
        .env_remove("RUSTFLAGS")
        .output()
        .unwrap();
    assert!(out.status.success(), "cargo build --examples failed:\n{}", String::from_utf8_lossy(&out.stderr));
    let examples = target.join("debug/examples");
    let programs = programs(&root);
    assert_eq!(programs.len(), 328, "the vendored workspace's programs changed");
    let stable = compilers::compilers().into_iter().find(|c| c.label == "stable").unwrap();
    let builds = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ac-adapter-bundles");
    let outcomes = in_parallel(programs.len(), &|i| {
        let (name, package) = &programs[i];
        let request = Request { cwd: package.clone(), example: Some(name.clone()), ..Request::default() };
        let project = match resolve(&request) {
            Ok(p) => p,
            Err(e) => return Outcome::Fail("resolve", e.to_string()),
        };
        let options = Options { judge: Some("codeforces".into()), ..Options::default() };
        let bundle = match bundler::bundle_project(&project, &options) {
            Ok(b) => b,
            Err(e) => return Outcome::Fail("bundle", e.to_string()),
        };
        let binary = match compile_alone(&stable, &bundle.source, &builds, name, "2021", &["-O"]) {
            Ok(b) => b,
            Err(e) => return Outcome::Fail("compile", e),
        };
        let want = run(&examples.join(name));
        let got = run(&binary);
        if want == got {
            Outcome::Pass
        } else {
            Outcome::Fail("run", format!("error: the bundle gives {:?}, cargo's build {:?}", got, want))
        }
    });
    let passed = outcomes.iter().filter(|o| matches!(o, Outcome::Pass)).count();
    // The failures by stage and first error: (count, first example, its whole message).
    let mut groups: BTreeMap<(String, String), (usize, String, String)> = BTreeMap::new();
    for ((name, _), outcome) in programs.iter().zip(&outcomes) {
        if let Outcome::Fail(stage, message) = outcome {
            let key = (stage.to_string(), first_error(message));
            let g = groups.entry(key).or_insert_with(|| (0, name.clone(), message.clone()));
            g.0 += 1;
        }
    }
    let mut report = format!("ac-adapter: {} of {} programs pass (bundled, compiled alone, same output as cargo's build)\n", passed, programs.len());
    let mut sorted: Vec<_> = groups.iter().collect();
    sorted.sort_by(|a, b| b.1 .0.cmp(&a.1 .0).then(a.0.cmp(b.0)));
    for ((stage, headline), (count, example, _)) in &sorted {
        report.push_str(&format!("  {:>3} {}: {} (e.g. {})\n", count, stage, headline, example));
    }
    eprintln!("{}", report);
    if std::env::var_os("AC_ADAPTER_VERBOSE").is_some() {
        for (_, (_, example, message)) in &sorted {
            eprintln!("=== {}\n{}\n", example, message.chars().take(3000).collect::<String>());
        }
    }
    assert!(passed >= PASSES, "only {} of {} ac-adapter programs pass, {} must:\n{}", passed, programs.len(), PASSES, report);
}
