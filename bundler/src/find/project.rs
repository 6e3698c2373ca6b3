//! Any contestant's Cargo project as the bundler sees it (`cargo judgefile`): which file is the
//! program, which package's crates it may use, where its sample cases are, and which judge it
//! is for. See `docs/your-project.md` for the conventions, with examples.
//!
//! - **The program** (from `cargo metadata --no-deps`): `--bin <name>` (a cargo-compete alias
//!   such as `a` for the bin `abc300-a` too), `--example <name>`, `--src <file>`, or the only
//!   binary of the package the current directory (or `--manifest-path`) is in; at a virtual
//!   workspace's root, the only binary of the workspace. Its crates are its package's
//!   dependencies (dev-dependencies too for an example) and the package's own library.
//! - **Its cases** ([`crate::find::fixtures`]): `--fixtures DIR`; this workspace's `fixtures/<id>/`;
//!   cargo-compete's test suite (compete.toml's `test-suite` path, by default
//!   `testcases/<alias>.yml` beside the manifest); oj's `test/<bin>/`, or `test/` in a package
//!   with one binary; else none.
//! - **Its judge**: `--judge`; `judge = ".."` in `[package.metadata.judgefile]`; the host of
//!   cargo-compete's `problem` URL for the bin; this workspace's `fixtures/<id>.toml`; else none
//!   (a bundle must then compile with rustc 1.63 too).

use crate::find::crates::Package;
use crate::base::error::{nearest, Error, Result};
use crate::find::fixtures::Fixtures;
use crate::judge::{self, Judge};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// The cargo subcommand's name (`cargo judgefile`), also the `[package.metadata]` table's.
pub const SUBCOMMAND: &str = "judgefile";

/// What the command line asked for.
#[derive(Clone, Debug, Default)]
pub struct Request {
    /// Where relative paths (and the package, when no manifest is named) are taken from.
    pub cwd: PathBuf,
    pub manifest_path: Option<PathBuf>,
    pub bin: Option<String>,
    pub example: Option<String>,
    pub src: Option<PathBuf>,
    pub fixtures: Option<PathBuf>,
    /// `--judge`: chosen by name, so its crates stay the judge's ([`crate::judge::judge_crates`]).
    pub judge: Option<String>,
}

/// Which kind of target the program is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Bin,
    Example,
    /// A file that is no target of its package (`--src`).
    File,
}

impl Kind {
    /// cargo's flag that selects such a target (`--bin`), if there is one.
    pub fn cargo_flag(self) -> Option<&'static str> {
        match self {
            Kind::Bin => Some("--bin"),
            Kind::Example => Some("--example"),
            Kind::File => None,
        }
    }
}

/// One program of a Cargo project, resolved.
#[derive(Clone, Debug)]
pub struct Project {
    /// The workspace root (the package's folder for a package of its own): every path in
    /// messages and in the bundle is relative to it; the bundle goes under its `target/bundle/`.
    pub root: PathBuf,
    pub package: Package,
    /// The target's name (`abc300-a`): the bundle's id, its folder, its judge file name.
    pub id: String,
    pub kind: Kind,
    /// The program's file, relative to [`Project::root`].
    pub source_rel: String,
    pub fixtures: Fixtures,
    pub judge: Option<&'static Judge>,
    /// Where the judge came from, for the report (`the problem URL https://atcoder.jp/..`).
    pub judge_from: Option<String>,
}

impl Project {
    /// The default output, relative to the root.
    pub fn bundle_path(&self) -> String {
        crate::base::workspace::bundle_path(&self.id)
    }

    /// How the user runs the program the cargo way, for the help of a wrong answer.
    pub fn run_command(&self) -> String {
        let package = format!("--manifest-path {}", self.relative(&self.package.manifest));
        match self.kind.cargo_flag() {
            Some(flag) => format!("cargo run --release {} {} {}", package, flag, self.id),
            None => format!("rustc -O {}", self.source_rel),
        }
    }

    fn relative(&self, path: &Path) -> String {
        path.strip_prefix(&self.root).map_or_else(|_| path.display().to_string(), slash)
    }
}

/// The package and target `request` names, with its cases and judge. Every error here is a
/// usage error (the command line names nothing bundleable): exit status 2.
pub fn resolve(request: &Request) -> Result<Project> {
    let cwd = &request.cwd;
    let manifest = request.manifest_path.as_ref().map(|m| absolute(cwd, m));
    if let Some(m) = &manifest {
        if !m.is_file() {
            return Err(Error::new(format!("no manifest at {}", m.display())).at("--manifest-path").help("name a package's or workspace's Cargo.toml"));
        }
    }
    let metadata = metadata(cwd, manifest.as_deref())?;
    let root = PathBuf::from(metadata["workspace_root"].as_str().unwrap_or("."));
    let root = root.canonicalize().unwrap_or(root);
    let members: Vec<&Value> = metadata["packages"].as_array().map(|a| a.iter().collect()).unwrap_or_default();
    let dir_of = |p: &Value| -> PathBuf {
        let m = PathBuf::from(p["manifest_path"].as_str().unwrap_or(""));
        let d = m.parent().map(Path::to_path_buf).unwrap_or_default();
        d.canonicalize().unwrap_or(d)
    };
    // The package the manifest, the file or the current directory is in (the deepest).
    let containing = |path: &Path| members.iter().copied().filter(|p| path.starts_with(dir_of(p))).max_by_key(|p| dir_of(p).components().count());
    let src = request.src.as_ref().map(|s| absolute(cwd, s));
    if let Some(s) = &src {
        if !s.is_file() {
            return Err(Error::new(format!("no file {}", s.display())).at("--src").help("name the program's .rs file"));
        }
    }
    let scope: Option<&Value> = match (&src, &manifest) {
        (Some(s), _) => Some(containing(s).ok_or_else(|| {
            Error::new(format!("{} is in no package of the workspace at {}", s.display(), root.display())).at("--src").help("name a file inside a package, or pass --manifest-path")
        })?),
        (None, Some(m)) => {
            let m = m.canonicalize().unwrap_or_else(|_| m.clone());
            members.iter().copied().find(|p| Path::new(p["manifest_path"].as_str().unwrap_or("")).canonicalize().ok().as_deref() == Some(m.as_path()))
        }
        (None, None) => containing(&cwd.canonicalize().unwrap_or_else(|_| cwd.clone())),
    };
    let candidates: Vec<&Value> = match scope {
        Some(p) => vec![p],
        None => members.clone(),
    };
    let targets = |p: &'_ Value, kind: &str| -> Vec<(String, PathBuf)> {
        p["targets"]
            .as_array()
            .map(|ts| {
                ts.iter()
                    .filter(|t| t["kind"].as_array().map_or(false, |k| k.iter().any(|k| k == kind)))
                    .map(|t| (t["name"].as_str().unwrap_or("").to_string(), PathBuf::from(t["src_path"].as_str().unwrap_or(""))))
                    .collect()
            })
            .unwrap_or_default()
    };
    let where_ = match scope {
        Some(p) => format!("package `{}`", p["name"].as_str().unwrap_or("?")),
        None => "the workspace".to_string(),
    };
    let (package, kind, id, file): (&Value, Kind, String, PathBuf) = if let Some(s) = &src {
        let p = scope.expect("a file's package");
        let same = |f: &PathBuf| f.canonicalize().ok().as_deref() == Some(s.canonicalize().unwrap_or_else(|_| s.clone()).as_path());
        if let Some((name, f)) = targets(p, "bin").into_iter().find(|(_, f)| same(f)) {
            (p, Kind::Bin, name, f)
        } else if let Some((name, f)) = targets(p, "example").into_iter().find(|(_, f)| same(f)) {
            (p, Kind::Example, name, f)
        } else {
            let stem = s.file_stem().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
            (p, Kind::File, stem, s.clone())
        }
    } else if let Some(example) = &request.example {
        let all: Vec<(&Value, String, PathBuf)> = candidates.iter().flat_map(|p| targets(p, "example").into_iter().map(move |(n, f)| (*p, n, f))).collect();
        match all.iter().find(|(_, n, _)| n == example) {
            Some((p, n, f)) => (*p, Kind::Example, n.clone(), f.clone()),
            None => return Err(unknown("example", example, &where_, all.iter().map(|(_, n, _)| n.as_str()).collect())),
        }
    } else {
        let all: Vec<(&Value, String, PathBuf)> = candidates.iter().flat_map(|p| targets(p, "bin").into_iter().map(move |(n, f)| (*p, n, f))).collect();
        match &request.bin {
            Some(bin) => {
                let by_name = all.iter().find(|(_, n, _)| n == bin);
                // cargo-compete's alias (`a` for `abc300-a`).
                let by_alias = || all.iter().find(|(p, n, _)| compete_bin(p, n)["alias"].as_str() == Some(bin.as_str()));
                match by_name.or_else(by_alias) {
                    Some((p, n, f)) => (*p, Kind::Bin, n.clone(), f.clone()),
                    None => return Err(unknown("binary", bin, &where_, all.iter().map(|(_, n, _)| n.as_str()).collect())),
                }
            }
            None => match all.as_slice() {
                [(p, n, f)] => (*p, Kind::Bin, n.clone(), f.clone()),
                [] => {
                    return Err(Error::new(format!("{} has no binary to bundle", where_))
                        .help("add src/main.rs or src/bin/<name>.rs, or name the program with --example <name> or --src <file>"))
                }
                several => {
                    let names: Vec<&str> = several.iter().map(|(_, n, _)| n.as_str()).collect();
                    return Err(Error::new(format!("{} has {} binaries ({}), so which one to bundle is not clear", where_, names.len(), names.join(", ")))
                        .help(format!("choose one with --bin, e.g. `cargo {} --bin {}`", SUBCOMMAND, names[0])));
                }
            },
        }
    };
    let file = file.canonicalize().unwrap_or(file);
    let source_rel = file.strip_prefix(&root).map(slash).map_err(|_| {
        Error::new(format!("{} is outside the workspace at {}", file.display(), root.display())).help("bundle a file inside the project")
    })?;
    let manifest_path = PathBuf::from(package["manifest_path"].as_str().unwrap_or(""));
    let package_name = package["name"].as_str().unwrap_or("").to_string();
    let package_dir = dir_of(package);
    let pkg = Package { manifest: manifest_path.clone(), name: package_name.clone(), dev: kind == Kind::Example };
    let shown_manifest = manifest_path.strip_prefix(&root).map_or_else(|_| manifest_path.display().to_string(), slash);
    let compete = compete_bin(package, &id);
    let this_workspace = package_name == "problems" && source_rel == format!("{}/{}.rs", crate::base::workspace::PROBLEMS_DIR, id);

    let show = |p: &Path| p.strip_prefix(&root).map_or_else(|_| p.display().to_string(), slash);
    let fixtures = if let Some(dir) = &request.fixtures {
        let dir = absolute(cwd, dir);
        if !dir.is_dir() {
            return Err(Error::new(format!("no folder {}", dir.display())).at("--fixtures").help("name a folder of <name>.in / <name>.out files (oj's test/)"));
        }
        let dir = dir.canonicalize().unwrap_or(dir);
        Fixtures::folder(&dir, &show(&dir))
    } else if this_workspace {
        Fixtures::workspace(&root, &id)
    } else if let Some(yml) = compete_suite(&package_dir, &id, &compete).filter(|y| y.is_file()) {
        let scratch = root.join("target/bundle").join(&id).join("cases");
        Fixtures::cargo_compete(&yml, &show(&yml), &scratch)?
    } else {
        let bins = targets(package, "bin").len();
        let own = package_dir.join("test").join(&id);
        if own.is_dir() {
            Fixtures::folder(&own, &show(&own))
        } else if bins == 1 && kind == Kind::Bin && package_dir.join("test").is_dir() {
            let dir = package_dir.join("test");
            Fixtures::folder(&dir, &show(&dir))
        } else {
            Fixtures::none()
        }
    };

    let ours = &package["metadata"][SUBCOMMAND]["judge"];
    let (judge, judge_from) = if let Some(name) = &request.judge {
        (Some(judge::find(name)?), Some("--judge".to_string()))
    } else if let Some(name) = ours.as_str() {
        let j = judge::find(name).map_err(|e| e.at(shown_manifest.clone()))?;
        (Some(j), Some(format!("[package.metadata.{}] in {}", SUBCOMMAND, shown_manifest)))
    } else if !ours.is_null() {
        return Err(Error::new(format!("`judge` in [package.metadata.{}] is not a string", SUBCOMMAND)).at(shown_manifest).help(format!("write judge = \"atcoder\" (one of {})", profile_names())));
    } else if let Some(url) = compete["problem"].as_str() {
        match judge::for_url(url) {
            Some(j) => (Some(j), Some(format!("the problem URL {}", url))),
            None => (None, None),
        }
    } else if this_workspace {
        let j = judge::for_problem(&root, &id)?;
        (j, j.map(|_| format!("fixtures/{}.toml", id)))
    } else {
        (None, None)
    };
    Ok(Project { root, package: pkg, id, kind, source_rel, fixtures, judge, judge_from })
}

/// `[package.metadata.cargo-compete.bin.<bin>]` (alias, problem URL), or null.
fn compete_bin<'a>(package: &'a Value, bin: &str) -> &'a Value {
    &package["metadata"]["cargo-compete"]["bin"][bin]
}

/// Where cargo-compete keeps `bin`'s test suite: compete.toml's `test-suite` template (in the
/// nearest compete.toml above the package), by default `{{ manifest_dir }}/testcases/{{
/// bin_alias | kebabcase }}.yml`; `None` when the package is not cargo-compete's.
fn compete_suite(package_dir: &Path, bin: &str, compete: &Value) -> Option<PathBuf> {
    let alias = compete["alias"].as_str();
    let config = package_dir.ancestors().map(|d| d.join("compete.toml")).find(|c| c.is_file());
    if alias.is_none() && config.is_none() {
        return None;
    }
    let alias = alias.unwrap_or(bin);
    let template = config
        .and_then(|c| std::fs::read_to_string(c).ok())
        .and_then(|t| t.parse::<toml::Table>().ok())
        .and_then(|t| t.get("test-suite").and_then(|v| v.as_str()).map(str::to_string))
        .unwrap_or_else(|| "{{ manifest_dir }}/testcases/{{ bin_alias | kebabcase }}.yml".to_string());
    let problem = compete["problem"].as_str().unwrap_or("");
    // compete.toml's variables (its template documents them); the contest is the package's
    // folder, as `cargo compete new` names it.
    let contest = package_dir.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
    let vars = [("manifest_dir", &*package_dir.to_string_lossy()), ("contest", &contest), ("bin_name", bin), ("bin_alias", alias), ("problem", alias), ("problem_url", problem)];
    let rendered = render(&template, &vars)?;
    Some(absolute(package_dir, Path::new(&rendered)))
}

/// A Liquid template of `{{ variable | filter }}` (the subset compete.toml's `test-suite` uses:
/// `kebabcase`, `snakecase`, `upcase`, `downcase`); `None` for an unknown variable or filter.
fn render(template: &str, vars: &[(&str, &str)]) -> Option<String> {
    let mut out = String::new();
    let mut rest = template;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let end = rest[start..].find("}}")? + start;
        let mut parts = rest[start + 2..end].split('|').map(str::trim);
        let name = parts.next()?;
        let mut value = vars.iter().find(|(k, _)| *k == name)?.1.to_string();
        for filter in parts {
            value = match filter {
                "kebabcase" => value.to_lowercase().replace('_', "-"),
                "snakecase" => value.to_lowercase().replace('-', "_"),
                "upcase" => value.to_uppercase(),
                "downcase" => value.to_lowercase(),
                _ => return None,
            };
        }
        out.push_str(&value);
        rest = &rest[end + 2..];
    }
    out.push_str(rest);
    Some(out)
}

/// `cargo metadata --no-deps` (no resolution: quick, offline) of the project around `cwd`.
fn metadata(cwd: &Path, manifest: Option<&Path>) -> Result<Value> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = std::process::Command::new(cargo);
    command.current_dir(cwd).args(["metadata", "--no-deps", "--format-version", "1"]);
    if let Some(m) = manifest {
        command.arg("--manifest-path").arg(m);
    }
    let output = command.stdin(std::process::Stdio::null()).output().map_err(|e| Error::new(format!("cannot run cargo: {}", e)))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        return Err(Error::new(format!("cargo cannot read the project here:\n{}", stderr.trim_end()))
            .at(manifest.map_or_else(|| "Cargo.toml".to_string(), |m| m.display().to_string()))
            .help("run inside a Cargo package or workspace (or pass --manifest-path <Cargo.toml>), and fix the manifest so that `cargo metadata` reads it"));
    }
    serde_json::from_slice(&output.stdout).map_err(|e| Error::new(format!("cannot read `cargo metadata`'s answer: {}", e)))
}

fn unknown(what: &str, name: &str, where_: &str, known: Vec<&str>) -> Error {
    let err = Error::new(format!("{} has no {} `{}`", where_, what, name));
    match nearest(name, known.iter().copied()) {
        Some(near) => err.help(format!("did you mean `{}`?", near)),
        None if known.is_empty() => err.help(format!("it has no {} at all", if what == "binary" { "binaries" } else { "examples" })),
        None => err.help(format!("its {}: {}", if what == "binary" { "binaries" } else { "examples" }, known.join(", "))),
    }
}

fn profile_names() -> String {
    judge::JUDGES.iter().map(|j| j.name).collect::<Vec<_>>().join(", ")
}

fn absolute(cwd: &Path, path: &Path) -> PathBuf {
    if path.is_absolute() {
        path.to_path_buf()
    } else {
        cwd.join(path)
    }
}

fn slash(p: &Path) -> String {
    p.components().map(|c| c.as_os_str().to_string_lossy().to_string()).collect::<Vec<_>>().join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compete_templates_render_like_liquid() {
        let vars = [("manifest_dir", "/c/abc300"), ("bin_name", "abc300-a"), ("bin_alias", "A_x"), ("problem_url", "")];
        assert_eq!(render("{{ manifest_dir }}/testcases/{{ bin_alias | kebabcase }}.yml", &vars).as_deref(), Some("/c/abc300/testcases/a-x.yml"));
        assert_eq!(render("{{manifest_dir}}/t/{{ bin_name | snakecase }}.yml", &vars).as_deref(), Some("/c/abc300/t/abc300_a.yml"));
        assert_eq!(render("{{ nope }}", &vars), None);
        assert_eq!(render("{{ bin_name | reverse }}", &vars), None);
    }
}
