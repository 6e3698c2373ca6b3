//! The bundler: turns `problems/src/bin/<id>.rs` plus the solver-core code it reaches into one
//! self-contained `main.rs` for a judge.
//!
//! A pipeline of small passes, one file each; data flows one way:
//! [`workspace`] finds the files, [`parse`] loads them, [`library`] builds the module tree and
//! what each item mentions, [`problem`] checks the problem and names its roots, [`shake`]
//! decides what is reached, [`emit`] and [`rewrite`] produce the text by edits at span
//! positions, [`strip`] and [`minify`] post-process it, [`output`] writes it atomically, and
//! [`check`] compiles and runs it under the [`judge`] profile's rules.

pub mod cfg;
pub mod check;
pub mod emit;
pub mod error;
pub mod judge;
pub mod library;
pub mod linemap;
pub mod measure;
pub mod minify;
pub mod output;
pub mod parse;
pub mod problem;
pub mod rewrite;
pub mod scan;
pub mod scratch;
pub mod shake;
pub mod strip;
pub mod workspace;

use error::Result;
use std::path::Path;

/// How to bundle.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Keep whole modules instead of shaking out unreached items.
    pub keep_modules: bool,
    pub remove_docs: bool,
    pub remove_comments: bool,
    pub minify: bool,
}

/// A finished bundle.
#[derive(Clone, Debug)]
pub struct Bundle {
    pub id: String,
    /// The whole `main.rs`.
    pub source: String,
    /// The library modules inside, as paths (`euclid`, `grundy::octal`).
    pub modules: Vec<String>,
    /// Bytes of the library part when whole modules are kept.
    pub whole_module_bytes: usize,
    /// Bytes of the library part actually kept.
    pub kept_bytes: usize,
    /// Where each line of `source` came from, for the check's compiler messages.
    pub line_map: linemap::LineMap,
}

/// Bundles problem `id` of the workspace at `root`.
pub fn bundle(root: &Path, id: &str, options: &Options) -> Result<Bundle> {
    bundle_many(root, &[id.to_string()], options).pop().expect("one result per id")
}

/// Bundles several problems, reading and parsing the library once for all of them. One result
/// per id, in order; a broken library is every problem's error.
pub fn bundle_many(root: &Path, ids: &[String], options: &Options) -> Vec<Result<Bundle>> {
    let mut lib: Option<Result<library::Library>> = None;
    ids.iter()
        .map(|id| {
            let problem_rel = workspace::problem_path(root, id)?;
            let problem = parse::SourceFile::load(root, &problem_rel)?;
            let lib = lib
                .get_or_insert_with(|| library::Library::load(root, workspace::LIBRARY_ROOT))
                .as_ref()
                .map_err(|e| e.clone())?;
            bundle_parsed(id, &problem_rel, &problem, lib, options)
        })
        .collect()
}

fn bundle_parsed(
    id: &str,
    problem_rel: &str,
    problem: &parse::SourceFile,
    lib: &library::Library,
    options: &Options,
) -> Result<Bundle> {
    problem::validate(problem, lib)?;
    problem::check_judge_file_name(problem, id)?;
    let roots = problem::roots(problem);

    let shaken = shake::shake(lib, &roots, options.keep_modules);
    // Function bodies were parsed lazily: check the syntax of everything that goes in.
    for (i, item) in lib.items.iter().enumerate() {
        if shaken.kept_items[i] {
            lib.files[item.file].check_bodies_within(item.range.clone())?;
        }
    }
    let assembled = emit::assemble(problem, lib, &shaken);
    let line_map = emit::line_map(problem, lib, &shaken);
    let whole = if options.keep_modules {
        None
    } else {
        Some(emit::assemble(problem, lib, &shake::shake(lib, &roots, true)))
    };
    let problem_bytes = assembled.body.find("\n#[allow(dead_code").unwrap_or(0);
    let kept_bytes = assembled.body.len() - problem_bytes;
    let whole_module_bytes = whole.map_or(kept_bytes, |w| w.body.len() - problem_bytes);

    let mut body = assembled.body;
    if options.remove_docs {
        body = strip::remove_docs(&body);
    }
    if options.remove_comments {
        body = strip::remove_comments(&body);
    }
    if options.minify {
        body = minify::minify(&body);
    }
    let mut source = header(id, problem_rel, &assembled.modules);
    source.push_str(&body);
    Ok(Bundle { id: id.to_string(), source, modules: assembled.modules, whole_module_bytes, kept_bytes, line_map })
}

/// The solver-core files that problem `id`'s bundle draws on, sorted: the files of every
/// module it includes, and the crate root. A change to any other file cannot change the bundle.
pub fn deps(root: &Path, id: &str) -> Result<Vec<String>> {
    let problem_rel = workspace::problem_path(root, id)?;
    let problem = parse::SourceFile::load(root, &problem_rel)?;
    let lib = library::Library::load(root, workspace::LIBRARY_ROOT)?;
    problem::validate(&problem, &lib)?;
    let shaken = shake::shake(&lib, &problem::roots(&problem), false);
    let mut files: Vec<String> = (0..lib.modules.len())
        .filter(|&m| shaken.emitted_modules[m])
        .map(|m| lib.files[lib.modules[m].file].rel_path.clone())
        .collect();
    files.sort();
    files.dedup();
    Ok(files)
}

/// The first lines of every bundle: what it is, where it came from (relative paths only),
/// and which modules it holds. No timestamps, so equal inputs give equal bytes.
fn header(id: &str, problem_rel: &str, modules: &[String]) -> String {
    let list = if modules.is_empty() { "(none)".to_string() } else { modules.join(", ") };
    format!(
        "// {id}: bundled from {problem_rel} by the solver-core bundler; edit that file, not this one.\n// solver_core modules: {list}\n",
        id = id,
        problem_rel = problem_rel,
        list = list
    )
}
