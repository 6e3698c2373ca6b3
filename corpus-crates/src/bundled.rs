//! The bundles: each program that passed unbundled is bundled with the bundler's library API
//! exactly as `cargo judgefile --src <file> --judge unlimited --no-check` would (the project
//! program API, [`bundler::bundle_project`]), written to
//! `target/corpus-crates/bundles/<program>/main.rs`, compiled alone with plain
//! `rustc --edition 2021 -O`, run with the same empty stdin and time limit, and compared with the
//! unbundled run: the same exit status, and the same stdout when the program's output is
//! deterministic. The old compiler (`/usr/bin/rustc`, 1.63) checks the bundle too unless a crate
//! in it declares a newer `rust-version`; that is reported beside, not part of the pass.
//!
//! A failure is the bundler's when bundling fails, the bundle does not compile, or it runs
//! differently. A failure of this runner (a file it cannot write, a compiler it cannot start)
//! is a runner error, reported apart and never counted against the bundler.

use crate::programs::Program;
use crate::run::{self, Outcome};
use crate::unbundled::Unbundled;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The judge profile the corpus bundles for: no size limit, current stable, edition 2021.
pub const JUDGE: &str = "unlimited";

/// What the stage needs.
pub struct Context {
    /// The corpus project.
    pub project: PathBuf,
    /// Where bundles and their binaries go (`target/corpus-crates/bundles`).
    pub out: PathBuf,
    /// The working folder of every run (the unbundled ones' too).
    pub run_dir: PathBuf,
    /// The old compiler, when there is one.
    pub old_rustc: Option<PathBuf>,
    /// `rust-version` declared by each package of the lock, by `name version`
    /// ([`crate::packages::Resolved::rust_versions`]).
    pub rust_versions: BTreeMap<String, Option<String>>,
    pub run_limit: Duration,
    pub compile_limit: Duration,
}

/// A program's bundled result.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bundled {
    /// The bundler's error (its first line) when bundling failed.
    pub bundle_error: Option<String>,
    pub bytes: Option<usize>,
    /// rustc's first error when the bundle did not compile.
    pub compile_error: Option<String>,
    /// How the bundle's run ended.
    pub run_status: Option<String>,
    /// How the run differed from the unbundled one.
    pub mismatch: Option<String>,
    pub passed: bool,
    /// The old compiler's check: `ok`, `error: ..`, `skipped: ..`.
    pub old_rustc: Option<String>,
    /// This runner failed (not the bundler).
    pub runner_error: Option<String>,
    /// How the shaken bundle failed, when the result is that of whole crates (`--keep-crates`),
    /// which `cargo judgefile` falls back to.
    pub shaken_failure: Option<String>,
}

impl Bundled {
    pub fn to_json(&self) -> Value {
        json!({
            "bundle_error": self.bundle_error, "bytes": self.bytes, "compile_error": self.compile_error,
            "run_status": self.run_status, "mismatch": self.mismatch, "passed": self.passed,
            "old_rustc": self.old_rustc, "runner_error": self.runner_error, "shaken_failure": self.shaken_failure,
        })
    }

    pub fn from_json(v: &Value) -> Option<Bundled> {
        let s = |k: &str| v[k].as_str().map(str::to_string);
        Some(Bundled {
            bundle_error: s("bundle_error"),
            bytes: v["bytes"].as_u64().map(|b| b as usize),
            compile_error: s("compile_error"),
            run_status: s("run_status"),
            mismatch: s("mismatch"),
            passed: v["passed"].as_bool()?,
            old_rustc: s("old_rustc"),
            runner_error: s("runner_error"),
            shaken_failure: s("shaken_failure"),
        })
    }

    /// The failure's stage and first line, for the report: `bundle: ..`, `compile: ..`, `run: ..`.
    pub fn failure(&self) -> Option<(&'static str, String)> {
        if self.passed {
            None
        } else if let Some(e) = &self.runner_error {
            Some(("runner", e.clone()))
        } else if let Some(e) = &self.bundle_error {
            Some(("bundle", e.clone()))
        } else if let Some(e) = &self.compile_error {
            Some(("compile", e.clone()))
        } else {
            Some(("run", self.mismatch.clone().unwrap_or_else(|| "differs".into())))
        }
    }
}

/// The first line of a bundler error, with its place when it has one.
pub fn bundler_error_line(e: &bundler::base::error::Error) -> String {
    let msg = e.message.lines().next().unwrap_or("").trim();
    if e.location.is_empty() {
        format!("error: {}", msg)
    } else {
        format!("{}: error: {}", e.location, msg)
    }
}

/// Bundles, compiles and runs one program that passed unbundled.
pub fn one(ctx: &Context, p: &Program, reference: &Unbundled) -> Bundled {
    match stages(ctx, p, reference) {
        Ok(b) => b,
        Err(e) => Bundled { runner_error: Some(e), ..Bundled::default() },
    }
}

/// The shaken bundle, and when it fails (bundling, compiling or running), whole crates, as
/// `cargo judgefile` does: the result says which passed, and how the shaken one failed.
fn stages(ctx: &Context, p: &Program, reference: &Unbundled) -> Result<Bundled, String> {
    let shaken = attempt(ctx, p, reference, false)?;
    if shaken.passed {
        return Ok(shaken);
    }
    let mut whole = attempt(ctx, p, reference, true)?;
    if !whole.passed {
        return Ok(shaken);
    }
    whole.shaken_failure = shaken.failure().map(|(stage, line)| format!("{}: {}", stage, line));
    Ok(whole)
}

fn attempt(ctx: &Context, p: &Program, reference: &Unbundled, keep_crates: bool) -> Result<Bundled, String> {
    let mut r = Bundled::default();
    let src = ctx.project.join("src/bin").join(format!("{}.rs", p.name));
    let request = bundler::find::project::Request { cwd: ctx.project.clone(), manifest_path: Some(ctx.project.join("Cargo.toml")), src: Some(src), ..Default::default() };
    let project = bundler::find::project::resolve(&request).map_err(|e| format!("cannot resolve the program in the corpus project: {}", bundler_error_line(&e)))?;
    let options = bundler::Options { judge: Some(JUDGE.to_string()), cache: false, keep_crates, ..Default::default() };
    let made = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| bundler::bundle_project(&project, &options)));
    let bundle = match made {
        Ok(Ok(b)) => b,
        Ok(Err(e)) => {
            r.bundle_error = Some(bundler_error_line(&e));
            return Ok(r);
        }
        Err(panic) => {
            let msg = panic.downcast_ref::<String>().cloned().or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_default();
            r.bundle_error = Some(format!("the bundler panicked: {}", msg.lines().next().unwrap_or("")));
            return Ok(r);
        }
    };
    r.bytes = Some(bundle.source.len());
    let dir = ctx.out.join(&p.name);
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {}", dir.display(), e))?;
    let main = dir.join("main.rs");
    std::fs::write(&main, &bundle.source).map_err(|e| format!("cannot write {}: {}", main.display(), e))?;
    let exe = dir.join("main");
    let _ = std::fs::remove_file(&exe);
    let mut rustc = Command::new("rustc");
    rustc.args(["--edition", "2021", "-O", "--crate-name", "main", "-o", "main", "main.rs"]);
    let compiled = run::run(rustc, Some(&dir), ctx.compile_limit)?;
    if compiled.timed_out {
        r.compile_error = Some(format!("rustc -O took over {} s", ctx.compile_limit.as_secs()));
        return Ok(r);
    }
    if compiled.code != Some(0) {
        r.compile_error = Some(run::first_error(&compiled.stderr));
        return Ok(r);
    }
    let for_old = |judge: &str| -> Result<bundler::Bundle, bundler::base::error::Error> {
        let options = bundler::Options { judge: Some(judge.to_string()), cache: false, keep_crates, ..Default::default() };
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| bundler::bundle_project(&project, &options))).unwrap_or_else(|_| Err(bundler::base::error::Error::new("the bundler panicked")))
    };
    r.old_rustc = Some(old_check(ctx, &bundle, &dir, &for_old)?);
    let o = run::run(Command::new(&exe), Some(&ctx.run_dir), ctx.run_limit)?;
    // The binary is not kept (a thousand of them take gigabytes); main.rs is.
    let _ = std::fs::remove_file(&exe);
    let _ = std::fs::remove_file(dir.join("main.rmeta"));
    r.run_status = Some(o.status());
    let want = reference.outcome.as_ref().ok_or("a passing program without a run")?;
    r.mismatch = compare(want, &o, reference.deterministic);
    r.passed = r.mismatch.is_none();
    Ok(r)
}

/// How `got` differs from `want`: exit status, then stdout (when deterministic).
pub fn compare(want: &Outcome, got: &Outcome, deterministic: bool) -> Option<String> {
    if want.status() != got.status() {
        let first = got.stderr.lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim();
        return Some(format!("{} (unbundled: {}){}", got.status(), want.status(), if first.is_empty() { String::new() } else { format!(": {}", first) }));
    }
    if deterministic && want.stdout != got.stdout {
        let line = want.stdout.lines().zip(got.stdout.lines()).position(|(a, b)| a != b).unwrap_or_else(|| want.stdout.lines().count().min(got.stdout.lines().count()));
        return Some(format!("stdout differs at line {}", line + 1));
    }
    None
}

/// The old compiler's check of a bundle: a metadata-only compile (type and borrow checking, no
/// code generation), or why it is skipped. A bundle with build-script cfgs is made again for
/// [`OLD_JUDGE`] (`bundle`: a profile name to bundle for), whose scripts' probes the old
/// compiler answers (serde's `no_diagnostic_namespace`), and that text is checked: the cfgs
/// cargo's run set describe current stable, which a contestant on a 1.63 judge does not have.
fn old_check(ctx: &Context, made: &bundler::Bundle, dir: &Path, bundle: &dyn Fn(&str) -> Result<bundler::Bundle, bundler::base::error::Error>) -> Result<String, String> {
    let Some(old) = &ctx.old_rustc else { return Ok("skipped: no /usr/bin/rustc".into()) };
    for c in &made.crates {
        if let Some(Some(v)) = ctx.rust_versions.get(&c.package) {
            let mut parts = v.split('.').map(|x| x.parse::<u32>().unwrap_or(0));
            let (major, minor) = (parts.next().unwrap_or(1), parts.next().unwrap_or(0));
            if (major, minor) > (1, 63) {
                return Ok(format!("skipped: {} needs rust {}", c.package, v));
            }
        }
    }
    let file = if made.source.contains(BUILD_SCRIPT_CFGS) {
        let again = match bundle(OLD_JUDGE) {
            Ok(b) => b,
            // The bundler refuses what rustc 1.63 cannot compile, and says which crate needs what.
            Err(e) if e.message.contains("newer than") => return Ok(format!("skipped: {}", bundler_error_line(&e))),
            Err(e) => return Ok(format!("error: bundling for {}: {}", OLD_JUDGE, bundler_error_line(&e))),
        };
        let path = dir.join("main-1.63.rs");
        std::fs::write(&path, &again.source).map_err(|e| format!("cannot write {}: {}", path.display(), e))?;
        "main-1.63.rs"
    } else {
        "main.rs"
    };
    let mut cmd = Command::new(old);
    cmd.args(["--edition", "2021", "--emit=metadata", "--crate-name", "main", "-o", "main.rmeta", file]);
    let o = run::run(cmd, Some(dir), ctx.compile_limit)?;
    Ok(match (o.timed_out, o.code) {
        (true, _) => "error: timed out".to_string(),
        (false, Some(0)) => "ok".to_string(),
        _ => run::first_error(&o.stderr),
    })
}

/// The profile whose bundles the old compiler checks when a crate has build-script cfgs.
pub const OLD_JUDGE: &str = "unlimited-1.63";

/// What a bundle's header says of a crate compiled with its build script's cfgs.
const BUILD_SCRIPT_CFGS: &str = " was compiled with the cfgs its build script set ";
