//! The crates' example programs: `examples/*.rs` and `examples/*/main.rs` of the package source,
//! as cargo lists them (`cargo metadata`'s example targets). One whose `required-features` the
//! corpus does not enable is skipped and counted; whether it needs a dev-dependency is decided
//! with the doctests ([`crate::programs`]).

use crate::packages::PackageInfo;

/// An example: its place (relative to the package folder) and text, or why it is skipped.
pub enum Example {
    Program { place: String, text: String },
    Skipped { place: String, why: String },
}

/// The examples of `p` under its `examples/` folder, sorted by place.
pub fn of_package(p: &PackageInfo) -> Vec<Example> {
    let mut out = Vec::new();
    for (_, path, required) in &p.examples {
        let Ok(rel) = path.strip_prefix(&p.dir) else { continue };
        let place = rel.to_string_lossy().replace('\\', "/");
        let parts: Vec<&str> = place.split('/').collect();
        let standard = matches!(parts.as_slice(), ["examples", f] if f.ends_with(".rs")) || matches!(parts.as_slice(), ["examples", _, "main.rs"]);
        if !standard {
            continue;
        }
        let missing: Vec<&String> = required.iter().filter(|f| !p.features.contains(*f)).collect();
        if !missing.is_empty() {
            let names: Vec<&str> = missing.iter().map(|s| s.as_str()).collect();
            out.push(Example::Skipped { place, why: format!("needs features {}", names.join(", ")) });
            continue;
        }
        match std::fs::read_to_string(path) {
            Ok(text) => out.push(Example::Program { place, text }),
            Err(e) => out.push(Example::Skipped { place, why: format!("unreadable: {}", e) }),
        }
    }
    out.sort_by(|a, b| place_of(a).cmp(place_of(b)));
    out
}

fn place_of(e: &Example) -> &str {
    match e {
        Example::Program { place, .. } | Example::Skipped { place, .. } => place,
    }
}
