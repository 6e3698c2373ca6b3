//! Building and running what the tests produce: a bundle compiled alone with plain rustc, as a
//! judge compiles it; a binary run on every fixture of its problem; a test workspace built by
//! cargo, whose binaries give the fixtures' expected outputs (never a bundle).
//!
//! The including test file declares `mod compilers;` beside this one.

// Each test binary that includes this file uses a part of it.
#![allow(dead_code)]

use crate::compilers::Compiler;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The cargo that runs the tests (`CARGO`), or the one on the PATH.
pub fn cargo() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string())
}

/// Compiles `source` alone, as a judge does: `main.rs` in the empty directory `dir/stem`
/// (emptied first), `rustc --edition <edition> <flags> --crate-name main -o main main.rs`,
/// nothing else on the command line (`flags` adds `-O`, `-D warnings`, a judge's `--extern`s).
/// The binary, or the compiler's errors.
pub fn compile_alone<S: AsRef<OsStr>>(compiler: &Compiler, source: &str, dir: &Path, stem: &str, edition: &str, flags: &[S]) -> Result<PathBuf, String> {
    let work = dir.join(stem);
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).unwrap();
    std::fs::write(work.join("main.rs"), source).unwrap();
    let out = Command::new(compiler.path)
        .args(["--edition", edition])
        .args(flags)
        .args(["-C", "strip=debuginfo", "--crate-name", "main", "-o", "main", "main.rs"])
        .current_dir(&work)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    if out.status.success() {
        Ok(work.join("main"))
    } else {
        Err(format!("{} does not compile alone with {} (edition {}):\n{}", work.join("main.rs").display(), compiler.label, edition, String::from_utf8_lossy(&out.stderr)))
    }
}

/// Runs `binary` on every fixture of `id` under `root`: each must exit successfully and print
/// its `.out` file byte for byte. The number of cases.
pub fn run_fixtures(root: &Path, id: &str, binary: &Path) -> Result<usize, String> {
    let cases = problem_spec::layout::cases(root, id);
    if cases.is_empty() {
        return Err(format!("{} has no fixtures", id));
    }
    for case in &cases {
        let out = Command::new(binary).stdin(std::fs::File::open(&case.input).unwrap()).output().unwrap();
        let got = String::from_utf8_lossy(&out.stdout);
        let want = std::fs::read_to_string(&case.output).unwrap();
        if !out.status.success() || got != want {
            return Err(format!(
                "{} on fixtures/{}/{}.in ({}):\n--- got\n{}--- want\n{}--- stderr\n{}",
                binary.display(),
                id,
                case.name,
                out.status,
                got,
                want,
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    Ok(cases.len())
}

/// A debug build's settings, for cargo, that keep a test workspace's target small: no debug
/// info (the standard library's stripped too), no incremental state.
pub const LEAN_DEBUG_BUILD: [(&str, &str); 3] = [("CARGO_PROFILE_DEV_DEBUG", "0"), ("CARGO_PROFILE_DEV_STRIP", "debuginfo"), ("CARGO_INCREMENTAL", "0")];

/// Where [`cargo_build`] puts a workspace's binaries.
pub enum TargetDir<'a> {
    /// The workspace's own `target/` (a private copy whose target the bundler also builds into).
    Own,
    /// A folder of its own, so that the build never writes into the committed workspace.
    At(&'a Path),
}

/// Builds the binaries `bins` (all of them when empty) of the cargo workspace at `root` in
/// debug mode, `--locked` (the committed Cargo.lock is current) and `--offline` unless
/// `online` (CI may not have downloaded the registry crates yet); panics with cargo's errors.
/// The folder that holds the binaries. Built without debug info or incremental state, which
/// no test reads and which made each test workspace's target hundreds of megabytes.
pub fn cargo_build(root: &Path, target: TargetDir, bins: &[&str], online: bool) -> PathBuf {
    let mut command = Command::new(cargo());
    command.envs(LEAN_DEBUG_BUILD);
    command.arg("build");
    if !online {
        command.arg("--offline");
    }
    command.args(["--locked", "--quiet"]);
    if bins.is_empty() {
        command.arg("--bins");
    }
    command.arg("--manifest-path").arg(root.join("Cargo.toml"));
    let target = match target {
        TargetDir::Own => root.join("target"),
        TargetDir::At(dir) => {
            command.arg("--target-dir").arg(dir);
            dir.to_path_buf()
        }
    };
    for id in bins {
        command.args(["--bin", id]);
    }
    let out = command.output().unwrap();
    assert!(out.status.success(), "{}: cargo build failed:\n{}", root.display(), String::from_utf8_lossy(&out.stderr));
    target.join("debug")
}
