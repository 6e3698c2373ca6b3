//! The line map written beside a bundle (`main.rs.map`), and messages translated through it: a
//! judge's `main.rs:1234:5` becomes `solver-core/src/nim.rs:40:9`, the line the author wrote.
//!
//! The bundle itself names no absolute path and carries no map (its bytes stay what the judge
//! gets); the map goes into a file of its own, written with the bundle, read later by
//! `bundler where` and by `judge`. Its format is plain text, one record a line, deterministic
//! (relative paths, no timestamps), so that it diffs and can be read by hand:
//!
//! ```text
//! # solver-core bundler line map 1 ...
//! bundle main.rs 10234 412 sha256:3f5a...   the bundle's name, bytes, lines and hash
//! file 1 problems/src/bin/hdu1525.rs    file numbers, then paths relative to the workspace
//! file 2 solver-core/src/euclid.rs
//! = 3 1 1 18                            bundle lines 3..=20 are file 1's lines 1..=18, unchanged
//! ~ 40 2 7                              bundle line 40 is file 2's line 7, edited:
//! < pub fn f() -> u32 { crate::a::g() }          the line as written
//! > pub fn f() -> u32 { crate::solver_core::a::g() }   the line in the bundle
//! # made from sha256:9c1e...            what it was made from, so an unchanged map is kept
//! ```
//!
//! A bundle line with no record is one only the bundler wrote (the header, `mod solver_core {`).
//! The records come from [`crate::base::linemap::LineMap::resolve`], the map the check already uses
//! for compiler messages.

use crate::base::error::{Error, Result};
use crate::base::linemap::Origin;
use sha2::{Digest, Sha256};
use similar::{Algorithm, DiffOp};
use std::path::Path;

/// The first line of every map file; the number is the format's version.
const MAGIC: &str = "# solver-core bundler line map 1";

/// The map file of the bundle at `bundle` (`target/bundle/<id>/main.rs.map`).
pub fn map_path_of(bundle: &str) -> String {
    format!("{}.map", bundle)
}

/// Where one bundle line came from, as kept in the map.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Entry {
    /// Index into [`SavedMap::files`].
    file: usize,
    /// 1-based.
    line: usize,
    /// For an edited line: (the source line, the bundle line), to carry columns across.
    edited: Option<(String, String)>,
}

/// A bundle's line map as written beside it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedMap {
    /// The bundle's file name (`main.rs`).
    pub bundle_name: String,
    /// Its length in bytes and SHA-256 (hex), to tell whether a bundle is the one mapped.
    pub bundle_len: usize,
    pub bundle_sha256: String,
    /// The bundle's number of lines.
    pub bundle_lines: usize,
    /// Paths relative to the workspace root.
    files: Vec<String>,
    /// One per bundle line (index 0 = line 1).
    lines: Vec<Option<Entry>>,
}

/// Where a location in the bundle is in the sources.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lookup {
    /// In a file the author wrote. `column` is `None` when the bundle's line was edited and the
    /// column could not be carried back, or when none was asked.
    Source { file: String, line: usize, column: Option<usize> },
    /// A line only the bundler wrote.
    Generated,
    /// Past the bundle's last line: not a location of this bundle.
    OutOfRange,
}

/// The hex SHA-256 of `text`.
fn sha256(text: &str) -> String {
    Sha256::digest(text.as_bytes()).iter().map(|b| format!("{:02x}", b)).collect()
}

impl SavedMap {
    /// The map of `bundle` (named `bundle_name`), from each line's origin. `exact_only` keeps
    /// only lines that are their source line unchanged (for a bundle whose lines were shrunk,
    /// where a merely alike line may be another one).
    pub fn from_origins(bundle_name: &str, bundle: &str, origins: &[Option<Origin>], exact_only: bool) -> SavedMap {
        let mut files: Vec<String> = Vec::new();
        let bundle_lines: Vec<&str> = bundle.lines().collect();
        let lines = (0..bundle_lines.len())
            .map(|k| {
                let origin = origins.get(k)?.as_ref()?;
                if exact_only && !origin.exact {
                    return None;
                }
                let file = match files.iter().position(|f| *f == origin.file) {
                    Some(i) => i,
                    None => {
                        files.push(origin.file.clone());
                        files.len() - 1
                    }
                };
                let edited = if origin.exact { None } else { Some((origin.text.trim_end().to_string(), bundle_lines[k].trim_end().to_string())) };
                Some(Entry { file, line: origin.line, edited })
            })
            .collect();
        SavedMap { bundle_name: bundle_name.to_string(), bundle_len: bundle.len(), bundle_sha256: sha256(bundle), bundle_lines: bundle_lines.len(), files, lines }
    }

    /// The map of a finished bundle, named `main.rs`.
    pub fn of_bundle(bundle: &crate::write::bundle::Bundle) -> SavedMap {
        let origins = bundle.line_map.resolve(&bundle.source);
        SavedMap::from_origins("main.rs", &bundle.source, &origins, bundle.shrunk.is_some())
    }

    /// Whether `bundle` is the text this map was made from.
    pub fn matches(&self, bundle: &str) -> bool {
        bundle.len() == self.bundle_len && sha256(bundle) == self.bundle_sha256
    }

    /// The map file's text.
    pub fn render(&self) -> String {
        let mut out = format!(
            "{} (see `bundler where --help`): which line of which source file each line of {} is.\n",
            MAGIC, self.bundle_name
        );
        out.push_str(&format!("bundle {} {} {} sha256:{}\n", self.bundle_name, self.bundle_len, self.bundle_lines, self.bundle_sha256));
        for (k, f) in self.files.iter().enumerate() {
            out.push_str(&format!("file {} {}\n", k + 1, f));
        }
        let mut n = 0;
        while n < self.lines.len() {
            let Some(entry) = &self.lines[n] else {
                n += 1;
                continue;
            };
            match &entry.edited {
                Some((source, bundle)) => {
                    out.push_str(&format!("~ {} {} {}\n< {}\n> {}\n", n + 1, entry.file + 1, entry.line, source, bundle));
                    n += 1;
                }
                None => {
                    // A run of unchanged lines, one file's consecutive lines.
                    let mut len = 1;
                    while let Some(Some(next)) = self.lines.get(n + len) {
                        if next.edited.is_some() || next.file != entry.file || next.line != entry.line + len {
                            break;
                        }
                        len += 1;
                    }
                    out.push_str(&format!("= {} {} {} {}\n", n + 1, entry.file + 1, entry.line, len));
                    n += len;
                }
            }
        }
        out
    }

    /// Reads a map file's text; `path` names it in errors.
    pub fn parse(text: &str, path: &str) -> Result<SavedMap> {
        let bad = |k: usize, what: &str| {
            Error::new(format!("not a line map the bundler wrote: {}", what))
                .at(format!("{}:{}:1", path, k + 1))
                .help("bundle the problem again to write a fresh map (`cargo bundle <id>`)")
        };
        let lines: Vec<&str> = text.lines().collect();
        if !lines.first().map_or(false, |l| l.starts_with(MAGIC)) {
            return Err(bad(0, &format!("the first line is not `{} ...`", MAGIC)));
        }
        let head: Vec<&str> = lines.get(1).map_or(Vec::new(), |l| l.split(' ').collect());
        let (bundle_name, bundle_len, bundle_lines, bundle_sha256) = match head[..] {
            ["bundle", name, len, count, hash] if len.parse::<usize>().is_ok() && count.parse::<usize>().is_ok() && hash.starts_with("sha256:") => {
                (name.to_string(), len.parse().unwrap_or(0), count.parse().unwrap_or(0), hash["sha256:".len()..].to_string())
            }
            _ => return Err(bad(1, "the second line is not `bundle <name> <bytes> <lines> sha256:<hex>`")),
        };
        if bundle_lines > bundle_len + 1 {
            return Err(bad(1, "a bundle has at most one line more than it has bytes"));
        }
        let mut map = SavedMap { bundle_name, bundle_len, bundle_sha256, bundle_lines, files: Vec::new(), lines: vec![None; bundle_lines] };
        let number = |k: usize, word: Option<&str>| word.and_then(|w| w.parse::<usize>().ok()).ok_or_else(|| bad(k, "a number is missing"));
        let mut k = 2;
        while k < lines.len() {
            let line = lines[k];
            let mut words = line.splitn(5, ' ');
            match words.next() {
                Some("file") => {
                    let n = number(k, words.next())?;
                    let rest = line.splitn(3, ' ').nth(2).unwrap_or("");
                    if n != map.files.len() + 1 || rest.is_empty() {
                        return Err(bad(k, "files are numbered 1, 2, ... in order, each with a path"));
                    }
                    map.files.push(rest.to_string());
                }
                Some(kind @ ("=" | "~")) => {
                    let at = number(k, words.next())?;
                    let file = number(k, words.next())?;
                    let source_line = number(k, words.next())?;
                    let len_ok = kind == "~" || words.clone().next().and_then(|w| w.parse::<usize>().ok()).map_or(false, |len| len >= 1 && at.saturating_sub(1) + len <= bundle_lines);
                    if file == 0 || file > map.files.len() || at == 0 || at > bundle_lines || !len_ok {
                        return Err(bad(k, "a record names a file or a line that does not exist"));
                    }
                    let (len, edited) = if kind == "=" {
                        (number(k, words.next())?, None)
                    } else {
                        let source = lines.get(k + 1).and_then(|l| l.strip_prefix("< ").or_else(|| l.strip_prefix('<')));
                        let bundle = lines.get(k + 2).and_then(|l| l.strip_prefix("> ").or_else(|| l.strip_prefix('>')));
                        match (source, bundle) {
                            (Some(s), Some(b)) => {
                                k += 2;
                                (1, Some((s.to_string(), b.to_string())))
                            }
                            _ => return Err(bad(k, "an edited line's record is followed by `< source` and `> bundle`")),
                        }
                    };
                    for d in 0..len {
                        map.lines[at - 1 + d] = Some(Entry { file: file - 1, line: source_line + d, edited: edited.clone() });
                    }
                }
                _ if line.is_empty() || line.starts_with('#') => {}
                _ => return Err(bad(k, "a line is not `file`, `=` or `~`")),
            }
            k += 1;
        }
        Ok(map)
    }

    /// Where bundle line `line` (1-based), column `column` (1-based, in chars) came from.
    pub fn lookup(&self, line: usize, column: Option<usize>) -> Lookup {
        if line == 0 || line > self.lines.len() {
            return Lookup::OutOfRange;
        }
        match self.lines.get(line - 1).cloned().flatten() {
            None => Lookup::Generated,
            Some(entry) => {
                let column = match (&entry.edited, column) {
                    (_, None) => None,
                    (None, Some(c)) => Some(c),
                    (Some((source, bundle)), Some(c)) => column_in_source(bundle, source, c),
                };
                Lookup::Source { file: self.files[entry.file].clone(), line: entry.line, column }
            }
        }
    }

    /// `text` with every location of the bundle (a `<path>:<line>[:<column>]` whose path
    /// `is_bundle` accepts) replaced by the source location it came from. Locations in lines
    /// the bundler wrote stay, marked as such.
    pub fn translate(&self, text: &str, is_bundle: &dyn Fn(&str) -> bool) -> String {
        let mut out = String::new();
        let mut from = 0;
        for found in find_locations(text) {
            if !is_bundle(&found.path) {
                continue;
            }
            out.push_str(&text[from..found.start]);
            let original = &text[found.start..found.end];
            match self.lookup(found.line, found.column) {
                Lookup::Source { file, line, column } => {
                    out.push_str(&format!("{}:{}", file, line));
                    if let Some(c) = column {
                        out.push_str(&format!(":{}", c));
                    }
                }
                Lookup::Generated => {
                    out.push_str(original);
                    out.push_str(" (a line the bundler wrote)");
                }
                Lookup::OutOfRange => {
                    out.push_str(original);
                    out.push_str(" (past the end of the bundle: is it the one mapped?)");
                }
            }
            from = found.end;
        }
        out.push_str(&text[from..]);
        out
    }
}

/// The column (1-based, in chars) in `source` of the character at `column` of `bundle`, its
/// edited copy: through a character diff of the two, so text before the column that the
/// bundler inserted or rewrote (`crate::` made `crate::solver_core::`) is accounted for. A
/// column inside rewritten text maps to where that text starts in the source; `None` past the
/// end of the line.
pub fn column_in_source(bundle: &str, source: &str, column: usize) -> Option<usize> {
    let new: Vec<char> = bundle.chars().collect();
    let old: Vec<char> = source.chars().collect();
    let c = column.checked_sub(1)?;
    if c >= new.len() {
        return None;
    }
    for op in similar::capture_diff_slices(Algorithm::Myers, &old, &new) {
        match op {
            DiffOp::Equal { old_index, new_index, len } if (new_index..new_index + len).contains(&c) => {
                return Some(old_index + (c - new_index) + 1);
            }
            DiffOp::Insert { old_index, new_index, new_len } if (new_index..new_index + new_len).contains(&c) => {
                return Some(old_index.min(old.len().saturating_sub(1)) + 1);
            }
            DiffOp::Replace { old_index, new_index, new_len, .. } if (new_index..new_index + new_len).contains(&c) => {
                return Some(old_index + 1);
            }
            _ => {}
        }
    }
    None
}

/// A `<path>:<line>[:<column>]` in a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Located {
    /// Byte range in the message.
    pub start: usize,
    pub end: usize,
    /// As written (`main.rs`, `./main.rs`, `/judge/run/src/main.rs`).
    pub path: String,
    pub line: usize,
    pub column: Option<usize>,
}

/// Every `<path>.rs:<line>[:<column>]` in `text`, in order: a panic's place (old and new
/// formats: `panicked at 'msg', src/main.rs:2:5` and `panicked at main.rs:2:5:`), a backtrace
/// frame's `at ./main.rs:2:5`, a pasted `main.rs:1234:5`.
pub fn find_locations(text: &str) -> Vec<Located> {
    let bytes = text.as_bytes();
    let is_delimiter = |b: u8| b.is_ascii_whitespace() || b"'\"()<>[]{},;=`".contains(&b);
    let digits = |at: usize| {
        let end = (at..bytes.len()).find(|&k| !bytes[k].is_ascii_digit()).unwrap_or(bytes.len());
        if end > at {
            text[at..end].parse::<usize>().ok().map(|n| (n, end))
        } else {
            None
        }
    };
    let mut found = Vec::new();
    let mut search = 0;
    while let Some(rel) = text[search..].find(".rs:") {
        let dot = search + rel;
        search = dot + 4;
        let Some((line, mut end)) = digits(dot + 4) else { continue };
        let mut column = None;
        if bytes.get(end) == Some(&b':') {
            if let Some((c, e)) = digits(end + 1) {
                column = Some(c);
                end = e;
            }
        }
        let start = (0..dot).rev().find(|&k| is_delimiter(bytes[k])).map_or(0, |k| k + 1);
        if start == dot || found.last().map_or(false, |l: &Located| l.end > start) {
            continue;
        }
        found.push(Located { start, end, path: text[start..dot + 3].to_string(), line, column });
        search = end;
    }
    found
}

/// Whether `path` (from a judge's message) can be the bundle rather than the standard
/// library's sources or a registry crate the judge compiled: any `.rs` file outside those.
pub fn may_be_bundle(path: &str) -> bool {
    const NOT_OURS: [&str; 5] = ["/rustc/", "/.cargo/", "library/core/", "library/std/", "library/alloc/"];
    !NOT_OURS.iter().any(|p| path.contains(p))
}

/// Whether `path` names a file called `main.rs` (`main.rs`, `./main.rs`, `/abs/main.rs`):
/// how the local judge's compiled bundle names itself.
pub fn is_main_rs(path: &str) -> bool {
    may_be_bundle(path) && (path == "main.rs" || path.ends_with("/main.rs"))
}

/// The answer of `bundler where`. A message that is one location (`main.rs:1234:5`,
/// `1234:5`, `1234`) gets the source location and its line (from `bundle`, the mapped bundle's
/// text, when it is at hand); any other text comes back with every location of the bundle in it
/// replaced ([`SavedMap::translate`]).
pub fn explain(map: &SavedMap, bundle: Option<&str>, message: &str) -> Result<String> {
    let trimmed = message.trim();
    let bare: Vec<&str> = trimmed.split(':').collect();
    let numbers: Option<Vec<usize>> = bare.iter().map(|w| w.parse::<usize>().ok()).collect();
    let one = match numbers.as_deref() {
        Some([line]) => Some((format!("{}:{}", map.bundle_name, line), *line, None)),
        Some([line, column]) => Some((format!("{}:{}:{}", map.bundle_name, line, column), *line, Some(*column))),
        _ => match find_locations(trimmed).as_slice() {
            [only] if only.start == 0 && only.end == trimmed.len() => Some((trimmed.to_string(), only.line, only.column)),
            _ => None,
        },
    };
    let Some((asked, line, column)) = one else {
        if !find_locations(message).iter().any(|l| may_be_bundle(&l.path)) {
            return Err(Error::new("no location of the bundle in the message (like `main.rs:1234:5`)")
                .help("paste the judge's message, or give the location: `bundler where <id> main.rs:1234:5`"));
        }
        let mut out = map.translate(message, &may_be_bundle);
        if !out.ends_with('\n') {
            out.push('\n');
        }
        return Ok(out);
    };
    let bundle_line = bundle.and_then(|b| b.lines().nth(line.wrapping_sub(1))).map(str::trim_end);
    match map.lookup(line, column) {
        Lookup::Source { file, line: source_line, column: source_column } => {
            let mut out = format!("{} is {}:{}", asked, file, source_line);
            if let Some(c) = source_column {
                out.push_str(&format!(":{}", c));
            } else if column.is_some() {
                out.push_str(" (the bundle's line is edited there, so its column does not carry over)");
            }
            let entry = map.lines[line - 1].as_ref().expect("looked up");
            let text = match &entry.edited {
                Some((source, _)) => Some(source.as_str()),
                None => bundle_line,
            };
            if let Some(text) = text {
                out.push_str(&format!("\n  | {}", text));
            }
            out.push('\n');
            Ok(out)
        }
        Lookup::Generated => Ok(format!("{} is a line the bundler wrote, in no source file{}\n", asked, bundle_line.map(|t| format!(":\n  | {}", t)).unwrap_or_default())),
        Lookup::OutOfRange => Err(Error::new(format!("{} is past the end of the bundle, which has {} lines", asked, map.bundle_lines))
            .help("is it the bundle you submitted? The map describes the last bundle written; bundle again and resubmit to be sure")),
    }
}

/// Writes the map of `bundle` beside the bundle file `root/bundle_rel`, atomically.
///
/// Resolving the map diffs the bundle against its sources (most of a cached check's time), so
/// the map ends with a comment line holding a digest of what it was made from (the bundle, the
/// line map's sources, shrunk or not); a map already there with the same digest is left as it is.
pub fn write_beside(root: &Path, bundle_rel: &str, bundle: &crate::write::bundle::Bundle) -> Result<()> {
    let rel = map_path_of(bundle_rel);
    let made_from = format!("{}{}\n", MADE_FROM, sha256(&format!("{}\n{}\n{}", bundle.line_map.digest(), bundle.shrunk.is_some(), bundle.source)));
    if std::fs::read_to_string(root.join(&rel)).map_or(false, |old| old.ends_with(&format!("\n{}", made_from))) {
        return Ok(());
    }
    crate::base::output::write_atomically(root, &rel, &format!("{}{}", SavedMap::of_bundle(bundle).render(), made_from))
}

/// The last line of a map file [`write_beside`] wrote starts so (a comment to [`SavedMap::parse`]).
const MADE_FROM: &str = "# made from sha256:";

/// Reads the map beside the bundle file `bundle` (shown as `shown` in messages).
pub fn read_beside(bundle: &Path, shown: &str) -> Result<SavedMap> {
    let map_shown = map_path_of(shown);
    let text = std::fs::read_to_string(map_path_of(&bundle.to_string_lossy())).map_err(|e| {
        Error::new(format!("cannot read the line map: {}", e))
            .at(map_shown.clone())
            .help("the map is written with each bundle: bundle the problem again (`cargo bundle <id>`), and keep the map beside a copy of the bundle")
    })?;
    SavedMap::parse(&text, &map_shown)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn origin(file: &str, line: usize, text: &str, exact: bool) -> Option<Origin> {
        Some(Origin { file: file.to_string(), line, text: text.to_string(), exact })
    }

    #[test]
    fn a_map_survives_its_text_and_looks_lines_up() {
        let bundle = "// header\nfn main() {\n    a::f();\n}\nmod a {\npub fn f() { crate::solver_core::b::g() }\n}\n";
        let origins = vec![
            None,
            origin("p.rs", 1, "fn main() {", true),
            origin("p.rs", 2, "    a::f();", true),
            origin("p.rs", 3, "}", true),
            None,
            origin("lib/a.rs", 4, "pub fn f() { crate::b::g() }", false),
            None,
        ];
        let map = SavedMap::from_origins("main.rs", bundle, &origins, false);
        let text = map.render();
        assert!(text.contains("\n= 2 1 1 3\n~ 6 2 4\n< pub fn f() { crate::b::g() }\n> pub fn f() { crate::solver_core::b::g() }\n"), "{}", text);
        let back = SavedMap::parse(&text, "main.rs.map").unwrap();
        assert_eq!(back, map);
        assert!(back.matches(bundle) && !back.matches("fn main() {}\n"));
        assert_eq!(back.lookup(3, Some(5)), Lookup::Source { file: "p.rs".into(), line: 2, column: Some(5) });
        assert_eq!(back.lookup(1, Some(1)), Lookup::Generated);
        assert_eq!(back.lookup(8, None), Lookup::OutOfRange);
        // `g` is column 37 of the bundle line and column 24 of the line as written.
        assert_eq!(back.lookup(6, Some(37)), Lookup::Source { file: "lib/a.rs".into(), line: 4, column: Some(24) });
        // Inside the inserted `solver_core::`: a column of the path `crate::b` as written (14..=21).
        match back.lookup(6, Some(22)) {
            Lookup::Source { column: Some(c), .. } => assert!((14..=21).contains(&c), "{}", c),
            other => panic!("{:?}", other),
        }
        // Shrunk: only exact lines.
        let exact = SavedMap::from_origins("main.rs", bundle, &origins, true);
        assert_eq!(exact.lookup(6, None), Lookup::Generated);
    }

    #[test]
    fn bad_maps_say_where() {
        let e = SavedMap::parse("hello\n", "m.map").unwrap_err();
        assert_eq!(e.location, "m.map:1:1");
        let e = SavedMap::parse(&format!("{}\nbundle main.rs 10 2 sha256:00\n= 1 3 1 1\n", MAGIC), "m.map").unwrap_err();
        assert_eq!(e.location, "m.map:3:1");
        let e = SavedMap::parse(&format!("{}\nbundle main.rs 10 2 sha256:00\nfile 1 a.rs\n= 1 1 1 3\n", MAGIC), "m.map").unwrap_err();
        assert_eq!(e.location, "m.map:4:1", "three lines from line 1 of a two-line bundle");
    }

    #[test]
    fn locations_in_judge_messages() {
        let new = "thread 'main' panicked at main.rs:12:5:\nindex out of bounds";
        let found = find_locations(new);
        assert_eq!(found.len(), 1);
        assert_eq!((found[0].path.as_str(), found[0].line, found[0].column), ("main.rs", 12, Some(5)));
        assert_eq!(&new[found[0].start..found[0].end], "main.rs:12:5");
        let old = "thread 'main' panicked at 'boom', src/main.rs:3:9\n   4: main::main\n             at ./main.rs:40:17\n             at /rustc/abc/library/core/src/ops.rs:250:5";
        let found: Vec<(String, usize, Option<usize>)> = find_locations(old).into_iter().map(|l| (l.path, l.line, l.column)).collect();
        assert_eq!(
            found,
            vec![
                ("src/main.rs".to_string(), 3, Some(9)),
                ("./main.rs".to_string(), 40, Some(17)),
                ("/rustc/abc/library/core/src/ops.rs".to_string(), 250, Some(5))
            ]
        );
        assert!(find_locations("main.rs: no line, x.rs:y").is_empty());
        assert_eq!(find_locations("(Main.rs:7)")[0].column, None);
        assert!(is_main_rs("./main.rs") && is_main_rs("/tmp/x/main.rs") && !is_main_rs("/rustc/h/library/std/src/main.rs") && !is_main_rs("src/lib.rs"));
        assert!(may_be_bundle("Main.rs") && !may_be_bundle("/rustc/h/library/core/src/panicking.rs"));
    }

    #[test]
    fn explain_one_location_or_a_message() {
        let bundle = "// header\nfn main() {\n    None::<u8>.unwrap();\n}\n";
        let origins = vec![None, origin("p.rs", 1, "fn main() {", true), origin("p.rs", 2, "    None::<u8>.unwrap();", true), origin("p.rs", 3, "}", true)];
        let map = SavedMap::from_origins("main.rs", bundle, &origins, false);
        assert_eq!(explain(&map, Some(bundle), "main.rs:3:16").unwrap(), "main.rs:3:16 is p.rs:2:16\n  | None::<u8>.unwrap();\n".replace("| N", "|     N"));
        assert_eq!(explain(&map, None, " 3:16\n").unwrap(), "main.rs:3:16 is p.rs:2:16\n");
        assert_eq!(explain(&map, Some(bundle), "1").unwrap(), "main.rs:1 is a line the bundler wrote, in no source file:\n  | // header\n");
        assert!(explain(&map, None, "main.rs:9:1").unwrap_err().message.contains("past the end"));
        assert_eq!(explain(&map, None, "thread 'main' panicked at src/main.rs:3:16:").unwrap(), "thread 'main' panicked at p.rs:2:16:\n");
        assert!(explain(&map, None, "Runtime error").is_err());
    }

    #[test]
    fn translation_replaces_only_bundle_locations() {
        let bundle = "// header\nfn main() {\n    None::<u8>.unwrap();\n}\n";
        let origins = vec![None, origin("p.rs", 1, "fn main() {", true), origin("p.rs", 2, "    None::<u8>.unwrap();", true), origin("p.rs", 3, "}", true)];
        let map = SavedMap::from_origins("main.rs", bundle, &origins, false);
        let message = "panicked at main.rs:3:16:\n at ./main.rs:1:1\n at /rustc/x/library/core/src/option.rs:9:5\n at main.rs:99:1";
        assert_eq!(
            map.translate(message, &is_main_rs),
            "panicked at p.rs:2:16:\n at ./main.rs:1:1 (a line the bundler wrote)\n at /rustc/x/library/core/src/option.rs:9:5\n at main.rs:99:1 (past the end of the bundle: is it the one mapped?)"
        );
    }
}
