//! Where things are: the workspace root, the problems, and the library's root file.

use crate::base::error::{nearest, Error, Result};
use std::path::{Path, PathBuf};

/// Problems live at `problems/src/bin/<id>.rs`: Cargo finds them without a manifest entry.
pub const PROBLEMS_DIR: &str = "problems/src/bin";
/// The library's crate root.
pub const LIBRARY_ROOT: &str = "solver-core/src/lib.rs";
/// Fixtures live at `fixtures/<id>/`.
pub const FIXTURES_DIR: &str = "fixtures";

/// The nearest ancestor of `start` whose Cargo.toml declares `[workspace]`.
pub fn find_root(start: &Path) -> Result<PathBuf> {
    problem_spec::layout::workspace_root_from(start).ok_or_else(|| {
        Error::new("not inside the solver workspace (no Cargo.toml with [workspace] above here)")
            .help("run the bundler from the workspace, or pass --root <dir>")
    })
}

/// Every problem id, sorted: the stems of `problems/src/bin/*.rs`. The tests and the tools
/// find problems the same way (problem-spec owns the layout, so they can never disagree).
pub fn problem_ids(root: &Path) -> Vec<String> {
    problem_spec::layout::problem_ids(root)
}

/// The problem's source path relative to the root, or an error that suggests the nearest id.
pub fn problem_path(root: &Path, id: &str) -> Result<String> {
    let rel = format!("{}/{}.rs", PROBLEMS_DIR, id);
    let valid_id = !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if valid_id && crate::base::inputs::is_file(&root.join(&rel)) {
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

/// The output path of a bundle's C file ([`crate::write::c_target`]), beside the Rust one.
pub fn c_bundle_path(id: &str) -> String {
    format!("target/bundle/{}/main.c", id)
}

#[cfg(test)]
mod tests {
    /// First in `cargo test --workspace` (the bundler's unit tests run before every slow
    /// suite): a problem without fixtures or spec fails here, by name, within seconds.
    #[test]
    fn every_problem_has_fixtures_and_a_spec() {
        let root = super::find_root(std::path::Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap();
        if let Err(defects) = problem_spec::audit::audit_workspace(&root) {
            panic!("{}", defects);
        }
    }
}
