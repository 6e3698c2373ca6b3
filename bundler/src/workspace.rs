//! Where things are: the workspace root, the problems, and the library's root file.

use crate::error::{nearest, Error, Result};
use std::path::{Path, PathBuf};

/// Problems live at `problems/src/bin/<id>.rs`: Cargo finds them without a manifest entry.
pub const PROBLEMS_DIR: &str = "problems/src/bin";
/// The library's crate root.
pub const LIBRARY_ROOT: &str = "solver-core/src/lib.rs";
/// Fixtures live at `fixtures/<id>/`.
pub const FIXTURES_DIR: &str = "fixtures";

/// The nearest ancestor of `start` whose Cargo.toml declares `[workspace]`.
pub fn find_root(start: &Path) -> Result<PathBuf> {
    let mut dir = Some(start);
    while let Some(d) = dir {
        if let Ok(text) = std::fs::read_to_string(d.join("Cargo.toml")) {
            if text.lines().any(|l| l.trim() == "[workspace]") {
                return Ok(d.to_path_buf());
            }
        }
        dir = d.parent();
    }
    Err(Error::new("not inside the solver workspace (no Cargo.toml with [workspace] above here)")
        .help("run the bundler from the workspace, or pass --root <dir>"))
}

/// Every problem id, sorted: the stems of `problems/src/bin/*.rs`.
pub fn problem_ids(root: &Path) -> Vec<String> {
    let mut ids: Vec<String> = walkdir::WalkDir::new(root.join(PROBLEMS_DIR))
        .min_depth(1)
        .max_depth(1)
        .into_iter()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_type().is_file())
        .filter_map(|e| e.file_name().to_str().and_then(|n| n.strip_suffix(".rs")).map(str::to_string))
        .collect();
    ids.sort();
    ids
}

/// The problem's source path relative to the root, or an error that suggests the nearest id.
pub fn problem_path(root: &Path, id: &str) -> Result<String> {
    let rel = format!("{}/{}.rs", PROBLEMS_DIR, id);
    let valid_id = !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if valid_id && root.join(&rel).is_file() {
        return Ok(rel);
    }
    let ids = problem_ids(root);
    let mut err = Error::new(format!("unknown problem `{}`", id));
    err = match nearest(id, ids.iter().map(|s| s.as_str())) {
        Some(near) => err.help(format!("did you mean `{}`? Problems live in {}/<id>.rs", near, PROBLEMS_DIR)),
        None => err.help(format!("known problems: {}", ids.join(", "))),
    };
    Err(err)
}

/// The output path of a bundle, relative to the root.
pub fn bundle_path(id: &str) -> String {
    format!("target/bundle/{}/main.rs", id)
}
