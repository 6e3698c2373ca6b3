//! Judge profiles: what each judge takes. Size limits and compilers are from
//! ../shared/problems.md; a judge whose limit that file does not state gets none here.

use crate::error::{Error, Result};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judge {
    pub name: &'static str,
    /// Whether the judge compiles Rust at all.
    pub accepts_rust: bool,
    /// The source size limit and whether it counts bytes or characters.
    pub size_limit: Option<(usize, Unit)>,
    /// The edition the judge compiles with.
    pub edition: &'static str,
    /// What to know about its compiler.
    pub note: &'static str,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Bytes,
    Chars,
}

pub const JUDGES: &[Judge] = &[
    Judge {
        name: "hdu",
        accepts_rust: false,
        size_limit: Some((65_536, Unit::Bytes)),
        edition: "2021",
        note: "HDU's languages are C, C++, Pascal, Java and C#",
    },
    Judge {
        name: "vnoj",
        accepts_rust: true,
        size_limit: Some((65_536, Unit::Chars)),
        edition: "2021",
        note: "current stable rustc through cargo; file problems get /dev/null as stdin",
    },
    Judge {
        name: "codeforces",
        accepts_rust: true,
        size_limit: Some((65_536, Unit::Bytes)),
        edition: "2021",
        note: "rustc 1.89 (earlier 1.75)",
    },
    Judge {
        name: "atcoder",
        accepts_rust: true,
        size_limit: None,
        edition: "2021",
        note: "rustc 1.89 (earlier 1.70)",
    },
    Judge {
        name: "luogu",
        accepts_rust: true,
        size_limit: None,
        edition: "2024",
        note: "rustc 1.88 or newer with --edition 2024",
    },
    Judge {
        name: "spoj",
        accepts_rust: true,
        size_limit: Some((50_000, Unit::Bytes)),
        edition: "2021",
        note: "a very old rustc: the rustc 1.63 check is the closest stand-in",
    },
    Judge {
        name: "themis",
        accepts_rust: true,
        size_limit: None,
        edition: "2021",
        note: "a local grader: ID.INP / ID.OUT in the working directory",
    },
];

/// The profile called `name`.
pub fn find(name: &str) -> Result<&'static Judge> {
    JUDGES.iter().find(|j| j.name == name).ok_or_else(|| {
        let names: Vec<&str> = JUDGES.iter().map(|j| j.name).collect();
        let mut err = Error::new(format!("unknown judge profile `{}`", name));
        err = match crate::error::nearest(name, names.iter().copied()) {
            Some(n) => err.help(format!("did you mean `{}`? Profiles: {}", n, names.join(", "))),
            None => err.help(format!("profiles: {}", names.join(", "))),
        };
        err
    })
}

/// The profile a problem's spec names (`judge` in `fixtures/<id>.toml`): the default of
/// `--judge`. `Ok(None)` when the problem has no spec (the audit test reports that).
pub fn for_problem(root: &std::path::Path, id: &str) -> Result<Option<&'static Judge>> {
    if !problem_spec::layout::spec_path(root, id).exists() {
        return Ok(None);
    }
    let spec = problem_spec::ProblemSpec::load(root, id).map_err(|e| Error::new(e).help(format!("fix fixtures/{}.toml, or pass --judge", id)))?;
    find(&spec.judge).map(Some).map_err(|e| e.at(format!("fixtures/{}.toml", id)))
}

impl Judge {
    /// Whether this judge can take `source`; the error says why not and what to do.
    pub fn admits(&self, id: &str, source: &str) -> Result<()> {
        if !self.accepts_rust {
            return Err(Error::new(format!("{} accepts no Rust submissions ({})", self.name, self.note))
                .at(crate::workspace::bundle_path(id))
                .help("submit the bundle to a judge that takes Rust (vnoj, codeforces, atcoder, luogu, spoj) or run it locally; bundle with --judge vnoj"));
        }
        if let Some((limit, unit)) = self.size_limit {
            let (size, what) = match unit {
                Unit::Bytes => (source.len(), "bytes"),
                Unit::Chars => (source.chars().count(), "characters"),
            };
            if size > limit {
                return Err(Error::new(format!(
                    "the bundle is {} {}, over {}'s limit of {} {}",
                    size, what, self.name, limit, what
                ))
                .at(crate::workspace::bundle_path(id))
                .help("shrink it with --remove-docs, --remove-comments or --minify"));
            }
        }
        Ok(())
    }
}

/// Without `--judge`: a warning naming every judge whose size limit `source` exceeds, so an
/// oversized bundle never goes unnoticed (`None` when it fits them all).
pub fn size_warning(id: &str, source: &str) -> Option<String> {
    let over: Vec<String> = JUDGES
        .iter()
        .filter(|j| j.accepts_rust)
        .filter_map(|j| {
            let (limit, unit) = j.size_limit?;
            let (size, what) = match unit {
                Unit::Bytes => (source.len(), "bytes"),
                Unit::Chars => (source.chars().count(), "characters"),
            };
            (size > limit).then(|| format!("{} ({} {})", j.name, limit, what))
        })
        .collect();
    if over.is_empty() {
        return None;
    }
    Some(format!(
        "warning: {}: the bundle is {} bytes, over the size limit of {}; shrink it with --remove-docs, --remove-comments or --minify",
        crate::workspace::bundle_path(id),
        source.len(),
        over.join(", ")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_spec_names_a_known_profile() {
        let root = crate::workspace::find_root(std::path::Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap();
        for id in crate::workspace::problem_ids(&root) {
            if let Err(e) = for_problem(&root, &id) {
                panic!("{}", e);
            }
        }
    }

    #[test]
    fn a_spec_with_an_unknown_profile_is_an_error_at_the_spec() {
        let root = std::env::temp_dir().join(format!("bundler-judge-spec-{}", std::process::id()));
        std::fs::create_dir_all(root.join("fixtures")).unwrap();
        std::fs::write(root.join("fixtures/x.toml"), "name = \"x\"\njudge = \"vnojj\"\nio = \"stdin\"\ntime_limit_ms = 1000\nmemory_limit_mib = 256\nchecker = \"exact\"\n").unwrap();
        let err = for_problem(&root, "x").unwrap_err().to_string();
        assert!(err.contains("unknown judge profile `vnojj`") && err.contains("fixtures/x.toml") && err.contains("vnoj"), "{err}");
        assert_eq!(for_problem(&root, "absent").unwrap(), None);
        std::fs::remove_dir_all(&root).unwrap();
    }
}
