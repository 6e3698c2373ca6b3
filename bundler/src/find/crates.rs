//! The library crates a problem may use: the `problems` package's dependency graph from
//! `cargo metadata` (workspace members, path and registry dependencies alike), with where each
//! crate's sources are, the features cargo resolved for it, and what decides whether it can go
//! into one file (proc-macro, build script, edition, rust-version).
//!
//! `cargo metadata` costs a cargo start-up (about 0.1–0.3 s), so its answer is cached in
//! `target/bundle/cargo-metadata.json` under a SHA-256 of `Cargo.lock` and every local manifest:
//! registry crates never change under a fixed version, so nothing else can change the answer.
//! It runs `--offline` first (the lock file and the local registry usually hold everything) and
//! goes online only when that fails.
//!
//! A folder without `problems/Cargo.toml` (the bundler's own test corpora) has one library:
//! `solver-core/src/lib.rs`, as `solver_core`, with no features and no dependencies.

use crate::base::error::{Error, Result};
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The name of the module that holds the library (solver-core) in a bundle.
pub const BUNDLED_MODULE: &str = "solver_core";

/// The platform dependencies are resolved for: the judges' (64-bit x86_64 Linux).
pub const JUDGE_TARGET_TRIPLE: &str = "x86_64-unknown-linux-gnu";
/// Where the cached `cargo metadata` answer lives, relative to the workspace root.
pub const METADATA_CACHE: &str = "target/bundle/cargo-metadata.json";

/// One library crate.
#[derive(Clone, Debug)]
pub struct Crate {
    /// Its module in a bundle: the name the problem uses for it (`ac_library`), or, for a crate
    /// only other libraries use, its library name.
    pub module: String,
    /// Its library's crate name (`ac_library`), as rustc knows it.
    pub lib_name: String,
    /// Cargo's id for the package (as in its JSON messages).
    pub package_id: String,
    /// The package (`ac-library-rs`) and its version.
    pub package: String,
    pub version: String,
    pub license: Option<String>,
    /// The manifest's fields cargo hands the crate's compilation as `CARGO_PKG_DESCRIPTION`,
    /// `CARGO_PKG_AUTHORS`, .. (an unset one as an empty string): see [`crate::read::cargo_env`].
    pub manifest_fields: Vec<(String, String)>,
    /// Where it comes from: `None` for a local (workspace or path) crate, else a short label
    /// (`crates.io`, or the registry or git address) for the bundle's header.
    pub origin: Option<String>,
    /// The folder its relative paths are relative to, and its root file relative to that
    /// (`solver-core/src/lib.rs`, `ac-library-rs-0.1.1/src/lib.rs`): messages and the line map
    /// show these, never an absolute path.
    pub base: PathBuf,
    pub root_rel: String,
    /// Its `src/` folder relative to `base` (without `/src`: its manifest's folder).
    pub src_rel: String,
    /// The features cargo enabled for it.
    pub features: BTreeSet<String>,
    /// Its own dependencies: (the name its code uses, index into [`CrateGraph::crates`]).
    pub deps: Vec<(String, usize)>,
    pub edition: String,
    pub rust_version: Option<String>,
    pub proc_macro: bool,
    pub build_script: bool,
}

impl Crate {
    /// `ac-library-rs 0.1.1` (the package, not the module).
    pub fn display(&self) -> String {
        format!("{} {}", self.package, self.version)
    }
}

/// The crates the problems package can reach.
#[derive(Clone, Debug, Default)]
pub struct CrateGraph {
    pub crates: Vec<Crate>,
    /// The problems package's own dependencies: (the name problems use, crate index).
    pub problem_deps: Vec<(String, usize)>,
    /// The package the graph is of (`None`: the layout without manifests).
    pub package: Option<Package>,
}

/// The package whose crates a program may use: `problems` in this workspace, any package in
/// another project (`cargo judgefile`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Package {
    /// Its manifest (absolute, or relative to the workspace root).
    pub manifest: PathBuf,
    pub name: String,
    /// The program is an example, which may use dev-dependencies too.
    pub dev: bool,
}

impl Package {
    /// This workspace's `problems` package.
    pub fn problems(root: &Path) -> Package {
        Package { manifest: root.join("problems/Cargo.toml"), name: "problems".to_string(), dev: false }
    }

    /// The folder of its manifest.
    pub fn dir(&self) -> PathBuf {
        self.manifest.parent().map(Path::to_path_buf).unwrap_or_default()
    }
}

impl CrateGraph {
    /// The graph of the workspace at `root`.
    pub fn load(root: &Path) -> Result<CrateGraph> {
        if !crate::base::inputs::is_file(&root.join("problems/Cargo.toml")) {
            return Ok(CrateGraph::single_library(root));
        }
        CrateGraph::load_package(root, &Package::problems(root))
    }

    /// The graph of `package` in the workspace at `root`: its dependencies (and dev-dependencies
    /// for an example), and its own library, which its binaries use by the library's name.
    pub fn load_package(root: &Path, package: &Package) -> Result<CrateGraph> {
        let metadata = cached_metadata(root)?;
        from_metadata(root, &metadata, package)
    }

    /// The layout without manifests: `solver-core/src/lib.rs` is the one library.
    pub fn single_library(root: &Path) -> CrateGraph {
        let solver_core = Crate {
            module: crate::find::crates::BUNDLED_MODULE.to_string(),
            lib_name: crate::find::crates::BUNDLED_MODULE.to_string(),
            package_id: "solver-core".to_string(),
            package: "solver-core".to_string(),
            version: "0.1.0".to_string(),
            license: None,
            manifest_fields: Vec::new(),
            origin: None,
            base: root.to_path_buf(),
            root_rel: crate::base::workspace::LIBRARY_ROOT.to_string(),
            src_rel: "solver-core/src".to_string(),
            features: BTreeSet::new(),
            deps: Vec::new(),
            edition: "2021".to_string(),
            rust_version: None,
            proc_macro: false,
            build_script: false,
        };
        CrateGraph { crates: vec![solver_core], problem_deps: vec![(crate::find::crates::BUNDLED_MODULE.to_string(), 0)], package: None }
    }

    /// The crates in an order where every crate comes before the crates it depends on (so the
    /// tree shaker knows everything that reaches a crate before it shakes it); ties by module
    /// name, so the order is deterministic.
    pub fn dependents_first(&self) -> Vec<usize> {
        fn visit(g: &CrateGraph, c: usize, seen: &mut Vec<bool>, post: &mut Vec<usize>) {
            if seen[c] {
                return;
            }
            seen[c] = true;
            let mut deps: Vec<usize> = g.crates[c].deps.iter().map(|&(_, d)| d).collect();
            deps.sort_by(|&a, &b| g.crates[a].module.cmp(&g.crates[b].module));
            for d in deps {
                visit(g, d, seen, post);
            }
            post.push(c);
        }
        let mut seen = vec![false; self.crates.len()];
        let mut post = Vec::new();
        let mut starts: Vec<usize> = (0..self.crates.len()).collect();
        starts.sort_by(|&a, &b| self.crates[b].module.cmp(&self.crates[a].module));
        for c in starts {
            visit(self, c, &mut seen, &mut post);
        }
        post.reverse();
        post
    }
}

/// The `cargo metadata` answer for `root`, from the cache when nothing it depends on changed.
fn cached_metadata(root: &Path) -> Result<cargo_metadata::Metadata> {
    let cache_path = root.join(METADATA_CACHE);
    // The cache itself is not an input: its answer is a function of `cache_key`'s files, which
    // are read (and recorded) on a hit and on a miss alike. A workspace copied or moved with its
    // target/ carries an answer about the old place, whose files may still be there and equal:
    // it is this root's only when it names this root.
    let here = crate::base::inputs::canonicalize(root).unwrap_or_else(|_| root.to_path_buf());
    if let Ok(text) = std::fs::read_to_string(&cache_path) {
        if let Some((key, json)) = text.split_once('\n') {
            if let Ok(metadata) = cargo_metadata::MetadataCommand::parse(json) {
                if cache_key(&metadata) == key && crate::base::inputs::canonicalize(metadata.workspace_root.as_std_path()).ok().as_deref() == Some(here.as_path()) {
                    return Ok(metadata);
                }
            }
        }
    }
    let json = run_cargo_metadata(root)?;
    let metadata = cargo_metadata::MetadataCommand::parse(&json)
        .map_err(|e| Error::new(format!("cannot read `cargo metadata`'s answer: {}", e)))?;
    // A cache that cannot be written only costs time next run.
    let _ = crate::base::output::write_atomically(root, METADATA_CACHE, &format!("{}\n{}", cache_key(&metadata), json));
    Ok(metadata)
}

/// What the answer depends on: the lock file and every local package's manifest, named as
/// cargo names them (absolute, the answer's own paths), so that `--root .` and the same folder
/// spelled out share one entry.
fn cache_key(metadata: &cargo_metadata::Metadata) -> String {
    let mut hasher = Sha256::new();
    let workspace_root = metadata.workspace_root.as_std_path();
    let mut manifests: Vec<PathBuf> = vec![workspace_root.join("Cargo.toml"), workspace_root.join("Cargo.lock")];
    manifests.extend(metadata.packages.iter().filter(|p| p.source.is_none()).map(|p| p.manifest_path.clone().into_std_path_buf()));
    manifests.sort();
    manifests.dedup();
    for path in manifests {
        hasher.update(path.to_string_lossy().as_bytes());
        hasher.update([0]);
        match crate::base::inputs::read(&path) {
            Ok(bytes) => hasher.update(&bytes),
            Err(_) => hasher.update(b"(missing)"),
        }
        hasher.update([0]);
    }
    format!("{:x}", hasher.finalize())
}

fn run_cargo_metadata(root: &Path) -> Result<String> {
    let run = |offline: bool| -> std::result::Result<String, String> {
        let mut command = cargo_metadata::MetadataCommand::new();
        command.manifest_path(root.join("Cargo.toml"));
        let mut options = vec!["--filter-platform".to_string(), JUDGE_TARGET_TRIPLE.to_string()];
        if offline {
            options.push("--offline".to_string());
        }
        command.other_options(options);
        let output = command.cargo_command().output().map_err(|e| format!("cannot run cargo: {}", e))?;
        if !output.status.success() {
            return Err(String::from_utf8_lossy(&output.stderr).trim().to_string());
        }
        let stdout = String::from_utf8_lossy(&output.stdout);
        stdout.lines().find(|l| l.starts_with('{')).map(str::to_string).ok_or_else(|| "no JSON in its output".to_string())
    };
    run(true).or_else(|_| run(false)).map_err(|stderr| {
        Error::new(format!("`cargo metadata` failed, so the problems' dependencies are unknown:\n{}", stderr))
            .at("problems/Cargo.toml")
            .help("fix the manifest so that `cargo metadata` succeeds (run it to see the same message)")
    })
}

fn from_metadata(root: &Path, metadata: &cargo_metadata::Metadata, package: &Package) -> Result<CrateGraph> {
    let canonical_root = crate::base::inputs::canonicalize(root).unwrap_or_else(|_| root.to_path_buf());
    let manifest = root.join(&package.manifest);
    let wanted_manifest = crate::base::inputs::canonicalize(&manifest).unwrap_or(manifest);
    let same_file = |p: &Path, q: &Path| p == q || crate::base::inputs::canonicalize(p).ok().as_deref() == Some(q);
    let shown = wanted_manifest.strip_prefix(&canonical_root).map_or_else(|_| wanted_manifest.display().to_string(), slash_path);
    let problems = metadata
        .packages
        .iter()
        .find(|p| same_file(p.manifest_path.as_std_path(), &wanted_manifest))
        .ok_or_else(|| Error::new(format!("`cargo metadata` does not list {} as a workspace package", shown)).help(format!("add \"{}\" to [workspace] members in Cargo.toml", package.name)))?;
    let resolve = metadata.resolve.as_ref().ok_or_else(|| Error::new("`cargo metadata` gave no dependency resolution"))?;
    let nodes: BTreeMap<&cargo_metadata::PackageId, &cargo_metadata::Node> = resolve.nodes.iter().map(|n| (&n.id, n)).collect();
    let packages: BTreeMap<&cargo_metadata::PackageId, &cargo_metadata::Package> = metadata.packages.iter().map(|p| (&p.id, p)).collect();
    // `cargo metadata`'s graph can list an optional dependency that no enabled feature turns on
    // (bit-vec's borsh; a weak `dep?/feature` is enough: rust-lang/cargo#10801): cargo does not
    // build it, so neither may a bundle reach it. Only the declarations of the kinds compiled
    // count: a dev-dependency of the same crate (icu_locale_core's serde) is not optional, yet
    // gives the library no `--extern`.
    let enabled = |id: &cargo_metadata::PackageId, node: &cargo_metadata::Node, dep_name: &str, dev: bool| -> bool {
        let Some(package) = packages.get(id) else { return true };
        let features: Vec<String> = node.features.iter().map(|f| f.to_string()).collect();
        let declared = package
            .dependencies
            .iter()
            .filter(|d| d.kind == cargo_metadata::DependencyKind::Normal || (dev && d.kind == cargo_metadata::DependencyKind::Development))
            .filter(|d| d.rename.as_deref().unwrap_or(&d.name).replace('-', "_") == dep_name)
            .collect::<Vec<_>>();
        if declared.is_empty() || declared.iter().any(|d| !d.optional) {
            return true;
        }
        declared.iter().any(|d| {
            let key = d.rename.as_deref().unwrap_or(&d.name).to_string();
            features.contains(&key)
                || features.iter().any(|f| {
                    package.features.get(f.as_str()).map_or(false, |values| values.iter().any(|v| *v == format!("dep:{}", key) || v.starts_with(&format!("{}/", key))))
                })
        })
    };
    let deps_of = |id: &cargo_metadata::PackageId, dev: bool| -> Vec<(String, cargo_metadata::PackageId)> {
        nodes.get(id).map_or(Vec::new(), |node| {
            node.deps
                .iter()
                .filter(|d| d.dep_kinds.iter().any(|k| k.kind == cargo_metadata::DependencyKind::Normal || (dev && k.kind == cargo_metadata::DependencyKind::Development)))
                .filter(|d| enabled(id, node, &d.name, dev))
                .map(|d| (d.name.clone(), d.pkg.clone()))
                .collect()
        })
    };
    let normal_deps = |id: &cargo_metadata::PackageId| deps_of(id, false);

    let mut graph = CrateGraph::default();
    let mut index: BTreeMap<cargo_metadata::PackageId, usize> = BTreeMap::new();
    let mut stack: Vec<cargo_metadata::PackageId> = Vec::new();
    let mut direct = deps_of(&problems.id, package.dev);
    // The package's own library: its binaries and examples use it by the library's name.
    if let Some(own) = problems.targets.iter().find(|t| t.is_lib() || t.is_rlib()) {
        direct.push((own.name.replace('-', "_"), problems.id.clone()));
    }
    for (_, id) in &direct {
        stack.push(id.clone());
    }
    // Every package reachable through normal dependencies, numbered in a stable order.
    let mut reachable: BTreeSet<cargo_metadata::PackageId> = BTreeSet::new();
    while let Some(id) = stack.pop() {
        if reachable.insert(id.clone()) {
            for (_, dep) in normal_deps(&id) {
                stack.push(dep);
            }
        }
    }
    let mut ordered: Vec<&cargo_metadata::PackageId> = reachable.iter().collect();
    ordered.sort_by_key(|id| {
        let p = packages[id];
        (p.name.to_string(), p.version.clone())
    });
    for id in ordered {
        let package = packages[id];
        let Some(lib) = package.targets.iter().find(|t| t.is_lib() || t.is_rlib() || t.is_proc_macro()) else {
            // A package without a library (a binary-only dependency) gives no names to use.
            continue;
        };
        let manifest_dir = package.manifest_path.parent().map(|p| p.as_std_path().to_path_buf()).unwrap_or_default();
        let canonical_dir = crate::base::inputs::canonicalize(&manifest_dir).unwrap_or_else(|_| manifest_dir.clone());
        let (base, dir_rel) = match canonical_dir.strip_prefix(&canonical_root) {
            Ok(rel) => (root.to_path_buf(), slash_path(rel)),
            Err(_) => {
                let name = canonical_dir.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
                (canonical_dir.parent().map(Path::to_path_buf).unwrap_or_default(), name)
            }
        };
        let src = lib.src_path.as_std_path();
        let src_canonical = crate::base::inputs::canonicalize(src).unwrap_or_else(|_| src.to_path_buf());
        let in_dir = src_canonical.strip_prefix(&canonical_dir).map(slash_path).unwrap_or_else(|_| "src/lib.rs".to_string());
        let join = |a: &str, b: &str| if a.is_empty() { b.to_string() } else { format!("{}/{}", a, b) };
        let origin = package.source.as_ref().map(|s| {
            if s.is_crates_io() {
                "crates.io".to_string()
            } else {
                s.repr.split('+').nth(1).unwrap_or(&s.repr).to_string()
            }
        });
        let features = nodes.get(id).map_or(BTreeSet::new(), |n| n.features.iter().map(|f| f.to_string()).collect());
        index.insert(id.clone(), graph.crates.len());
        graph.crates.push(Crate {
            module: lib.name.replace('-', "_"),
            lib_name: lib.name.replace('-', "_"),
            package_id: id.repr.clone(),
            package: package.name.to_string(),
            version: package.version.to_string(),
            license: package.license.clone(),
            manifest_fields: vec![
                ("CARGO_PKG_DESCRIPTION".to_string(), package.description.clone().unwrap_or_default()),
                ("CARGO_PKG_AUTHORS".to_string(), package.authors.join(":")),
                ("CARGO_PKG_HOMEPAGE".to_string(), package.homepage.clone().unwrap_or_default()),
                ("CARGO_PKG_REPOSITORY".to_string(), package.repository.clone().unwrap_or_default()),
                ("CARGO_PKG_LICENSE_FILE".to_string(), package.license_file.as_ref().map_or(String::new(), |p| p.to_string())),
                ("CARGO_PKG_README".to_string(), package.readme.as_ref().map_or(String::new(), |p| p.to_string())),
                ("CARGO_PKG_RUST_VERSION".to_string(), package.rust_version.as_ref().map_or(String::new(), |v| v.to_string())),
            ],
            origin,
            base,
            root_rel: join(&dir_rel, &in_dir),
            src_rel: join(&dir_rel, "src"),
            features,
            deps: Vec::new(),
            edition: package.edition.as_str().to_string(),
            rust_version: package.rust_version.as_ref().map(|v| format!("{}.{}", v.major, v.minor)),
            proc_macro: lib.is_proc_macro(),
            build_script: package.targets.iter().any(|t| t.is_custom_build()),
        });
    }
    for (id, &c) in &index {
        let deps: Vec<(String, usize)> = normal_deps(id).into_iter().filter_map(|(name, dep)| index.get(&dep).map(|&d| (name, d))).collect();
        graph.crates[c].deps = deps;
    }
    for (name, id) in direct {
        if let Some(&c) = index.get(&id) {
            // The problem's name for a crate is its module's name in the bundle.
            graph.crates[c].module = name.clone();
            graph.problem_deps.push((name, c));
        }
    }
    graph.package = Some(package.clone());
    Ok(graph)
}

fn slash_path(p: &Path) -> String {
    p.components().map(|c| c.as_os_str().to_string_lossy().to_string()).collect::<Vec<_>>().join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_metadata_cache_is_one_entry_however_the_root_is_spelled() {
        let dir = std::env::temp_dir().join(format!("bundler-crates-metadata-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("problems/src/bin")).unwrap();
        std::fs::write(dir.join("Cargo.toml"), "[workspace]\nmembers = [\"problems\"]\nresolver = \"2\"\n").unwrap();
        std::fs::write(dir.join("problems/Cargo.toml"), "[package]\nname = \"problems\"\nversion = \"0.1.0\"\nedition = \"2021\"\n").unwrap();
        std::fs::write(dir.join("problems/src/bin/a.rs"), "fn main() {}\n").unwrap();
        let first = cached_metadata(&dir).unwrap();
        // Marks the cached answer: only a cache hit gives the mark back.
        let text = std::fs::read_to_string(dir.join(METADATA_CACHE)).unwrap();
        let (key, json) = text.split_once('\n').unwrap();
        assert_eq!(key, cache_key(&first));
        let marked = json.replacen("\"name\":\"problems\"", "\"name\":\"problems-from-the-cache\"", 1);
        assert_ne!(marked, json);
        std::fs::write(dir.join(METADATA_CACHE), format!("{}\n{}", key, marked)).unwrap();
        for spelling in [dir.join("."), dir.join("problems/.."), dir.clone()] {
            let again = cached_metadata(&spelling).unwrap();
            assert!(again.packages.iter().any(|p| p.name.as_str() == "problems-from-the-cache"), "{} missed the cache", spelling.display());
        }
        // A changed manifest is a miss.
        std::fs::write(dir.join("problems/Cargo.toml"), "[package]\nname = \"problems\"\nversion = \"0.2.0\"\nedition = \"2021\"\n").unwrap();
        let changed = cached_metadata(&dir).unwrap();
        assert!(changed.packages.iter().any(|p| p.name.as_str() == "problems" && p.version.to_string() == "0.2.0"));
        // A copy of the workspace, target/ and all, answers for itself, not for the original
        // (which is still there, unchanged: the copied answer's key still holds).
        let copy = std::env::temp_dir().join(format!("bundler-crates-metadata-copy-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&copy);
        let status = std::process::Command::new("cp").arg("-r").arg(&dir).arg(&copy).status().unwrap();
        assert!(status.success());
        let copied = cached_metadata(&copy).unwrap();
        assert_eq!(copied.workspace_root.as_std_path(), crate::base::inputs::canonicalize(&copy).unwrap());
        assert!(copied.packages.iter().all(|p| p.manifest_path.as_std_path().starts_with(crate::base::inputs::canonicalize(&copy).unwrap())));
        let _ = std::fs::remove_dir_all(&copy);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
