//! `cfg_if! { if #[cfg(a)] { .. } else if #[cfg(b)] { .. } else { .. } }`, expanded in a
//! library file's text before it is parsed, the way the cfg-if crate's macro expands it: every
//! item of branch `k` gets `#[cfg(all(not(any(<earlier conditions>)), <its condition>))]`.
//! Modules declared inside (hashbrown 0.14.5's `mod sse2;` in src/raw/mod.rs) are then found and
//! inlined like any other, and the conditions are decided by [`crate::read::cfg`] like any other
//! `cfg`.
//!
//! The invocation is recognized by its name (`cfg_if!` or `cfg_if::cfg_if!`) and its shape, which
//! is the cfg-if crate's: hashbrown and others carry a copy of that macro under the same name.
//! An invocation of another shape is left as it is. Nested invocations inside a branch get the
//! branch's condition too. Every line keeps its number: the syntax of the invocation is replaced
//! by its newlines alone, and the attributes go at the start of each item.

use proc_macro2::{Delimiter, Group, LineColumn, TokenStream, TokenTree};
use syn::spanned::Spanned;

/// `text` with its item-level `cfg_if!` invocations expanded; unchanged when it has none (or
/// does not lex).
pub fn expand(text: &str) -> String {
    if !text.contains("cfg_if") {
        return text.to_string();
    }
    let Ok(tokens) = text.parse::<TokenStream>() else { return text.to_string() };
    let offsets = Offsets::new(text);
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    find(text, &offsets, tokens, &mut edits);
    edits.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.cmp(&b.1)));
    let mut out = String::with_capacity(text.len() + 64 * edits.len());
    let mut at = 0;
    for (start, end, replacement) in edits {
        if start < at {
            continue;
        }
        out.push_str(&text[at..start]);
        out.push_str(&replacement);
        at = end;
    }
    out.push_str(&text[at..]);
    out
}

/// Byte offsets of proc-macro2's line/column (columns count chars).
struct Offsets<'a> {
    text: &'a str,
    line_starts: Vec<usize>,
}

impl<'a> Offsets<'a> {
    fn new(text: &'a str) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Offsets { text, line_starts }
    }

    fn of(&self, at: LineColumn) -> usize {
        let start = self.line_starts[at.line - 1];
        self.text[start..].char_indices().nth(at.column).map_or(self.text.len(), |(i, _)| start + i)
    }
}

/// Finds invocations at any depth (inline modules, function bodies are skipped by shape: a
/// branch whose body is not items is left alone).
fn find(text: &str, offsets: &Offsets, tokens: TokenStream, edits: &mut Vec<(usize, usize, String)>) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    for (i, tree) in trees.iter().enumerate() {
        let TokenTree::Group(g) = tree else { continue };
        let invoked = i >= 2
            && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == '!')
            && matches!(&trees[i - 2], TokenTree::Ident(id) if id == "cfg_if")
            && g.delimiter() == Delimiter::Brace;
        if invoked {
            // `cfg_if::cfg_if!`: the path goes too.
            let mut start = i - 2;
            if start >= 3
                && matches!(&trees[start - 1], TokenTree::Punct(p) if p.as_char() == ':')
                && matches!(&trees[start - 2], TokenTree::Punct(p) if p.as_char() == ':')
                && matches!(&trees[start - 3], TokenTree::Ident(id) if id == "cfg_if")
            {
                start -= 3;
            }
            let from = offsets.of(trees[start].span().start());
            if let Some(mut expanded) = invocation(text, offsets, from, g, None) {
                edits.append(&mut expanded);
                continue;
            }
        }
        find(text, offsets, g.stream(), edits);
    }
}

/// The edits that expand the invocation whose text starts at `from` and whose braces are `g`,
/// under `outer` (the condition of an enclosing branch); `None` when it is not of cfg-if's shape.
fn invocation(text: &str, offsets: &Offsets, from: usize, g: &Group, outer: Option<&str>) -> Option<Vec<(usize, usize, String)>> {
    let trees: Vec<TokenTree> = g.stream().into_iter().collect();
    // (condition, body) per branch; an `else` has no condition.
    let mut branches: Vec<(Option<String>, Group)> = Vec::new();
    let mut k = 0;
    loop {
        let is = |k: usize, word: &str| matches!(trees.get(k), Some(TokenTree::Ident(id)) if id == word);
        if !branches.is_empty() {
            if k == trees.len() {
                break;
            }
            if !is(k, "else") {
                return None;
            }
            k += 1;
            if let Some(TokenTree::Group(body)) = trees.get(k) {
                if body.delimiter() != Delimiter::Brace || k + 1 != trees.len() {
                    return None;
                }
                branches.push((None, body.clone()));
                break;
            }
        }
        if !is(k, "if") || !matches!(trees.get(k + 1), Some(TokenTree::Punct(p)) if p.as_char() == '#') {
            return None;
        }
        let (Some(TokenTree::Group(attr)), Some(TokenTree::Group(body))) = (trees.get(k + 2), trees.get(k + 3)) else { return None };
        if attr.delimiter() != Delimiter::Bracket || body.delimiter() != Delimiter::Brace {
            return None;
        }
        let inner: Vec<TokenTree> = attr.stream().into_iter().collect();
        let condition = match inner.as_slice() {
            [TokenTree::Ident(cfg), TokenTree::Group(c)] if cfg == "cfg" && c.delimiter() == Delimiter::Parenthesis => {
                let (s, e) = (offsets.of(c.span_open().end()), offsets.of(c.span_close().start()));
                text[s..e].trim().to_string()
            }
            _ => return None,
        };
        branches.push((Some(condition), body.clone()));
        k += 4;
    }
    let mut edits = Vec::new();
    let mut at = from;
    let mut earlier: Vec<String> = Vec::new();
    for (condition, body) in &branches {
        let mut parts: Vec<String> = outer.map(str::to_string).into_iter().collect();
        if !earlier.is_empty() {
            parts.push(format!("not(any({}))", earlier.join(", ")));
        }
        parts.extend(condition.iter().cloned());
        let cfg = if parts.len() == 1 { parts.pop().unwrap() } else { format!("all({})", parts.join(", ")) };
        earlier.extend(condition.iter().cloned());
        let open = offsets.of(body.span_open().end());
        edits.push((at, open, blank(&text[at..open])));
        let items = syn::parse2::<syn::File>(body.stream()).ok()?;
        // Nested invocations at the branch's top level, by where their text starts.
        let body_trees: Vec<TokenTree> = body.stream().into_iter().collect();
        let nested: Vec<(usize, Group)> = body_trees
            .iter()
            .enumerate()
            .filter_map(|(j, t)| match t {
                TokenTree::Group(inner) if j >= 2 && inner.delimiter() == Delimiter::Brace
                    && matches!(&body_trees[j - 1], TokenTree::Punct(p) if p.as_char() == '!')
                    && matches!(&body_trees[j - 2], TokenTree::Ident(id) if id == "cfg_if") =>
                {
                    let mut first = j - 2;
                    if first >= 3 && matches!(&body_trees[first - 3], TokenTree::Ident(id) if id == "cfg_if") {
                        first -= 3;
                    }
                    Some((offsets.of(body_trees[first].span().start()), inner.clone()))
                }
                _ => None,
            })
            .collect();
        for item in &items.items {
            let start = offsets.of(item.span().start());
            if let Some((_, group)) = nested.iter().find(|(at, _)| *at == start) {
                edits.extend(invocation(text, offsets, start, group, Some(&cfg))?);
                continue;
            }
            edits.push((start, start, format!("#[cfg({})] ", cfg)));
        }
        at = offsets.of(body.span_close().start());
    }
    let end = offsets.of(g.span_close().end());
    edits.push((at, end, blank(&text[at..end])));
    Some(edits)
}

/// The text's newlines alone (so every line keeps its number).
fn blank(text: &str) -> String {
    if text.contains('\n') {
        "\n".repeat(text.matches('\n').count())
    } else {
        " ".to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::expand;

    #[test]
    fn branches_become_cfg_attributes_on_their_items_and_lines_stay() {
        let text = "use a;\ncfg_if! {\n    // why\n    if #[cfg(unix)] {\n        mod sse2;\n        use sse2 as imp;\n    } else if #[cfg(windows)] {\n        mod neon;\n    } else {\n        #[inline] fn g() {}\n    }\n}\nfn f() {}\n";
        let out = expand(text);
        assert_eq!(out.lines().count(), text.lines().count(), "{}", out);
        assert!(out.contains("#[cfg(unix)] mod sse2;"), "{}", out);
        assert!(out.contains("#[cfg(unix)] use sse2 as imp;"), "{}", out);
        assert!(out.contains("#[cfg(all(not(any(unix)), windows))] mod neon;"), "{}", out);
        assert!(out.contains("#[cfg(not(any(unix, windows)))] #[inline] fn g() {}"), "{}", out);
        assert!(!out.contains("cfg_if") && !out.contains("else"), "{}", out);
        let file = syn::parse_file(&out).unwrap();
        assert_eq!(file.items.len(), 6, "{}", out);
    }

    #[test]
    fn nested_and_pathed_invocations_and_other_shapes() {
        let text = "cfg_if::cfg_if! { if #[cfg(a)] { cfg_if! { if #[cfg(b)] { fn x() {} } } } }\nmacro_rules! cfg_if { ($($t:tt)*) => {} }\ncfg_if! { something else }\n";
        let out = expand(text);
        assert!(out.contains("#[cfg(all(a, b))] fn x() {}"), "{}", out);
        assert!(out.contains("macro_rules! cfg_if { ($($t:tt)*) => {} }") && out.contains("cfg_if! { something else }"), "{}", out);
        assert!(!out.starts_with("cfg_if"), "{}", out);
    }
}
