//! The whole-bundle cache: a finished [`Bundle`] is kept in `target/bundle/.cache/bundles.d/<id>`
//! with the [`inputs::Record`]s of everything it was made from, and reused while every record
//! still holds. A cached `bundler bundle hdu1525` then costs reading those files and hashing
//! them (a few milliseconds) instead of parsing all of solver-core.
//!
//! Why a hit is sound: every read of the file system and the environment that bundling does
//! goes through [`inputs`] (`tests/inputs_only.rs` fails on any other), so the records name every
//! file read (by its content's sha256), every path probed and found missing (a new `x.rs` or
//! `x/mod.rs` that would shadow or add a module misses), every folder listed, every environment
//! variable read. What no record can describe marks the bundle [`inputs::not_cacheable`]
//! (a compiler deciding what a bundle keeps, a local proc-macro crate that cargo rebuilds): it is
//! never stored. The entry's name holds what is not read from disk ([`front_key`]): the
//! request (problem id, or the project's resolved program), every [`Options`] field that shapes
//! a bundle, the workspace's absolute path, and the bundler binary itself by its size, times and
//! inode (a rebuilt bundler may bundle differently). The subprocess results that bundling keeps
//! caches of (`cargo metadata`, build-script outputs, proc-macro dylibs) are keyed by files and
//! variables read through [`inputs`] too, so a hit is as sound as those caches are.
//!
//! An entry is written atomically (a temporary, then a rename); an entry that does not parse,
//! names another key, or was written by another format is a miss.

use crate::base::error::Result;
use crate::base::{inputs, linemap, output};
use crate::judge::judge_crates;
use crate::write::bundle::{Bundle, BundledCrate};
use crate::check;
use crate::Options;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

/// Where entries live, relative to the root (beside the check's cache, `target/bundle/.cache`).
/// `.d` cannot be part of a problem id, so it never meets the check's `.cache/<id>`.
pub const DIR: &str = "target/bundle/.cache/bundles.d";

/// Set (to anything but `0` or empty) to make and check every bundle again: `--no-cache`.
pub const NO_CACHE_ENV: &str = "BUNDLER_NO_CACHE";

const FORMAT: &str = "bundler whole-bundle cache v2";

/// Whether the environment asks for no cache ([`NO_CACHE_ENV`]).
pub fn disabled_by_env() -> bool {
    std::env::var_os(NO_CACHE_ENV).map_or(false, |v| !v.is_empty() && v != "0")
}

/// What a bundle is of: a problem of this workspace, or a program [`crate::find::project`] resolved
/// (its fields as resolved on this run, so that what the resolution read is keyed by its answer).
pub enum Request<'a> {
    Problem(&'a str),
    Project(&'a crate::find::project::Project),
}

impl Request<'_> {
    fn id(&self) -> &str {
        match self {
            Request::Problem(id) => id,
            Request::Project(p) => &p.id,
        }
    }

    fn describe(&self) -> String {
        match self {
            Request::Problem(id) => format!("problem {}", id),
            Request::Project(p) => format!(
                "project {:?} {:?} {:?} {} {:?} {:?} {:?}",
                p.package.manifest,
                p.package.name,
                p.package.dev,
                p.id,
                p.kind,
                p.source_rel,
                p.judge.map(|j| j.name)
            ),
        }
    }
}

/// What the entry's name must match before any record is checked: the format, the bundler
/// binary, the workspace, the request and the options.
pub fn front_key(root: &Path, request: &Request, options: &Options) -> String {
    use sha2::{Digest, Sha256};
    // Destructured, so that a new option cannot be left out of the key.
    let Options { keep_modules, keep_crates, remove_docs, remove_comments, minify, judge, proc_macro_server, exclude, inline, expand_macros, c_host, forget_parsed: _, cache: _ } =
        options;
    let mut h = Sha256::new();
    let mut field = |bytes: &[u8]| {
        h.update((bytes.len() as u64).to_le_bytes());
        h.update(bytes);
    };
    field(FORMAT.as_bytes());
    field(bundler_identity().as_bytes());
    let absolute = std::path::absolute(root).unwrap_or_else(|_| root.to_path_buf());
    field(absolute.as_os_str().as_encoded_bytes());
    if root.is_relative() {
        // Relative paths in the records mean the folder they were read from.
        field(std::env::current_dir().unwrap_or_default().as_os_str().as_encoded_bytes());
    }
    field(request.describe().as_bytes());
    field(
        format!(
            "{:?}",
            (keep_modules, keep_crates, remove_docs, remove_comments, minify, judge, proc_macro_server, exclude, inline, expand_macros, c_host)
        )
        .as_bytes(),
    );
    format!("{:x}", h.finalize())
}

/// The running bundler binary by its size, times and inode: a rebuilt one misses.
pub(crate) fn bundler_identity() -> String {
    match std::env::current_exe() {
        Ok(exe) => format!("{} {}", exe.display(), inputs::file_facts_of(&exe)),
        Err(_) => "(unknown bundler binary)".to_string(),
    }
}

fn entry_path(root: &Path, id: &str) -> PathBuf {
    root.join(DIR).join(id)
}

/// The bundle stored for `request` when its key matches and every record still holds;
/// `derived` answers the records of values the crate derived itself ([`inputs::derived`]).
pub fn lookup(root: &Path, request: &Request, options: &Options, derived: &dyn Fn(&str) -> Option<String>) -> Option<Bundle> {
    let key = front_key(root, request, options);
    // Not an input: the cache itself (a missing or foreign entry is a miss).
    let text = std::fs::read_to_string(entry_path(root, request.id())).ok()?;
    let (head, body) = text.split_once('\n')?;
    if head != format!("{} {}", FORMAT, key) {
        return None;
    }
    let (records, json) = body.split_once("\n\n")?;
    for line in records.lines() {
        if !inputs::Record::parse(line)?.still_holds_with(derived) {
            return None;
        }
    }
    let bundle = bundle_from_json(&serde_json::from_str(json).ok()?)?;
    (bundle.id == request.id()).then_some(bundle)
}

/// Stores `bundle`, made from `records`, for `request`; nothing when a record says it must not
/// be reused. A cache that cannot be written only costs time on the next run.
pub fn store(root: &Path, request: &Request, options: &Options, records: &[inputs::Record], bundle: &Bundle) {
    if records.iter().any(|r| matches!(r, inputs::Record::NotCacheable { .. })) {
        // The entry of an earlier bundle would now describe other inputs' bundle: gone.
        let _ = std::fs::remove_file(entry_path(root, request.id()));
        return;
    }
    let mut text = format!("{} {}\n", FORMAT, front_key(root, request, options));
    for r in records {
        text.push_str(&r.to_line());
        text.push('\n');
    }
    text.push('\n');
    text.push_str(&bundle_to_json(bundle).to_string());
    let _ = output::write_atomically(root, &format!("{}/{}", DIR, request.id()), &text);
}

/// Removes every entry (the bench's cold runs).
pub fn clear(root: &Path) {
    let _ = std::fs::remove_dir_all(root.join(DIR));
}

fn bundle_to_json(b: &Bundle) -> Value {
    let (files, order) = b.line_map.parts();
    json!({
        "id": b.id,
        "source": b.source,
        "modules": b.modules,
        "crates": b.crates.iter().map(|c| json!({"module": c.module, "package": c.package, "modules": c.modules})).collect::<Vec<_>>(),
        "whole_module_bytes": b.whole_module_bytes,
        "kept_bytes": b.kept_bytes,
        "line_map": {
            "files": files.iter().map(|(p, t)| json!([p, t])).collect::<Vec<_>>(),
            "order": order.iter().flat_map(|&(f, l)| [f, l]).collect::<Vec<_>>(),
        },
        "old_rustc_skipped": b.old_rustc_skipped,
        "rustc_needed": b.rustc_needed.as_ref().map(|(v, why)| json!([v, why])),
        "shrunk": b.shrunk,
        "externs": b.externs.iter().map(|e| json!({
            "name": e.name,
            "package": e.package,
            "version": e.version,
            "features": e.features,
            "path": e.path.as_ref().map(|p| p.to_string_lossy().to_string()),
        })).collect::<Vec<_>>(),
    })
}

fn bundle_from_json(v: &Value) -> Option<Bundle> {
    let string = |v: &Value| v.as_str().map(str::to_string);
    let strings = |v: &Value| -> Option<Vec<String>> { v.as_array()?.iter().map(string).collect() };
    let optional = |v: &Value| -> Option<Option<String>> {
        match v {
            Value::Null => Some(None),
            other => Some(Some(string(other)?)),
        }
    };
    let crates = v["crates"]
        .as_array()?
        .iter()
        .map(|c| Some(BundledCrate { module: string(&c["module"])?, package: string(&c["package"])?, modules: strings(&c["modules"])? }))
        .collect::<Option<Vec<_>>>()?;
    let files = v["line_map"]["files"]
        .as_array()?
        .iter()
        .map(|pair| Some((string(pair.get(0)?)?, string(pair.get(1)?)?)))
        .collect::<Option<Vec<_>>>()?;
    let flat = v["line_map"]["order"].as_array()?.iter().map(|n| u32::try_from(n.as_u64()?).ok()).collect::<Option<Vec<u32>>>()?;
    if flat.len() % 2 != 0 {
        return None;
    }
    let order = flat.chunks(2).map(|p| (p[0], p[1])).collect();
    let externs = v["externs"]
        .as_array()?
        .iter()
        .map(|e| {
            Some(judge_crates::ExternCrate {
                name: string(&e["name"])?,
                package: string(&e["package"])?,
                version: string(&e["version"])?,
                features: strings(&e["features"])?,
                path: optional(&e["path"])?.map(PathBuf::from),
            })
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Bundle {
        id: string(&v["id"])?,
        source: string(&v["source"])?,
        modules: strings(&v["modules"])?,
        crates,
        whole_module_bytes: v["whole_module_bytes"].as_u64()? as usize,
        kept_bytes: v["kept_bytes"].as_u64()? as usize,
        line_map: linemap::LineMap::from_parts(files, order)?,
        old_rustc_skipped: optional(&v["old_rustc_skipped"])?,
        rustc_needed: match &v["rustc_needed"] {
            Value::Null => None,
            pair => Some((pair[0].as_str()?.to_string(), pair[1].as_str()?.to_string())),
        },
        shrunk: optional(&v["shrunk"])?,
        externs,
        // Made by the compile-guided step, which a cached bundle never is.
        closest_over: None,
        floor_over: None,
    })
}

/// The cache as a stage around the pipeline: each request's bundle from its entry when every
/// record of what it was made from still holds ([`lookup`]); the others made by `make` (given
/// the positions of the requests it is to make, and told each result by position as soon as it
/// is made) while one recording is open, and stored. One recording for the whole run: what the
/// first bundle loaded (the crate graph, the parsed libraries) is shared by the next, so each
/// entry holds everything read up to its end (a superset of its own inputs). Without
/// `options.cache`, `make` makes them all and nothing is looked up or stored.
pub fn through(
    root: &Path,
    requests: &[Request],
    options: &Options,
    derived: &dyn Fn(&str) -> Option<String>,
    make: &mut dyn FnMut(&[usize], &mut dyn FnMut(usize, &Result<Bundle>)) -> Vec<Result<Bundle>>,
) -> Vec<Result<Bundle>> {
    if !options.cache {
        let all: Vec<usize> = (0..requests.len()).collect();
        return make(&all, &mut |_, _| {});
    }
    let mut found: Vec<Option<Bundle>> = requests.iter().map(|request| lookup(root, request, options, derived)).collect();
    let missed: Vec<usize> = (0..requests.len()).filter(|&k| found[k].is_none()).collect();
    let mut made = Vec::new().into_iter();
    if !missed.is_empty() {
        let recording = inputs::Recording::start();
        let mut keep = |k: usize, result: &Result<Bundle>| {
            if let Ok(b) = result {
                store(root, &requests[k], options, &recording.records_so_far(), b);
            }
        };
        made = make(&missed, &mut keep).into_iter();
    }
    found.iter_mut().map(|f| f.take().map_or_else(|| made.next().expect("one result per missed request"), Ok)).collect()
}

/// [`check::inputs::record`]'s questions asked again, for a cache lookup at `root` (of
/// `project`'s program, or of this workspace's problems); `None` for a question it cannot
/// answer, which makes the entry stale.
pub fn derived_answer(root: &Path, project: Option<&crate::find::project::Project>, question: &str) -> Option<String> {
    if question == check::inputs::COMPILERS_QUESTION {
        return Some(check::compiler_identity_here());
    }
    let program = match project {
        Some(p) => check::Program::of_project(p),
        None => check::Program::workspace(root, question.strip_prefix("the fixtures of workspace problem ")?),
    };
    (check::inputs::fixtures_question(&program, project.is_some()) == question).then(|| program.fixtures.digest())
}
