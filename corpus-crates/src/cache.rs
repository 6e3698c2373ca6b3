//! Results kept between runs: `target/corpus-crates/cache/<stage>/<program>.json`, each with
//! the digest of everything its result depends on. A rerun reuses a result whose digest is the
//! same and redoes the rest, so after a bundler change only the bundles are redone, and after a
//! change of the crate list only the programs that changed.

use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

/// SHA-256 of the parts, each length-prefixed so that no two part lists collide.
pub fn digest(parts: &[&[u8]]) -> String {
    let mut h = Sha256::new();
    for p in parts {
        h.update((p.len() as u64).to_le_bytes());
        h.update(p);
    }
    format!("{:x}", h.finalize())
}

/// The cache under `dir` for one stage (`unbundled`, `bundled`).
pub struct Cache {
    dir: PathBuf,
}

impl Cache {
    pub fn new(dir: &Path, stage: &str) -> Cache {
        Cache { dir: dir.join("cache").join(stage) }
    }

    /// The result stored for `name` under `key`, if any.
    pub fn get(&self, name: &str, key: &str) -> Option<Value> {
        let text = std::fs::read_to_string(self.dir.join(format!("{}.json", name))).ok()?;
        let v: Value = serde_json::from_str(&text).ok()?;
        (v["key"] == key).then(|| v["result"].clone())
    }

    /// Stores `result` for `name` under `key` (a failed write only costs a redo next time).
    pub fn put(&self, name: &str, key: &str, result: Value) {
        if std::fs::create_dir_all(&self.dir).is_ok() {
            let path = self.dir.join(format!("{}.json", name));
            let tmp = self.dir.join(format!("{}.json.tmp", name));
            if std::fs::write(&tmp, json!({ "key": key, "result": result }).to_string()).is_ok() {
                let _ = std::fs::rename(&tmp, &path);
            }
        }
    }
}

/// A digest of every `.rs` and `Cargo.toml` file under `dir` (sorted by path): the bundler's
/// sources (`bundler/src`) stand for its version in the bundles' keys.
pub fn tree_digest(dir: &Path) -> String {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().map_or(false, |x| x == "rs") || p.file_name().map_or(false, |n| n == "Cargo.toml") {
                files.push(p);
            }
        }
    }
    files.sort();
    let mut h = Sha256::new();
    for f in files {
        h.update(f.strip_prefix(dir).unwrap_or(&f).to_string_lossy().as_bytes());
        h.update(std::fs::read(&f).unwrap_or_default());
    }
    format!("{:x}", h.finalize())
}
