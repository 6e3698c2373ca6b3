//! The panics workspace (tests/workspaces/panics) and where its panics really are: its problem
//! compiled the normal way, against the library as an rlib, from the workspace's root, so that
//! rustc itself names the file, line and column of each panic and of each frame of its
//! backtrace. The bundle's mapped locations must be exactly these. Shared by the bundler's
//! tests and by judge-runner's (`#[path]`), so it uses std only.

// Each test binary that includes this file uses a part of it.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The problem.
pub const ID: &str = "explode";

/// Inputs that panic: (fixture name, input, the marker comment on the line that panics).
pub const PANICS: [(&str, &str, &str); 3] = [
    ("pick-past", "pick 7\n", "// panics: pick"),
    ("pair-past", "pair 9\n", "// panics: pair"),
    ("word", "x 1\n", "// panics: word"),
];

/// The committed workspace.
pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../bundler/tests/workspaces/panics")
}

/// A fresh copy of the workspace at `to` (without any `target`); with `panicking_fixtures`,
/// the [`PANICS`] inputs are fixtures too (with empty answers: they are runtime errors).
pub fn copy(to: &Path, panicking_fixtures: bool) {
    fn copy_dir(from: &Path, to: &Path) {
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            let name = entry.file_name();
            if name == "target" {
                continue;
            }
            if entry.file_type().unwrap().is_dir() {
                copy_dir(&entry.path(), &to.join(&name));
            } else {
                std::fs::copy(entry.path(), to.join(&name)).unwrap();
            }
        }
    }
    let _ = std::fs::remove_dir_all(to);
    copy_dir(&workspace(), to);
    if panicking_fixtures {
        for (name, input, _) in PANICS {
            std::fs::write(to.join(format!("fixtures/{}/{}.in", ID, name)), input).unwrap();
            std::fs::write(to.join(format!("fixtures/{}/{}.out", ID, name)), "\n").unwrap();
        }
    }
}

/// Where one input's panic is, in the source files.
#[derive(Debug)]
pub struct Reference {
    /// `solver-core/src/boom.rs:8:5`.
    pub location: String,
    /// The backtrace's frames in the workspace's files, innermost first.
    pub frames: Vec<String>,
}

/// Compiles the problem against the library (debug info, so the backtrace has places) in
/// `scratch` and runs each of [`PANICS`]; checks that each panic is on the line of its marker.
pub fn references(root: &Path, scratch: &Path) -> Vec<Reference> {
    std::fs::create_dir_all(scratch).unwrap();
    let rlib = scratch.join("libsolver_core.rlib");
    let binary = scratch.join(ID);
    let rustc = |args: &[&str], out: &Path| {
        let o = Command::new("rustc").current_dir(root).args(["--edition", "2021", "-g"]).args(args).arg("-o").arg(out).output().unwrap();
        assert!(o.status.success(), "rustc {:?}: {}", args, String::from_utf8_lossy(&o.stderr));
    };
    rustc(&["--crate-type", "lib", "--crate-name", "solver_core", "solver-core/src/lib.rs"], &rlib);
    let extern_arg = format!("solver_core={}", rlib.display());
    rustc(&["--extern", &extern_arg, &format!("problems/src/bin/{}.rs", ID)], &binary);
    PANICS
        .iter()
        .map(|(name, input, marker)| {
            let stderr = run(&binary, root, input, true);
            let location = panic_location(&stderr).unwrap_or_else(|| panic!("{}: no panic in {}", name, stderr));
            let (file, line) = {
                let mut parts = location.split(':');
                (parts.next().unwrap().to_string(), parts.next().unwrap().parse::<usize>().unwrap())
            };
            let text = std::fs::read_to_string(root.join(&file)).unwrap();
            assert!(text.lines().nth(line - 1).unwrap().contains(marker), "{}: {} is not the line marked {:?}", name, location, marker);
            Reference { location, frames: frames(&stderr) }
        })
        .collect()
}

/// Runs `binary` in `dir` on `input`; its stderr. With `backtrace`, RUST_BACKTRACE=1.
pub fn run(binary: &Path, dir: &Path, input: &str, backtrace: bool) -> String {
    let mut cmd = Command::new(binary);
    cmd.current_dir(dir).stdin(Stdio::piped()).stdout(Stdio::null()).stderr(Stdio::piped());
    if backtrace {
        cmd.env("RUST_BACKTRACE", "1");
    } else {
        cmd.env_remove("RUST_BACKTRACE");
    }
    let mut child = cmd.spawn().unwrap();
    std::io::Write::write_all(child.stdin.as_mut().unwrap(), input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(!out.status.success(), "{} did not fail on {:?}", binary.display(), input);
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The place of `thread 'main' panicked at <place>:` (the format since Rust 1.73).
pub fn panic_location(stderr: &str) -> Option<String> {
    let line = stderr.lines().find(|l| l.contains(" panicked at "))?;
    let after = &line[line.find(" panicked at ")? + " panicked at ".len()..];
    Some(after.trim_end().trim_end_matches(':').to_string())
}

/// The backtrace's `at <place>` lines outside the standard library, without a leading `./`.
pub fn frames(stderr: &str) -> Vec<String> {
    stderr
        .lines()
        .filter_map(|l| l.trim().strip_prefix("at "))
        .filter(|p| !p.contains("/rustc/"))
        .map(|p| p.trim_start_matches("./").to_string())
        .collect()
}
