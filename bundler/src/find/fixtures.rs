//! Where a program's sample cases are, in the layouts contestants already have, and how its
//! output is judged.
//!
//! - This workspace: `fixtures/<id>/<name>.in` with `<name>.out` ([`problem_spec::layout`]).
//! - online-judge-tools (`oj download`): a `test/` folder of `sample-1.in` / `sample-1.out` in a
//!   package with one binary, `test/<bin>/` in one with several, or any folder (`--fixtures DIR`).
//! - cargo-compete: `testcases/<alias>.yml` beside the package's manifest (the path is
//!   compete.toml's `test-suite` template), read as cargo-compete's own test-suite format:
//!   `cases: [{name, in, out}]` inline, `extend: [{type: Text, path, in: /in/*.txt, out:
//!   /out/*.txt}]` for folders of files, `match: Exact | Lines | SplitWhitespace | {Float:
//!   {relative_error, absolute_error}}`. Inline cases are written as files under
//!   `target/bundle/<id>/cases/`, since the check runs files.
//! - None: the check only compiles, and says so.

use crate::base::error::{Error, Result};
use problem_spec::Case;
use std::path::{Path, PathBuf};

/// How a program's output is compared with the expected one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Comparison {
    /// Judge-style: line by line, trailing spaces and the final newline ignored; `*.any` cases
    /// by the problem's special judge.
    Judge,
    /// Token by token; two numbers are equal within either error (cargo-compete's `Float`).
    Float { relative: f64, absolute: f64 },
}

/// A program's cases.
#[derive(Clone, Debug)]
pub struct Fixtures {
    pub cases: Vec<Case>,
    /// Where they came from, relative to the project's root: `fixtures/hdu1525/`, `test/`,
    /// `testcases/a.yml`; empty when there are none.
    pub from: String,
    pub comparison: Comparison,
    /// What was found but not used (an interactive test suite, a case without output).
    pub notices: Vec<String>,
}

impl Fixtures {
    /// No cases: the check compiles only.
    pub fn none() -> Fixtures {
        Fixtures { cases: Vec::new(), from: String::new(), comparison: Comparison::Judge, notices: Vec::new() }
    }

    /// This workspace's `fixtures/<id>/`.
    pub fn workspace(root: &Path, id: &str) -> Fixtures {
        Fixtures { cases: problem_spec::layout::cases(root, id), from: format!("{}/{}/", problem_spec::layout::FIXTURES_DIR, id), ..Fixtures::none() }
    }

    /// A folder of `<name>.in` / `<name>.out` pairs (oj's layout); `shown` is its path for
    /// messages.
    pub fn folder(dir: &Path, shown: &str) -> Fixtures {
        let shown = if shown.ends_with('/') { shown.to_string() } else { format!("{}/", shown) };
        Fixtures { cases: problem_spec::layout::cases_in(dir), from: shown, ..Fixtures::none() }
    }

    /// cargo-compete's test suite `yml` (at `shown` for messages); inline cases are written into
    /// `scratch` (emptied first) as files.
    pub fn cargo_compete(yml: &Path, shown: &str, scratch: &Path) -> Result<Fixtures> {
        let text = std::fs::read_to_string(yml).map_err(|e| Error::new(format!("cannot read the test suite: {}", e)).at(shown))?;
        let docs = yaml_rust2::YamlLoader::load_from_str(&text)
            .map_err(|e| Error::new(format!("not a cargo-compete test suite (YAML): {}", e)).at(shown).help("fix it, or rerun `cargo compete retrieve testcases`"))?;
        let Some(suite) = docs.into_iter().next() else { return Ok(Fixtures { from: shown.to_string(), ..Fixtures::none() }) };
        let mut fixtures = Fixtures { from: shown.to_string(), ..Fixtures::none() };
        let kind = suite["type"].as_str().unwrap_or("Batch");
        if kind != "Batch" {
            // Interactive suites need their judge program; `Unsubmittable` has no cases.
            fixtures.notices.push(format!("notice: {} is a `{}` test suite, which the check does not run", shown, kind));
            return Ok(fixtures);
        }
        fixtures.comparison = comparison(&suite["match"]).map_err(|why| Error::new(why).at(shown))?;
        let _ = std::fs::remove_dir_all(scratch);
        let mut inline = Vec::new();
        for (k, case) in suite["cases"].as_vec().map(|v| v.as_slice()).unwrap_or(&[]).iter().enumerate() {
            let name = case["name"].as_str().map_or_else(|| format!("case{}", k + 1), str::to_string);
            let (Some(input), output) = (case["in"].as_str(), case["out"].as_str()) else {
                fixtures.notices.push(format!("notice: {}: case `{}` has no `in`, so it is not run", shown, name));
                continue;
            };
            let Some(output) = output else {
                fixtures.notices.push(format!("notice: {}: case `{}` has no `out`, so it is not run", shown, name));
                continue;
            };
            inline.push((safe_name(&name, k), input.to_string(), output.to_string()));
        }
        if !inline.is_empty() {
            std::fs::create_dir_all(scratch).map_err(|e| Error::new(format!("cannot create {}: {}", scratch.display(), e)))?;
        }
        for (name, input, output) in inline {
            let (i, o) = (scratch.join(format!("{}.in", name)), scratch.join(format!("{}.out", name)));
            std::fs::write(&i, input).and_then(|_| std::fs::write(&o, output)).map_err(|e| Error::new(format!("cannot write {}: {}", i.display(), e)))?;
            fixtures.cases.push(Case { name, input: i, output: o, special: false });
        }
        let base = yml.parent().unwrap_or(Path::new("."));
        for extend in suite["extend"].as_vec().map(|v| v.as_slice()).unwrap_or(&[]) {
            if extend["type"].as_str() != Some("Text") {
                // `SystemTestCases` live in cargo-compete's cache, outside the project.
                continue;
            }
            let dir = base.join(extend["path"].as_str().unwrap_or("."));
            let (Some(ins), Some(outs)) = (extend["in"].as_str(), extend["out"].as_str()) else { continue };
            fixtures.cases.extend(text_cases(&dir, ins, outs));
        }
        fixtures.cases.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(fixtures)
    }

    /// A digest of everything judging these cases reads: where they are, how they are
    /// compared, and every input and expected output file's bytes (a missing file counts as
    /// one). The special judges are compiled into the bundler, whose binary keys the caches.
    pub fn digest(&self) -> String {
        use sha2::{Digest, Sha256};
        let mut h = Sha256::new();
        let mut field = |bytes: &[u8]| {
            h.update((bytes.len() as u64).to_le_bytes());
            h.update(bytes);
        };
        field(format!("{:?} {:?}", self.from, self.comparison).as_bytes());
        for case in &self.cases {
            field(format!("{:?}", case).as_bytes());
            for file in [&case.input, &case.output] {
                match std::fs::read(file) {
                    Ok(bytes) => field(&bytes),
                    Err(e) => field(format!("(unreadable: {:?})", e.kind()).as_bytes()),
                }
            }
        }
        format!("sha256:{:x}", h.finalize())
    }

    /// Judges `actual` for `case` of program `id`.
    pub fn judge(&self, id: &str, case: &Case, input: &str, actual: &str) -> std::result::Result<(), String> {
        match self.comparison {
            Comparison::Judge => judge_case(id, case, input, actual),
            Comparison::Float { relative, absolute } => {
                let expected = std::fs::read_to_string(&case.output).unwrap_or_default();
                float_equal(&expected, actual, relative, absolute)
            }
        }
    }

    /// A case's input as messages show it: `fixtures/hdu1525/sample-1.in`, `testcases/a.yml
    /// (sample1)`.
    pub fn shown(&self, case: &Case) -> String {
        if self.from.ends_with(".yml") || self.from.ends_with(".yaml") {
            format!("{} (case {})", self.from, case.name)
        } else {
            format!("{}{}.in", self.from, case.name)
        }
    }
}

/// cargo-compete's `match`.
fn comparison(m: &yaml_rust2::Yaml) -> std::result::Result<Comparison, String> {
    if m.is_badvalue() || m.is_null() {
        return Ok(Comparison::Judge);
    }
    match m.as_str() {
        // Exact is stricter than a judge; the judges this bundler knows all ignore trailing
        // spaces, so the judge-style comparison is what the submission meets.
        Some("Exact") | Some("Lines") | Some("SplitWhitespace") => return Ok(Comparison::Judge),
        Some(other) => return Err(format!("unknown `match: {}` (cargo-compete has Exact, SplitWhitespace, Lines, Float, Checker)", other)),
        None => {}
    }
    let float = &m["Float"];
    if !float.is_badvalue() {
        let number = |y: &yaml_rust2::Yaml| y.as_f64().or_else(|| y.as_i64().map(|i| i as f64)).or_else(|| y.as_str().and_then(|s| s.parse().ok()));
        return Ok(Comparison::Float { relative: number(&float["relative_error"]).unwrap_or(0.0), absolute: number(&float["absolute_error"]).unwrap_or(0.0) });
    }
    if !m["Checker"].is_badvalue() {
        return Err("`match: Checker` runs a command of yours, which the check cannot judge by: use Lines or Float, or pass --no-check".to_string());
    }
    Err("unknown `match` (cargo-compete has Exact, SplitWhitespace, Lines, Float, Checker)".to_string())
}

/// A case name that is a plain file name (`sample 1` -> `sample_1`); `case<k>` when empty.
fn safe_name(name: &str, k: usize) -> String {
    let s: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.' { c } else { '_' }).collect();
    if s.is_empty() || s.starts_with('.') {
        format!("case{}", k + 1)
    } else {
        s
    }
}

/// `extend: [{type: Text, in: /in/*.txt, out: /out/*.txt}]`: each input file matching the `in`
/// pattern (a folder under `dir`, then `*` and a suffix), with the output file of the same name.
fn text_cases(dir: &Path, ins: &str, outs: &str) -> Vec<Case> {
    let split = |pattern: &str| -> Option<(PathBuf, String, String)> {
        let (folder, file) = pattern.rsplit_once('/').unwrap_or(("", pattern));
        let (prefix, suffix) = file.split_once('*')?;
        Some((dir.join(folder.trim_start_matches('/')), prefix.to_string(), suffix.to_string()))
    };
    let (Some((in_dir, in_prefix, in_suffix)), Some((out_dir, out_prefix, out_suffix))) = (split(ins), split(outs)) else { return Vec::new() };
    let mut cases = Vec::new();
    for entry in std::fs::read_dir(&in_dir).into_iter().flatten().flatten() {
        let file = entry.file_name().to_string_lossy().to_string();
        let Some(stem) = file.strip_prefix(in_prefix.as_str()).and_then(|f| f.strip_suffix(in_suffix.as_str())) else { continue };
        let output = out_dir.join(format!("{}{}{}", out_prefix, stem, out_suffix));
        if output.is_file() {
            cases.push(Case { name: stem.to_string(), input: entry.path(), output, special: false });
        }
    }
    cases
}

/// Token by token; numbers within `relative` or `absolute` error of each other are equal.
pub fn float_equal(expected: &str, actual: &str, relative: f64, absolute: f64) -> std::result::Result<(), String> {
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.split_whitespace().collect(), actual.split_whitespace().collect());
    if e.len() != a.len() {
        return Err(format!("expected {} tokens, got {}:\n--- expected\n{}\n--- got\n{}", e.len(), a.len(), expected.trim_end(), actual.trim_end()));
    }
    for (k, (x, y)) in e.iter().zip(&a).enumerate() {
        let close = match (x.parse::<f64>(), y.parse::<f64>()) {
            (Ok(x), Ok(y)) => {
                let d = (x - y).abs();
                d <= absolute || d <= relative * x.abs()
            }
            _ => x == y,
        };
        if !close {
            return Err(format!("token {}: expected `{}`, got `{}` (relative error {}, absolute error {})", k + 1, x, y, relative, absolute));
        }
    }
    Ok(())
}

/// Judges `actual` for one case: the special judge for `*.any` cases, else judge-style equality.
pub fn judge_case(id: &str, case: &problem_spec::Case, input: &str, actual: &str) -> std::result::Result<(), String> {
    let expected = std::fs::read_to_string(&case.output).unwrap_or_default();
    if case.special {
        checkers::special::check(id, input, &expected, actual)
    } else {
        checkers::compare::judge_equal(&expected, actual)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_are_equal_within_either_error() {
        assert!(float_equal("1000.000000\n", "1000", 1e-6, 1e-6).is_ok());
        assert!(float_equal("2820.031250000", "2820.0312", 1e-6, 1e-6).is_ok());
        assert!(float_equal("750", "750.1", 1e-6, 1e-6).is_err());
        assert!(float_equal("Yes 1.5", "Yes 1.5000001", 1e-6, 0.0).is_ok());
        assert!(float_equal("Yes", "No", 1e-6, 1e-6).is_err());
        assert!(float_equal("1 2", "1", 1e-6, 1e-6).is_err());
    }

    #[test]
    fn cargo_compete_suites_are_read_in_its_format() {
        // As `cargo compete new` writes it (cargo-compete's tests/snapshots, abc003 c).
        let dir = std::env::temp_dir().join(format!("bundler-fixtures-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("c/in")).unwrap();
        std::fs::create_dir_all(dir.join("c/out")).unwrap();
        std::fs::write(dir.join("c/in/mine.txt"), "1 1\n5\n").unwrap();
        std::fs::write(dir.join("c/out/mine.txt"), "2.5\n").unwrap();
        let yml = dir.join("c.yml");
        std::fs::write(
            &yml,
            "---\ntype: Batch\ntimelimit: 2s\nmatch:\n  Float:\n    relative_error: 1e-6\n    absolute_error: 1e-6\n\ncases:\n  - name: sample1\n    in: |\n      2 2\n      1000 1500\n    out: |\n      1000.000000\n  - name: sample2\n    in: |\n      2 1\n      1000 1500\n\nextend:\n  - type: Text\n    path: \"./c\"\n    in: /in/*.txt\n    out: /out/*.txt\n",
        )
        .unwrap();
        let f = Fixtures::cargo_compete(&yml, "testcases/c.yml", &dir.join("scratch")).unwrap();
        assert_eq!(f.comparison, Comparison::Float { relative: 1e-6, absolute: 1e-6 });
        let names: Vec<&str> = f.cases.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["mine", "sample1"]);
        assert_eq!(std::fs::read_to_string(&f.cases[1].input).unwrap(), "2 2\n1000 1500\n");
        assert_eq!(f.notices.len(), 1, "sample2 has no out: {:?}", f.notices);
        assert_eq!(f.shown(&f.cases[1]), "testcases/c.yml (case sample1)");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn unknown_matches_and_interactive_suites_are_said() {
        let dir = std::env::temp_dir().join(format!("bundler-fixtures-i-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let yml = dir.join("a.yml");
        std::fs::write(&yml, "---\ntype: Interactive\ntimelimit: 2s\n").unwrap();
        let f = Fixtures::cargo_compete(&yml, "testcases/a.yml", &dir.join("s")).unwrap();
        assert!(f.cases.is_empty() && f.notices[0].contains("Interactive"), "{:?}", f.notices);
        std::fs::write(&yml, "---\ntype: Batch\nmatch: Fuzzy\ncases: []\n").unwrap();
        let e = Fixtures::cargo_compete(&yml, "testcases/a.yml", &dir.join("s")).unwrap_err();
        assert!(e.message.contains("Fuzzy") && e.location == "testcases/a.yml", "{}", e);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
