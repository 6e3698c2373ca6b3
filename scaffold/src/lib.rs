//! Starting a problem: the solution template, the files a new problem gets, and the import of
//! a problem sent by the Competitive Companion browser extension. Used by the `new` and
//! `listen` programs.

pub mod companion;

use problem_spec::{layout, IoMode, ProblemSpec};
use std::path::{Path, PathBuf};

/// Everything a new problem gets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewProblem {
    pub id: String,
    pub spec: ProblemSpec,
    /// (input, output) of each sample, written as `sample-N.in` / `sample-N.out`.
    pub samples: Vec<(String, String)>,
}

/// The workspace both tools write into: `--root` when given, else the nearest workspace above the
/// current directory; `Err` is the message to print.
pub fn workspace_root(explicit: Option<PathBuf>) -> Result<PathBuf, String> {
    explicit
        .or_else(|| std::env::current_dir().ok().and_then(|d| layout::workspace_root_from(&d)))
        .ok_or_else(|| "error: not inside the solver workspace; pass --root <dir>".to_string())
}

/// The default metadata of a problem started by hand: VNOJ, file I/O named after the id
/// (VNOI/Themis style, falling back to stdin), 1 s, 256 MiB, exact comparison.
pub fn default_spec(id: &str) -> ProblemSpec {
    ProblemSpec {
        name: id.to_string(),
        url: None,
        judge: "vnoj".to_string(),
        c_judge: None,
        io: IoMode::File(id.to_string()),
        time_limit_ms: 1000,
        memory_limit_mib: 256,
        checker: checkers::Checker::Exact,
    }
}

/// The starting `main` of a problem: reads T, then one number per test, and echoes it; it
/// compiles and runs, and the first `just judge` shows what to change.
pub fn solution_template(id: &str, spec: &ProblemSpec) -> String {
    let (open, comment) = match &spec.io {
        IoMode::Stdin => ("use solver_core::io::stdio;".to_string(), "    let (mut input, mut output) = stdio();".to_string()),
        IoMode::File(stem) => (
            "use solver_core::io::judge_io;".to_string(),
            format!(
                "    // {}.inp / {}.INP when present, else stdin; the output name follows its case.\n    let (mut input, mut output) = judge_io(\"{}\");",
                stem,
                stem.to_uppercase(),
                stem
            ),
        ),
    };
    let source = spec.url.as_deref().map(|u| format!("\n//! {}", u)).unwrap_or_default();
    format!(
        "//! {id}: {name}.{source}\n{open}\n\nfn main() {{\n{comment}\n    let tests = input.read_usize(\"T\");\n    for _ in 0..tests {{\n        let n = input.read_u64(\"n\");\n        writeln!(output, \"{{}}\", n);\n    }}\n    output.flush();\n}}\n",
        id = id,
        name = spec.name.replace('\n', " "),
        source = source,
        open = open,
        comment = comment
    )
}

/// What [`create`] did.
#[derive(Debug, Default)]
pub struct Created {
    pub written: Vec<PathBuf>,
    /// An existing solution left as it was (`--force` replaces fixtures and metadata, never code).
    pub kept: Option<PathBuf>,
}

/// Writes `problems/src/bin/<id>.rs` (from the template), `fixtures/<id>.toml` and the
/// samples. Refuses when the problem exists (its solution or its problem spec), unless `force`:
/// then the metadata and samples are replaced and an existing solution is kept. Everything is
/// checked before anything is written.
pub fn create(root: &Path, problem: &NewProblem, force: bool) -> Result<Created, String> {
    let id = &problem.id;
    if !layout::is_valid_id(id) {
        return Err(format!("`{}` is not a problem id: use lowercase letters, digits and _, starting with a letter", id));
    }
    if let IoMode::File(stem) = &problem.spec.io {
        if stem != id {
            return Err(format!(
                "the problem reads {}.inp, so its id must be `{}` (the bundler refuses judge_io(\"{}\") in problem `{}`)",
                stem, stem, stem, id
            ));
        }
    }
    if !root.join(layout::PROBLEMS_DIR).is_dir() {
        return Err(format!("{} is not the solver workspace (no {})", root.display(), layout::PROBLEMS_DIR));
    }
    let solution = layout::solution_path(root, id);
    let spec_path = layout::spec_path(root, id);
    let exists: Vec<String> = [&solution, &spec_path]
        .iter()
        .filter(|p| p.exists())
        .map(|p| p.strip_prefix(root).unwrap_or(p).display().to_string())
        .collect();
    if !exists.is_empty() && !force {
        return Err(format!("problem `{}` already exists ({}); pick another id", id, exists.join(", ")));
    }
    let dir = layout::fixtures_dir(root, id);
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {}", dir.display(), e))?;
    let mut created = Created::default();
    let mut write = |path: PathBuf, text: &str| -> Result<(), String> {
        std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {}", path.display(), e))?;
        created.written.push(path);
        Ok(())
    };
    if solution.exists() {
        created.kept = Some(solution);
    } else {
        write(solution, &solution_template(id, &problem.spec))?;
    }
    write(spec_path, &problem.spec.to_toml())?;
    for (k, (input, output)) in problem.samples.iter().enumerate() {
        write(dir.join(format!("sample-{}.in", k + 1)), input)?;
        write(dir.join(format!("sample-{}.out", k + 1)), output)?;
    }
    Ok(created)
}

/// Writes only `fixtures/<id>.toml` for a problem whose solution exists (a problem added before
/// specs existed): the I/O mode comes from the solution (`judge_io("<id>")` means file I/O).
/// Refuses when the spec exists.
pub fn create_spec_only(root: &Path, id: &str, mut spec: ProblemSpec) -> Result<PathBuf, String> {
    let solution = layout::solution_path(root, id);
    let source = std::fs::read_to_string(&solution).map_err(|e| format!("{}: {} (without --spec-only, `new` starts the solution too)", solution.display(), e))?;
    let path = layout::spec_path(root, id);
    if path.exists() {
        return Err(format!("{} already exists", path.strip_prefix(root).unwrap_or(&path).display()));
    }
    spec.io = if source.contains(&format!("judge_io(\"{}\")", id)) { IoMode::File(id.to_string()) } else { IoMode::Stdin };
    std::fs::write(&path, spec.to_toml()).map_err(|e| format!("cannot write {}: {}", path.display(), e))?;
    Ok(path)
}
