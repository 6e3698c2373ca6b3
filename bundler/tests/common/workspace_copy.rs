//! Private copies of test workspaces, so that a test can break or extend one without touching
//! the committed files or another test's copy, and scratch folders for what a test builds.

// Each test binary that includes this file uses a part of it.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The feature workspace (tests/workspaces/features): a small library with every module shape.
pub fn features() -> PathBuf {
    committed("features")
}

/// The committed workspace `name` under tests/workspaces.
pub fn committed(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/workspaces").join(name)
}

/// A fresh copy of `from` at `CARGO_TARGET_TMPDIR/<copy>` (an older copy there is removed
/// first), without `from`'s `target` folder: cargo metadata and the bundler's outputs then
/// never touch the committed files or another test's copy.
pub fn private_copy(from: &Path, copy: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(copy);
    let _ = std::fs::remove_dir_all(&dir);
    copy_dir(from, &dir);
    dir
}

/// The empty folder `CARGO_TARGET_TMPDIR/<name>` (emptied when it exists).
pub fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Copies the tree `from` into `to` (created as needed), leaving out any `target` folder.
pub fn copy_dir(from: &Path, to: &Path) {
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.unwrap();
        let rel = entry.path().strip_prefix(from).unwrap();
        if rel.starts_with("target") {
            continue;
        }
        let dest = to.join(rel);
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&dest).unwrap();
        } else {
            std::fs::copy(entry.path(), &dest).unwrap();
        }
    }
}
