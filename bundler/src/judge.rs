//! Judge profiles: what each judge takes. Size limits and compilers are from
//! ../shared/problems.md; a judge whose limit that file does not state gets none here.

use crate::error::{Error, Result};
use crate::syntax_version::{RustVersion, OLDEST_SUPPORTED, STABLE};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judge {
    pub name: &'static str,
    /// Whether the judge compiles Rust at all.
    pub accepts_rust: bool,
    /// The source size limit and whether it counts bytes or characters.
    pub size_limit: Option<(usize, Unit)>,
    /// The edition the judge compiles with.
    pub edition: &'static str,
    /// The judge's rustc, the newest Rust a bundle for it may need; `None` when it follows
    /// current stable (or, for a judge that takes no Rust, has none).
    pub rustc: Option<RustVersion>,
    /// The platform it compiles for, which `cfg(windows)`, `cfg(target_os = ..)` and the like
    /// are decided for.
    pub platform: Platform,
    /// What to know about its compiler.
    pub note: &'static str,
}

/// A judge's platform.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Platform {
    /// x86_64 Linux (gnu): DMOJ/VNOJ, AtCoder, Luogu, SPOJ, and the default.
    LinuxX86_64,
    /// x86_64 Windows (msvc): Codeforces, Themis.
    WindowsX86_64,
}

impl Platform {
    /// The platform of `profile`; without a profile, Linux.
    pub fn of(profile: Option<&Judge>) -> Platform {
        profile.map_or(Platform::LinuxX86_64, |j| j.platform)
    }

    pub fn target(self) -> crate::cfg::Target {
        match self {
            Platform::LinuxX86_64 => crate::cfg::Target::linux_x86_64(),
            Platform::WindowsX86_64 => crate::cfg::Target::windows_x86_64_msvc(),
        }
    }
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
        rustc: None,
        platform: Platform::LinuxX86_64,
        note: "HDU's languages are C, C++, Pascal, Java and C#",
    },
    Judge {
        name: "vnoj",
        accepts_rust: true,
        size_limit: Some((65_536, Unit::Chars)),
        edition: "2021",
        rustc: None,
        platform: Platform::LinuxX86_64,
        note: "current stable rustc through cargo; file problems get /dev/null as stdin",
    },
    Judge {
        name: "codeforces",
        accepts_rust: true,
        size_limit: Some((65_536, Unit::Bytes)),
        edition: "2021",
        rustc: Some(RustVersion::new(1, 89)),
        platform: Platform::WindowsX86_64,
        note: "rustc 1.89 (earlier 1.75)",
    },
    Judge {
        name: "atcoder",
        accepts_rust: true,
        size_limit: None,
        edition: "2021",
        rustc: Some(RustVersion::new(1, 89)),
        platform: Platform::LinuxX86_64,
        note: "rustc 1.89 (earlier 1.70)",
    },
    Judge {
        name: "luogu",
        accepts_rust: true,
        size_limit: None,
        edition: "2024",
        rustc: Some(RustVersion::new(1, 88)),
        platform: Platform::LinuxX86_64,
        note: "rustc 1.88 or newer with --edition 2024",
    },
    Judge {
        name: "spoj",
        accepts_rust: true,
        size_limit: Some((50_000, Unit::Bytes)),
        edition: "2021",
        rustc: Some(OLDEST_SUPPORTED),
        platform: Platform::LinuxX86_64,
        note: "a very old rustc: the rustc 1.63 check is the closest stand-in",
    },
    Judge {
        name: "themis",
        accepts_rust: true,
        size_limit: None,
        edition: "2021",
        // Graded on the contestant's own machine, whose rustc is taken to be current stable.
        rustc: None,
        platform: Platform::WindowsX86_64,
        note: "a local grader: ID.INP / ID.OUT in the working directory",
    },
];

/// The rustc a bundle must compile with under `profile`, so the newest Rust its code may need:
/// the judge's rustc, [`STABLE`] for a judge that follows stable, and [`OLDEST_SUPPORTED`]
/// (1.63) when no profile is chosen.
pub fn rustc_floor(profile: Option<&Judge>) -> RustVersion {
    match profile {
        Some(judge) => judge.rustc.unwrap_or(STABLE),
        None => OLDEST_SUPPORTED,
    }
}

/// The compiler [`rustc_floor`] stands for, for messages: "the spoj judge's rustc 1.63", "rustc
/// 1.63, which every bundle must compile with when no --judge is chosen".
pub fn describe_rustc(profile: Option<&Judge>) -> String {
    match profile {
        Some(judge) if !judge.accepts_rust => format!("the {} judge, which takes no Rust", judge.name),
        Some(judge) => match judge.rustc {
            Some(version) => format!("the {} judge's rustc {}", judge.name, version),
            None => format!("the {} judge's rustc (current stable)", judge.name),
        },
        None => format!("rustc {}, which every bundle must compile with when no --judge is chosen", OLDEST_SUPPORTED),
    }
}

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
    fn the_rustc_floor_is_the_judges_compiler_then_stable_then_1_63_without_a_profile() {
        let floor = |name: &str| rustc_floor(Some(find(name).unwrap()));
        assert_eq!(floor("spoj"), RustVersion::new(1, 63));
        assert_eq!(floor("codeforces"), RustVersion::new(1, 89));
        assert_eq!(floor("atcoder"), RustVersion::new(1, 89));
        assert_eq!(floor("luogu"), RustVersion::new(1, 88));
        assert_eq!(floor("vnoj"), STABLE);
        assert_eq!(floor("themis"), STABLE);
        assert_eq!(rustc_floor(None), OLDEST_SUPPORTED);
        assert_eq!(describe_rustc(Some(find("spoj").unwrap())), "the spoj judge's rustc 1.63");
        assert_eq!(describe_rustc(Some(find("vnoj").unwrap())), "the vnoj judge's rustc (current stable)");
        assert_eq!(describe_rustc(Some(find("hdu").unwrap())), "the hdu judge, which takes no Rust");
        assert_eq!(describe_rustc(None), "rustc 1.63, which every bundle must compile with when no --judge is chosen");
    }

    #[test]
    fn every_profiles_rustc_agrees_with_its_note_and_knows_its_edition() {
        for judge in JUDGES {
            let edition = crate::syntax_version::edition_needs(judge.edition).unwrap_or_else(|| panic!("{}: unknown edition {}", judge.name, judge.edition));
            assert!(edition <= rustc_floor(Some(judge)), "{}: edition {} needs Rust {}", judge.name, judge.edition, edition);
            match judge.rustc {
                Some(version) => assert!(judge.note.contains(&format!("rustc {}", version)), "{}: the note does not say rustc {}", judge.name, version),
                None => assert!(!judge.note.contains("rustc 1."), "{}: the note names a rustc version but the profile has none", judge.name),
            }
            assert!(rustc_floor(Some(judge)) >= OLDEST_SUPPORTED, "{}: below the oldest supported rustc", judge.name);
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
