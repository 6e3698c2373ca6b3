//! Crates the judge already has. AtCoder compiles every Rust submission inside a cargo project
//! that depends on a fixed crate set, so with `--judge atcoder` such a crate stays a plain `use`
//! of the judge's crate instead of being inlined (like cargo-equip's
//! `--exclude-atcoder-202301-crates`), when the workspace uses the version the judge has.
//! `--exclude <crate>` leaves out one more crate, `--inline <crate>` inlines one the judge has.
//!
//! The list is the Rust entry of AtCoder's 2023 language update: the `[dependencies]` of
//! rust-lang-ja/atcoder-proposal's Cargo.toml (commit fe6aa61, 2023-07-17, rustc 1.70.0;
//! <https://github.com/rust-lang-ja/atcoder-proposal/blob/main/Cargo.toml>), which is what the
//! judge installs ("202301から" and "202004から続投" in that file: the crates new in the 2023
//! update and those kept from 2020). Later updates (2025-10) changed the set; this list is the
//! 2023 one until a profile names another.
//!
//! How the check compiles such a bundle as AtCoder does: it builds the crates the bundle uses in
//! a scratch cargo project (`target/bundle/judge-crates/<judge>/`) with exactly the listed
//! versions and features, then passes rustc `--extern name=lib<name>.rlib` (`.so` for a
//! proc-macro crate) and
//! `-L dependency=...` for them ([`build_externs`]). Those rlibs are built by the stable
//! compiler, so the rustc 1.63 check is skipped for such bundles.

use crate::base::error::{Error, Result};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// One crate of a judge's set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JudgeCrate {
    pub package: &'static str,
    pub version: &'static str,
    pub features: &'static [&'static str],
}

/// AtCoder's 2023 crate set (see the module comment for the source), in that file's order.
pub const ATCODER_2023: &[JudgeCrate] = &[
    JudgeCrate { package: "ac-library-rs", version: "0.1.1", features: &[] },
    JudgeCrate { package: "once_cell", version: "1.18.0", features: &[] },
    JudgeCrate { package: "static_assertions", version: "1.1.0", features: &[] },
    JudgeCrate { package: "varisat", version: "0.2.2", features: &[] },
    JudgeCrate { package: "memoise", version: "0.3.2", features: &[] },
    JudgeCrate { package: "argio", version: "0.2.0", features: &[] },
    JudgeCrate { package: "bitvec", version: "1.0.1", features: &[] },
    JudgeCrate { package: "counter", version: "0.5.7", features: &[] },
    JudgeCrate { package: "hashbag", version: "0.1.11", features: &[] },
    JudgeCrate { package: "pathfinding", version: "4.3.0", features: &[] },
    JudgeCrate { package: "recur-fn", version: "2.2.0", features: &[] },
    JudgeCrate { package: "indexing", version: "0.4.1", features: &["experimental_pointer_ranges"] },
    JudgeCrate { package: "amplify", version: "3.14.2", features: &["c_raw", "rand", "stringly_conversions"] },
    JudgeCrate { package: "amplify_derive", version: "2.11.3", features: &[] },
    JudgeCrate { package: "amplify_num", version: "0.4.1", features: &["std"] },
    JudgeCrate { package: "easy-ext", version: "1.0.1", features: &[] },
    JudgeCrate { package: "multimap", version: "0.9.0", features: &[] },
    JudgeCrate { package: "btreemultimap", version: "0.1.1", features: &[] },
    JudgeCrate { package: "bstr", version: "1.6.0", features: &[] },
    JudgeCrate { package: "az", version: "1.2.1", features: &[] },
    JudgeCrate { package: "glidesort", version: "0.1.2", features: &[] },
    JudgeCrate { package: "tap", version: "1.0.1", features: &[] },
    JudgeCrate { package: "omniswap", version: "0.1.0", features: &[] },
    JudgeCrate { package: "multiversion", version: "0.7.2", features: &[] },
    JudgeCrate { package: "num", version: "0.4.1", features: &[] },
    JudgeCrate { package: "num-bigint", version: "0.4.3", features: &[] },
    JudgeCrate { package: "num-complex", version: "0.4.3", features: &[] },
    JudgeCrate { package: "num-integer", version: "0.1.45", features: &[] },
    JudgeCrate { package: "num-iter", version: "0.1.43", features: &[] },
    JudgeCrate { package: "num-rational", version: "0.4.1", features: &[] },
    JudgeCrate { package: "num-traits", version: "0.2.15", features: &[] },
    JudgeCrate { package: "num-derive", version: "0.4.0", features: &[] },
    JudgeCrate { package: "ndarray", version: "0.15.6", features: &[] },
    JudgeCrate { package: "nalgebra", version: "0.32.3", features: &[] },
    JudgeCrate { package: "alga", version: "0.9.3", features: &[] },
    JudgeCrate { package: "libm", version: "0.2.7", features: &[] },
    JudgeCrate { package: "rand", version: "0.8.5", features: &["small_rng", "min_const_gen"] },
    JudgeCrate { package: "getrandom", version: "0.2.10", features: &[] },
    JudgeCrate { package: "rand_chacha", version: "0.3.1", features: &[] },
    JudgeCrate { package: "rand_core", version: "0.6.4", features: &[] },
    JudgeCrate { package: "rand_hc", version: "0.3.2", features: &[] },
    JudgeCrate { package: "rand_pcg", version: "0.3.1", features: &[] },
    JudgeCrate { package: "rand_distr", version: "0.4.3", features: &[] },
    JudgeCrate { package: "petgraph", version: "0.6.3", features: &[] },
    JudgeCrate { package: "indexmap", version: "2.0.0", features: &[] },
    JudgeCrate { package: "regex", version: "1.9.1", features: &[] },
    JudgeCrate { package: "lazy_static", version: "1.4.0", features: &[] },
    JudgeCrate { package: "ordered-float", version: "3.7.0", features: &[] },
    JudgeCrate { package: "ascii", version: "1.1.0", features: &[] },
    JudgeCrate { package: "permutohedron", version: "0.2.4", features: &[] },
    JudgeCrate { package: "superslice", version: "1.0.0", features: &[] },
    JudgeCrate { package: "itertools", version: "0.11.0", features: &[] },
    JudgeCrate { package: "itertools-num", version: "0.1.3", features: &[] },
    JudgeCrate { package: "maplit", version: "1.0.2", features: &[] },
    JudgeCrate { package: "either", version: "1.8.1", features: &[] },
    JudgeCrate { package: "im-rc", version: "15.1.0", features: &[] },
    JudgeCrate { package: "fixedbitset", version: "0.4.2", features: &[] },
    JudgeCrate { package: "bitset-fixed", version: "0.1.0", features: &[] },
    JudgeCrate { package: "proconio", version: "0.4.5", features: &["derive"] },
    JudgeCrate { package: "text_io", version: "0.1.12", features: &[] },
    JudgeCrate { package: "rustc-hash", version: "1.1.0", features: &[] },
    JudgeCrate { package: "smallvec", version: "1.11.0", features: &["const_generics", "const_new", "write", "union", "serde", "arbitrary"] },
];

/// The crates judge profile `judge` provides (none for most judges).
pub fn for_judge(judge: &str) -> &'static [JudgeCrate] {
    match judge {
        "atcoder" => ATCODER_2023,
        _ => &[],
    }
}

/// A crate the bundle uses without inlining it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternCrate {
    /// The name its users' code spells (`ac_library`), which `--extern` gives it.
    pub name: String,
    pub package: String,
    pub version: String,
    /// The features to build it with: the judge's, or cargo's resolve for an `--exclude`d crate.
    pub features: Vec<String>,
    /// For a local crate left out with `--exclude`: its folder (the check builds it from there).
    pub path: Option<PathBuf>,
}

/// Whether `package` at `version` stays a plain `use` under `judge`: the judge has exactly that
/// version and `--inline` does not name it, or `--exclude` names it.
pub fn left_out(judge: Option<&str>, package: &str, version: &str, exclude: &[String], inline: &[String]) -> bool {
    let named = |list: &[String]| list.iter().any(|n| n == package || n.replace('-', "_") == package.replace('-', "_"));
    if named(exclude) {
        return true;
    }
    if named(inline) {
        return false;
    }
    judge.map_or(false, |j| for_judge(j).iter().any(|c| c.package == package && c.version == version))
}

/// Builds `crates` in a scratch cargo project under `root`'s target/bundle/judge-crates/`label`/
/// and returns the rustc arguments that make them available (`--extern name=path` for each,
/// `-L dependency=...` for what they depend on).
pub fn build_externs(root: &Path, label: &str, crates: &[ExternCrate]) -> Result<Vec<String>> {
    if crates.is_empty() {
        return Ok(Vec::new());
    }
    // Absolute: rustc runs in the check's own folder.
    let root = std::path::absolute(root).unwrap_or_else(|_| root.to_path_buf());
    let dir = root.join("target/bundle/judge-crates").join(label);
    std::fs::create_dir_all(dir.join("src")).map_err(|e| Error::new(format!("cannot create {}: {}", dir.display(), e)))?;
    let mut manifest = String::from("# Written by the bundler's check: the judge's crates a bundle uses, at the judge's versions.\n[package]\nname = \"judge-crates\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n[workspace]\n\n[dependencies]\n");
    for c in crates {
        let features = c.features.iter().map(|f| format!("{:?}", f)).collect::<Vec<_>>().join(", ");
        match &c.path {
            Some(p) => manifest.push_str(&format!("{} = {{ package = {:?}, path = {:?}, features = [{}] }}\n", c.name, c.package, p.to_string_lossy(), features)),
            None => manifest.push_str(&format!("{} = {{ package = {:?}, version = \"={}\", features = [{}] }}\n", c.name, c.package, c.version, features)),
        }
    }
    let write = |rel: &str, text: &str| -> Result<()> {
        let path = dir.join(rel);
        if std::fs::read_to_string(&path).ok().as_deref() != Some(text) {
            std::fs::write(&path, text).map_err(|e| Error::new(format!("cannot write {}: {}", path.display(), e)))?;
        }
        Ok(())
    };
    write("Cargo.toml", &manifest)?;
    write("src/lib.rs", "")?;
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let run = |offline: bool| -> std::result::Result<String, String> {
        let mut command = std::process::Command::new(&cargo);
        command.current_dir(&dir).args(["build", "--message-format=json", "--quiet"]);
        if offline {
            command.arg("--offline");
        }
        let out = command.stdin(std::process::Stdio::null()).output().map_err(|e| e.to_string())?;
        if out.status.success() {
            Ok(String::from_utf8_lossy(&out.stdout).to_string())
        } else {
            Err(String::from_utf8_lossy(&out.stderr).trim().to_string())
        }
    };
    let messages = run(true).or_else(|_| run(false)).map_err(|stderr| {
        Error::new(format!("the judge's crates ({}) do not build:\n{}", crates.iter().map(|c| format!("{} {}", c.package, c.version)).collect::<Vec<_>>().join(", "), stderr))
            .at(dir.join("Cargo.toml").to_string_lossy().to_string())
            .help("check that the versions exist (cargo needs the registry once), or --inline the crate")
    })?;
    let mut args = vec!["-L".to_string(), format!("dependency={}", dir.join("target/debug/deps").display())];
    for c in crates {
        let rlib = messages
            .lines()
            .filter_map(|l| serde_json::from_str::<Value>(l).ok())
            .filter(|v| v.get("reason").and_then(Value::as_str) == Some("compiler-artifact"))
            .filter(|v| {
                let id = v.get("package_id").and_then(Value::as_str).unwrap_or("");
                id.contains(&format!("#{}@{}", c.package, c.version)) || id.ends_with(&format!("#{}", c.version)) && id.contains(&format!("/{}", c.package)) || id.starts_with(&format!("{} {} ", c.package, c.version))
            })
            .filter_map(|v| {
                let files: Vec<&str> = v.get("filenames")?.as_array()?.iter().filter_map(Value::as_str).collect();
                // A proc-macro crate (memoise, proconio-derive) is a dynamic library, which
                // `--extern` takes the same way.
                let dylib = format!(".{}", std::env::consts::DLL_EXTENSION);
                files.iter().find(|f| f.ends_with(".rlib")).or_else(|| files.iter().find(|f| f.ends_with(&dylib))).map(|f| f.to_string())
            })
            .next()
            .ok_or_else(|| Error::new(format!("cargo built no library for {} {}", c.package, c.version)).at(dir.join("Cargo.toml").to_string_lossy().to_string()))?;
        args.push("--extern".to_string());
        args.push(format!("{}={}", c.name, rlib));
    }
    Ok(args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_atcoder_list_is_the_2023_set_with_one_version_per_crate() {
        assert_eq!(ATCODER_2023.len(), 62);
        let mut names: Vec<&str> = ATCODER_2023.iter().map(|c| c.package).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), ATCODER_2023.len());
        let has = |p: &str, v: &str| ATCODER_2023.iter().any(|c| c.package == p && c.version == v);
        for (p, v) in [("ac-library-rs", "0.1.1"), ("itertools", "0.11.0"), ("num-traits", "0.2.15"), ("proconio", "0.4.5"), ("petgraph", "0.6.3"), ("smallvec", "1.11.0")] {
            assert!(has(p, v), "{} {}", p, v);
        }
        assert!(for_judge("vnoj").is_empty() && for_judge("codeforces").is_empty());
    }

    #[test]
    fn a_crate_is_left_out_at_the_judges_version_unless_inlined_and_always_when_excluded() {
        let none: &[String] = &[];
        assert!(left_out(Some("atcoder"), "itertools", "0.11.0", none, none));
        assert!(!left_out(Some("atcoder"), "itertools", "0.12.1", none, none), "another version is inlined");
        assert!(!left_out(Some("vnoj"), "itertools", "0.11.0", none, none));
        assert!(!left_out(None, "itertools", "0.11.0", none, none));
        assert!(!left_out(Some("atcoder"), "ac-library-rs", "0.1.1", none, &["ac-library-rs".to_string()]));
        assert!(!left_out(Some("atcoder"), "ac-library-rs", "0.1.1", none, &["ac_library_rs".to_string()]));
        assert!(left_out(Some("vnoj"), "mine", "0.1.0", &["mine".to_string()], none));
    }
}
