//! The crate list (`corpus-crates/crates.toml`) and the corpus project's manifest written from
//! it. The list is the one place a crate, its exact version and its features are chosen; the
//! manifest (`programs/Cargo.toml`) pins each with `=` so that the committed `Cargo.lock` and
//! the list cannot drift apart.

use std::path::Path;

/// One crate of the corpus.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrateEntry {
    /// The package name on crates.io (`ac-library-rs`).
    pub name: String,
    /// The exact version (`0.1.1`).
    pub version: String,
    pub features: Vec<String>,
    /// Why it is in the list: `atcoder-2023` or `popular`.
    pub set: String,
}

/// Reads the list; every entry needs a name and a version, and a name appears once.
pub fn load(path: &Path) -> Result<Vec<CrateEntry>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {}", path.display(), e))?;
    parse(&text).map_err(|e| format!("{}: {}", path.display(), e))
}

/// [`load`] on text.
pub fn parse(text: &str) -> Result<Vec<CrateEntry>, String> {
    let table: toml::Table = text.parse().map_err(|e: toml::de::Error| e.message().to_string())?;
    let entries = table.get("crate").and_then(|c| c.as_array()).ok_or("no [[crate]] entries")?;
    let mut out: Vec<CrateEntry> = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        let field = |k: &str| e.get(k).and_then(|v| v.as_str()).map(str::to_string).ok_or_else(|| format!("[[crate]] number {} has no `{}`", i + 1, k));
        let name = field("name")?;
        let version = field("version")?;
        let set = field("set")?;
        let features = match e.get("features") {
            None => Vec::new(),
            Some(f) => f
                .as_array()
                .ok_or_else(|| format!("{}: `features` is not a list", name))?
                .iter()
                .map(|v| v.as_str().map(str::to_string).ok_or_else(|| format!("{}: a feature is not a string", name)))
                .collect::<Result<_, _>>()?,
        };
        if version.starts_with(['=', '^', '~']) || version.split('.').count() != 3 {
            return Err(format!("{}: version `{}` is not an exact x.y.z", name, version));
        }
        if out.iter().any(|o| o.name == name) {
            return Err(format!("{} is listed twice", name));
        }
        out.push(CrateEntry { name, version, features, set });
    }
    Ok(out)
}

/// The corpus project's `Cargo.toml`: its own workspace, one `=`-pinned dependency per entry.
pub fn manifest(entries: &[CrateEntry]) -> String {
    let mut s = String::from(
        "# Written by corpus-crates from ../crates.toml (do not edit; edit the list and run `just corpus-crates`).\n\
         # Its own workspace: not a member of the main one. src/bin/ holds the programs of a run.\n\
         [package]\nname = \"programs\"\nversion = \"0.1.0\"\nedition = \"2021\"\npublish = false\n\n[workspace]\n\n\
         # No debug info: thousands of program binaries would take gigabytes.\n[profile.dev]\ndebug = false\n\n[dependencies]\n",
    );
    for e in entries {
        let features = e.features.iter().map(|f| format!("\"{}\"", f)).collect::<Vec<_>>().join(", ");
        s.push_str(&format!("{} = {{ version = \"={}\", features = [{}] }}\n", e.name, e.version, features));
    }
    s
}

/// Writes [`manifest`] into `project` when it differs; whether it was written.
pub fn sync_manifest(project: &Path, entries: &[CrateEntry]) -> Result<bool, String> {
    let path = project.join("Cargo.toml");
    let want = manifest(entries);
    if std::fs::read_to_string(&path).ok().as_deref() == Some(want.as_str()) {
        return Ok(false);
    }
    std::fs::write(&path, want).map_err(|e| format!("cannot write {}: {}", path.display(), e))?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_needs_exact_versions_and_unique_names() {
        let ok = "[[crate]]\nname = \"a\"\nversion = \"1.2.3\"\nset = \"popular\"\nfeatures = [\"x\"]\n";
        assert_eq!(parse(ok).unwrap()[0].features, vec!["x".to_string()]);
        assert!(parse(&ok.replace("1.2.3", "=1.2.3")).unwrap_err().contains("not an exact"));
        assert!(parse(&format!("{ok}{ok}")).unwrap_err().contains("listed twice"));
        assert!(manifest(&parse(ok).unwrap()).contains("a = { version = \"=1.2.3\", features = [\"x\"] }"));
    }
}
