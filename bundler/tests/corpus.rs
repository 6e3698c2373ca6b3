//! Third-party and differently shaped library code (issue 8).
//!
//! Two test workspaces: `tests/workspaces/acl` holds ac-library-rs verbatim as its solver-core,
//! `tests/workspaces/nested` a library of nested module folders, `mod.rs`, `#[path]`, and heavy
//! generics. Every fixture's expected output comes from the brute forces in
//! `common/corpus_reference.rs`.
//!
//! Each problem is built three ways: against the library as an rlib (the normal crate build),
//! bundled with default shaking, and bundled with `--keep-modules`; each build with current
//! stable and with rustc 1.63 (edition 2021, `-D warnings`), and every build runs every fixture.
//! The compiles run on a thread pool as wide as the machine; a table of every problem and build
//! is printed, and the test fails listing each failure with its first compiler lines.

#[path = "common/corpus_reference.rs"]
mod corpus_reference;

use bundler::{bundle, Options};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Condvar, Mutex};

const CORPORA: [&str; 2] = ["acl", "nested"];

fn corpus_root(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/workspaces").join(name)
}

fn problem_ids(root: &Path) -> Vec<String> {
    testkit::fixtures::problem_ids(root)
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

// ------------------------------------------------------------------ compilers and a pool

#[derive(Clone, Debug)]
struct Compiler {
    label: &'static str,
    path: &'static str,
}

/// Current stable, and rustc 1.63 where it is installed (CI installs it; without it a notice
/// is printed, as `bundle --check` does).
fn compilers() -> Vec<Compiler> {
    let mut found = vec![Compiler { label: "stable", path: "rustc" }];
    let version = |p: &str| Command::new(p).arg("--version").output().ok().map(|o| String::from_utf8_lossy(&o.stdout).into_owned());
    match (version("rustc"), version("/usr/bin/rustc")) {
        (Some(new), Some(old)) if new != old => found.push(Compiler { label: "1.63", path: "/usr/bin/rustc" }),
        _ => eprintln!("notice: /usr/bin/rustc (1.63) is missing: the old-compiler builds are skipped"),
    }
    found
}

/// At most as many rustc processes at once as the machine has cores, across all tests of
/// this file (the test harness runs them in parallel too).
static SLOTS: (Mutex<usize>, Condvar) = (Mutex::new(0), Condvar::new());

fn with_slot<R>(f: impl FnOnce() -> R) -> R {
    let width = std::thread::available_parallelism().map_or(2, |n| n.get());
    let (lock, freed) = &SLOTS;
    let mut busy = lock.lock().unwrap();
    while *busy >= width {
        busy = freed.wait(busy).unwrap();
    }
    *busy += 1;
    drop(busy);
    let result = f();
    *lock.lock().unwrap() -= 1;
    freed.notify_one();
    result
}

/// `f` on every job, on a pool as wide as the machine; results in job order.
fn in_parallel<T: Sync, R: Send>(jobs: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new((0..jobs.len()).map(|_| None).collect());
    let width = std::thread::available_parallelism().map_or(2, |n| n.get()).min(jobs.len().max(1));
    std::thread::scope(|scope| {
        for _ in 0..width {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                if i >= jobs.len() {
                    break;
                }
                let r = f(&jobs[i]);
                results.lock().unwrap()[i] = Some(r);
            });
        }
    });
    results.into_inner().unwrap().into_iter().map(|r| r.expect("every job ran")).collect()
}

/// rustc `args`, under a slot; the first lines of its errors when it fails.
fn rustc(compiler: &Compiler, args: &[&str]) -> Result<(), String> {
    let out = with_slot(|| Command::new(compiler.path).args(args).stdin(Stdio::null()).output().unwrap());
    if out.status.success() {
        return Ok(());
    }
    Err(format!("does not compile:\n{}", error_summary(&String::from_utf8_lossy(&out.stderr))))
}

/// Each rustc error with its location and source line, without the help text; at most 16 lines.
fn error_summary(stderr: &str) -> String {
    let mut kept = Vec::new();
    let mut lines = stderr.lines();
    while let Some(line) = lines.next() {
        if line.starts_with("error") && !line.starts_with("error: aborting") {
            kept.push(format!("    {}", line));
            // The first location and its source line.
            for next in lines.by_ref() {
                if next.trim_start().starts_with("-->") {
                    kept.push(format!("    {}", next));
                } else if next.split_once(" |").map_or(false, |(n, rest)| n.trim().parse::<u32>().is_ok() && !rest.trim().is_empty()) {
                    kept.push(format!("    {}", next));
                    break;
                }
            }
        }
    }
    if kept.is_empty() {
        kept = stderr.lines().take(16).map(|l| format!("    {}", l)).collect();
    }
    kept.truncate(16);
    kept.join("\n")
}

/// The headlines of an error report, to tell whether two compilers failed the same way.
fn headlines(error: &str) -> Vec<&str> {
    error.lines().filter(|l| !l.trim_start().starts_with("-->")).collect()
}

/// Runs `binary` on every fixture of `id`; the first case whose output differs or that fails.
fn run_fixtures(root: &Path, id: &str, binary: &Path) -> Result<usize, String> {
    let cases = testkit::fixtures::cases(root, id);
    for case in &cases {
        let input = std::fs::File::open(&case.input).unwrap();
        let out = Command::new(binary).stdin(input).output().unwrap();
        if !out.status.success() {
            return Err(format!("fails on fixtures/{}/{}.in: {}", id, case.name, String::from_utf8_lossy(&out.stderr).trim_end()));
        }
        let want = std::fs::read_to_string(&case.output).unwrap();
        let got = String::from_utf8_lossy(&out.stdout);
        if got != want {
            let first = got.lines().zip(want.lines()).position(|(g, w)| g != w).unwrap_or_else(|| got.lines().count().min(want.lines().count()));
            return Err(format!(
                "wrong answer on fixtures/{}/{}.in at line {}: got {:?}, want {:?}",
                id,
                case.name,
                first + 1,
                got.lines().nth(first).unwrap_or("<end>"),
                want.lines().nth(first).unwrap_or("<end>")
            ));
        }
    }
    Ok(cases.len())
}

// ------------------------------------------------------------------ the builds

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Build {
    /// The problem against the library compiled as an rlib.
    Crate,
    /// `bundle` with default options.
    Shaken,
    /// `bundle --keep-modules`.
    WholeModules,
}

impl Build {
    const ALL: [Build; 3] = [Build::Crate, Build::Shaken, Build::WholeModules];
    fn name(self) -> &'static str {
        match self {
            Build::Crate => "crate",
            Build::Shaken => "bundle",
            Build::WholeModules => "bundle --keep-modules",
        }
    }
}

struct Job {
    id: String,
    build: Build,
    compiler: Compiler,
    /// The bundle's text, or why bundling failed; None for the crate build.
    bundle: Option<Result<String, String>>,
}

/// Builds and runs every problem of `corpus` every way; prints the table; fails listing every
/// failed build.
fn every_problem_builds_and_passes(corpus: &str) {
    let root = corpus_root(corpus);
    let ids = problem_ids(&root);
    assert!(ids.len() >= 5, "{}: only {} problems", corpus, ids.len());
    let dir = scratch(&format!("corpus-{}", corpus));
    let compilers = compilers();

    // The library as an rlib, once per compiler.
    let lib = root.join("solver-core/src/lib.rs");
    let rlibs: Vec<Result<PathBuf, String>> = in_parallel(&compilers, |c| {
        let out_dir = dir.join(format!("lib-{}", c.label));
        std::fs::create_dir_all(&out_dir).unwrap();
        let rlib = out_dir.join("libsolver_core.rlib");
        rustc(c, &["--edition", "2021", "--crate-type", "lib", "--crate-name", "solver_core", "-D", "warnings", "-o", rlib.to_str().unwrap(), lib.to_str().unwrap()])
            .map(|()| rlib)
    });
    for (c, r) in compilers.iter().zip(&rlibs) {
        if let Err(e) = r {
            panic!("{}: the library itself {}", corpus, e);
        }
        let _ = c;
    }

    let mut jobs = Vec::new();
    let mut sizes: BTreeMap<(String, Build), usize> = BTreeMap::new();
    for id in &ids {
        for build in Build::ALL {
            let bundle = match build {
                Build::Crate => None,
                _ => {
                    let options = Options { keep_modules: build == Build::WholeModules, ..Options::default() };
                    let b = bundle(&root, id, &options).map(|b| b.source).map_err(|e| format!("does not bundle: {}", e));
                    if let Ok(source) = &b {
                        sizes.insert((id.clone(), build), source.len());
                    }
                    Some(b)
                }
            };
            for compiler in &compilers {
                jobs.push(Job { id: id.clone(), build, compiler: compiler.clone(), bundle: bundle.clone() });
            }
        }
    }

    let outcomes: Vec<Result<usize, String>> = in_parallel(&jobs, |job| {
        // One folder per compiler, so that both compilers' messages name the same file.
        let stem = format!("{}-{:?}", job.id, job.build);
        let out_dir = dir.join(job.compiler.label);
        std::fs::create_dir_all(&out_dir).unwrap();
        let binary = out_dir.join(&stem);
        match &job.bundle {
            None => {
                let rlib = rlibs[compilers.iter().position(|c| c.label == job.compiler.label).unwrap()].as_ref().unwrap();
                let src = root.join(format!("problems/src/bin/{}.rs", job.id));
                let extern_arg = format!("solver_core={}", rlib.display());
                rustc(&job.compiler, &["--edition", "2021", "-D", "warnings", "--extern", &extern_arg, "-o", binary.to_str().unwrap(), src.to_str().unwrap()])?;
            }
            Some(Err(e)) => return Err(e.clone()),
            Some(Ok(source)) => {
                let src = out_dir.join(format!("{}.rs", stem));
                std::fs::write(&src, source).unwrap();
                rustc(&job.compiler, &["--edition", "2021", "-D", "warnings", "--crate-name", "main", "-o", binary.to_str().unwrap(), src.to_str().unwrap()])?;
            }
        }
        run_fixtures(&root, &job.id, &binary)
    });

    // The table: one row per problem, one column per build; "ok" when every compiler passed.
    let mut table = format!("{} corpus ({} problems; compilers: {}):\n", corpus, ids.len(), compilers.iter().map(|c| c.label).collect::<Vec<_>>().join(", "));
    table += &format!("  {:<22} {:<10} {:<18} {}\n", "problem", "crate", "bundle", "bundle --keep-modules");
    // Failures grouped by problem and build; one message when every compiler says the same.
    let mut failed: BTreeMap<(String, Build), Vec<(&str, &String)>> = BTreeMap::new();
    for (job, outcome) in jobs.iter().zip(&outcomes) {
        if let Err(e) = outcome {
            failed.entry((job.id.clone(), job.build)).or_default().push((job.compiler.label, e));
        }
    }
    for id in &ids {
        let mut row = format!("  {:<22}", id);
        for (build, width) in Build::ALL.iter().zip([10, 18, 18]) {
            let cell = match (failed.get(&(id.clone(), *build)), sizes.get(&(id.clone(), *build))) {
                (Some(f), _) => format!("FAIL {}", f.iter().map(|(c, _)| *c).collect::<Vec<_>>().join("+")),
                (None, Some(bytes)) => format!("ok {} B", bytes),
                (None, None) => "ok".to_string(),
            };
            row += &format!(" {:<width$}", cell, width = width);
        }
        table += row.trim_end();
        table.push('\n');
    }
    if failed.is_empty() {
        eprintln!("{}", table);
        return;
    }
    let mut report = Vec::new();
    for ((id, build), errors) in &failed {
        let (first_compiler, first) = errors[0];
        if errors.iter().all(|(_, e)| headlines(e) == headlines(first)) {
            let compilers: Vec<&str> = errors.iter().map(|(c, _)| *c).collect();
            report.push(format!("{} [{}; {}]: {}", id, build.name(), compilers.join(", "), first));
        } else {
            report.push(format!("{} [{}; {}]: {}", id, build.name(), first_compiler, first));
            for (c, e) in &errors[1..] {
                report.push(format!("{} [{}; {}]: {}", id, build.name(), c, e));
            }
        }
    }
    let builds_failed: usize = failed.values().map(Vec::len).sum();
    panic!("{} of {} builds of the {} corpus failed:\n{}\n{}", builds_failed, jobs.len(), corpus, table, report.join("\n\n"));
}

#[test]
fn acl_problems_bundle_compile_and_pass_their_fixtures() {
    every_problem_builds_and_passes("acl");
}

#[test]
fn nested_problems_bundle_compile_and_pass_their_fixtures() {
    every_problem_builds_and_passes("nested");
}

/// Each fixture's `.out` equals the brute force's answer for its `.in`, and every problem has
/// its hand-written sample and at least two more cases.
#[test]
fn fixtures_agree_with_the_brute_force() {
    for corpus in CORPORA {
        let root = corpus_root(corpus);
        let ids = problem_ids(&root);
        assert!(!ids.is_empty(), "{}: no problems", corpus);
        for id in &ids {
            let cases = testkit::fixtures::cases(&root, id);
            assert!(cases.len() >= 3 && cases.iter().any(|c| c.name == "sample-1"), "{}: {} cases", id, cases.len());
            for case in cases {
                let input = std::fs::read_to_string(&case.input).unwrap();
                let want = corpus_reference::expected(id, &input).unwrap_or_else(|| panic!("no brute force for {}", id));
                let got = std::fs::read_to_string(&case.output).unwrap();
                assert_eq!(got, want, "fixtures/{}/{}.out disagrees with the brute force", id, case.name);
            }
        }
    }
}

/// Rewrites every corpus fixture from the generator and the brute forces:
/// `cargo test -p bundler --test corpus -- --ignored write_corpus_fixtures`.
#[test]
#[ignore]
fn write_corpus_fixtures() {
    for corpus in CORPORA {
        let root = corpus_root(corpus);
        for id in problem_ids(&root) {
            let dir = root.join("fixtures").join(&id);
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            for (name, input) in corpus_reference::inputs(&id) {
                let output = corpus_reference::expected(&id, &input).unwrap();
                std::fs::write(dir.join(format!("{}.in", name)), &input).unwrap();
                std::fs::write(dir.join(format!("{}.out", name)), output).unwrap();
            }
        }
    }
}
