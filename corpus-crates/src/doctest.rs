//! Doctests as rustdoc finds and compiles them (rustdoc's `doctest/make.rs` and
//! `html/markdown.rs`, rustc 1.95):
//!
//! - **Where**: every doc comment of every `.rs` file under the crate's `src/` (`///`, `//!`,
//!   `/** */`, `#[doc = "..."]`, and `#[doc = include_str!("..")]`, whose file is read), as the
//!   `doc` attributes syn turns them into. Adjacent doc attributes of one item form one text,
//!   unindented by their common indentation as rustdoc does.
//! - **Which blocks**: fenced blocks (```` ``` ```` or `~~~`) whose info string makes them Rust:
//!   none, `rust`, or only rustdoc's own words (`should_panic`, `no_run`, `edition2018`, ...);
//!   a block with an unknown word (`text`, `toml`) and no `rust` is not Rust. Indented code
//!   blocks (which rustdoc also tests) are not taken: a comment scanner cannot tell them from
//!   indented prose reliably, and crates rarely use them for tests.
//! - **Which run**: `ignore`, `compile_fail` and `no_run` are skipped and counted;
//!   `should_panic` is kept and must exit nonzero; `test_harness` (compiled with `--test`) and
//!   `edition2015` (our programs are edition 2021) are skipped and counted.
//! - **The program**: hidden lines (`# ` or a lone `#`) stay in, `##` becomes `#`; the test's
//!   leading inner attributes (`#![...]`) and `extern crate` items go first; `#![allow(unused)]`
//!   is added; `extern crate <crate>;` is added when the test mentions the crate and has no
//!   `extern crate` of it (rustdoc writes `extern crate r#name`, the same crate; the plain name is
//!   kept here so the bundler sees the common spelling); without a top-level `fn main` the rest
//!   is wrapped in `fn main() { .. }`, or, when it ends in `(())`, in a function returning
//!   `Result<(), impl Debug>` that main unwraps, as rustdoc does so that `?` works.

use std::collections::BTreeSet;
use std::path::Path;
use syn::visit::Visit;

/// A code block of a doc comment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeBlock {
    /// `src/lib.rs:12` or `README.md:40` (relative to the package folder).
    pub place: String,
    /// The info string after the fence.
    pub info: String,
    /// The block's lines as written (hidden lines still marked).
    pub code: String,
}

/// What a block's info string says, by rustdoc's rules (`LangString::parse`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lang {
    pub rust: bool,
    pub ignore: bool,
    pub no_run: bool,
    pub compile_fail: bool,
    pub should_panic: bool,
    pub test_harness: bool,
    pub edition: Option<String>,
}

impl Lang {
    pub fn parse(info: &str) -> Lang {
        let mut lang = Lang::default();
        let (mut seen_rust, mut seen_other) = (false, false);
        // `{.rust .ignore}` attribute blocks: the words without their dots.
        let words = info.split(|c: char| c == ',' || c == ' ' || c == '\t' || c == '{' || c == '}').map(|w| w.trim().trim_start_matches('.')).filter(|w| !w.is_empty());
        for w in words {
            match w {
                "rust" => seen_rust = true,
                "ignore" => lang.ignore = true,
                w if w.starts_with("ignore-") => lang.ignore = true,
                "no_run" => lang.no_run = true,
                "compile_fail" => lang.compile_fail = true,
                "should_panic" => lang.should_panic = true,
                "test_harness" => lang.test_harness = true,
                "allow_fail" | "standalone_crate" | "unix" | "custom" => {}
                w if w.starts_with("edition") => lang.edition = Some(w["edition".len()..].to_string()),
                w if w.len() == 5 && w.starts_with('E') && w[1..].chars().all(|c| c.is_ascii_digit()) => {}
                _ => seen_other = true,
            }
        }
        lang.rust = seen_rust || !seen_other;
        lang
    }

    /// Why rustdoc (or this runner) does not run the block, if it does not.
    pub fn skipped(&self) -> Option<&'static str> {
        if !self.rust {
            None
        } else if self.ignore {
            Some("ignore")
        } else if self.compile_fail {
            Some("compile_fail")
        } else if self.no_run {
            Some("no_run")
        } else if self.test_harness {
            Some("test_harness")
        } else if self.edition.as_deref() == Some("2015") {
            Some("edition2015")
        } else {
            None
        }
    }
}

/// One doc attribute: where its text starts, its text, whether it is inner (`//!`).
struct DocAttr {
    line: usize,
    end_line: usize,
    text: String,
    inner: bool,
    /// For `include_str!`: the included file's place prefix instead of the attribute's.
    file: Option<String>,
    /// Written as an attribute (`#[doc = ".."]`), not a doc comment.
    raw: bool,
}

struct Collector<'a> {
    dir: &'a Path,
    package_dir: &'a Path,
    /// The crate's enabled features, for `cfg_attr(feature = "..", doc = "..")`.
    features: &'a BTreeSet<String>,
    /// The file's lines, to tell a doc comment from a `doc` attribute.
    lines: Vec<&'a str>,
    attrs: Vec<DocAttr>,
}

/// A `cfg` predicate as rustdoc sees it on this machine (x86_64 Linux, the crate's features):
/// `feature`, `unix`, `target_os`, `target_pointer_width`, `not`/`all`/`any`; other names
/// (`docsrs`, a build script's cfgs) are false.
pub fn cfg_true(meta: &syn::Meta, features: &BTreeSet<String>) -> bool {
    use syn::punctuated::Punctuated;
    match meta {
        syn::Meta::Path(p) => p.is_ident("unix") || p.is_ident("debug_assertions") && cfg!(debug_assertions),
        syn::Meta::NameValue(nv) => {
            let value = match &nv.value {
                syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) => s.value(),
                _ => return false,
            };
            let name = nv.path.get_ident().map(|i| i.to_string()).unwrap_or_default();
            match name.as_str() {
                "feature" => features.contains(&value),
                "target_os" => value == "linux",
                "target_family" => value == "unix",
                "target_pointer_width" => value == "64",
                "target_arch" => value == "x86_64",
                "target_endian" => value == "little",
                "panic" => value == "unwind",
                _ => false,
            }
        }
        syn::Meta::List(l) => {
            let Ok(args) = l.parse_args_with(Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated) else { return false };
            if l.path.is_ident("not") {
                args.len() == 1 && !cfg_true(&args[0], features)
            } else if l.path.is_ident("all") {
                args.iter().all(|m| cfg_true(m, features))
            } else if l.path.is_ident("any") {
                args.iter().any(|m| cfg_true(m, features))
            } else {
                false
            }
        }
    }
}

impl<'ast> Visit<'ast> for Collector<'_> {
    fn visit_attribute(&mut self, a: &'ast syn::Attribute) {
        // `#[cfg_attr(pred, doc = "..")]`: the doc when the predicate holds.
        let from_cfg_attr;
        let nv = if a.path().is_ident("cfg_attr") {
            use syn::punctuated::Punctuated;
            let Ok(args) = a.parse_args_with(Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated) else { return };
            let mut it = args.into_iter();
            let Some(pred) = it.next() else { return };
            if !cfg_true(&pred, self.features) {
                return;
            }
            let Some(syn::Meta::NameValue(nv)) = it.find(|m| m.path().is_ident("doc")) else { return };
            from_cfg_attr = nv;
            &from_cfg_attr
        } else if a.path().is_ident("doc") {
            let syn::Meta::NameValue(nv) = &a.meta else { return };
            nv
        } else {
            return;
        };
        let start = a.pound_token.span.start().line;
        let end = {
            use syn::spanned::Spanned;
            a.span().end().line
        };
        let inner = matches!(a.style, syn::AttrStyle::Inner(_));
        let raw = !self.lines.get(start.wrapping_sub(1)).map_or(false, |l| {
            let t = l.trim_start();
            t.starts_with("///") || t.starts_with("//!") || t.starts_with("/**") || t.starts_with("/*!")
        });
        match &nv.value {
            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) => self.attrs.push(DocAttr { line: start, end_line: end, text: s.value(), inner, file: None, raw }),
            syn::Expr::Macro(m) if m.mac.path.is_ident("include_str") => {
                if let Ok(lit) = m.mac.parse_body::<syn::LitStr>() {
                    let path = self.dir.join(lit.value());
                    if let Ok(text) = std::fs::read_to_string(&path) {
                        let rel = path.canonicalize().ok().and_then(|p| p.strip_prefix(self.package_dir.canonicalize().ok()?).ok().map(|r| r.to_string_lossy().replace('\\', "/")));
                        self.attrs.push(DocAttr { line: 1, end_line: end, text, inner, file: Some(rel.unwrap_or_else(|| lit.value())), raw: true });
                    }
                }
            }
            _ => {}
        }
        syn::visit::visit_attribute(self, a);
    }
}

/// The code blocks of one source file (`rel` relative to the package folder `package_dir`).
/// A file syn cannot parse gives an error (counted by the caller).
pub fn blocks_of_file(package_dir: &Path, rel: &str, features: &BTreeSet<String>) -> Result<Vec<CodeBlock>, String> {
    let path = package_dir.join(rel);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {}", rel, e))?;
    let file = syn::parse_file(&text).map_err(|e| format!("{}: {}", rel, e))?;
    let dir = path.parent().unwrap_or(package_dir);
    let source_lines: Vec<&str> = text.lines().collect();
    let mut c = Collector { dir, package_dir, features, lines: source_lines.clone(), attrs: Vec::new() };
    // Lines between two doc attributes that keep them on one item: blank, a plain comment, or
    // another attribute (`#[inline]`, a `cfg_attr` whose predicate is false).
    let joinable = |from: usize, to: usize| {
        (from..to).all(|l| {
            let t = source_lines.get(l.wrapping_sub(1)).map_or("", |s| s.trim());
            t.is_empty() || (t.starts_with("//") && !t.starts_with("///") && !t.starts_with("//!")) || t.starts_with("#[") || t.starts_with("#![") || t.starts_with(')') || t.starts_with(']')
        })
    };
    c.visit_file(&file);
    let mut out = Vec::new();
    // Groups: an included file stands alone; otherwise adjacent attributes of one style.
    let mut i = 0;
    while i < c.attrs.len() {
        if let Some(f) = &c.attrs[i].file {
            out.extend(blocks_of_markdown(&unindent(&[c.attrs[i].text.as_str()]), f, 1));
            i += 1;
            continue;
        }
        let mut j = i + 1;
        while j < c.attrs.len() && c.attrs[j].file.is_none() && c.attrs[j].inner == c.attrs[i].inner && c.attrs[j].line > c.attrs[j - 1].end_line && joinable(c.attrs[j - 1].end_line + 1, c.attrs[j].line) {
            j += 1;
        }
        // One line of text per attribute line: a `///` line is one attribute; a block comment's
        // lines follow its first.
        let texts: Vec<(&str, bool)> = c.attrs[i..j].iter().map(|a| (a.text.as_str(), a.raw)).collect();
        let joined = unindent_kinds(&texts);
        let lines = line_starts(&c.attrs[i..j]);
        for mut b in blocks_of_markdown(&joined, rel, 0) {
            let idx: usize = b.place.rsplit(':').next().and_then(|n| n.parse().ok()).unwrap_or(0);
            let line = lines.get(idx).copied().unwrap_or(c.attrs[i].line);
            b.place = format!("{}:{}", rel, line);
            out.push(b);
        }
        i = j;
    }
    Ok(out)
}

/// The source line of each line of a group's joined text.
fn line_starts(attrs: &[DocAttr]) -> Vec<usize> {
    let mut v = Vec::new();
    for a in attrs {
        for k in 0..a.text.split('\n').count() {
            v.push(a.line + k);
        }
    }
    v
}

/// Joins doc fragments with newlines and removes their common indentation (rustdoc's
/// `unindent_doc_fragments`: the least indentation of any non-blank line).
pub fn unindent(fragments: &[&str]) -> String {
    let kinds: Vec<(&str, bool)> = fragments.iter().map(|f| (*f, false)).collect();
    unindent_kinds(&kinds)
}

/// [`unindent`] for fragments that are sugared (`///`, `false`) or raw (`#[doc = ".."]`,
/// `true`): when both kinds are mixed, a raw line counts one space deeper and loses one space
/// less, as in rustdoc, so `#[doc = "```"]` between `/// code` lines stays in line with them.
pub fn unindent_kinds(fragments: &[(&str, bool)]) -> String {
    let mixed = fragments.iter().any(|f| f.1) && fragments.iter().any(|f| !f.1);
    let add = usize::from(mixed);
    let indent = |l: &str| l.len() - l.trim_start().len();
    let min = fragments
        .iter()
        .flat_map(|(t, raw)| t.split('\n').filter(|l| !l.trim().is_empty()).map(move |l| indent(l) + if *raw { add } else { 0 }))
        .min()
        .unwrap_or(0);
    let mut out = Vec::new();
    for (t, raw) in fragments {
        let remove = if *raw && min > 0 { min - add } else { min };
        for l in t.split('\n') {
            out.push(if l.trim().is_empty() { "" } else { &l[remove.min(indent(l))..] });
        }
    }
    out.join("\n")
}

/// The fenced code blocks of markdown `text`; `place` is `file:<first line + index>`, where
/// `first` is the text's first line number (0 to give the index itself).
pub fn blocks_of_markdown(text: &str, file: &str, first: usize) -> Vec<CodeBlock> {
    let lines: Vec<&str> = text.split('\n').collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let indent = line.len() - line.trim_start().len();
        let t = line.trim_start();
        let fence_char = if t.starts_with("```") { Some('`') } else if t.starts_with("~~~") { Some('~') } else { None };
        let Some(ch) = fence_char else {
            i += 1;
            continue;
        };
        let n = t.chars().take_while(|&c| c == ch).count();
        let info = t[n..].trim().to_string();
        if ch == '`' && info.contains('`') {
            i += 1;
            continue;
        }
        let start = i;
        let mut code = Vec::new();
        i += 1;
        while i < lines.len() {
            let l = lines[i].trim_start();
            if l.starts_with(&ch.to_string().repeat(n)) && l.trim_end().chars().all(|c| c == ch) {
                break;
            }
            // Up to the fence's indentation is removed from each line.
            let li = lines[i];
            let drop = (li.len() - li.trim_start().len()).min(indent);
            code.push(&li[drop..]);
            i += 1;
        }
        i += 1;
        out.push(CodeBlock { place: format!("{}:{}", file, first + start), info, code: code.join("\n") });
    }
    out
}

/// The text rustdoc compiles for a block: hidden lines kept (`# ` removed, `##` made `#`).
pub fn unhide(code: &str) -> String {
    code.lines()
        .map(|l| {
            let t = l.trim_start();
            if let Some(rest) = t.strip_prefix("##") {
                format!("#{}", rest)
            } else if let Some(rest) = t.strip_prefix("# ").or_else(|| t.strip_prefix("#\t")) {
                rest.to_string()
            } else if t == "#" {
                String::new()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The program rustdoc makes of a Rust block for crate `lib_name` (see the module comment).
pub fn make_program(code: &str, lib_name: &str) -> String {
    let full = unhide(code);
    let (attrs, externs, rest) = partition(&full);
    let mut p = String::from("#![allow(unused)]\n");
    p.push_str(&attrs);
    let has_extern = externs.lines().any(|l| extern_crate_name(l) == Some(lib_name));
    if !has_extern && full.contains(lib_name) && lib_name != "std" && lib_name != "core" {
        p.push_str(&format!("#[allow(unused_extern_crates)]\nextern crate {};\n", lib_name));
    }
    p.push_str(&externs);
    if has_main(&rest) {
        p.push_str(&rest);
        p.push('\n');
    } else if rest.trim_end().ends_with("(())") {
        p.push_str("fn main() { fn _inner() -> core::result::Result<(), impl core::fmt::Debug> {\n");
        p.push_str(&rest);
        p.push_str("\n} _inner().unwrap() }\n");
    } else {
        p.push_str("fn main() {\n");
        p.push_str(&rest);
        p.push_str("\n}\n");
    }
    p
}

/// `line` without the outer attributes it starts with (`#[macro_use] extern crate x;`).
fn strip_outer_attrs(line: &str) -> &str {
    let mut t = line.trim_start();
    while t.starts_with("#[") {
        let mut depth = 0;
        let mut end = None;
        for (i, c) in t.char_indices() {
            match c {
                '[' => depth += 1,
                ']' => {
                    depth -= 1;
                    if depth == 0 {
                        end = Some(i);
                        break;
                    }
                }
                _ => {}
            }
        }
        match end {
            Some(e) => t = t[e + 1..].trim_start(),
            None => break,
        }
    }
    t
}

/// `extern crate foo;` / `#[macro_use] extern crate foo as bar;` -> `foo`.
fn extern_crate_name(line: &str) -> Option<&str> {
    let rest = strip_outer_attrs(line).strip_prefix("extern crate ")?;
    let name = rest.split(|c: char| !(c.is_alphanumeric() || c == '_')).next()?;
    Some(name.trim_start_matches("r#"))
}

/// Splits a test into its leading inner attributes, its leading `extern crate` items (with
/// their attributes), and the rest, as rustdoc's `partition_source` does: blank and comment
/// lines before the first other line go with the rest.
fn partition(code: &str) -> (String, String, String) {
    let (mut attrs, mut externs, mut rest) = (String::new(), String::new(), String::new());
    let lines: Vec<&str> = code.lines().collect();
    let mut i = 0;
    let mut pending_attrs = String::new();
    while i < lines.len() {
        let t = lines[i].trim();
        if t.starts_with("#![") {
            // An inner attribute, perhaps over several lines: until its brackets balance.
            let mut depth = 0i32;
            loop {
                let l = lines[i];
                depth += l.matches('[').count() as i32 - l.matches(']').count() as i32;
                attrs.push_str(l);
                attrs.push('\n');
                i += 1;
                if depth <= 0 || i >= lines.len() {
                    break;
                }
            }
            continue;
        }
        if t.starts_with("#[") && t.ends_with(']') && lines.get(i + 1).map_or(false, |n| n.trim().starts_with("extern crate ") || n.trim().starts_with("#[")) {
            pending_attrs.push_str(lines[i]);
            pending_attrs.push('\n');
            i += 1;
            continue;
        }
        // `extern crate x;`, perhaps after attributes on the same line (`#[macro_use] extern
        // crate x;`) and before more code (`... extern crate x; fn main() {}`), which stays.
        let bare = strip_outer_attrs(t);
        if bare.starts_with("extern crate ") {
            if let Some(end) = t.find(';') {
                externs.push_str(&pending_attrs);
                pending_attrs.clear();
                externs.push_str(&t[..=end]);
                externs.push('\n');
                let after = t[end + 1..].trim();
                if after.is_empty() {
                    i += 1;
                    continue;
                }
                rest.push_str(after);
                rest.push('\n');
                i += 1;
                break;
            }
        }
        if t.is_empty() || t.starts_with("//") && !t.starts_with("///") && !t.starts_with("//!") {
            rest.push_str(lines[i]);
            rest.push('\n');
            i += 1;
            continue;
        }
        break;
    }
    rest.push_str(&pending_attrs);
    for l in &lines[i..] {
        rest.push_str(l);
        rest.push('\n');
    }
    (attrs, externs, rest.trim_end_matches('\n').to_string())
}

/// Whether the test has its own `fn main` at the top level: by parsing it as a file, or as a
/// block's statements (a test with statements at its top level), and only when neither parses
/// by rustdoc's old text check on its non-comment lines.
fn has_main(code: &str) -> bool {
    let is_main = |i: &syn::Item| matches!(i, syn::Item::Fn(f) if f.sig.ident == "main");
    if let Ok(f) = syn::parse_file(code) {
        return f.items.iter().any(is_main);
    }
    if let Ok(b) = syn::parse_str::<syn::Block>(&format!("{{\n{}\n}}", code)) {
        return b.stmts.iter().any(|s| matches!(s, syn::Stmt::Item(i) if is_main(i)));
    }
    code.lines().map(str::trim_start).filter(|t| !t.starts_with("//")).any(|t| {
        let t = t.trim_start_matches("pub ").trim_start_matches("async ");
        t.strip_prefix("fn main").map_or(false, |r| r.trim_start().starts_with(['(', '<']))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_strings_follow_rustdoc() {
        assert!(Lang::parse("").rust);
        assert!(Lang::parse("rust").rust);
        assert!(!Lang::parse("text").rust);
        assert!(!Lang::parse("toml").rust);
        assert!(Lang::parse("rust,ignore").rust && Lang::parse("rust,ignore").ignore);
        assert!(Lang::parse("should_panic").rust && Lang::parse("should_panic").should_panic);
        assert_eq!(Lang::parse("no_run").skipped(), Some("no_run"));
        assert_eq!(Lang::parse("compile_fail,E0382").skipped(), Some("compile_fail"));
        assert_eq!(Lang::parse("edition2018").skipped(), None);
        assert_eq!(Lang::parse("edition2015").skipped(), Some("edition2015"));
        assert_eq!(Lang::parse("ignore-wasm32").skipped(), Some("ignore"));
        assert_eq!(Lang::parse("{.rust .no_run}").skipped(), Some("no_run"));
        assert_eq!(Lang::parse("text").skipped(), None);
        assert!(Lang::parse("rust,foo").rust);
    }

    #[test]
    fn hidden_lines_stay_and_double_hashes_become_one() {
        assert_eq!(unhide("# use a::b;\nlet x = 1;\n#\n##[derive(Debug)]\n    # let y = 2;"), "use a::b;\nlet x = 1;\n\n#[derive(Debug)]\nlet y = 2;");
        // `#[attr]` is not hidden: only `# ` and a lone `#` are.
        assert_eq!(unhide("#[test]\nfn f() {}"), "#[test]\nfn f() {}");
    }

    #[test]
    fn without_main_the_code_is_wrapped_and_the_crate_is_named() {
        let p = make_program("# extern crate foo;\nlet x = foo::f();\nassert_eq!(x, 1);", "foo");
        assert_eq!(p, "#![allow(unused)]\nextern crate foo;\nfn main() {\nlet x = foo::f();\nassert_eq!(x, 1);\n}\n");
        let p = make_program("use foo::f;\nf();", "foo");
        assert_eq!(p, "#![allow(unused)]\n#[allow(unused_extern_crates)]\nextern crate foo;\nfn main() {\nuse foo::f;\nf();\n}\n");
        // Not mentioned: not injected.
        assert_eq!(make_program("let x = 1;", "foo"), "#![allow(unused)]\nfn main() {\nlet x = 1;\n}\n");
    }

    #[test]
    fn an_own_main_is_kept_and_inner_attributes_go_first() {
        let p = make_program("#![allow(dead_code)]\nuse foo::f;\nfn main() {\n    f();\n}", "foo");
        assert_eq!(p, "#![allow(unused)]\n#![allow(dead_code)]\n#[allow(unused_extern_crates)]\nextern crate foo;\nuse foo::f;\nfn main() {\n    f();\n}\n");
        // `fn main` inside a string or a comment is not a main when the code parses.
        let p = make_program("// see fn main() below\nlet s = \"fn main() {}\";", "foo");
        assert!(p.contains("fn main() {\n// see"), "{p}");
    }

    #[test]
    fn extern_crates_with_attributes_on_their_line_go_first() {
        let p = make_program("#[macro_use] extern crate foo; fn main() {}\nbar!();", "foo");
        assert_eq!(p, "#![allow(unused)]\n#[macro_use] extern crate foo;\nfn main() {}\nbar!();\n");
        let p = make_program("#[macro_use]\nextern crate foo;\n#[derive(Debug)]\nstruct S;", "foo");
        assert_eq!(p, "#![allow(unused)]\n#[macro_use]\nextern crate foo;\nfn main() {\n#[derive(Debug)]\nstruct S;\n}\n");
    }

    #[test]
    fn cfg_attr_docs_count_when_their_predicate_holds_and_join_their_neighbours() {
        let dir = std::env::temp_dir().join(format!("corpus-cfg-attr-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("src")).unwrap();
        std::fs::write(
            dir.join("src/lib.rs"),
            "//! Intro.\n#![cfg_attr(feature = \"alloc\", doc = \"```\")]\n#![cfg_attr(not(feature = \"alloc\"), doc = \"```ignore\")]\n//! let x = 1;\n//! ```\n\n/// ```\n/// let y = 2;\n#[cfg_attr(docsrs, doc = \"# let z = 3;\")]\n#[cfg_attr(not(docsrs), doc = \"# let w = 4;\")]\n/// ```\npub fn f() {}\n",
        )
        .unwrap();
        let alloc: BTreeSet<String> = ["alloc".to_string()].into();
        let b = blocks_of_file(&dir, "src/lib.rs", &alloc).unwrap();
        let got: Vec<(&str, &str, &str)> = b.iter().map(|b| (b.place.as_str(), b.info.as_str(), b.code.as_str())).collect();
        assert_eq!(got, vec![("src/lib.rs:2", "", "let x = 1;"), ("src/lib.rs:7", "", "let y = 2;\n# let w = 4;")]);
        let b = blocks_of_file(&dir, "src/lib.rs", &BTreeSet::new()).unwrap();
        assert_eq!(b[0].info, "ignore");
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_test_ending_in_ok_returns_a_result() {
        let p = make_program("let n: i32 = \"5\".parse()?;\nOk::<(), std::num::ParseIntError>(())", "foo");
        assert!(p.contains("fn main() { fn _inner() -> core::result::Result<(), impl core::fmt::Debug> {\n") && p.ends_with("\n} _inner().unwrap() }\n"), "{p}");
    }

    #[test]
    fn blocks_are_found_with_their_lines_and_info() {
        let md = "Text\n\n```\nlet a = 1;\n```\n\n```text\nnot rust\n```\n\n  ~~~rust,should_panic\n  panic!();\n  ~~~\n";
        let b = blocks_of_markdown(md, "README.md", 1);
        assert_eq!(b.len(), 3);
        assert_eq!((b[0].place.as_str(), b[0].code.as_str()), ("README.md:3", "let a = 1;"));
        assert_eq!(b[1].info, "text");
        assert_eq!((b[2].info.as_str(), b[2].code.as_str()), ("rust,should_panic", "panic!();"));
    }

    #[test]
    fn doc_comments_of_a_file_give_blocks_at_their_source_lines() {
        let dir = std::env::temp_dir().join(format!("corpus-doctest-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("src")).unwrap();
        std::fs::write(dir.join("README.md"), "# T\n```\nassert!(true);\n```\n").unwrap();
        std::fs::write(
            dir.join("src/lib.rs"),
            "#![doc = include_str!(\"../README.md\")]\n//! Crate.\n//!\n//! ```\n//! let x = 1;\n//! ```\n\n/// F.\n///\n/// ```should_panic\n/// panic!()\n/// ```\n#[inline]\npub fn f() {}\n\n#[doc = \"```\\nlet y = 2;\\n```\"]\npub fn g() {}\n",
        )
        .unwrap();
        let b = blocks_of_file(&dir, "src/lib.rs", &BTreeSet::new()).unwrap();
        let got: Vec<(&str, &str, &str)> = b.iter().map(|b| (b.place.as_str(), b.info.as_str(), b.code.as_str())).collect();
        assert_eq!(got, vec![("README.md:2", "", "assert!(true);"), ("src/lib.rs:4", "", "let x = 1;"), ("src/lib.rs:10", "should_panic", "panic!()"), ("src/lib.rs:16", "", "let y = 2;")]);
        std::fs::remove_dir_all(&dir).ok();
    }
}
