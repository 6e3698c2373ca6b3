//! Where the workspace keeps its problems and fixtures, and how a fixture case is named.
//!
//! Layout (online-judge-tools style): `fixtures/<id>/<name>.in` with `<name>.out`. A case named
//! `*.any.in` is judged by the problem's special judge (any correct answer is accepted) instead
//! of by comparison with the `.out` file.

use std::path::{Path, PathBuf};

/// Problems live at `problems/src/bin/<id>.rs`: Cargo finds them without a manifest entry.
pub const PROBLEMS_DIR: &str = "problems/src/bin";
/// Fixtures live at `fixtures/<id>/`, the problem spec beside them at `fixtures/<id>.toml`
/// (outside the folder: `oj test -d fixtures/<id>` refuses any file that is not a case).
pub const FIXTURES_DIR: &str = "fixtures";

/// `problems/src/bin/<id>.rs` under `root`.
pub fn solution_path(root: &Path, id: &str) -> PathBuf {
    root.join(PROBLEMS_DIR).join(format!("{}.rs", id))
}

/// `fixtures/<id>/` under `root`.
pub fn fixtures_dir(root: &Path, id: &str) -> PathBuf {
    root.join(FIXTURES_DIR).join(id)
}

/// `fixtures/<id>.toml` under `root`.
pub fn spec_path(root: &Path, id: &str) -> PathBuf {
    root.join(FIXTURES_DIR).join(format!("{}.toml", id))
}

/// Whether `id` can name a problem: a binary name, a folder and a judge file name alike
/// (lowercase ASCII letters, digits and `_`, starting with a letter).
pub fn is_valid_id(id: &str) -> bool {
    id.starts_with(|c: char| c.is_ascii_lowercase())
        && id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

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

/// Every problem id: the stems of `problems/src/bin/*.rs`, sorted.
pub fn problem_ids(root: &Path) -> Vec<String> {
    let mut ids: Vec<String> = std::fs::read_dir(root.join(PROBLEMS_DIR))
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
    cases_in(&fixtures_dir(root, id))
}

/// The cases in folder `dir` (`<name>.in` with `<name>.out`, as [`cases`]), sorted by name:
/// also oj's `test/` folder of any Cargo package (the bundler's `cargo judgefile`).
pub fn cases_in(dir: &Path) -> Vec<Case> {
    let dir = dir.to_path_buf();
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
