//! The workspace root as tests find it. The fixture layout itself (cases, problem ids) is
//! `problem_spec::layout`.

use std::path::{Path, PathBuf};

/// The workspace root for tests, found from this crate's manifest directory.
pub fn workspace_root() -> PathBuf {
    problem_spec::layout::workspace_root_from(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("testkit lives in the workspace")
}
