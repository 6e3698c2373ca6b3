//! The programs as cargo builds them (the reference): one `cargo build --keep-going` for all
//! of them, so the dependencies build once and one program that does not compile stops no
//! other; then each binary runs with empty stdin and a time limit. A program passes when it
//! exits 0 (a `should_panic` doctest: when it exits nonzero); only those are bundled.

use crate::programs::Program;
use crate::run::{self, Outcome};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// A program's unbundled result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unbundled {
    /// The compiler's first error when it did not build.
    pub build_error: Option<String>,
    /// How its run ended (none when it did not build).
    pub outcome: Option<Outcome>,
    pub passed: bool,
    /// Whether every one of [`RUNS`] runs printed the same: when not (a random seed, a
    /// `HashMap`'s order), the bundle is compared by exit status only.
    pub deterministic: bool,
}

impl Unbundled {
    pub fn to_json(&self) -> Value {
        json!({
            "build_error": self.build_error,
            "code": self.outcome.as_ref().and_then(|o| o.code),
            "timed_out": self.outcome.as_ref().map(|o| o.timed_out),
            "stdout": self.outcome.as_ref().map(|o| o.stdout.clone()),
            "passed": self.passed,
            "deterministic": self.deterministic,
        })
    }

    pub fn from_json(v: &Value) -> Option<Unbundled> {
        let outcome = match v["timed_out"].as_bool() {
            Some(timed_out) => Some(Outcome { code: v["code"].as_i64().map(|c| c as i32), timed_out, stdout: v["stdout"].as_str()?.to_string(), stderr: String::new() }),
            None => None,
        };
        Some(Unbundled { build_error: v["build_error"].as_str().map(str::to_string), outcome, passed: v["passed"].as_bool()?, deterministic: v["deterministic"].as_bool()? })
    }
}

/// Whether a run passes: exit 0, or for `should_panic` a nonzero exit (not a timeout).
pub fn passes(o: &Outcome, should_panic: bool) -> bool {
    if should_panic {
        !o.timed_out && o.code.map_or(false, |c| c != 0)
    } else {
        o.code == Some(0)
    }
}

/// Builds the binaries `names` of `project` (debug profile, `jobs` at a time): each name's
/// executable, or the compiler's first error for it. An error when cargo itself fails to start
/// or reports no result for a program.
pub fn build(project: &Path, names: &[String], jobs: usize) -> Result<BTreeMap<String, Result<PathBuf, String>>, String> {
    let mut out = BTreeMap::new();
    if names.is_empty() {
        return Ok(out);
    }
    let mut cmd = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    cmd.args(["build", "--locked", "--keep-going", "--message-format=json", "-j", &jobs.to_string()]).current_dir(project);
    for n in names {
        cmd.args(["--bin", n]);
    }
    let mut child = cmd.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().map_err(|e| format!("cannot run cargo build: {}", e))?;
    let stderr = child.stderr.take().expect("piped stderr");
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = std::io::Read::read_to_string(&mut std::io::BufReader::new(stderr), &mut s);
        s
    });
    let mut errors: BTreeMap<String, String> = BTreeMap::new();
    for line in std::io::BufReader::new(child.stdout.take().expect("piped stdout")).lines() {
        let Ok(line) = line else { break };
        let Ok(v) = serde_json::from_str::<Value>(&line) else { continue };
        let is_bin = v["target"]["kind"].as_array().map_or(false, |k| k.iter().any(|x| x == "bin"));
        let name = v["target"]["name"].as_str().unwrap_or("").to_string();
        match v["reason"].as_str() {
            Some("compiler-artifact") if is_bin => {
                if let Some(exe) = v["executable"].as_str() {
                    out.insert(name, Ok(PathBuf::from(exe)));
                }
            }
            Some("compiler-message") if is_bin && v["message"]["level"] == "error" && !errors.contains_key(&name) => {
                let m = &v["message"];
                let code = m["code"]["code"].as_str().map(|c| format!("[{}]", c)).unwrap_or_default();
                errors.insert(name, format!("error{}: {}", code, m["message"].as_str().unwrap_or("")));
            }
            _ => {}
        }
    }
    let status = child.wait().map_err(|e| format!("cannot wait for cargo build: {}", e))?;
    let stderr = err_reader.join().unwrap_or_default();
    for n in names {
        if out.contains_key(n) {
            continue;
        }
        match errors.remove(n) {
            Some(e) => {
                out.insert(n.clone(), Err(e));
            }
            None if status.success() => return Err(format!("cargo build reported nothing for {}", n)),
            None => return Err(format!("cargo build failed without an error for {}:\n{}", n, stderr.lines().rev().take(20).collect::<Vec<_>>().into_iter().rev().collect::<Vec<_>>().join("\n"))),
        }
    }
    Ok(out)
}

/// How many times a passing reference runs to learn whether its output is deterministic. Two
/// were too few: hashbrown's and hashbag's doctests print three keys in their hash order, and
/// two runs agreed often enough (about one in six) that their bundles were failed for printing
/// another order. Five disagree somewhere unless the order is fixed (1 in 6^4); a stable
/// program costs four more runs of a few milliseconds.
pub const RUNS: usize = 5;

/// Runs a built program in `dir` (or records its build error); a passing one runs up to
/// [`RUNS`] times, until a run prints something else.
pub fn run_one(p: &Program, built: &Result<PathBuf, String>, dir: &Path, limit: Duration) -> Result<Unbundled, String> {
    match built {
        Err(e) => Ok(Unbundled { build_error: Some(e.clone()), outcome: None, passed: false, deterministic: true }),
        Ok(exe) => {
            let o = run::run(Command::new(exe), Some(dir), limit)?;
            let passed = passes(&o, p.should_panic);
            let mut deterministic = true;
            for _ in 1..if passed { RUNS } else { 1 } {
                if run::run(Command::new(exe), Some(dir), limit)?.stdout != o.stdout {
                    deterministic = false;
                    break;
                }
            }
            Ok(Unbundled { build_error: None, outcome: Some(o), passed, deterministic })
        }
    }
}
