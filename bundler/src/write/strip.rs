//! `--remove-docs` and `--remove-comments`: post-passes over the assembled text. They re-lex
//! the bundle with proc-macro2, so string literals that merely contain `//` are never touched.

use crate::read::parse::SourceFile;
use crate::base::edit::{apply, removal_range, Edit};
use proc_macro2::{Delimiter, TokenTree};
use std::ops::Range;

/// Tokenizes `text` once for re-lexing (no syntax tree: these passes need only the tokens and
/// their byte ranges); the bundle is valid Rust by construction.
fn lex(text: &str) -> Option<SourceFile> {
    SourceFile::tokens_only("bundle", text.to_string())
}

/// Removes doc comments and `#[doc = ...]` attributes, outer and inner.
pub fn remove_docs(text: &str) -> String {
    let file = match lex(text) {
        Some(x) => x,
        None => return text.to_string(),
    };
    let mut edits = Vec::new();
    doc_edits(&file, &file.tokens, &mut edits);
    apply(text, 0..text.len(), edits)
}

fn doc_edits(file: &SourceFile, trees: &[TokenTree], edits: &mut Vec<Edit>) {
    for (i, tt) in trees.iter().enumerate() {
        match tt {
            TokenTree::Punct(p) if p.as_char() == '#' => {
                let mut j = i + 1;
                if let Some(TokenTree::Punct(bang)) = trees.get(j) {
                    if bang.as_char() == '!' {
                        j += 1;
                    }
                }
                if let Some(TokenTree::Group(g)) = trees.get(j) {
                    let is_doc = g.delimiter() == Delimiter::Bracket
                        && matches!(g.stream().into_iter().next(), Some(TokenTree::Ident(id)) if id == "doc");
                    // In a `macro_rules!` definition a doc attribute with a `$` in it is the
                    // macro's grammar, not a doc: zerocopy 0.8's `$(#[doc = $content:expr])*`
                    // matches docs, and without it the repetition is `$()*`, which no rustc
                    // accepts; a transcriber's `$(#[doc = $d])*` the same.
                    if is_doc && !has_dollar(g.stream()) {
                        // A `///` comment's tokens all carry the comment's span.
                        let start = file.range(p.span()).start;
                        let end = file.range(p.span()).end.max(file.range(g.span()).end);
                        edits.push(Edit::remove(removal_range(&file.text, start..end)));
                    }
                }
            }
            // A macro invocation's tokens are its input, and a `#[doc = ".."]` there (or a
            // `///` line, the same tokens) may be what an arm matches: num-traits 0.2.15 calls
            // `float_const_impl! { #[doc = "Return Euler's number."] E, .. }` against
            // `$(#[$doc:meta] $constant:ident,)+`. Only `macro_rules!` definitions are searched
            // (their docs are emitted text, not matched input), and invocations inside them
            // are skipped the same way.
            TokenTree::Group(_) if is_invocation_body(trees, i) => {}
            TokenTree::Group(g) => doc_edits(file, &g.stream().into_iter().collect::<Vec<_>>(), edits),
            _ => {}
        }
    }
}

/// Whether `tokens` hold a `$` (a macro's metavariable or repetition), at any depth.
fn has_dollar(tokens: proc_macro2::TokenStream) -> bool {
    tokens.into_iter().any(|t| match t {
        TokenTree::Punct(p) => p.as_char() == '$',
        TokenTree::Group(g) => has_dollar(g.stream()),
        _ => false,
    })
}

/// Whether `trees[i]` is the delimited input of a macro invocation: `name!(..)`,
/// `path::name! {..}`, but not `macro_rules! name {..}`, whose group follows the name.
fn is_invocation_body(trees: &[TokenTree], i: usize) -> bool {
    i >= 2
        && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == '!')
        && matches!(&trees[i - 2], TokenTree::Ident(_))
}

/// Removes `//` and `/* */` comments (not doc comments), keeping line structure, and drops the
/// lines that held nothing but a comment.
pub fn remove_comments(text: &str) -> String {
    let file = match lex(text) {
        Some(x) => x,
        None => return text.to_string(),
    };
    let mut ranges = Vec::new();
    token_ranges(&file, &file.tokens, &mut ranges);
    ranges.sort_by_key(|r| r.start);
    let mut edits = Vec::new();
    let mut at = 0;
    for r in ranges.iter().chain(std::iter::once(&(text.len()..text.len()))) {
        if r.start > at {
            gap_edits(text, at..r.start, &mut edits);
        }
        at = at.max(r.end);
    }
    apply(text, 0..text.len(), edits)
}

fn token_ranges(file: &SourceFile, trees: &[TokenTree], out: &mut Vec<Range<usize>>) {
    for tt in trees {
        match tt {
            TokenTree::Group(g) => {
                out.push(file.range(g.span_open()));
                out.push(file.range(g.span_close()));
                token_ranges(file, &g.stream().into_iter().collect::<Vec<_>>(), out);
            }
            other => out.push(file.range(other.span())),
        }
    }
}

/// A gap between tokens holds only whitespace and comments: remove the comments; a line left
/// empty by that goes too.
fn gap_edits(text: &str, gap: Range<usize>, edits: &mut Vec<Edit>) {
    let bytes = text.as_bytes();
    let mut i = gap.start;
    while i < gap.end {
        if bytes[i] == b'/' && i + 1 < gap.end && bytes[i + 1] == b'/' {
            let end = text[i..gap.end].find('\n').map_or(gap.end, |k| i + k);
            edits.push(Edit::remove(whole_line_if_alone(text, i..end)));
            i = end;
        } else if bytes[i] == b'/' && i + 1 < gap.end && bytes[i + 1] == b'*' {
            let mut depth = 0;
            let mut j = i;
            while j < gap.end {
                // Bytes, not `str` slices: `j` steps through a comment's non-ASCII text
                // (a `’`), where a `str` slice would not be at a char boundary.
                if bytes[j..].starts_with(b"/*") {
                    depth += 1;
                    j += 2;
                } else if bytes[j..].starts_with(b"*/") {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
            }
            edits.push(Edit::replace(i..j, " "));
            i = j;
        } else {
            i += 1;
        }
    }
}

/// The comment's range, widened to its whole line when nothing else is on that line.
fn whole_line_if_alone(text: &str, comment: Range<usize>) -> Range<usize> {
    let line_start = text[..comment.start].rfind('\n').map_or(0, |k| k + 1);
    if text[line_start..comment.start].trim().is_empty() {
        let end = if comment.end < text.len() { comment.end + 1 } else { comment.end };
        line_start..end
    } else {
        // Keep the code before it, drop trailing spaces.
        let trimmed = text[..comment.start].trim_end_matches([' ', '\t']).len();
        trimmed..comment.end
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = "//! crate doc\n/// item doc\n// plain\nfn f() -> &'static str { /* inline */ \"// not a comment\" } // trailing\n#[doc = \"explicit\"]\nstruct S;\n";

    #[test]
    fn docs_go_and_comments_stay() {
        let out = remove_docs(SRC);
        assert_eq!(out, "// plain\nfn f() -> &'static str { /* inline */ \"// not a comment\" } // trailing\nstruct S;\n");
    }

    #[test]
    fn inner_docs_of_inline_modules_go_and_bodies_stay() {
        let src = "mod a {\n//! inner\npub fn f(x: u64) -> u64 {\n    assert!(x < 3);\n    x\n}\n}\n";
        assert_eq!(remove_docs(src), "mod a {\npub fn f(x: u64) -> u64 {\n    assert!(x < 3);\n    x\n}\n}\n");
    }

    #[test]
    fn docs_inside_macro_invocations_stay_and_docs_of_macro_definitions_go() {
        let src = "macro_rules! consts {\n    /// rule\n    ($(#[$d:meta] $c:ident,)+) => { inner! { #[doc = \"t\"] X, } };\n}\n/// item\nconsts! {\n    #[doc = \"e\"]\n    E,\n    /// pi\n    PI,\n}\nfn f() { m!(#[doc = \"x\"] y); }\n";
        let want = "macro_rules! consts {\n    ($(#[$d:meta] $c:ident,)+) => { inner! { #[doc = \"t\"] X, } };\n}\nconsts! {\n    #[doc = \"e\"]\n    E,\n    /// pi\n    PI,\n}\nfn f() { m!(#[doc = \"x\"] y); }\n";
        assert_eq!(remove_docs(src), want);
    }

    #[test]
    fn a_doc_attribute_a_macro_matches_or_repeats_stays() {
        let src = "macro_rules! header {\n    (name = $name:expr, $(#[doc = $content:expr])*) => { \"\" };\n    ($($d:expr),*) => { $(#[doc = $d])* /// gone\n pub fn f() {} };\n}\n";
        let want = "macro_rules! header {\n    (name = $name:expr, $(#[doc = $content:expr])*) => { \"\" };\n    ($($d:expr),*) => { $(#[doc = $d])*  pub fn f() {} };\n}\n";
        assert_eq!(remove_docs(src), want);
    }

    #[test]
    fn comments_go_and_docs_stay() {
        let out = remove_comments(SRC);
        assert_eq!(out, "//! crate doc\n/// item doc\nfn f() -> &'static str {   \"// not a comment\" }\n#[doc = \"explicit\"]\nstruct S;\n");
    }

    #[test]
    fn block_comments_with_non_ascii_text_go() {
        // The scan steps through the comment byte by byte; `’` is three bytes.
        let src = "fn f() {} /* it’s /* nested’ */ done’ */ fn g() {}\n";
        assert_eq!(remove_comments(src), "fn f() {}   fn g() {}\n");
    }
}
