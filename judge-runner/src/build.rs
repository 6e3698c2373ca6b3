//! The program to judge: the bundle (default; what gets submitted), compiled with `rustc -O`
//! like a judge compiles it, or the workspace binary (`--dev`, built by cargo in release mode).

use std::path::{Path, PathBuf};
use std::process::Command;

/// Bundles problem `id` with the bundler's library (no check: judging is the check) and
/// compiles it into `target/judge/<id>/main`. Recompiles only when the bundle text changed.
pub fn bundle_binary(root: &Path, id: &str) -> Result<PathBuf, String> {
    let bundle = bundler::bundle(root, id, &bundler::Options::default()).map_err(|e| e.to_string())?;
    let dir = root.join("target/judge").join(id);
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {}", dir.display(), e))?;
    let source = dir.join("main.rs");
    let binary = dir.join("main");
    let unchanged = std::fs::read_to_string(&source).map_or(false, |old| old == bundle.source);
    if unchanged && binary.is_file() {
        return Ok(binary);
    }
    // The binary goes first so that a failed compile never leaves an old binary beside a new source.
    let _ = std::fs::remove_file(&binary);
    std::fs::write(&source, &bundle.source).map_err(|e| format!("cannot write {}: {}", source.display(), e))?;
    let out = Command::new("rustc")
        .args(["--edition", "2021", "-O", "--crate-name", "main", "-o"])
        .arg(&binary)
        .arg(&source)
        .output()
        .map_err(|e| format!("cannot run rustc: {}", e))?;
    if !out.status.success() {
        return Err(format!(
            "the bundle of {} does not compile:\n{}\n(`cargo bundle {}` shows where)",
            id,
            String::from_utf8_lossy(&out.stderr).trim_end(),
            id
        ));
    }
    Ok(binary)
}

/// `cargo build --release -p problems --bin <id>`; the binary under the target directory.
pub fn workspace_binary(root: &Path, id: &str) -> Result<PathBuf, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(root)
        .args(["build", "--quiet", "--release", "-p", "problems", "--bin", id])
        .status()
        .map_err(|e| format!("cannot run cargo: {}", e))?;
    if !status.success() {
        return Err(format!("cargo build --release -p problems --bin {} failed", id));
    }
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
    Ok(target.join("release").join(id))
}
