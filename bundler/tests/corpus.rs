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
//! `CORPUS_PROBLEMS=acl_dsu,nested_lca cargo test -p bundler --test corpus` builds only those.

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
    problem_spec::layout::problem_ids(root)
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

// ------------------------------------------------------------------ compilers and a pool

#[path = "common/compilers.rs"]
mod compilers;
use compilers::{compilers, Compiler};

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

/// rustc `args`, under a slot; the first lines of its errors when it fails. Binaries are linked
/// without the standard library's debug info (12 MB each with it, over a thousand of them).
fn rustc(compiler: &Compiler, args: &[&str]) -> Result<(), String> {
    let out = with_slot(|| Command::new(compiler.path).args(args).args(["-C", "strip=debuginfo"]).stdin(Stdio::null()).output().unwrap());
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
    let cases = problem_spec::layout::cases(root, id);
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
    let mut ids = problem_ids(&root);
    assert!(ids.len() >= 5, "{}: only {} problems", corpus, ids.len());
    // CORPUS_PROBLEMS=acl_dsu,nested_lca narrows the run while working on the bundler.
    if let Ok(only) = std::env::var("CORPUS_PROBLEMS") {
        let only: Vec<&str> = only.split(',').map(str::trim).collect();
        ids.retain(|id| only.contains(&id.as_str()));
        if ids.is_empty() {
            return;
        }
    }
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
            panic!("{}: the library itself, with {}, {}", corpus, c.label, e);
        }
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

/// FNV-1a of every vendored ac-library-rs file as copied from upstream commit 0cdbc5e
/// (`tests/workspaces/acl/README.md`). The corpus is only worth something unmodified: make the
/// bundler handle the code, never the code suit the bundler.
const ACL_FILES: [(&str, u64); 19] = [
    ("src/convolution.rs", 0xa8d9e372b298e634),
    ("src/dsu.rs", 0x4889b066b47a14f7),
    ("src/fenwicktree.rs", 0xde657001cecb4275),
    ("src/internal_bit.rs", 0x23f93a3b7ebca74d),
    ("src/internal_math.rs", 0x5400519bc75dcbef),
    ("src/internal_queue.rs", 0x60a349a87ea03ba3),
    ("src/internal_scc.rs", 0x05f1c2a51f7d2973),
    ("src/internal_type_traits.rs", 0x82c014cd8a4919cb),
    ("src/lazysegtree.rs", 0xbf60175b4cf67930),
    ("src/lib.rs", 0x8d0d6293d4cb8a92),
    ("src/math.rs", 0xbb2e64920b8b9fc8),
    ("src/maxflow.rs", 0x2be1fd84a3b431f9),
    ("src/mincostflow.rs", 0x0fc83c13042ac568),
    ("src/modint.rs", 0xe081a66d17008223),
    ("src/scc.rs", 0x27196c7413d7ada6),
    ("src/segtree.rs", 0x49e8966fde4c1e0f),
    ("src/string.rs", 0x7b71ef7d46209d82),
    ("src/twosat.rs", 0xc2a5f0f9c232b454),
    ("LICENSE", 0xd636f23e1dce2794),
];

#[test]
fn the_vendored_library_is_unmodified() {
    let fnv1a = |bytes: &[u8]| bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3));
    let dir = corpus_root("acl").join("solver-core");
    let mut present: Vec<String> = std::fs::read_dir(dir.join("src")).unwrap().map(|e| format!("src/{}", e.unwrap().file_name().to_string_lossy())).collect();
    present.push("LICENSE".to_string());
    present.sort();
    let mut listed: Vec<String> = ACL_FILES.iter().map(|(f, _)| f.to_string()).collect();
    listed.sort();
    assert_eq!(present, listed, "files were added to or removed from the vendored ac-library-rs");
    for (file, hash) in ACL_FILES {
        let bytes = std::fs::read(dir.join(file)).unwrap();
        assert_eq!(fnv1a(&bytes), hash, "{} differs from upstream ac-library-rs 0cdbc5e: restore it", file);
    }
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
            let cases = problem_spec::layout::cases(&root, id);
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

/// Every corpus fixture is what the generator and the brute forces make, no more and no
/// fewer cases; `CORPUS_FIXTURES=write cargo test -p bundler --test corpus corpus_fixtures`
/// (`just corpus-fixtures`) rewrites them after a change to either.
#[test]
fn corpus_fixtures_are_the_generators() {
    let write = std::env::var("CORPUS_FIXTURES").map_or(false, |v| v == "write");
    let mut stale = Vec::new();
    for corpus in CORPORA {
        let root = corpus_root(corpus);
        for id in problem_ids(&root) {
            let dir = root.join("fixtures").join(&id);
            let mut want: Vec<(String, String)> = Vec::new();
            for (name, input) in corpus_reference::inputs(&id) {
                let output = corpus_reference::expected(&id, &input).unwrap_or_else(|| panic!("no brute force for {}", id));
                want.push((format!("{}.in", name), input));
                want.push((format!("{}.out", name), output));
            }
            want.sort();
            if write {
                let _ = std::fs::remove_dir_all(&dir);
                std::fs::create_dir_all(&dir).unwrap();
                for (file, text) in &want {
                    std::fs::write(dir.join(file), text).unwrap();
                }
                continue;
            }
            let mut have: Vec<(String, String)> = std::fs::read_dir(&dir)
                .unwrap_or_else(|e| panic!("{}: {}", dir.display(), e))
                .map(|e| {
                    let path = e.unwrap().path();
                    (path.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read_to_string(&path).unwrap())
                })
                .collect();
            have.sort();
            if have != want {
                stale.push(format!("{}/fixtures/{}", corpus, id));
            }
        }
    }
    assert!(
        stale.is_empty(),
        "these corpus fixtures are not what the generator makes: {}\nrewrite them with `CORPUS_FIXTURES=write cargo test -p bundler --test corpus corpus_fixtures` (just corpus-fixtures)",
        stale.join(", ")
    );
}

// ------------------------------------------------------------------ the library grows

fn copy_tree(from: &Path, to: &Path) {
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.unwrap();
        let target = to.join(entry.path().strip_prefix(from).unwrap());
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// What a contestant does with a library they like: its module files next to solver-core's,
/// its `lib.rs` lines (modules, private modules, re-exports) appended to solver-core's lib.rs.
/// The crate still builds; no existing problem reaches the new code, so no bundle may change
/// by a single byte.
#[test]
fn adding_ac_library_rs_to_solver_core_changes_no_existing_bundle() {
    let real = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf();
    let grown = scratch("corpus-solver-core-plus-acl");
    copy_tree(&real.join("solver-core/src"), &grown.join("solver-core/src"));
    copy_tree(&real.join("problems/src/bin"), &grown.join("problems/src/bin"));
    let acl = corpus_root("acl").join("solver-core/src");
    for entry in std::fs::read_dir(&acl).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap();
        if name == "lib.rs" {
            continue;
        }
        let target = grown.join("solver-core/src").join(name);
        assert!(!target.exists(), "solver-core already has {}: pick another corpus", target.display());
        std::fs::copy(&path, target).unwrap();
    }
    let lib = grown.join("solver-core/src/lib.rs");
    // ac-library-rs is written for std (its `vec!`, `Vec` from the prelude): a contestant who
    // adds it makes the library std again, which solver-core's own modules (core + alloc, named
    // in full) do not mind.
    let mut text = std::fs::read_to_string(&lib).unwrap().replace("#![cfg_attr(not(test), no_std)]\n", "");
    text.push_str("\n// ac-library-rs, as a contestant would add it.\n");
    text.push_str(&std::fs::read_to_string(acl.join("lib.rs")).unwrap());
    std::fs::write(&lib, text).unwrap();

    // The grown library compiles, so any difference below is the bundler's.
    let rlib = grown.join("libsolver_core.rlib");
    rustc(&Compiler { label: "stable", path: "rustc" }, &["--edition", "2021", "--crate-type", "lib", "--crate-name", "solver_core", "-o", rlib.to_str().unwrap(), lib.to_str().unwrap()])
        .unwrap_or_else(|e| panic!("solver-core plus ac-library-rs {}", e));

    let ids = problem_ids(&real);
    assert!(!ids.is_empty());
    let mut report = Vec::new();
    let mut compared = 0;
    for id in &ids {
        let before = bundle(&real, id, &Options::default()).unwrap_or_else(|e| panic!("{} does not bundle in the workspace itself: {}", id, e));
        if before.crates.iter().any(|c| c.module != "solver_core") {
            // It uses other crates too (acl_*, from the registry), which the copy without
            // manifests does not have.
            continue;
        }
        compared += 1;
        match bundle(&grown, id, &Options::default()) {
            Err(e) => report.push(format!("{}: does not bundle any more: {}", id, e)),
            Ok(after) if after.source != before.source => {
                let line = before.source.lines().zip(after.source.lines()).position(|(a, b)| a != b).unwrap_or(0);
                report.push(format!(
                    "{}: {} bytes became {} (modules {:?} became {:?}); first difference at line {}:\n    before: {}\n    after:  {}",
                    id,
                    before.source.len(),
                    after.source.len(),
                    before.modules,
                    after.modules,
                    line + 1,
                    before.source.lines().nth(line).unwrap_or(""),
                    after.source.lines().nth(line).unwrap_or("")
                ));
            }
            Ok(_) => {}
        }
    }
    assert!(compared >= 35, "only {} problems use solver-core alone", compared);
    assert!(report.is_empty(), "{} of {} problems changed when ac-library-rs joined solver-core:\n{}", report.len(), compared, report.join("\n"));
}

// ------------------------------------------------------------------ what a bundle may carry

/// The modules each corpus problem may draw on: its own, and what those import (an upper bound
/// read off the `use crate::` lines). A module outside the list is dead weight.
const MAY_USE: [(&str, &str, &[&str]); 20] = [
    ("acl", "acl_convolution", &["convolution", "internal_bit", "internal_math", "modint"]),
    ("acl", "acl_convolution_i64", &["convolution", "internal_bit", "internal_math", "modint"]),
    ("acl", "acl_dsu", &["dsu"]),
    ("acl", "acl_dynamic_modint", &["internal_math", "modint"]),
    ("acl", "acl_fenwick", &["fenwicktree"]),
    ("acl", "acl_floor_sum", &["internal_math", "math"]),
    ("acl", "acl_glob", &["dsu", "internal_math", "math", "string"]),
    ("acl", "acl_lazy_segtree", &["internal_bit", "internal_math", "internal_type_traits", "lazysegtree", "modint", "segtree"]),
    ("acl", "acl_maxflow", &["internal_queue", "internal_type_traits", "maxflow"]),
    ("acl", "acl_mincostflow", &["internal_type_traits", "mincostflow"]),
    ("acl", "acl_scc", &["internal_scc", "scc"]),
    ("acl", "acl_segtree", &["internal_bit", "internal_type_traits", "segtree"]),
    ("acl", "acl_suffix_array", &["string"]),
    ("acl", "acl_twosat", &["internal_scc", "twosat"]),
    ("nested", "nested_circles", &["geometry", "io", "io::scanner", "num"]),
    ("nested", "nested_dijkstra", &["graph", "graph::util", "io", "io::scanner", "num", "num::identities"]),
    ("nested", "nested_lca", &["graph", "graph::tree", "graph::tree::lca", "io", "io::scanner", "num", "num::identities"]),
    ("nested", "nested_modops", &["collections", "collections::sorted", "fold", "io", "io::scanner", "modular", "num", "num::identities"]),
    ("nested", "nested_problem_shapes", &["io", "io::scanner", "modular", "num", "num::identities"]),
    ("nested", "nested_tokens", &["text", "text::scanner"]),
];

/// Text that must not be in a problem's shaken bundle: items of modules it uses that it does
/// not reach.
const MUST_NOT_CARRY: [(&str, &str, &[&str]); 5] = [
    // Issue 8 item 16: io::Scanner and text::Scanner share a name, not a meaning.
    ("nested", "nested_dijkstra", &["pub enum Token", "fn total_weight", "fn is_zero_weight"]),
    ("nested", "nested_tokens", &["fn from_stdin"]),
    ("nested", "nested_circles", &["trait Weight", "trait Bounded"]),
    ("nested", "nested_lca", &["fn dijkstra", "pub struct Graph"]),
    // Item 5: `Dsu::new` must not reach every trait with a method `new`.
    ("acl", "acl_dsu", &["StaticModInt", "trait Monoid", "fn new<T: RemEuclidU32>"]),
];

/// Precision: no corpus bundle carries a module or an item its problem does not reach.
#[test]
fn corpus_bundles_carry_only_what_their_problem_reaches() {
    let mut report = Vec::new();
    for corpus in CORPORA {
        let root = corpus_root(corpus);
        let ids = problem_ids(&root);
        for id in &ids {
            assert!(MAY_USE.iter().any(|(c, i, _)| *c == corpus && i == id), "{}: add it to MAY_USE", id);
        }
    }
    for (corpus, id, allowed) in MAY_USE {
        let b = match bundle(&corpus_root(corpus), id, &Options::default()) {
            Ok(b) => b,
            Err(e) => {
                report.push(format!("{}: does not bundle: {}", id, e.to_string().lines().next().unwrap_or("")));
                continue;
            }
        };
        let extra: Vec<&String> = b.modules.iter().filter(|m| !allowed.contains(&m.as_str())).collect();
        if !extra.is_empty() {
            report.push(format!("{}: carries modules {:?} ({} bytes of library)", id, extra, b.kept_bytes));
        }
        for (_, _, texts) in MUST_NOT_CARRY.iter().filter(|(c, i, _)| *c == corpus && *i == id) {
            for text in texts.iter().filter(|t| b.source.contains(**t)) {
                report.push(format!("{}: carries `{}`", id, text));
            }
        }
    }
    assert!(report.is_empty(), "corpus bundles carry more than their problems reach:\n{}", report.join("\n"));
}

/// Issue 8 item 13: an `impl Graph` block in a child module (graph/util.rs) comes with `Graph`,
/// with and without `--keep-modules`.
#[test]
fn item13_an_impl_block_in_a_child_module_comes_with_its_type() {
    let root = corpus_root("nested");
    for keep_modules in [false, true] {
        let b = bundle(&root, "nested_dijkstra", &Options { keep_modules, ..Options::default() })
            .unwrap_or_else(|e| panic!("keep_modules {}: {}", keep_modules, e));
        assert!(b.source.contains("pub fn dijkstra"), "keep_modules {}: no dijkstra in\n{}", keep_modules, b.source);
        assert!(b.source.contains("pub struct Graph<W>"));
    }
}

/// Issue 8 item 14: `pub use std::f64::consts::PI;` in `num`, used from `geometry` through
/// `use super::num::PI;`: both stay.
#[test]
fn item14_a_reexport_of_std_used_through_super_stays() {
    let root = corpus_root("nested");
    for keep_modules in [false, true] {
        let b = bundle(&root, "nested_circles", &Options { keep_modules, ..Options::default() })
            .unwrap_or_else(|e| panic!("keep_modules {}: {}", keep_modules, e));
        assert!(b.source.contains("pub use std::f64::consts::PI;"), "keep_modules {}: the re-export is gone:\n{}", keep_modules, b.source);
        assert!(b.source.contains("use super::num::PI;"), "keep_modules {}: the import is gone:\n{}", keep_modules, b.source);
    }
}

/// Issue 8 item 16: two items named `Scanner` in different modules; using one does not pull in
/// the other.
#[test]
fn item16_one_of_two_same_named_items_comes_alone() {
    let root = corpus_root("nested");
    let io_user = bundle(&root, "nested_dijkstra", &Options::default()).unwrap();
    assert!(io_user.source.contains("fn from_stdin"));
    assert!(!io_user.source.contains("enum Token") && !io_user.modules.iter().any(|m| m.starts_with("text")), "{:?}", io_user.modules);
    let text_user = bundle(&root, "nested_tokens", &Options::default()).unwrap();
    assert!(text_user.source.contains("enum Token"));
    assert!(!text_user.source.contains("fn from_stdin") && !text_user.modules.iter().any(|m| m.starts_with("io")), "{:?}", text_user.modules);
}
