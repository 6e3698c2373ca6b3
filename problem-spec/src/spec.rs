//! `fixtures/<id>.toml`, the problem spec: what a judge needs to know about a problem besides
//! its tests. It sits beside the folder of cases, not in it, so that `oj test -d fixtures/<id>`
//! (which rejects any file that is not a case) keeps working.
//!
//! ```toml
//! name = "Euclid's Game"
//! url = "https://acm.hdu.edu.cn/showproblem.php?pid=1525"   # optional
//! judge = "vnoj"            # the bundler's default --judge profile
//! c_judge = "themis-c"      # optional: where the C file goes when `judge` takes Rust
//! io = "stdin"              # or a file name stem: "tab" reads tab.inp / TAB.INP, else stdin
//! time_limit_ms = 1000
//! memory_limit_mib = 256
//! checker = "exact"         # or a special judge (checkers::special::NAMES) for `*.any` cases
//! ```
//!
//! The checker judges the `*.any` cases (where any correct answer is accepted); every other case
//! is compared judge-style, because the statements ask for one canonical answer.

use checkers::Checker;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// How the program gets its input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IoMode {
    Stdin,
    /// `<stem>.inp` -> `<stem>.out` in the working directory (any letter case), else stdin.
    File(String),
}

/// The parsed `fixtures/<id>.toml`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProblemSpec {
    pub name: String,
    pub url: Option<String>,
    /// A judge profile name (the bundler's `--judge`; it checks the name).
    pub judge: String,
    /// A profile of a judge that takes C, where the problem's `main.c` goes besides the Rust
    /// file for `judge` (the seed problems: Themis graders with C/C++ only); `None` when `judge`
    /// itself takes C or nobody needs the C file.
    pub c_judge: Option<String>,
    pub io: IoMode,
    pub time_limit_ms: u64,
    pub memory_limit_mib: u64,
    pub checker: Checker,
}

/// The file as written: every key, nothing else (a misspelt key is an error, not a silent default).
#[derive(Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct RawSpec {
    name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    url: Option<String>,
    judge: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    c_judge: Option<String>,
    io: String,
    time_limit_ms: u64,
    memory_limit_mib: u64,
    checker: String,
}

impl IoMode {
    fn parse(text: &str) -> Result<IoMode, String> {
        if text == "stdin" {
            return Ok(IoMode::Stdin);
        }
        if crate::layout::is_valid_id(text) {
            return Ok(IoMode::File(text.to_string()));
        }
        Err(format!(
            "io = {:?}: want \"stdin\" or a file name stem such as \"tab\" (lowercase letters, digits, _)",
            text
        ))
    }

    fn as_str(&self) -> &str {
        match self {
            IoMode::Stdin => "stdin",
            IoMode::File(stem) => stem,
        }
    }
}

impl ProblemSpec {
    /// Parses the text of a problem spec (`fixtures/<id>.toml`); errors carry TOML's line and column.
    pub fn parse(text: &str) -> Result<ProblemSpec, String> {
        let raw: RawSpec = toml::from_str(text).map_err(|e| e.to_string().trim_end().to_string())?;
        if raw.time_limit_ms == 0 || raw.memory_limit_mib == 0 {
            return Err("time_limit_ms and memory_limit_mib must be positive".to_string());
        }
        Ok(ProblemSpec {
            name: raw.name,
            url: raw.url,
            judge: raw.judge,
            c_judge: raw.c_judge,
            io: IoMode::parse(&raw.io)?,
            time_limit_ms: raw.time_limit_ms,
            memory_limit_mib: raw.memory_limit_mib,
            checker: Checker::from_name(&raw.checker)?,
        })
    }

    /// Reads `fixtures/<id>.toml` under `root`; the error starts with the file's path
    /// (relative to `root`) and says how to create a missing one.
    pub fn load(root: &Path, id: &str) -> Result<ProblemSpec, String> {
        let path = crate::layout::spec_path(root, id);
        let shown = path.strip_prefix(root).unwrap_or(&path).display().to_string();
        let text = std::fs::read_to_string(&path).map_err(|e| {
            format!("{}: {} (every problem needs one: `just new {} --spec-only` writes it for an existing solution)", shown, e, id)
        })?;
        ProblemSpec::parse(&text).map_err(|e| format!("{}: {}", shown, e))
    }

    /// The text of a problem spec (`fixtures/<id>.toml`) for this spec (what `just new` and `just listen` write);
    /// [`ProblemSpec::parse`] reads it back unchanged.
    pub fn to_toml(&self) -> String {
        let raw = RawSpec {
            name: self.name.clone(),
            url: self.url.clone(),
            judge: self.judge.clone(),
            c_judge: self.c_judge.clone(),
            io: self.io.as_str().to_string(),
            time_limit_ms: self.time_limit_ms,
            memory_limit_mib: self.memory_limit_mib,
            checker: self.checker.name().to_string(),
        };
        toml::to_string(&raw).expect("a flat table of strings and integers always serializes")
    }

    /// The checker for one case: the problem's checker for `*.any` cases, else exact.
    pub fn checker_for(&self, case: &crate::Case) -> Checker {
        if case.special {
            self.checker
        } else {
            Checker::Exact
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TAB: &str = "name = \"tab\"\njudge = \"vnoj\"\nio = \"tab\"\ntime_limit_ms = 1000\nmemory_limit_mib = 256\nchecker = \"exact\"\n";

    #[test]
    fn parses_and_writes_back_the_same_spec() {
        let spec = ProblemSpec::parse(TAB).unwrap();
        assert_eq!(spec.io, IoMode::File("tab".into()));
        assert_eq!(spec.url, None);
        assert_eq!(ProblemSpec::parse(&spec.to_toml()).unwrap(), spec);
        let with_url = ProblemSpec { url: Some("https://x/?a=\"b\"".into()), name: "Bob's \"game\"".into(), ..spec };
        assert_eq!(ProblemSpec::parse(&with_url.to_toml()).unwrap(), with_url);
    }

    #[test]
    fn errors_name_the_line_and_what_is_wrong() {
        let misspelt = TAB.replace("checker", "cheker");
        let err = ProblemSpec::parse(&misspelt).unwrap_err();
        assert!(err.contains("line 6") && err.contains("cheker"), "{err}");
        let err = ProblemSpec::parse(&TAB.replace("\"exact\"", "\"nimm\"")).unwrap_err();
        assert!(err.contains("unknown checker `nimm`"), "{err}");
        let err = ProblemSpec::parse(&TAB.replace("io = \"tab\"", "io = \"TAB.INP\"")).unwrap_err();
        assert!(err.contains("stdin"), "{err}");
        let err = ProblemSpec::parse(&TAB.replace("1000", "0")).unwrap_err();
        assert!(err.contains("positive"), "{err}");
        let err = ProblemSpec::parse(&TAB.replace("time_limit_ms = 1000\n", "")).unwrap_err();
        assert!(err.contains("time_limit_ms"), "{err}");
    }
}
