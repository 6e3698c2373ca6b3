//! Where the workspace keeps its problems and fixtures, and how a fixture case is named.
//!
//! Layout (online-judge-tools style): `fixtures/<id>/<name>.in` with `<name>.out`. A case named
//! `*.any.in` is judged by the problem's special judge (any correct answer is accepted) instead
//! of by comparison with the `.out` file.

use std::path::{Path, PathBuf};

/// One test case of a problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The file stem, e.g. `sample-1` or `random.any`.
    pub name: String,
    pub input: PathBuf,
    pub output: PathBuf,
    /// Judged by the special judge rather than by comparison.
    pub special: bool,
}

/// The workspace root: the nearest ancestor of `start` whose Cargo.toml has `[workspace]`.
pub fn workspace_root_from(start: &Path) -> Option<PathBuf> {
    let mut dir = Some(start);
    while let Some(d) = dir {
        if let Ok(text) = std::fs::read_to_string(d.join("Cargo.toml")) {
            if text.lines().any(|l| l.trim() == "[workspace]") {
                return Some(d.to_path_buf());
            }
        }
        dir = d.parent();
    }
    None
}

/// The workspace root for tests, found from this crate's manifest directory.
pub fn workspace_root() -> PathBuf {
    workspace_root_from(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("testkit lives in the workspace")
}

/// Every problem id: the stems of `problems/src/bin/*.rs`, sorted.
pub fn problem_ids(root: &Path) -> Vec<String> {
    let mut ids: Vec<String> = std::fs::read_dir(root.join("problems/src/bin"))
        .map(|entries| {
            entries
                .flatten()
                .filter_map(|e| {
                    let name = e.file_name().into_string().ok()?;
                    name.strip_suffix(".rs").map(str::to_string)
                })
                .collect()
        })
        .unwrap_or_default();
    ids.sort();
    ids
}

/// The cases of problem `id`, sorted by name; a `.in` without its `.out` is skipped only when
/// it is special (the special judge needs no expected output).
pub fn cases(root: &Path, id: &str) -> Vec<Case> {
    let dir = root.join("fixtures").join(id);
    let mut cases: Vec<Case> = std::fs::read_dir(&dir)
        .map(|entries| {
            entries
                .flatten()
                .filter_map(|e| {
                    let file = e.file_name().into_string().ok()?;
                    let name = file.strip_suffix(".in")?.to_string();
                    Some(Case {
                        special: name.ends_with(".any"),
                        input: dir.join(&file),
                        output: dir.join(format!("{}.out", name)),
                        name,
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    cases.sort_by(|a, b| a.name.cmp(&b.name));
    cases
}
