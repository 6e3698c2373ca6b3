//! Edits at byte ranges of a text: the bottom of the pipeline, which every pass that rewrites
//! text uses ([`crate::read::cfg`], [`crate::read::edition`], [`crate::read::library`], [`crate::read::rewrite`],
//! [`crate::write::emit`], [`crate::write::strip`], ...). It imports nothing from the crate. The original text
//! between edits is copied verbatim, so comments, doc comments and macro bodies survive exactly
//! as written.

use std::ops::Range;

/// Replace `range` of a file's text with `text` (an empty range inserts).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    pub range: Range<usize>,
    pub text: String,
}

impl Edit {
    pub fn remove(range: Range<usize>) -> Edit {
        Edit { range, text: String::new() }
    }
    pub fn insert(at: usize, text: impl Into<String>) -> Edit {
        Edit { range: at..at, text: text.into() }
    }
    pub fn replace(range: Range<usize>, text: impl Into<String>) -> Edit {
        Edit { range, text: text.into() }
    }
}

/// Applies edits to `text[window]`. Edits are sorted by position; an edit that falls inside a
/// range that an earlier edit already replaced is dropped (it edited text that is gone).
pub fn apply(text: &str, window: Range<usize>, mut edits: Vec<Edit>) -> String {
    edits.retain(|e| e.range.start >= window.start && e.range.end <= window.end);
    // Stable order: by start, then longer replacements before insertions at the same point;
    // of two edits of one range, a removal first: what is gone is not rewritten (a computed
    // `#[cfg_attr(P, doc = concat!(..))]` that admission removes and `cfg` rewrites).
    edits.sort_by(|a, b| a.range.start.cmp(&b.range.start).then(b.range.end.cmp(&a.range.end)).then(b.text.is_empty().cmp(&a.text.is_empty())));
    let mut out = String::with_capacity(window.len());
    let mut at = window.start;
    for e in edits {
        if e.range.start < at {
            continue;
        }
        out.push_str(&text[at..e.range.start]);
        out.push_str(&e.text);
        at = e.range.end;
    }
    out.push_str(&text[at..window.end]);
    out
}

/// Widens an item's range for removal: whole lines when the item stands on its own lines,
/// plus the plain `//` comments directly above it (they talk about the item).
pub fn removal_range(text: &str, range: Range<usize>) -> Range<usize> {
    let bytes = text.as_bytes();
    let mut start = range.start;
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    if text[line_start..start].trim().is_empty() {
        start = line_start;
        // Comment lines directly above, up to a blank line or code.
        loop {
            if start == 0 {
                break;
            }
            let prev_start = text[..start - 1].rfind('\n').map_or(0, |i| i + 1);
            let prev = text[prev_start..start - 1].trim();
            if prev.starts_with("//") && !prev.starts_with("//!") {
                start = prev_start;
            } else {
                break;
            }
        }
    }
    let mut end = range.end;
    let mut probe = end;
    while probe < bytes.len() && (bytes[probe] == b' ' || bytes[probe] == b'\t' || bytes[probe] == b'\r') {
        probe += 1;
    }
    if probe == bytes.len() {
        end = probe;
    } else if bytes[probe] == b'\n' {
        end = probe + 1;
    }
    start..end
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edits_apply_in_order_and_skip_removed_text() {
        let text = "abcdefghij";
        let edits = vec![
            Edit::insert(5, "X"),
            Edit::remove(2..4),
            Edit::insert(3, "gone"),
            Edit::replace(8..10, "YZ"),
        ];
        assert_eq!(apply(text, 0..10, edits), "abeXfghYZ");
    }

    #[test]
    fn removal_takes_whole_lines_and_comments_above() {
        let text = "fn a() {}\n\n// about b\n/// doc\nfn b() {}\nfn c() {}\n";
        let b = text.find("/// doc").unwrap();
        let end = text.find("fn c").unwrap() - 1;
        let r = removal_range(text, b..end);
        let mut out = text.to_string();
        out.replace_range(r, "");
        assert_eq!(out, "fn a() {}\n\nfn c() {}\n");
    }
}
