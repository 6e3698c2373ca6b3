//! The corpus's programs: each crate's doctests ([`crate::doctest`]) and examples
//! ([`crate::examples`]) named `<crate>__<n>` (the crate's name with `-` as `_`, `n` from 1 in
//! the order of files, then lines; doctests before examples), with what is skipped and why.
//! A program that mentions a dev-dependency the corpus project does not have is skipped: it
//! could not build there, and that is no fault of the bundler.

use crate::doctest::{self, Lang};
use crate::examples::{self, Example};
use crate::packages::PackageInfo;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Doctest,
    Example,
}

/// One program of the corpus.
#[derive(Clone, Debug)]
pub struct Program {
    /// `ac_library_rs__3`: its binary's name.
    pub name: String,
    /// The package (`ac-library-rs`).
    pub krate: String,
    /// `src/lib.rs:120` or `examples/foo.rs`, relative to the package folder.
    pub place: String,
    pub kind: Kind,
    /// A `should_panic` doctest: it passes by exiting nonzero.
    pub should_panic: bool,
    /// The program's whole text.
    pub text: String,
}

/// A block or example not run, and why (`no_run`, `needs dev-dependency quickcheck`).
#[derive(Clone, Debug)]
pub struct Skip {
    pub krate: String,
    pub place: String,
    pub why: String,
}

/// What one crate gives.
#[derive(Debug, Default)]
pub struct CratePrograms {
    pub programs: Vec<Program>,
    pub skipped: Vec<Skip>,
    /// Source files syn could not parse (their doctests are not found): `file: error`.
    pub unparsed: Vec<String>,
}

/// The `.rs` files of the crate's source folder (`src/`, or the library root's folder), sorted,
/// relative to the package folder.
fn source_files(p: &PackageInfo) -> Vec<String> {
    let src = p.dir.join("src");
    let top = if p.lib_src.starts_with(&src) { src } else { p.lib_src.parent().map(Path::to_path_buf).unwrap_or(src) };
    let mut files = Vec::new();
    let mut stack: Vec<PathBuf> = vec![top];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let path = e.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().map_or(false, |x| x == "rs") {
                if let Ok(rel) = path.strip_prefix(&p.dir) {
                    files.push(rel.to_string_lossy().replace('\\', "/"));
                }
            }
        }
    }
    files.sort();
    files
}

/// Whether `code` uses crate `name`: `name::`, `use name`, `extern crate name`, `name!`-free.
pub fn mentions(code: &str, name: &str) -> bool {
    let bytes = code.as_bytes();
    let mut from = 0;
    while let Some(i) = code[from..].find(name) {
        let at = from + i;
        from = at + name.len();
        let before_ok = at == 0 || !(bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_' || bytes[at - 1] == b':');
        let after = &code[at + name.len()..];
        if !before_ok {
            continue;
        }
        if after.starts_with("::") {
            return true;
        }
        let prefix = code[..at].trim_end();
        let after_ok = after.starts_with(|c: char| !(c.is_alphanumeric() || c == '_'));
        if after_ok && (prefix.ends_with("use") || prefix.ends_with("extern crate")) {
            return true;
        }
    }
    false
}

/// The dev-dependencies `code` uses that the corpus project lacks.
fn missing_dev_deps(code: &str, p: &PackageInfo, available: &BTreeSet<String>) -> Vec<String> {
    p.dev_deps.iter().filter(|d| !available.contains(*d) && **d != p.lib_name && mentions(code, d)).cloned().collect()
}

/// The programs of crate `p`; `available`: the names code in the corpus project can use.
pub fn of_crate(p: &PackageInfo, available: &BTreeSet<String>) -> CratePrograms {
    let mut out = CratePrograms::default();
    let ident = p.name.replace('-', "_");
    let mut n = 0;
    let mut push = |out: &mut CratePrograms, place: String, kind: Kind, should_panic: bool, text: String| {
        let missing = missing_dev_deps(&text, p, available);
        if !missing.is_empty() {
            out.skipped.push(Skip { krate: p.name.clone(), place, why: format!("needs dev-dependency {}", missing.join(", ")) });
            return;
        }
        n += 1;
        out.programs.push(Program { name: format!("{}__{}", ident, n), krate: p.name.clone(), place, kind, should_panic, text });
    };
    for rel in source_files(p) {
        let blocks = match doctest::blocks_of_file(&p.dir, &rel, &p.features) {
            Ok(b) => b,
            Err(e) => {
                out.unparsed.push(e);
                continue;
            }
        };
        for b in blocks {
            let lang = Lang::parse(&b.info);
            if !lang.rust {
                continue;
            }
            if let Some(why) = lang.skipped() {
                out.skipped.push(Skip { krate: p.name.clone(), place: b.place, why: why.to_string() });
                continue;
            }
            let text = doctest::make_program(&b.code, &p.lib_name);
            push(&mut out, b.place, Kind::Doctest, lang.should_panic, text);
        }
    }
    for e in examples::of_package(p) {
        match e {
            Example::Program { place, text } => push(&mut out, place, Kind::Example, false, text),
            Example::Skipped { place, why } => out.skipped.push(Skip { krate: p.name.clone(), place, why }),
        }
    }
    out
}

/// Makes `project/src/bin/` hold exactly `programs` (others removed), each file rewritten only
/// when its text changed so cargo rebuilds only those.
pub fn write_bins(project: &Path, programs: &[&Program]) -> Result<(), String> {
    let dir = project.join("src/bin");
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {}", dir.display(), e))?;
    let keep: BTreeSet<String> = programs.iter().map(|p| format!("{}.rs", p.name)).collect();
    for e in std::fs::read_dir(&dir).map_err(|e| format!("cannot list {}: {}", dir.display(), e))?.flatten() {
        let name = e.file_name().to_string_lossy().to_string();
        if !keep.contains(&name) {
            std::fs::remove_file(e.path()).map_err(|err| format!("cannot remove {}: {}", e.path().display(), err))?;
        }
    }
    for p in programs {
        let path = dir.join(format!("{}.rs", p.name));
        if std::fs::read_to_string(&path).ok().as_deref() != Some(p.text.as_str()) {
            std::fs::write(&path, &p.text).map_err(|e| format!("cannot write {}: {}", path.display(), e))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::mentions;

    #[test]
    fn a_crate_is_mentioned_by_a_path_a_use_or_an_extern_crate() {
        assert!(mentions("let r = quickcheck::run();", "quickcheck"));
        assert!(mentions("use rand;\n", "rand"));
        assert!(mentions("extern crate rand;", "rand"));
        assert!(!mentions("let rand = 1; my_rand::x();", "rand"));
        assert!(!mentions("a::rand::b", "rand"));
        assert!(!mentions("use randomize;", "rand"));
    }
}
