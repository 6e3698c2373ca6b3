//! What cargo knows about each corpus crate (`cargo metadata` on the corpus project): where its
//! source is, its library's name, its dev-dependencies (which a doctest or example may use, but
//! the corpus project does not have), its examples, the features it was resolved with and the
//! `rust-version` it declares.

use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

/// One corpus crate as resolved.
#[derive(Clone, Debug)]
pub struct PackageInfo {
    pub name: String,
    pub version: String,
    /// The library's name in code (`ac_library` for ac-library-rs).
    pub lib_name: String,
    /// The library's root file (`.../src/lib.rs`).
    pub lib_src: PathBuf,
    /// The package's folder (in cargo's registry source).
    pub dir: PathBuf,
    /// `rust-version` from its Cargo.toml.
    pub rust_version: Option<String>,
    /// Its dev-dependencies' names as code spells them (renames applied, `-` as `_`).
    pub dev_deps: BTreeSet<String>,
    /// Its examples: name, file, required features.
    pub examples: Vec<(String, PathBuf, Vec<String>)>,
    /// The features cargo enabled for it.
    pub features: BTreeSet<String>,
}

/// Every crate of the corpus project, by package name, and the names code can use (the
/// project's direct dependencies' library names).
pub struct Resolved {
    pub packages: BTreeMap<String, PackageInfo>,
    pub available: BTreeSet<String>,
    /// The `rust-version` of every package of the lock (dependencies too), by `name version`
    /// as [`bundler::Bundle::crates`] names them: the corpus has several versions of some
    /// crates (hashbrown 0.12.3 under priority-queue, 0.17.2 of its own), which need different
    /// compilers.
    pub rust_versions: BTreeMap<String, Option<String>>,
}

/// Runs `cargo metadata` in `project` (locked: the committed lock file is the corpus).
pub fn resolve(project: &Path) -> Result<Resolved, String> {
    let out = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["metadata", "--format-version", "1", "--locked"])
        .current_dir(project)
        .output()
        .map_err(|e| format!("cannot run cargo metadata: {}", e))?;
    if !out.status.success() {
        return Err(format!("cargo metadata failed in {}:\n{}", project.display(), String::from_utf8_lossy(&out.stderr)));
    }
    let v: Value = serde_json::from_slice(&out.stdout).map_err(|e| format!("cargo metadata printed no JSON: {}", e))?;
    parse(&v)
}

fn parse(v: &Value) -> Result<Resolved, String> {
    let root = v["resolve"]["root"].as_str().ok_or("cargo metadata has no root package")?;
    let nodes = v["resolve"]["nodes"].as_array().ok_or("cargo metadata has no resolve graph")?;
    let packages: BTreeMap<&str, &Value> = v["packages"].as_array().into_iter().flatten().filter_map(|p| Some((p["id"].as_str()?, p))).collect();
    let root_node = nodes.iter().find(|n| n["id"] == root).ok_or("no resolve node for the root")?;
    let features_of: BTreeMap<&str, BTreeSet<String>> = nodes
        .iter()
        .filter_map(|n| Some((n["id"].as_str()?, n["features"].as_array().into_iter().flatten().filter_map(|f| f.as_str().map(str::to_string)).collect())))
        .collect();
    let mut out = BTreeMap::new();
    let mut available = BTreeSet::new();
    for dep in root_node["deps"].as_array().into_iter().flatten() {
        let id = dep["pkg"].as_str().unwrap_or("");
        let p = packages.get(id).ok_or_else(|| format!("no package {}", id))?;
        let targets: Vec<&Value> = p["targets"].as_array().into_iter().flatten().collect();
        let has = |t: &Value, kind: &str| t["kind"].as_array().map_or(false, |k| k.iter().any(|x| x == kind));
        let lib = targets.iter().find(|t| has(t, "lib") || has(t, "proc-macro") || has(t, "rlib"));
        let Some(lib) = lib else { continue };
        let lib_name = lib["name"].as_str().unwrap_or("").replace('-', "_");
        available.insert(dep["name"].as_str().unwrap_or(&lib_name).to_string());
        let dev_deps = p["dependencies"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|d| d["kind"] == "dev")
            .map(|d| d["rename"].as_str().or(d["name"].as_str()).unwrap_or("").replace('-', "_"))
            .collect();
        let examples = targets
            .iter()
            .filter(|t| has(t, "example"))
            .map(|t| {
                let req = t["required-features"].as_array().into_iter().flatten().filter_map(|f| f.as_str().map(str::to_string)).collect();
                (t["name"].as_str().unwrap_or("").to_string(), PathBuf::from(t["src_path"].as_str().unwrap_or("")), req)
            })
            .collect();
        let manifest = PathBuf::from(p["manifest_path"].as_str().unwrap_or(""));
        let name = p["name"].as_str().unwrap_or("").to_string();
        out.insert(
            name.clone(),
            PackageInfo {
                name,
                version: p["version"].as_str().unwrap_or("").to_string(),
                lib_name,
                lib_src: PathBuf::from(lib["src_path"].as_str().unwrap_or("")),
                dir: manifest.parent().map(Path::to_path_buf).unwrap_or_default(),
                rust_version: p["rust_version"].as_str().map(str::to_string),
                dev_deps,
                examples,
                features: features_of.get(id).cloned().unwrap_or_default(),
            },
        );
    }
    let rust_versions = packages
        .values()
        .map(|p| (format!("{} {}", p["name"].as_str().unwrap_or(""), p["version"].as_str().unwrap_or("")), p["rust_version"].as_str().map(str::to_string)))
        .collect();
    Ok(Resolved { packages: out, available, rust_versions })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two versions of one crate keep their own `rust-version`: the one the project depends on
    /// must not speak for the one a dependency brings.
    #[test]
    fn every_version_of_a_crate_keeps_its_own_rust_version() {
        let v = serde_json::json!({
            "packages": [
                {"id": "root", "name": "programs", "version": "0.1.0", "targets": [], "dependencies": [], "manifest_path": "/p/Cargo.toml"},
                {"id": "hb17", "name": "hashbrown", "version": "0.17.2", "rust_version": "1.85.0", "manifest_path": "/r/hashbrown-0.17.2/Cargo.toml",
                 "targets": [{"kind": ["lib"], "name": "hashbrown", "src_path": "/r/hashbrown-0.17.2/src/lib.rs"}], "dependencies": []},
                {"id": "hb12", "name": "hashbrown", "version": "0.12.3", "rust_version": null, "manifest_path": "/r/hashbrown-0.12.3/Cargo.toml",
                 "targets": [{"kind": ["lib"], "name": "hashbrown", "src_path": "/r/hashbrown-0.12.3/src/lib.rs"}], "dependencies": []}
            ],
            "resolve": {"root": "root", "nodes": [
                {"id": "root", "deps": [{"name": "hashbrown", "pkg": "hb17"}], "features": []},
                {"id": "hb17", "deps": [], "features": []},
                {"id": "hb12", "deps": [], "features": []}
            ]}
        });
        let r = parse(&v).unwrap();
        assert_eq!(r.packages["hashbrown"].version, "0.17.2");
        assert_eq!(r.rust_versions["hashbrown 0.17.2"].as_deref(), Some("1.85.0"));
        assert_eq!(r.rust_versions["hashbrown 0.12.3"], None);
    }
}
