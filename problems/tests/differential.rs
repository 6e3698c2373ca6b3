//! Differential test: for every problem, the bundled `main.rs` (compiled with stable rustc) and
//! the workspace binary must print BYTE-identical output on every fixture and on 100 generated
//! inputs (`testkit::generate::generate(id, seed)`, seeds 0..100; 68 problems keep CI within
//! its budget, and `just stress` runs as many more as wanted). For file-style problems (the
//! source calls `judge_io(`), seeds 0..20 also run through `id.inp` / `ID.INP` (even seeds lower
//! case, odd seeds upper case), both binaries in file mode.
//!
//! The expected answers are not consulted here (the fixture and reference tests do that): this
//! test only proves that bundling does not change behaviour. The workspace binaries are debug
//! builds with overflow checks, the bundles are `-O` builds without them, so an overflow that
//! only the debug build catches shows up as a failed run.
//!
//! Finding the workspace binaries: Cargo builds every `[[bin]]` of `problems` before it runs this
//! integration test and places them in the profile directory (`target/<profile>/`), while the
//! test executable itself lives in `target/<profile>/deps/`. Problem ids are discovered at run
//! time by walking `problems/src/bin`, so `env!("CARGO_BIN_EXE_<id>")` (one compile-time
//! variable per literal name) cannot be used for them; instead the directory is taken from
//! `std::env::current_exe()` (its parent, minus a trailing `deps`). As a guard that this layout
//! assumption still holds, the directory is compared with the one of `CARGO_BIN_EXE_nim` when
//! Cargo provides it. A new problem is therefore covered without touching this file.

use bundler::check::{self, Channel, Compiler};
use bundler::{bundle, base::workspace, Options};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// Generated inputs per problem, through stdin.
const SEEDS: u64 = 100;
/// Generated inputs per file-style problem that also run through `ID.INP`.
const FILE_SEEDS: u64 = 20;
/// Detailed mismatch reports per problem (the rest are only counted).
const MAX_REPORTS: usize = 3;

fn root() -> PathBuf {
    workspace::find_root(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("the workspace root")
}

/// The directory holding the workspace's `problems` binaries (see the module docs).
fn binary_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test executable's path");
    let mut dir = exe.parent().expect("the test executable's directory").to_path_buf();
    if dir.file_name().is_some_and(|n| n == "deps") {
        dir.pop();
    }
    if let Some(nim) = option_env!("CARGO_BIN_EXE_nim") {
        let cargo_dir = Path::new(nim).parent().unwrap();
        assert_eq!(
            std::fs::canonicalize(cargo_dir).ok(),
            std::fs::canonicalize(&dir).ok(),
            "CARGO_BIN_EXE_nim is not next to the test executable's profile directory: the binary discovery needs updating"
        );
    }
    dir
}

fn workspace_binary(dir: &Path, id: &str) -> PathBuf {
    let bin = dir.join(format!("{}{}", id, std::env::consts::EXE_SUFFIX));
    assert!(
        bin.is_file(),
        "workspace binary {} is missing (cargo builds problems' bins before its integration tests)",
        bin.display()
    );
    bin
}

/// One input to run both binaries on.
struct Case {
    label: String,
    input: Vec<u8>,
    channel: Channel,
}

fn cases(root: &Path, id: &str, file_style: bool) -> Result<Vec<Case>, String> {
    let mut v = Vec::new();
    for c in problem_spec::layout::cases(root, id) {
        let input = std::fs::read(&c.input).map_err(|e| format!("cannot read {}: {}", c.input.display(), e))?;
        v.push(Case { label: format!("fixture {}", c.name), input, channel: Channel::Stdin });
    }
    if v.is_empty() {
        return Err("no fixtures".into());
    }
    for seed in 0..SEEDS {
        let input = testkit::generate::generate(id, seed)
            .ok_or_else(|| "testkit::generate has no generator for this problem: add one in testkit/src/generate".to_string())?;
        if file_style && seed < FILE_SEEDS {
            let upper = seed % 2 == 1;
            v.push(Case { label: format!("seed {} (file, upper={})", seed, upper), input: input.clone().into_bytes(), channel: Channel::File { upper } });
        }
        v.push(Case { label: format!("seed {}", seed), input: input.into_bytes(), channel: Channel::Stdin });
    }
    Ok(v)
}

fn truncate(s: &str, max: usize) -> String {
    if s.len() <= max {
        return s.to_string();
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}... ({} bytes in all)", &s[..end], s.len())
}

/// The first difference, line-wise, with the line counts; byte-level when the lines agree
/// (e.g. a missing final newline or CR).
fn short_diff(workspace: &str, bundled: &str) -> String {
    let a: Vec<&str> = workspace.split('\n').collect();
    let b: Vec<&str> = bundled.split('\n').collect();
    for i in 0..a.len().max(b.len()) {
        let (x, y) = (a.get(i), b.get(i));
        if x != y {
            return format!(
                "  first difference at line {}:\n    workspace: {:?}\n    bundle:    {:?}\n  ({} vs {} lines, {} vs {} bytes)",
                i + 1,
                x.map(|s| truncate(s, 200)),
                y.map(|s| truncate(s, 200)),
                a.len(),
                b.len(),
                workspace.len(),
                bundled.len()
            );
        }
    }
    "  (no line differs)".into()
}

/// Bundles, compiles and runs one problem; `Ok(runs)` or a description of what went wrong.
fn check_problem(root: &Path, bin_dir: &Path, tmp: &Path, stable: &Compiler, id: &str) -> Result<usize, String> {
    let work = tmp.join(id);
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).map_err(|e| e.to_string())?;
    let b = bundle(root, id, &Options::default()).map_err(|e| format!("bundling failed:\n{}", e))?;
    let src = work.join("main.rs");
    std::fs::write(&src, &b.source).map_err(|e| e.to_string())?;
    // The snapshot test's check built this very binary (same bundle, compiler, edition, -O)
    // when it ran first: shared, not built twice.
    let bundled = check::compile_shared(stable, &b.source, "2021", &Path::new(env!("CARGO_TARGET_TMPDIR")).join(check::SHARED_BINARIES)).map_err(|e| e.to_string())?;
    let ws_bin = workspace_binary(bin_dir, id);
    let problem_src = std::fs::read_to_string(root.join(workspace::problem_path(root, id).unwrap())).unwrap();
    let file_style = check::uses_judge_files(&problem_src);

    let cases = cases(root, id, file_style)?;
    let mut mismatches = Vec::new();
    let mut count = 0;
    for case in &cases {
        let a = check::run(&ws_bin, id, &case.input, case.channel, &work.join("run-workspace"));
        let c = check::run(&bundled, id, &case.input, case.channel, &work.join("run-bundle"));
        let problem = match (a, c) {
            (Ok(a), Ok(c)) if a.as_bytes() == c.as_bytes() => None,
            (Ok(a), Ok(c)) => Some(short_diff(&a, &c)),
            (a, c) => Some(format!(
                "  a run failed:\n    workspace: {}\n    bundle:    {}",
                a.map(|_| "ok".to_string()).unwrap_or_else(|e| e.message),
                c.map(|_| "ok".to_string()).unwrap_or_else(|e| e.message)
            )),
        };
        if let Some(p) = problem {
            count += 1;
            if mismatches.len() < MAX_REPORTS {
                mismatches.push(format!(
                    "{} / {} ({:?}):\n  input: {:?}\n{}",
                    id,
                    case.label,
                    case.channel,
                    truncate(&String::from_utf8_lossy(&case.input), 300),
                    p
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(work.join("run-workspace"));
    let _ = std::fs::remove_dir_all(work.join("run-bundle"));
    if count > 0 {
        return Err(format!(
            "{} of {} cases differ between the workspace binary and the bundle (bundle at {}):\n{}",
            count,
            cases.len(),
            src.display(),
            mismatches.join("\n")
        ));
    }
    Ok(cases.len())
}

#[test]
fn bundles_behave_exactly_like_the_workspace_binaries() {
    let root = root();
    let ids = workspace::problem_ids(&root);
    assert!(ids.len() >= 3, "problems not found: {:?}", ids);
    let bin_dir = binary_dir();
    let (compilers, notices) = check::compilers();
    let stable = compilers
        .iter()
        .find(|c| c.label == "stable")
        .unwrap_or_else(|| panic!("no stable rustc on PATH: {}", notices.join("; ")))
        .clone();
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("differential");

    let failures = Mutex::new(Vec::new());
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).min(ids.len());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::SeqCst);
                let Some(id) = ids.get(k) else { break };
                let start = Instant::now();
                match check_problem(&root, &bin_dir, &tmp, &stable, id) {
                    Ok(runs) => eprintln!("{}: {} cases identical ({:.1} s)", id, runs, start.elapsed().as_secs_f64()),
                    Err(e) => failures.lock().unwrap().push(format!("{}: {}", id, e)),
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}
