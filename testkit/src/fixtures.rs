//! The fixture layout (`problem_spec::layout`), plus the workspace root as tests find it.

pub use problem_spec::layout::*;
use std::path::{Path, PathBuf};

/// The workspace root for tests, found from this crate's manifest directory.
pub fn workspace_root() -> PathBuf {
    workspace_root_from(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("testkit lives in the workspace")
}
