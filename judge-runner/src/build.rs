//! The program to judge: the bundle (default; what gets submitted), compiled with `rustc -O`
//! like a judge compiles it, with the map of its lines back to the sources, or the workspace
//! binary (`--dev`, built by cargo in release mode).

use std::path::{Path, PathBuf};
use std::process::Command;

/// A compiled bundle and the map of its lines back to the source files.
pub struct BundleProgram {
    pub binary: PathBuf,
    /// Translates the program's `main.rs:L:C` (panics, backtraces) into source locations.
    pub map: bundler::cli::mapfile::SavedMap,
}

/// Bundles problem `id` with the bundler's library (no check: judging is the check) and
/// compiles it into `target/judge/<id>/main`. Recompiles only when the bundle text changed.
pub fn bundle_binary(root: &Path, id: &str) -> Result<PathBuf, String> {
    bundle_program(root, id, false).map(|p| p.binary)
}

/// [`bundle_binary`] with the bundle's line map (also written beside it,
/// `target/judge/<id>/main.rs.map`, for `bundler where`). The bundle is compiled in its folder
/// as `main.rs`, so that its panics name `main.rs:L:C` as a judge's do. With `line_tables`,
/// into `main-lines`, unoptimized and with debug info (overflow checks off, as in `-O`), so
/// that a backtrace's frames have their places too: in an optimized build (`-O` with
/// `-C debuginfo=2`, tried with rustc 1.95) the frames the library was inlined into have none.
pub fn bundle_program(root: &Path, id: &str, line_tables: bool) -> Result<BundleProgram, String> {
    let bundle = bundler::bundle(root, id, &bundler::Options::default()).map_err(|e| e.to_string())?;
    let map = bundler::cli::mapfile::SavedMap::of_bundle(&bundle);
    let rel_dir = format!("target/judge/{}", id);
    let dir = root.join(&rel_dir);
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {}", dir.display(), e))?;
    let source = dir.join("main.rs");
    let binary = dir.join(if line_tables { "main-lines" } else { "main" });
    let unchanged = std::fs::read_to_string(&source).map_or(false, |old| old == bundle.source);
    bundler::base::output::write_atomically(root, &bundler::cli::mapfile::map_path_of(&format!("{}/main.rs", rel_dir)), &map.render()).map_err(|e| e.to_string())?;
    if unchanged && binary.is_file() {
        return Ok(BundleProgram { binary, map });
    }
    // The binaries go first so that a failed compile never leaves an old binary beside a new source.
    let _ = std::fs::remove_file(dir.join("main"));
    let _ = std::fs::remove_file(dir.join("main-lines"));
    std::fs::write(&source, &bundle.source).map_err(|e| format!("cannot write {}: {}", source.display(), e))?;
    let mut rustc = Command::new("rustc");
    rustc.current_dir(&dir).args(["--edition", "2021", "--crate-name", "main"]);
    if line_tables {
        rustc.args(["-C", "opt-level=0", "-C", "debuginfo=2", "-C", "overflow-checks=off"]);
    } else {
        rustc.arg("-O");
    }
    let out = rustc.arg("-o").arg(binary.file_name().expect("a file name")).arg("main.rs").output().map_err(|e| format!("cannot run rustc: {}", e))?;
    if !out.status.success() {
        return Err(format!(
            "the bundle of {} does not compile:\n{}\n(`cargo bundle {}` shows where)",
            id,
            String::from_utf8_lossy(&out.stderr).trim_end(),
            id
        ));
    }
    Ok(BundleProgram { binary, map })
}

/// Problem `id`'s C file (`bundler::bundle_c`), compiled as `judge` (a profile that takes C)
/// compiles it: its [`bundler::judge::CJudge::local_compile`] command, into
/// `target/judge/<id>/main-c`. Recompiles only when the C text changed.
pub fn c_binary(root: &Path, id: &str, judge: &bundler::judge::CJudge) -> Result<PathBuf, String> {
    let options = bundler::Options { cache: true, ..bundler::Options::default() };
    let c = bundler::bundle_c(root, id, &options).map_err(|e| e.to_string())?;
    let dir = root.join(format!("target/judge/{}", id));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {}", dir.display(), e))?;
    let source = dir.join("main.c");
    let binary = dir.join("main-c");
    let unchanged = std::fs::read_to_string(&source).map_or(false, |old| old == c.source);
    if unchanged && binary.is_file() {
        return Ok(binary);
    }
    let _ = std::fs::remove_file(&binary);
    std::fs::write(&source, &c.source).map_err(|e| format!("cannot write {}: {}", source.display(), e))?;
    let (program, flags) = judge.local_compile.split_first().expect("a command");
    let out = Command::new(program)
        .current_dir(&dir)
        .args(flags)
        .args(["-o", "main-c", "main.c"])
        .output()
        .map_err(|e| format!("cannot run {}: {} (install it, or judge the Rust bundle with --sandbox vnoj)", program, e))?;
    if !out.status.success() {
        return Err(format!("the C file of {} does not compile with {}:\n{}", id, judge.local_compile.join(" "), String::from_utf8_lossy(&out.stderr).trim_end()));
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
