//! Private copies of test workspaces, so that a test can break or extend one without touching
//! the committed files or another test's copy.

// Each test binary that includes this file uses a part of it.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The feature workspace (tests/workspaces/features): a small library with every module shape.
pub fn features() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/workspaces/features")
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
