//! Loading and parsing sources with syn, and turning spans into byte offsets so that later
//! passes can edit the original text (comments and formatting survive).

use crate::base::error::{Error, Result};
use proc_macro2::{Delimiter, Group, LineColumn, TokenStream, TokenTree};
use std::ops::Range;
use std::path::Path;

/// One source file: its text and its syntax tree.
pub struct SourceFile {
    /// Path relative to the workspace root, with `/` separators (never absolute: it can end
    /// up in messages and the bundle's header).
    pub rel_path: String,
    pub text: String,
    /// The syntax tree, without the top-level `#[cfg(test)]` modules and functions (see
    /// [`SourceFile::test_ranges`]): tests are most of a library file and are never bundled, so
    /// they are cut at the token level and never parsed into syntax.
    pub ast: syn::File,
    /// The file's top-level token trees, tests included, in source order.
    pub tokens: Vec<TokenTree>,
    /// Byte ranges of the top-level test items left out of `ast`.
    pub test_ranges: Vec<Range<usize>>,
    /// For library files: function bodies left out of `ast` (each is an empty block there),
    /// with their byte ranges. The bundler never needs a body's syntax, only its text, so
    /// bodies are checked for syntax errors only when their item is bundled
    /// ([`SourceFile::parse_bodies_within`], which the admission pass runs on what it keeps).
    pub deferred_bodies: Vec<(Range<usize>, TokenStream)>,
    /// For other files (the problem): how many array literals with more than
    /// [`BIG_ARRAY_BYTES`] of text are left out of `ast` (each is `[]` there). Their syntax
    /// is checked element by element while parsing, so no syntax tree of a whole table exists.
    pub deferred_arrays: usize,
    line_starts: Vec<usize>,
    /// The text is all ASCII, so a column in chars is a column in bytes ([`SourceFile::offset`]
    /// needs no walk along the line; a minified bundle is one long line per 200 columns).
    ascii: bool,
}

impl SourceFile {
    /// Reads and parses `root/rel_path`.
    pub fn load(root: &Path, rel_path: &str) -> Result<SourceFile> {
        SourceFile::load_with(root, rel_path, false)
    }

    fn load_with(root: &Path, rel_path: &str, defer_bodies: bool) -> Result<SourceFile> {
        SourceFile::load_rewritten(root, rel_path, defer_bodies, &|text| text.to_string())
    }

    /// Reads a library file like [`SourceFile::load_library`], with its text rewritten by
    /// `rewrite` before it is parsed (the edition pass: [`crate::read::edition`]).
    pub fn load_library_translated(root: &Path, rel_path: &str, rewrite: &dyn Fn(&str) -> String) -> Result<SourceFile> {
        SourceFile::load_rewritten(root, rel_path, true, rewrite)
    }

    /// [`SourceFile::load_library_translated`] for a `rewrite` that also gives the top-level
    /// token trees of the text it returns, when it has them (it lexed that very text): the
    /// text is then not lexed again.
    pub fn load_library_pretokenized(root: &Path, rel_path: &str, rewrite: &dyn Fn(&str) -> (String, Option<Vec<TokenTree>>)) -> Result<SourceFile> {
        let text = SourceFile::read(root, rel_path)?;
        let (text, trees) = match text.strip_prefix('\u{feff}') {
            Some(rest) => rewrite(rest),
            None => rewrite(&text),
        };
        SourceFile::parse_tokens(rel_path, text, true, trees)
    }

    fn load_rewritten(root: &Path, rel_path: &str, defer_bodies: bool, rewrite: &dyn Fn(&str) -> String) -> Result<SourceFile> {
        let text = SourceFile::read(root, rel_path)?;
        // rustc skips a byte-order mark; in a bundle it would land mid-file (after the header,
        // or inside `mod solver_core`), where it is a syntax error.
        let text = match text.strip_prefix('\u{feff}') {
            Some(rest) => rewrite(rest),
            None => rewrite(&text),
        };
        SourceFile::parse_with(rel_path, text, defer_bodies)
    }

    /// The text of `root/rel_path`, or why it cannot be read as UTF-8 source.
    fn read(root: &Path, rel_path: &str) -> Result<String> {
        let bytes = crate::base::inputs::read(&root.join(rel_path)).map_err(|e| {
            Error::new(format!("cannot read the file: {}", e))
                .at(rel_path)
                .help("check that the file exists and is readable")
        })?;
        let text = String::from_utf8(bytes).map_err(|e| {
            let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            let line = valid.iter().filter(|&&b| b == b'\n').count() + 1;
            let col = valid.iter().rev().take_while(|&&b| b != b'\n').count() + 1;
            Error::new("the file is not valid UTF-8")
                .at(format!("{}:{}:{}", rel_path, line, col))
                .help("save the file as UTF-8; Rust sources must be UTF-8")
        })?;
        Ok(text)
    }

    /// Reads a library file: like [`SourceFile::load`], but function bodies are deferred.
    pub fn load_library(root: &Path, rel_path: &str) -> Result<SourceFile> {
        SourceFile::load_with(root, rel_path, true)
    }

    /// Parses `text` as the library file `rel_path` (function bodies deferred).
    pub fn load_with_text(rel_path: &str, text: String, defer_bodies: bool) -> Result<SourceFile> {
        SourceFile::parse_with(rel_path, text, defer_bodies)
    }

    /// Parses `text` as the file `rel_path`.
    pub fn parse(rel_path: &str, text: String) -> Result<SourceFile> {
        SourceFile::parse_with(rel_path, text, false)
    }

    /// Tokenizes `text` once, without a syntax tree (`ast` is empty): for passes over a whole
    /// bundle that need only its tokens and their byte ranges ([`crate::write::strip`]). `None` when it
    /// does not tokenize.
    pub fn tokens_only(rel_path: &str, text: String) -> Option<SourceFile> {
        let stream: TokenStream = text.parse().ok()?;
        Some(SourceFile {
            rel_path: rel_path.to_string(),
            ast: syn::File { shebang: None, attrs: Vec::new(), items: Vec::new() },
            tokens: stream.into_iter().collect(),
            test_ranges: Vec::new(),
            deferred_bodies: Vec::new(),
            deferred_arrays: 0,
            line_starts: line_starts(&text),
            ascii: text.is_ascii(),
            text,
        })
    }

    fn parse_with(rel_path: &str, text: String, defer_bodies: bool) -> Result<SourceFile> {
        SourceFile::parse_tokens(rel_path, text, defer_bodies, None)
    }

    /// Parses `text`, whose top-level token trees are `trees` when given (lexed from this very
    /// text, so their spans are its positions).
    fn parse_tokens(rel_path: &str, text: String, defer_bodies: bool, trees: Option<Vec<TokenTree>>) -> Result<SourceFile> {
        let line_starts = line_starts(&text);
        let syntax_error = |text: &str, e: syn::Error| {
            let start = e.span().start();
            let line_text = text.lines().nth(start.line.saturating_sub(1)).unwrap_or("");
            Error::new(format!("syntax error: {}", e))
                .at(format!("{}:{}:{}", rel_path, start.line, start.column + 1))
                .snippet(line_text.to_string())
                .help("fix the syntax; `cargo check` shows the same error with more detail")
        };
        let tokens: Vec<TokenTree> = match trees {
            Some(trees) => trees,
            None => match text.parse::<TokenStream>() {
                Ok(stream) => stream.into_iter().collect(),
                // syn lexes the same way and words the error better.
                Err(_) => {
                    let e = syn::parse_file(&text).err().unwrap_or_else(|| {
                        syn::Error::new(proc_macro2::Span::call_site(), "the file cannot be tokenized")
                    });
                    return Err(syntax_error(&text, e));
                }
            },
        };
        let mut file = SourceFile {
            rel_path: rel_path.to_string(),
            text: String::new(),
            ast: syn::File { shebang: None, attrs: Vec::new(), items: Vec::new() },
            tokens,
            test_ranges: Vec::new(),
            deferred_bodies: Vec::new(),
            deferred_arrays: 0,
            line_starts,
            ascii: text.is_ascii(),
        };
        file.text = text;
        let (mut kept, test_ranges) = file.without_test_items();
        if defer_bodies {
            let mut bodies = Vec::new();
            kept = file.without_fn_bodies(kept, &mut bodies);
            file.deferred_bodies = bodies;
        } else {
            let mut arrays = Vec::new();
            kept = file.without_big_arrays(kept, &mut arrays);
            file.deferred_arrays = arrays.len();
            for (span, elements) in arrays {
                file.check_array_elements(span, elements)?;
            }
        }
        file.ast = syn::parse2(kept.into_iter().collect()).map_err(|e| syntax_error(&file.text, e))?;
        file.test_ranges = test_ranges;
        Ok(file)
    }

    /// Replaces every function body (the first brace group after `fn` at the same level) by an
    /// empty block with the same span, recursing into module, impl and trait bodies; the bodies
    /// go to `bodies`. Item spans stay exactly as they were.
    fn without_fn_bodies(&self, trees: Vec<TokenTree>, bodies: &mut Vec<(Range<usize>, TokenStream)>) -> Vec<TokenTree> {
        let mut out = Vec::with_capacity(trees.len());
        let mut after_fn = false;
        let mut trees = trees.into_iter().peekable();
        while let Some(tree) = trees.next() {
            match tree {
                // `fn name` starts a function; `fn(..)` is a function pointer type
                // (`struct Lazy<T, F = fn() -> T> { .. }`, `-> fn() -> u8 { .. }`), which
                // neither starts nor ends one.
                TokenTree::Ident(ref id) if id == "fn" => {
                    if matches!(trees.peek(), Some(TokenTree::Ident(_))) {
                        after_fn = true;
                    }
                    out.push(tree);
                }
                TokenTree::Punct(ref p) if p.as_char() == ';' => {
                    after_fn = false;
                    out.push(tree);
                }
                TokenTree::Group(ref g) if g.delimiter() == Delimiter::Brace && follows_bang(&out) => {
                    // A macro body (`macro_rules! m { .. }`, `m! { .. }`) is tokens, not items:
                    // `$t` placeholders do not parse as Rust, and it is copied verbatim anyway.
                    out.push(tree);
                    after_fn = false;
                }
                TokenTree::Group(ref g) if g.delimiter() == Delimiter::Brace => {
                    let inner = if after_fn {
                        bodies.push((self.range(g.span()), g.stream()));
                        TokenStream::new()
                    } else {
                        self.without_fn_bodies(g.stream().into_iter().collect(), bodies).into_iter().collect()
                    };
                    let mut group = Group::new(Delimiter::Brace, inner);
                    group.set_span(g.span());
                    out.push(TokenTree::Group(group));
                    after_fn = false;
                }
                other => out.push(other),
            }
        }
        out
    }

    /// The deferred bodies inside `range`, parsed (their spans are the file's), or the first
    /// syntax error as file:line:col.
    pub fn parse_bodies_within(&self, range: Range<usize>) -> Result<Vec<syn::Block>> {
        let first = self.deferred_bodies.partition_point(|(r, _)| r.start < range.start);
        let mut blocks = Vec::new();
        for (body_range, body) in &self.deferred_bodies[first..] {
            if body_range.start >= range.end {
                break;
            }
            let mut group = Group::new(Delimiter::Brace, body.clone());
            group.set_span(proc_macro2::Span::call_site());
            match syn::parse::Parser::parse2(fn_body, TokenTree::Group(group).into()) {
                Ok(block) => blocks.push(block),
                Err(e) => {
                    let start = e.span().start();
                    let at = if start.line == 0 { body_range.start } else { self.offset(start) };
                    return Err(Error::new(format!("syntax error: {}", e))
                        .at(self.location(at))
                        .snippet(self.line_at(at).to_string())
                        .help("fix the syntax; `cargo check` shows the same error with more detail"));
                }
            }
        }
        Ok(blocks)
    }

    /// Checks the syntax of a big array literal's contents (`a, b, ..` or `a; n`) one element
    /// at a time, so no syntax tree of the whole table exists, and in runs of a few thousand
    /// trees cut after a `,`, so neither does syn's buffer of all its tokens. A run can fail
    /// only because a cut fell inside an element (`|a, b| a + b`); then the whole array is
    /// parsed again, which is exact.
    fn check_array_elements(&self, span: proc_macro2::Span, elements: TokenStream) -> Result<()> {
        const RUN_TREES: usize = 4096;
        let mut run = Vec::with_capacity(RUN_TREES + 1);
        let mut first_run = true;
        let mut runs_ok = true;
        for tree in elements.clone() {
            let comma = matches!(&tree, TokenTree::Punct(p) if p.as_char() == ',');
            run.push(tree);
            if comma && run.len() >= RUN_TREES {
                let stream: TokenStream = run.drain(..).collect();
                let allow_repeat = std::mem::replace(&mut first_run, false);
                if syn::parse::Parser::parse2(|input: syn::parse::ParseStream| elements_parse(input, allow_repeat), stream).is_err() {
                    runs_ok = false;
                    break;
                }
            }
        }
        if runs_ok {
            let stream: TokenStream = run.drain(..).collect();
            if syn::parse::Parser::parse2(|input: syn::parse::ParseStream| elements_parse(input, first_run), stream).is_ok() {
                return Ok(());
            }
        }
        drop(run);
        fn elements_parse(input: syn::parse::ParseStream, allow_repeat: bool) -> syn::Result<()> {
            let mut first = allow_repeat;
            while !input.is_empty() {
                input.parse::<syn::Expr>()?;
                if input.is_empty() {
                    break;
                }
                if first && input.peek(syn::Token![;]) {
                    input.parse::<syn::Token![;]>()?;
                    input.parse::<syn::Expr>()?;
                    break;
                }
                input.parse::<syn::Token![,]>()?;
                first = false;
            }
            Ok(())
        }
        syn::parse::Parser::parse2(|input: syn::parse::ParseStream| elements_parse(input, true), elements).map_err(|e| {
            let start = e.span().start();
            let at = if start.line == 0 { self.range(span).start } else { self.offset(start) };
            Error::new(format!("syntax error: {}", e))
                .at(self.location(at))
                .snippet(self.line_at(at).to_string())
                .help("fix the syntax; `cargo check` shows the same error with more detail")
        })
    }

    /// The file's top-level token trees without its test items (what `ast` was parsed from,
    /// big arrays included): for walks over everything the bundle's problem part holds.
    pub fn non_test_tokens(&self) -> Vec<TokenTree> {
        self.without_test_items().0
    }

    /// Replaces every bracket group with more than [`BIG_ARRAY_BYTES`] of text (an array
    /// literal, in practice a table) by an empty one with the same span, recursing into other
    /// groups; the contents go to `arrays`, uncopied. Macro bodies and attributes stay as they
    /// are: syn does not parse a macro's tokens, and an attribute is not an expression.
    fn without_big_arrays(&self, trees: Vec<TokenTree>, arrays: &mut Vec<(proc_macro2::Span, TokenStream)>) -> Vec<TokenTree> {
        let mut out: Vec<TokenTree> = Vec::with_capacity(trees.len());
        for tree in trees {
            let group = match tree {
                TokenTree::Group(g) => g,
                other => {
                    out.push(other);
                    continue;
                }
            };
            let after_hash = matches!(out.last(), Some(TokenTree::Punct(p)) if p.as_char() == '#');
            if follows_bang(&out) || after_hash {
                out.push(TokenTree::Group(group));
                continue;
            }
            let replaced = if group.delimiter() == Delimiter::Bracket && self.range(group.span()).len() > BIG_ARRAY_BYTES {
                arrays.push((group.span(), group.stream()));
                TokenStream::new()
            } else {
                self.without_big_arrays(group.stream().into_iter().collect(), arrays).into_iter().collect()
            };
            let mut rebuilt = Group::new(group.delimiter(), replaced);
            rebuilt.set_span(group.span());
            out.push(TokenTree::Group(rebuilt));
        }
        out
    }

    /// Whether the text of `group` contains `word`. Walks that look for one identifier skip
    /// groups without it: iterating a group copies its trees, which for a big table costs more
    /// than the file's text many times over.
    pub fn group_mentions(&self, group: &Group, word: &str) -> bool {
        self.text[self.range(group.span())].contains(word)
    }

    /// The top-level trees without `#[cfg(test)]` / `#[test]` modules and functions, and the
    /// byte ranges of what was left out. Other test-only items stay (the library pass drops
    /// them after parsing). At the top level of a file a `#` followed by `[...]` is always an
    /// attribute, so attribute runs are found without parsing.
    fn without_test_items(&self) -> (Vec<TokenTree>, Vec<Range<usize>>) {
        let trees = &self.tokens;
        let mut kept = Vec::with_capacity(trees.len());
        let mut ranges = Vec::new();
        let mut i = 0;
        while i < trees.len() {
            let attrs_end = attribute_run_end(trees, i);
            if attrs_end > i && trees_have_test_attr(&trees[i..attrs_end]) {
                if let Some(end) = test_item_end(trees, attrs_end) {
                    let start = self.range(trees[i].span()).start;
                    ranges.push(start..self.range(trees[end].span()).end);
                    i = end + 1;
                    continue;
                }
            }
            let stop = attrs_end.max(i + 1);
            kept.extend(trees[i..stop].iter().cloned());
            i = stop;
        }
        (kept, ranges)
    }

    /// The byte offset of a proc-macro2 position (1-based line, 0-based column in chars).
    pub fn offset(&self, at: LineColumn) -> usize {
        let line_start = self.line_starts[at.line - 1];
        if self.ascii {
            return (line_start + at.column).min(self.text.len());
        }
        let rest = &self.text[line_start..];
        match rest.char_indices().nth(at.column) {
            Some((i, _)) => line_start + i,
            None => self.text.len(),
        }
    }

    /// The byte range of a span.
    pub fn range(&self, span: proc_macro2::Span) -> std::ops::Range<usize> {
        self.offset(span.start())..self.offset(span.end())
    }

    /// The byte offset of every line's start, as proc-macro2 numbers the lines of this text.
    pub fn line_starts(&self) -> &[usize] {
        &self.line_starts
    }

    /// `file:line:col` for a byte offset.
    pub fn location(&self, offset: usize) -> String {
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let col = self.text[self.line_starts[line]..offset].chars().count() + 1;
        format!("{}:{}:{}", self.rel_path, line + 1, col)
    }

    /// The whole line containing a byte offset.
    pub fn line_at(&self, offset: usize) -> &str {
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        self.text[self.line_starts[line]..].lines().next().unwrap_or("")
    }
}

/// The byte offset of every line's start.
fn line_starts(text: &str) -> Vec<usize> {
    let mut starts = vec![0];
    starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
    starts
}

/// Array literals longer than this (in bytes of text) are checked element by element instead
/// of being parsed into `ast`: syn spends about 380 bytes per element (a 700,000-entry table
/// was 268 MB of syntax tree). No array type, index or slice pattern is this long.
pub const BIG_ARRAY_BYTES: usize = 16 * 1024;

/// Whether the trees so far end with `!` or `! name`: a brace group next is a macro's body.
/// A function body as rustc reads it: `{`, inner attributes (`#![allow(..)]`, which apply to the
/// function), then statements. `syn::Block`'s own parser takes no inner attributes; they are
/// dropped here, since the function's outer attributes already went through `cfg` and nothing
/// that reads these blocks looks at lint attributes.
fn fn_body(input: syn::parse::ParseStream) -> syn::Result<syn::Block> {
    let content;
    let brace_token = syn::braced!(content in input);
    content.call(syn::Attribute::parse_inner)?;
    let stmts = content.call(syn::Block::parse_within)?;
    Ok(syn::Block { brace_token, stmts })
}

fn follows_bang(trees: &[TokenTree]) -> bool {
    let bang = |t: Option<&TokenTree>| matches!(t, Some(TokenTree::Punct(p)) if p.as_char() == '!');
    match trees.last() {
        Some(TokenTree::Ident(_)) => bang(trees.len().checked_sub(2).and_then(|i| trees.get(i))),
        last => bang(last),
    }
}

/// The end (exclusive) of a run of outer attributes `#[...]` starting at `i`; `i` if none.
fn attribute_run_end(trees: &[TokenTree], mut i: usize) -> usize {
    while let (Some(TokenTree::Punct(p)), Some(TokenTree::Group(g))) = (trees.get(i), trees.get(i + 1)) {
        if p.as_char() != '#' || g.delimiter() != Delimiter::Bracket {
            break;
        }
        i += 2;
    }
    i
}

fn trees_have_test_attr(attrs: &[TokenTree]) -> bool {
    // Most attributes are doc comments: only `cfg` and `test` can make an item test-only.
    let candidate = attrs.iter().any(|t| match t {
        TokenTree::Group(g) => matches!(g.stream().into_iter().next(), Some(TokenTree::Ident(id)) if id == "cfg" || id == "test"),
        _ => false,
    });
    if !candidate {
        return false;
    }
    let stream: TokenStream = attrs.iter().cloned().collect();
    match syn::parse::Parser::parse2(syn::Attribute::parse_outer, stream) {
        Ok(attrs) => attrs.iter().any(crate::base::syntax::is_test_attr),
        Err(_) => false,
    }
}

/// For an item starting at `i` (after its attributes): the index of its last tree when it is a
/// module (`mod x;` or `mod x { .. }`) or a function (ends at its body), else `None`.
fn test_item_end(trees: &[TokenTree], mut i: usize) -> Option<usize> {
    let is_ident = |t: Option<&TokenTree>, word: &str| matches!(t, Some(TokenTree::Ident(id)) if id == word);
    if is_ident(trees.get(i), "pub") {
        i += 1;
        if let Some(TokenTree::Group(g)) = trees.get(i) {
            if g.delimiter() == Delimiter::Parenthesis {
                i += 1;
            }
        }
    }
    if is_ident(trees.get(i), "mod") {
        return match trees.get(i + 2) {
            Some(TokenTree::Punct(p)) if p.as_char() == ';' => Some(i + 2),
            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => Some(i + 2),
            _ => None,
        };
    }
    while matches!(trees.get(i), Some(TokenTree::Ident(id)) if id == "const" || id == "async" || id == "unsafe") {
        i += 1;
    }
    if !is_ident(trees.get(i), "fn") {
        return None;
    }
    (i..trees.len()).find(|&j| matches!(&trees[j], TokenTree::Group(g) if g.delimiter() == Delimiter::Brace))
}

#[cfg(test)]
mod tests {
    use super::*;
    use syn::spanned::Spanned;

    #[test]
    fn spans_map_to_byte_offsets_with_multibyte_text() {
        let text = "// é中\nfn π() { let s = \"ü\"; }\nstruct S;\n".to_string();
        let file = SourceFile::parse("x.rs", text.clone()).unwrap();
        let item = &file.ast.items[1];
        let r = file.range(item.span());
        assert_eq!(&text[r], "struct S;");
        let f = file.range(file.ast.items[0].span());
        assert_eq!(&text[f.clone()], "fn π() { let s = \"ü\"; }");
        assert_eq!(file.location(f.start), "x.rs:2:1");
    }

    #[test]
    fn test_modules_and_functions_are_cut_before_parsing() {
        let text = "fn a() {}\n/// doc\n#[cfg(test)]\nmod tests {\n    fn broken_but_never_parsed( {}\n}\n#[test]\nfn t() { let x = 1; }\n#[cfg(test)]\nconst C: u8 = 1;\nfn b() {}\n".to_string();
        // The unbalanced `(` inside a group would not even lex, so use a parseable variant.
        let text = text.replace("broken_but_never_parsed( {}", "never_parsed() {}");
        let file = SourceFile::parse("x.rs", text.clone()).unwrap();
        let names: Vec<String> = file.ast.items.iter().map(|i| quote::ToTokens::to_token_stream(i).to_string()).collect();
        assert_eq!(names.len(), 3, "{:?}", names);
        assert!(names[1].starts_with("# [cfg (test)] const C"));
        let cut: Vec<&str> = file.test_ranges.iter().map(|r| &text[r.clone()]).collect();
        assert_eq!(cut, ["/// doc\n#[cfg(test)]\nmod tests {\n    fn never_parsed() {}\n}", "#[test]\nfn t() { let x = 1; }"]);
    }

    #[test]
    fn function_pointer_types_start_no_function_body() {
        // once_cell 1.18.0's `pub struct Lazy<T, F = fn() -> T> { cell: .. }`: the struct's
        // fields were taken for a function body, and failed to parse as a block.
        let text = "pub struct Lazy<T, F = fn() -> T> {\n    cell: Option<T>,\n    init: Option<F>,\n}\npub fn make() -> fn() -> u8 { helper }\nfn helper() -> u8 { 7 }\n";
        let file = SourceFile::load_with_text("lib.rs", text.to_string(), true).unwrap();
        assert_eq!(file.ast.items.len(), 3);
        file.parse_bodies_within(0..text.len()).unwrap();
        let bodies: Vec<&str> = file.deferred_bodies.iter().map(|(r, _)| &text[r.clone()]).collect();
        assert_eq!(bodies, ["{ helper }", "{ 7 }"]);
    }

    #[test]
    fn function_bodies_may_open_with_inner_attributes() {
        // rand 0.8.5's `fn reseed_and_generate(..) { #![allow(clippy::if_same_then_else)] .. }`:
        // a deferred body was parsed as a bare block, which takes no inner attributes.
        let text = "struct S;\nimpl S {\n    fn f(&self) -> u8 {\n        #![allow(clippy::if_same_then_else)]\n        #![allow(unused)]\n        let x = 1;\n        x\n    }\n}\nfn g() { #![inline] }\n";
        let file = SourceFile::load_with_text("lib.rs", text.to_string(), true).unwrap();
        let blocks = file.parse_bodies_within(0..text.len()).unwrap();
        assert_eq!(blocks.iter().map(|b| b.stmts.len()).collect::<Vec<_>>(), [2, 0]);
        // An attribute after a statement is still an error, as for rustc.
        let text = "fn f() { let x = 1; #![allow(unused)] }\n";
        let file = SourceFile::load_with_text("lib.rs", text.to_string(), true).unwrap();
        assert!(file.parse_bodies_within(0..text.len()).is_err());
    }

    #[test]
    fn macro_bodies_are_tokens_not_items() {
        // Issue 8, item 1: `$t` inside a function body of a macro_rules! body.
        let text = "pub trait Twice { fn twice(&self) -> Self; }\nmacro_rules! m { ($t:ty) => { impl Twice for $t { fn twice(&self) -> $t { <$t>::wrapping_mul(*self, 2) } } }; }\nm!(u32);\nm! { u64 }\n";
        let file = SourceFile::load_with_text("lib.rs", text.to_string(), true).unwrap();
        assert_eq!(file.ast.items.len(), 4);
        file.parse_bodies_within(0..text.len()).unwrap();
        assert!(file.deferred_bodies.is_empty(), "{:?}", file.deferred_bodies.len());
    }

    #[test]
    fn big_array_literals_are_checked_element_by_element_and_left_out_of_the_tree() {
        let numbers: Vec<String> = (0..4000).map(|i| i.to_string()).collect();
        let text = format!("const T: [u32; {}] = [{}];\nfn main() {{ let v = [1, 2]; }}\n", numbers.len(), numbers.join(", "));
        let file = SourceFile::parse("p.rs", text).unwrap();
        assert_eq!(file.deferred_arrays, 1);
        let printed = quote::ToTokens::to_token_stream(&file.ast).to_string();
        assert!(printed.starts_with("const T : [u32 ; 4000] = [] ;"), "{}", printed);
        assert!(printed.contains("[1 , 2]"), "small arrays stay: {}", printed);
        let repeat = format!("static R: [u32; 2] = [{}0; 2];\n", "1 + ".repeat(BIG_ARRAY_BYTES / 4));
        assert_eq!(SourceFile::parse("p.rs", repeat).unwrap().deferred_arrays, 1);
        let bad = format!("fn main() {{\n    let t = [{}, 7 8];\n}}\n", numbers.join(", "));
        let err = SourceFile::parse("p.rs", bad.clone()).err().unwrap();
        assert_eq!(err.location, format!("p.rs:2:{}", bad.lines().nth(1).unwrap().find("8]").unwrap() + 1));
        let bad_repeat = format!("const T: [u8; 9] = [{} 0; 9; 9];\n", "0 + ".repeat(BIG_ARRAY_BYTES / 4));
        assert!(SourceFile::parse("p.rs", bad_repeat).is_err());
        // Runs are cut after commas, which may lie inside an element: still valid.
        let closures = format!("fn main() {{ let f = [{}]; }}\n", "|a: u32, b: u32| a + b, ".repeat(3000));
        assert_eq!(SourceFile::parse("p.rs", closures).unwrap().deferred_arrays, 1);
        // `; n` is a repeat only right after the first element.
        let late_repeat = format!("const T: [u32; 9] = [{}; 9];\n", numbers.join(", "));
        assert!(SourceFile::parse("p.rs", late_repeat).is_err());
    }

    #[test]
    fn syntax_errors_name_the_place_and_line() {
        let err = SourceFile::parse("p.rs", "fn main() {\n    let x = ;\n}\n".into()).err().unwrap();
        assert_eq!(err.location, "p.rs:2:13");
        assert_eq!(err.snippet.as_deref(), Some("    let x = ;"));
    }
}
