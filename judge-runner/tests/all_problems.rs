//! Every problem judged under its limits, as `judge --all --dev` judges it: for each spec
//! `fixtures/<id>.toml`, the problem's workspace binary built in release mode is run by the real
//! `judge` binary (`judge --program <binary> <id>`) on every fixture under the spec's time and
//! memory limits and its judge's sandbox, and the test fails listing every case that is not AC,
//! with its problem, fixture, verdict, wall and CPU time, and peak memory.
//!
//! Why: the fixture tests elsewhere compare outputs without limits, so a program over its
//! memory limit passed them all: poj3922's former term table (21-25 MB against the 10 MiB its
//! spec then said) fails here with MLE on `large-k` and `limits`.
//!
//! The judging is `judge`'s own, nothing is re-implemented here: the time limit is CPU time
//! (user + system) against the spec's `time_limit_ms` with no slack, the program killed at
//! `WALL_FACTOR` (3) times the limit in wall time; the memory is the program's peak RSS from
//! `wait4`, over the spec's `memory_limit_mib` (or an allocation refused by the judge's
//! rlimits) being MLE.
//!
//! Cost: one `cargo build --release -p problems` (every problem binary at once; the release
//! profile has its own target folder and lock, so it runs beside the `cargo test` that started
//! this test), then about 450 runs of a few milliseconds each, one at a time so that CPU times
//! are not inflated. On 2 cores: 22 s for the build from nothing (as in CI), 5.5 s for the runs.

use problem_spec::layout;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

fn root() -> PathBuf {
    layout::workspace_root_from(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("the workspace root")
}

/// `cargo build --release -p problems`: every problem's binary, by id, as cargo reports them
/// (so any target folder or `--target` layout is found).
fn release_binaries(root: &Path) -> BTreeMap<String, PathBuf> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(root)
        .args(["build", "--quiet", "--release", "-p", "problems", "--bins", "--message-format=json"])
        .output()
        .expect("cargo runs");
    assert!(out.status.success(), "cargo build --release -p problems failed:\n{}", String::from_utf8_lossy(&out.stderr));
    let mut binaries = BTreeMap::new();
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        // {"reason":"compiler-artifact",...,"executable":"/abs/path/target/release/<id>",...}
        if !line.contains("\"reason\":\"compiler-artifact\"") {
            continue;
        }
        let Some(start) = line.find("\"executable\":\"") else { continue };
        let rest = &line[start + "\"executable\":\"".len()..];
        let Some(end) = rest.find('"') else { continue };
        let path = PathBuf::from(&rest[..end]);
        let id = path.file_stem().expect("a file name").to_string_lossy().into_owned();
        binaries.insert(id, path);
    }
    binaries
}

/// The ids of every spec `fixtures/<id>.toml`.
fn spec_ids(root: &Path) -> Vec<String> {
    let mut ids: Vec<String> = std::fs::read_dir(root.join("fixtures"))
        .expect("fixtures/")
        .flatten()
        .filter_map(|e| e.file_name().into_string().ok()?.strip_suffix(".toml").map(str::to_string))
        .collect();
    ids.sort();
    ids
}

#[test]
fn every_problem_is_accepted_under_its_limits() {
    let root = root();
    let started = Instant::now();
    let binaries = release_binaries(&root);
    let built = started.elapsed();
    let ids = spec_ids(&root);
    assert!(ids.len() >= 60, "only {} specs under fixtures/", ids.len());
    assert_eq!(ids, layout::problem_ids(&root), "every problems/src/bin/<id>.rs has a fixtures/<id>.toml and no spec is without its program");

    let mut failures = Vec::new();
    let mut cases = 0;
    for id in &ids {
        let Some(binary) = binaries.get(id) else {
            failures.push(format!("{}: cargo built no binary named {}", id, id));
            continue;
        };
        let out = Command::new(env!("CARGO_BIN_EXE_judge")).arg("--root").arg(&root).arg("--program").arg(binary).arg(id).output().expect("judge runs");
        let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
        // `judge` prints each case as `  <verdict>  <fixture>  <wall> ms wall  <cpu> ms cpu  <memory>`,
        // a failed case's details below it indented by 7 spaces, and `<id>: error: ...` when it
        // cannot judge at all.
        let mut problem_failures = Vec::new();
        let mut in_failure = false;
        for line in text.lines() {
            let words: Vec<&str> = line.split_whitespace().collect();
            if line.starts_with("       ") {
                if in_failure {
                    problem_failures.push(format!("      {}", line.trim()));
                }
            } else if line.starts_with("  ") && words.len() >= 2 && words[0].chars().all(|c| c.is_ascii_uppercase()) {
                cases += 1;
                in_failure = words[0] != "AC";
                if in_failure {
                    problem_failures.push(format!("{}/{}: {}  {}", id, words[1], words[0], words[2..].join(" ")));
                }
            } else {
                in_failure = false;
                if line.contains("error:") {
                    problem_failures.push(line.to_string());
                }
            }
        }
        if !out.status.success() && problem_failures.is_empty() {
            problem_failures.push(format!("{}: judge failed ({}) and said:\n{}", id, out.status, text));
        }
        failures.extend(problem_failures);
    }
    eprintln!(
        "{} problems, {} cases judged in {:.1} s (of which the release build {:.1} s)",
        ids.len(),
        cases,
        started.elapsed().as_secs_f64(),
        built.as_secs_f64()
    );
    assert!(cases >= ids.len(), "judged only {} cases for {} problems", cases, ids.len());
    assert!(failures.is_empty(), "not AC under the spec's limits (`just judge <id> --dev` shows one problem):\n{}", failures.join("\n"));
}
