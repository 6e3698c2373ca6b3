//! `--minify`: re-prints the bundle's tokens with only the spaces Rust needs. Comments go, doc
//! comments become `#[doc = "..."]` attributes, and lines are broken near 200 columns.
//!
//! Edition 2021 reserves prefixes: an identifier directly followed by `#`, `"` or `'` is an
//! error (`match"x"`, `a#b`, `break'a`), so a space always separates an identifier from such a
//! token. Two punctuation marks that were apart stay apart (`& &x` is not `&&x`).

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};

/// Minified source for `text`, which must be valid Rust; on a lexing failure the input is
/// returned unchanged (the check that follows reports any real problem).
pub fn minify(text: &str) -> String {
    let tokens: TokenStream = match text.parse() {
        Ok(t) => t,
        Err(_) => return text.to_string(),
    };
    let mut p = Printer { out: String::with_capacity(text.len() / 2), line_len: 0, last: Last::Start, drop_docs: false, unsure: false };
    p.stream(tokens);
    p.out.push('\n');
    p.out
}

/// `minify(&crate::write::strip::remove_docs(text))` from one lexing instead of two: doc comments and
/// `#[doc]` attributes are skipped while printing, where `remove_docs` removes them (not in a
/// macro invocation's input). `None` where the two could differ: a punctuation mark written
/// against a removed attribute (`,#[doc = ".."]`), which is joined to the `#` here and to what
/// follows the attribute there.
pub fn minify_without_docs(text: &str) -> Option<String> {
    let tokens: TokenStream = match text.parse() {
        Ok(t) => t,
        Err(_) => return Some(text.to_string()),
    };
    let mut p = Printer { out: String::with_capacity(text.len() / 2), line_len: 0, last: Last::Start, drop_docs: true, unsure: false };
    p.stream(tokens);
    p.out.push('\n');
    if p.unsure {
        None
    } else {
        Some(p.out)
    }
}

/// How many trees from `trees[i]` make a doc attribute (`#`, `!`?, `[doc ..]`), if one starts
/// there.
fn doc_attribute_at(trees: &[TokenTree], i: usize) -> Option<usize> {
    let hash = matches!(&trees[i], TokenTree::Punct(p) if p.as_char() == '#');
    let bang = matches!(trees.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
    let at = if bang { i + 2 } else { i + 1 };
    match trees.get(at) {
        Some(TokenTree::Group(g)) if hash && g.delimiter() == Delimiter::Bracket && matches!(g.stream().into_iter().next(), Some(TokenTree::Ident(id)) if id == "doc") => Some(at + 1 - i),
        _ => None,
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Last {
    Start,
    Word,
    /// A punctuation mark, and whether it was joined to the next one in the source.
    Punct(char, bool),
    Open,
    Close,
    Literal,
}

struct Printer {
    out: String,
    line_len: usize,
    last: Last,
    /// Skip doc attributes outside macro invocations' input ([`minify_without_docs`]).
    drop_docs: bool,
    /// A skipped one may print otherwise than after `remove_docs`.
    unsure: bool,
}

impl Printer {
    fn push(&mut self, s: &str) {
        self.out.push_str(s);
        self.line_len += s.len();
    }

    fn space(&mut self) {
        if self.line_len > 200 {
            self.out.push('\n');
            self.line_len = 0;
        } else {
            self.push(" ");
        }
    }

    fn stream(&mut self, tokens: TokenStream) {
        if !self.drop_docs {
            for tt in tokens {
                self.tree(tt);
            }
            return;
        }
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < trees.len() {
            if let Some(n) = doc_attribute_at(&trees, i) {
                self.unsure |= matches!(self.last, Last::Punct(_, true));
                i += n;
                continue;
            }
            // As `strip::remove_docs`: a macro invocation's input keeps its docs (an arm may
            // match them), and so everything in it.
            let invocation_input = i >= 2
                && matches!(&trees[i], TokenTree::Group(_))
                && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == '!')
                && matches!(&trees[i - 2], TokenTree::Ident(_));
            if invocation_input {
                self.drop_docs = false;
                self.tree(trees[i].clone());
                self.drop_docs = true;
            } else {
                self.tree(trees[i].clone());
            }
            i += 1;
        }
    }

    fn tree(&mut self, tt: TokenTree) {
        {
            match tt {
                TokenTree::Ident(id) => {
                    if matches!(self.last, Last::Word | Last::Literal) {
                        self.space();
                    }
                    self.push(&id.to_string());
                    self.last = Last::Word;
                }
                TokenTree::Literal(lit) => {
                    if matches!(self.last, Last::Word | Last::Literal) {
                        self.space();
                    }
                    self.push(&lit.to_string());
                    self.last = Last::Literal;
                }
                TokenTree::Punct(p) => {
                    let c = p.as_char();
                    let needs_space = match self.last {
                        // `a#b`, `break'a` are reserved prefixes in edition 2021.
                        Last::Word => c == '#' || c == '\'',
                        Last::Punct(_, joined) => !joined,
                        Last::Literal => c == '\'',
                        _ => false,
                    };
                    if needs_space {
                        self.space();
                    }
                    let mut buf = [0u8; 4];
                    self.push(c.encode_utf8(&mut buf));
                    self.last = Last::Punct(c, p.spacing() == Spacing::Joint);
                }
                TokenTree::Group(g) => {
                    let (open, close) = match g.delimiter() {
                        Delimiter::Parenthesis => ("(", ")"),
                        Delimiter::Brace => ("{", "}"),
                        Delimiter::Bracket => ("[", "]"),
                        Delimiter::None => ("", ""),
                    };
                    self.push(open);
                    self.last = Last::Open;
                    self.stream(g.stream());
                    self.push(close);
                    self.last = Last::Close;
                    if close == "}" && self.line_len > 200 {
                        self.out.push('\n');
                        self.line_len = 0;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_tokens_apart_where_rust_needs_it() {
        let src = "fn f<'a>(x: &'a u8) -> bool { let y = & &1u8; match \"x\" { _ => 'l: loop { break 'l *x > 1 && **y < 2 } } }";
        let out = minify(src);
        assert!(out.contains("match \"x\""), "{}", out);
        assert!(out.contains("break 'l"), "{}", out);
        assert!(out.contains("& &1u8"), "{}", out);
        assert!(out.contains("&& **y"), "{}", out);
        let again: TokenStream = out.parse().unwrap();
        let orig: TokenStream = src.parse().unwrap();
        assert_eq!(again.to_string(), orig.to_string());
    }
}
