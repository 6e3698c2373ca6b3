//! Text edits at syn span positions. The original text between edits is copied verbatim, so
//! comments, doc comments and macro bodies survive exactly as written.

use crate::parse::SourceFile;
use proc_macro2::{Delimiter, TokenTree};
use std::collections::BTreeMap;
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
    // Stable order: by start, then longer replacements before insertions at the same point.
    edits.sort_by(|a, b| a.range.start.cmp(&b.range.start).then(b.range.end.cmp(&a.range.end)));
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

/// Edits that make paths into other crates work inside one file, where each crate is a module
/// at the crate root: `::name::x` anywhere, and `name::x` inside a module (`nested`), become
/// `crate::module::x`; `extern crate name;` becomes a `use` of the module under the same name.
/// `names` maps the names the code uses to the modules. At the top level of the problem
/// (`nested` false) `name::x` already works: the modules are declared there.
pub fn extern_path_edits(file: &SourceFile, trees: &[TokenTree], names: &BTreeMap<String, String>, nested: bool, edits: &mut Vec<Edit>) {
    let punct = |i: usize, c: char| matches!(trees.get(i), Some(TokenTree::Punct(p)) if p.as_char() == c);
    let ident_is = |i: usize, word: &str| matches!(trees.get(i), Some(TokenTree::Ident(id)) if id == word);
    for (i, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Group(g) if names.keys().any(|name| file.group_mentions(g, name)) => {
                let module_body = g.delimiter() == Delimiter::Brace && i >= 2 && ident_is(i - 2, "mod");
                // A macro's body expands wherever it is invoked, nested modules included.
                let macro_body = i >= 3 && ident_is(i - 3, "macro_rules") && punct(i - 2, '!');
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                extern_path_edits(file, &inner, names, nested || module_body || macro_body, edits);
            }
            TokenTree::Ident(id) => {
                let name = crate::library::unraw(id);
                let Some(module) = names.get(&name) else { continue };
                if nested && i >= 2 && ident_is(i - 2, "extern") && ident_is(i - 1, "crate") {
                    let start = file.range(trees[i - 2].span()).start;
                    let end = file.range(id.span()).end;
                    let renamed = ident_is(i + 1, "as");
                    let text = if renamed { format!("use crate::{}", module) } else { format!("use crate::{} as {}", module, name) };
                    edits.push(Edit::replace(start..end, text));
                    continue;
                }
                // `use name as b;` / `use name;`: the whole crate, by its module.
                let whole_crate = nested && i >= 1 && ident_is(i - 1, "use") && (ident_is(i + 1, "as") || punct(i + 1, ';'));
                if whole_crate {
                    edits.push(Edit::replace(file.range(id.span()), format!("crate::{}", module)));
                    // The crate's module is private to the bundle's root: `pub use` of it would
                    // re-export a private module (E0365); inside one file `pub(crate)` is as wide.
                    if i >= 2 && ident_is(i - 2, "pub") {
                        edits.push(Edit::replace(file.range(trees[i - 2].span()), "pub(crate)"));
                    }
                    continue;
                }
                if !(punct(i + 1, ':') && punct(i + 2, ':')) {
                    continue;
                }
                let after_colons = i >= 2 && punct(i - 1, ':') && punct(i - 2, ':');
                // `a::name` continues some other path; `::name` starts one.
                let continues_path = after_colons
                    && i >= 3
                    && matches!(&trees[i - 3], TokenTree::Ident(id) if !STARTS_A_PATH_AFTER.iter().any(|k| id == k));
                let ident_range = file.range(id.span());
                if after_colons && !continues_path {
                    let start = file.range(trees[i - 2].span()).start;
                    if *module == name {
                        let end = file.range(trees[i - 1].span()).end;
                        edits.push(Edit::replace(start..end, "crate::"));
                    } else {
                        edits.push(Edit::replace(start..ident_range.end, format!("crate::{}", module)));
                    }
                } else if nested && !after_colons {
                    if *module == name {
                        edits.push(Edit::insert(ident_range.start, "crate::"));
                    } else {
                        edits.push(Edit::replace(ident_range, format!("crate::{}", module)));
                    }
                }
            }
            _ => {}
        }
    }
}

/// Keywords after which `::x` starts a path (`use ::solver_core::x`) instead of continuing one.
const STARTS_A_PATH_AFTER: &[&str] = &[
    "as", "box", "break", "const", "dyn", "else", "for", "if", "impl", "in", "let", "match", "move", "mut", "pub",
    "ref", "return", "static", "type", "unsafe", "use", "where", "while", "yield",
];

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
