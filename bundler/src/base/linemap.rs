//! Where each line of a bundle came from, so that a compiler's message about the bundle can
//! point at the user's own file and line.
//!
//! [`crate::write::emit`] records the source lines in the order it emits them (the problem, then each
//! emitted library file, a child file's lines where its `mod x;` stands). Emitting copies the
//! text between edits verbatim, so the bundle is that sequence with some lines removed and a
//! few rewritten or added. A line diff (Myers) between the two recovers the map without the
//! emitter tracking every edit: equal lines map exactly; a rewritten line (a `use` with some
//! leaves pruned, a `crate::` path made longer) maps to the source line it replaced when the
//! two are alike; a line only the bundler wrote (the header, `mod solver_core {`) maps to
//! nothing. Optional post-passes (`--remove-docs`, `--minify`) are covered the same way, as
//! far as their lines still resemble the source.

use similar::{Algorithm, DiffOp};
use std::collections::BTreeMap;

/// A line shorter than this (`}`, `Ok(())`) is too common to be placed by its text alone.
const MIN_VERBATIM_CHARS: usize = 12;

/// The source lines of one bundle, in emission order.
#[derive(Clone, Debug, Default)]
pub struct LineMap {
    /// (path relative to the workspace root, text) of each file that contributed lines.
    files: Vec<(String, String)>,
    /// (file index, 0-based line index), in the order the emitter wrote them.
    order: Vec<(u32, u32)>,
}

/// Where one bundle line came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    /// `problems/src/bin/<id>.rs` or `solver-core/src/<file>.rs`.
    pub file: String,
    /// 1-based.
    pub line: usize,
    /// The source line's text.
    pub text: String,
    /// The bundle line is the source line unchanged (so columns carry over as they are).
    pub exact: bool,
}

impl LineMap {
    /// Registers a file; returns its index for [`LineMap::push_lines`].
    pub fn add_file(&mut self, rel_path: &str, text: &str) -> usize {
        self.files.push((rel_path.to_string(), text.to_string()));
        self.files.len() - 1
    }

    /// Appends lines `lines` (0-based, end exclusive) of file `file` to the emission order.
    pub fn push_lines(&mut self, file: usize, lines: std::ops::Range<usize>) {
        self.order.extend(lines.map(|l| (file as u32, l as u32)));
    }

    /// The 0-based line of byte `offset` in file `file`.
    pub fn line_of(&self, file: usize, offset: usize) -> usize {
        let text = &self.files[file].1;
        text.as_bytes()[..offset.min(text.len())].iter().filter(|&&b| b == b'\n').count()
    }

    /// The path (relative to the workspace root) of every file that contributed lines, in the
    /// order they were registered: the problem, then each library file emitted.
    pub fn file_paths(&self) -> Vec<String> {
        self.files.iter().map(|(path, _)| path.clone()).collect()
    }

    /// The number of lines of file `file`.
    pub fn line_count(&self, file: usize) -> usize {
        self.files[file].1.lines().count()
    }

    /// What the map holds, for [`crate::bundle_cache`] to store: each file's path and text, and
    /// the emission order as (file index, 0-based line).
    pub fn parts(&self) -> (&[(String, String)], &[(u32, u32)]) {
        (&self.files, &self.order)
    }

    /// The map [`LineMap::parts`] described; `None` when the order names a file or line that
    /// is not there (a corrupt cache entry).
    pub fn from_parts(files: Vec<(String, String)>, order: Vec<(u32, u32)>) -> Option<LineMap> {
        let lines: Vec<usize> = files.iter().map(|(_, t)| t.split('\n').count()).collect();
        if order.iter().any(|&(f, l)| lines.get(f as usize).map_or(true, |&n| l as usize >= n)) {
            return None;
        }
        Some(LineMap { files, order })
    }

    /// A digest of everything [`LineMap::resolve`] reads besides the bundle: the files' paths
    /// and texts, and the emission order (so a saved map can tell it is still up to date).
    pub fn digest(&self) -> String {
        use sha2::{Digest, Sha256};
        let mut h = Sha256::new();
        for (path, text) in &self.files {
            for field in [path.as_bytes(), text.as_bytes()] {
                h.update((field.len() as u64).to_le_bytes());
                h.update(field);
            }
        }
        for &(f, l) in &self.order {
            h.update(f.to_le_bytes());
            h.update(l.to_le_bytes());
        }
        h.finalize().iter().map(|b| format!("{:02x}", b)).collect()
    }

    /// For each line of `bundle` (index 0 = line 1), where it came from, if anywhere.
    pub fn resolve(&self, bundle: &str) -> Vec<Option<Origin>> {
        let file_lines: Vec<Vec<&str>> = self.files.iter().map(|(_, text)| text.lines().collect()).collect();
        let source: Vec<&str> = self
            .order
            .iter()
            .map(|&(f, l)| file_lines[f as usize].get(l as usize).copied().unwrap_or("").trim_end())
            .collect();
        let bundle_lines: Vec<&str> = bundle.lines().map(str::trim_end).collect();
        let mut out = vec![None; bundle_lines.len()];
        // The index into `order` of each placed line.
        let mut at_order: Vec<Option<usize>> = vec![None; bundle_lines.len()];
        let origin = |k: usize, exact: bool| {
            let (f, l) = self.order[k];
            Some(Origin {
                file: self.files[f as usize].0.clone(),
                line: l as usize + 1,
                text: file_lines[f as usize].get(l as usize).copied().unwrap_or("").to_string(),
                exact,
            })
        };
        for op in similar::capture_diff_slices(Algorithm::Myers, &source, &bundle_lines) {
            match op {
                DiffOp::Equal { old_index, new_index, len } => {
                    for k in 0..len {
                        out[new_index + k] = origin(old_index + k, true);
                        at_order[new_index + k] = Some(old_index + k);
                    }
                }
                DiffOp::Replace { old_index, old_len, new_index, new_len } => {
                    // Rewritten lines: pair each with the most alike source line of the block,
                    // in order, when they are alike enough to be the same line edited.
                    // A character diff per pair is what costs (a block can pair a few
                    // rewritten lines with hundreds of removed ones): a pair whose shared
                    // characters, counted as multisets, cannot reach the threshold or beat the
                    // best so far is skipped. The count bounds the diff's matches, so the
                    // choice is the one the full scan makes.
                    let old_chars: Vec<Vec<char>> = (old_index..old_index + old_len).map(|o| sorted_chars(source[o])).collect();
                    let mut from = old_index;
                    for n in new_index..new_index + new_len {
                        let new_chars = sorted_chars(bundle_lines[n]);
                        let mut best: Option<(f32, usize)> = None;
                        for o in from..old_index + old_len {
                            let bound = likeness_bound(&old_chars[o - old_index], &new_chars);
                            // Below the threshold it is never taken; at the best score so far,
                            // the earlier line keeps it.
                            if bound < LIKENESS_THRESHOLD || best.map_or(false, |(bs, _)| bound <= bs) {
                                continue;
                            }
                            let s = likeness(source[o], bundle_lines[n]);
                            match best {
                                Some((bs, _)) if bs >= s => {}
                                _ => best = Some((s, o)),
                            }
                        }
                        if let Some((score, o)) = best {
                            if score >= LIKENESS_THRESHOLD {
                                out[n] = origin(o, false);
                                at_order[n] = Some(o);
                                from = o + 1;
                            }
                        }
                    }
                }
                DiffOp::Delete { .. } | DiffOp::Insert { .. } => {}
            }
        }
        // The diff can pair a run of lines that many files share (a license header) with the
        // wrong file and then leave a whole file unmatched. A line still unplaced that appears
        // verbatim in the sources is theirs: the first occurrence after the last placed line.
        let mut position: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        for (k, line) in source.iter().enumerate() {
            if line.trim().len() >= MIN_VERBATIM_CHARS {
                position.entry(line.trim()).or_default().push(k);
            }
        }
        let mut last = 0;
        for n in 0..bundle_lines.len() {
            if out[n].is_some() {
                last = at_order[n].unwrap_or(last);
                continue;
            }
            if let Some(candidates) = position.get(bundle_lines[n].trim()) {
                let k = candidates.iter().copied().find(|&k| k >= last).unwrap_or(candidates[0]);
                out[n] = origin(k, true);
                last = k;
            }
        }
        out
    }
}

/// How alike a rewritten line must be to a source line to be placed as that line, edited.
const LIKENESS_THRESHOLD: f32 = 0.6;

/// The characters of `line` trimmed, sorted (for [`likeness_bound`]); none for a blank line,
/// whose [`likeness`] is 0.
fn sorted_chars(line: &str) -> Vec<char> {
    let mut chars: Vec<char> = line.trim().chars().collect();
    chars.sort_unstable();
    chars
}

/// An upper bound of [`likeness`] from two lines' [`sorted_chars`]: the characters a diff can
/// match are at most those the two have in common as multisets. Blank lines: 0, as `likeness`.
fn likeness_bound(a: &[char], b: &[char]) -> f32 {
    if a.is_empty() || b.is_empty() {
        return 0.0;
    }
    let (mut i, mut j, mut common) = (0, 0, 0usize);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                common += 1;
                i += 1;
                j += 1;
            }
        }
    }
    // The same expression as `similar`'s ratio, so that the bound compares exactly.
    2.0 * common as f32 / (a.len() + b.len()) as f32
}

/// How alike two lines are, 0..=1, by their characters.
fn likeness(a: &str, b: &str) -> f32 {
    if a.trim().is_empty() || b.trim().is_empty() {
        return 0.0;
    }
    similar::TextDiff::from_chars(a.trim(), b.trim()).ratio()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_likeness_bound_is_never_below_the_likeness() {
        // Every pair of lines from two real library files (and blank and non-ASCII lines): the
        // pruning in `resolve` is exact only if the bound holds for each.
        let a = include_str!("linemap.rs");
        let b = include_str!("../write/emit.rs");
        let mut lines: Vec<&str> = a.lines().chain(b.lines()).step_by(7).collect();
        lines.extend(["", "   ", "é ü ß", "ü"]);
        for x in &lines {
            for y in &lines {
                let (bound, real) = (likeness_bound(&sorted_chars(x), &sorted_chars(y)), likeness(x, y));
                assert!(bound >= real, "{:?} / {:?}: bound {} < likeness {}", x, y, bound, real);
            }
        }
    }

    #[test]
    fn lines_map_through_removals_rewrites_and_insertions() {
        let mut map = LineMap::default();
        let p = map.add_file("problems/src/bin/p.rs", "use solver_core::a::f;\nfn main() {\n    f();\n}\n");
        map.push_lines(p, 0..4);
        let lib = map.add_file("solver-core/src/a.rs", "pub fn f() {}\npub fn g() {}\nuse crate::b::{x, y};\n");
        map.push_lines(lib, 0..3);
        let bundle = "// header\nuse solver_core::a::f;\nfn main() {\n    f();\n}\n\nmod solver_core {\npub fn f() {}\nuse crate::solver_core::b::{x};\n}\n";
        let map = map.resolve(bundle);
        let at = |k: usize| map[k].as_ref().map(|o| (o.file.as_str(), o.line, o.exact));
        assert_eq!(at(0), None);
        assert_eq!(at(1), Some(("problems/src/bin/p.rs", 1, true)));
        assert_eq!(at(3), Some(("problems/src/bin/p.rs", 3, true)));
        assert_eq!(at(6), None);
        assert_eq!(at(7), Some(("solver-core/src/a.rs", 1, true)));
        assert_eq!(at(8), Some(("solver-core/src/a.rs", 3, false)));
        assert_eq!(at(9), None);
    }
}
