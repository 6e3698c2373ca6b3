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
    let mut p = Printer { out: String::with_capacity(text.len() / 2), line_len: 0, last: Last::Start };
    p.stream(tokens);
    p.out.push('\n');
    p.out
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
        for tt in tokens {
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
