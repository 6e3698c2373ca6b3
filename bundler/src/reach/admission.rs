//! What may go into one file. A judge compiles a single `main.rs` with plain `rustc`: no cargo,
//! no build scripts, no other files, one compiler version. A crate the problem reaches is
//! refused, with its name and the reason, when it cannot live there:
//! - a proc-macro crate reached as code (its code runs inside the compiler, as a separate
//!   crate; the problem's uses of its macros are expanded first by [`crate::read::proc_macro`], so
//!   what reaches this is a path to the crate that is no macro call);
//! - a crate whose build script links a native library (`cargo:rustc-link-lib`, which covers
//!   compiled C): refused by [`crate::read::build_script::admit`], which applies everything else a
//!   build script prints;
//! - an edition newer than the judge's rustc knows (older editions are translated: [`crate::read::edition`]);
//! - `include!` (pastes code) of anything but a build script's generated file, and `include_str!` / `include_bytes!` of a file
//!   outside the crate's `src/` (those inside are inlined as literals);
//! - a `#![no_std]` crate that defines the runtime's pieces (`#[panic_handler]`, lang items),
//!   which clash with std's in a program;
//! - a `rust-version` newer than the judge's compiler.
//!
//! Crates nothing reaches are never looked at.

use crate::find::crates::Crate;
use crate::base::error::{Error, Result};
use crate::read::library::{ItemKind, Library};
use crate::base::edit::Edit;
use crate::reach::shake::Shaken;
use crate::judge::syntax_version::{edition_needs, newer_syntax_in_file, newer_syntax_in_item, RustVersion, OLDEST_SUPPORTED};
use proc_macro2::TokenTree;
use std::path::Path;

/// The compiler a bundle must suit: the judge profile's rustc, or 1.63 without a profile.
#[derive(Clone, Debug)]
pub struct RustcFloor {
    pub version: RustVersion,
    /// For messages: "the spoj judge's rustc 1.63".
    pub described: String,
    /// No judge is named for a contestant's project: the bundle is checked with stable only,
    /// and the report says which judges it suits ([`crate::judge::suited`]).
    pub no_judge: bool,
}

impl RustcFloor {
    pub fn for_profile(profile: Option<&crate::judge::Judge>) -> RustcFloor {
        RustcFloor { version: crate::judge::rustc_floor(profile), described: crate::judge::describe_rustc(profile), no_judge: false }
    }

    /// A contestant's project that names no judge (`cargo judgefile`): no floor but current
    /// stable. The 1.63 rule is this workspace's own, for its problems.
    pub fn current_stable() -> RustcFloor {
        RustcFloor { version: crate::judge::syntax_version::STABLE, described: "current stable rustc, which a project's bundle is made for when it names no judge".to_string(), no_judge: true }
    }
}

/// What a crate needs of the compiler beyond rustc 1.63, and why (for the check's notice).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Needs {
    pub version: RustVersion,
    pub why: String,
}

/// Refuses what the manifest alone shows cannot go into one file, or needs a newer compiler
/// than `floor`; returns what it needs beyond rustc 1.63, if anything.
pub fn admit(krate: &Crate, floor: &RustcFloor) -> Result<Option<Needs>> {
    let name = &krate.package;
    if krate.proc_macro {
        return Err(Error::new(format!(
            "`{}` is a proc-macro crate, and the problem names it other than by invoking one of its macros (`#[name]`, `#[derive(Name)]`, `name!(..)`, which are expanded): nothing of a proc-macro crate can be inlined into one file",
            name
        ))
        .help(format!("use `{}`'s macros only by invoking them, or expand what you use by hand (`cargo expand` shows the code)", name)));
    }
    let pick = |what: &str| {
        format!(
            "choose a judge profile whose rustc is new enough (--judge, or `judge` in fixtures/<id>.toml), or {}",
            what
        )
    };
    let mut needs: Option<Needs> = None;
    if let Some(edition_version) = edition_needs(&krate.edition) {
        if edition_version > floor.version {
            return Err(Error::new(format!(
                "`{}` is edition {}, which needs Rust {}, newer than {}",
                name, krate.edition, edition_version, floor.described
            ))
            .help(pick(&format!("use a release of `{}` on an older edition", name))));
        }
        if edition_version > OLDEST_SUPPORTED {
            needs = Some(Needs { version: edition_version, why: format!("`{}` is edition {}, which needs Rust {}", name, krate.edition, edition_version) });
        }
    }
    if let Some(rv) = krate.rust_version.as_deref().and_then(RustVersion::parse) {
        if rv > floor.version {
            return Err(Error::new(format!(
                "`{}` {} needs Rust {} (its rust-version), newer than {}",
                name, krate.version, rv, floor.described
            ))
            .help(pick(&format!("pin a release of `{}` that supports it (`cargo update -p {} --precise <version>`)", name, name))));
        }
        if rv > OLDEST_SUPPORTED {
            let n = Needs { version: rv, why: format!("`{}` {} needs Rust {} (its rust-version)", name, krate.version, rv) };
            needs = needs.max(Some(n));
        }
    }
    Ok(needs)
}

/// Refuses syntax newer than `floor` in what the bundle keeps of `lib`; returns the newest
/// syntax beyond rustc 1.63 that it keeps, if any. Function bodies are parsed here (they
/// were deferred), which also checks their syntax.
pub fn admit_syntax(krate: &Crate, lib: &Library, shaken: &Shaken, floor: &RustcFloor) -> Result<Option<Needs>> {
    let mut needs: Option<Needs> = None;
    let mut consider = |lib: &Library, file: usize, found: crate::judge::syntax_version::NewerSyntax| -> Result<()> {
        let f = &lib.files[file];
        let at = f.offset(found.span.start());
        if found.since > floor.version {
            return Err(Error::new(format!(
                "`{}` uses {}, which needs Rust {}, newer than {}",
                krate.package, found.feature, found.since, floor.described
            ))
            .at(f.location(at))
            .snippet(f.line_at(at).to_string())
            .help("choose a judge profile whose rustc is new enough (--judge), or a release of the crate without it"));
        }
        let n = Needs { version: found.since, why: format!("`{}` uses {} at {}, which needs Rust {}", krate.package, found.feature, f.location(at), found.since) };
        if needs.as_ref().map_or(true, |old| n.version > old.version) {
            needs = Some(n);
        }
        Ok(())
    };
    // Signatures and item shapes: the files' syntax trees (bodies are empty there), limited to
    // what is kept.
    let mut kept_ranges: Vec<Vec<std::ops::Range<usize>>> = vec![Vec::new(); lib.files.len()];
    // What the `cfg` rewrite removes from kept text is not in the bundle: a
    // `#[cfg_attr(not(no_diagnostic_namespace), diagnostic::on_unimplemented(..))]` whose
    // predicate a build script, probed with the judge's compiler, made false.
    let mut removed: Vec<Vec<std::ops::Range<usize>>> = vec![Vec::new(); lib.files.len()];
    for (i, item) in lib.items.iter().enumerate() {
        if shaken.kept_items[i] && !matches!(item.kind, ItemKind::Module(_)) {
            kept_ranges[item.file].push(item.range.clone());
            removed[item.file].extend(item.crate_edits.iter().filter(|e| e.text.is_empty()).map(|e| e.range.clone()));
        }
    }
    for (f, file) in lib.files.iter().enumerate() {
        if kept_ranges[f].is_empty() {
            continue;
        }
        let inside = |at: usize| kept_ranges[f].iter().any(|r| r.contains(&at)) && !removed[f].iter().any(|r| r.contains(&at));
        for found in newer_syntax_in_file(&file.ast, OLDEST_SUPPORTED) {
            if inside(file.offset(found.span.start())) {
                consider(lib, f, found)?;
            }
        }
        for range in &kept_ranges[f] {
            for block in file.parse_bodies_within(range.clone())? {
                let item = syn::Item::Fn(syn::ItemFn {
                    attrs: Vec::new(),
                    vis: syn::Visibility::Inherited,
                    sig: syn::parse_quote!(fn body()),
                    block: Box::new(block),
                });
                for found in newer_syntax_in_item(&item, OLDEST_SUPPORTED) {
                    if found.span.start().line > 0 && !removed[f].iter().any(|r| r.contains(&file.offset(found.span.start()))) {
                        consider(lib, f, found)?;
                    }
                }
            }
        }
    }
    Ok(needs)
}

/// Refuses what only the sources show, and returns the edits that inline `include_str!` and
/// `include_bytes!` of files inside `src/` as literals. `program_has_std`: false for the C
/// target's wasm program, which has no std and takes its runtime pieces from the library
/// (solver-core's host back-end).
pub fn admit_sources(krate: &Crate, lib: &Library, program_has_std: bool) -> Result<Vec<Vec<Edit>>> {
    let mut edits = vec![Vec::new(); lib.files.len()];
    for (f, file) in lib.files.iter().enumerate() {
        if !file.text.contains("include") && !file.text.contains("doc") {
            continue;
        }
        find_includes(krate, lib, f, &file.tokens, &mut edits[f])?;
    }
    let root = &lib.files[0];
    let no_std = root.ast.attrs.iter().any(|a| a.path().is_ident("no_std") || (a.path().is_ident("cfg_attr") && attr_mentions(a, "no_std")));
    if no_std && program_has_std {
        for file in &lib.files {
            if let Some((what, at)) = runtime_item(file, &file.tokens) {
                return Err(Error::new(format!(
                    "`{}` is #![no_std] and defines {}, which a program with std already has: the bundle would not link",
                    krate.package, what
                ))
                .at(file.location(at))
                .snippet(file.line_at(at).to_string())
                .help(format!("use a build of `{}` without its runtime items (often a `std` feature), or drop the dependency", krate.package)));
            }
        }
    }
    Ok(edits)
}

fn attr_mentions(attr: &syn::Attribute, word: &str) -> bool {
    match &attr.meta {
        syn::Meta::List(list) => crate::read::library::collect_idents(list.tokens.clone()).contains(word),
        _ => false,
    }
}

/// The first `#[panic_handler]`, `#[lang = ..]` or `#[alloc_error_handler]` among `trees`
/// and the groups inside them.
fn runtime_item(file: &crate::read::parse::SourceFile, trees: &[TokenTree]) -> Option<(&'static str, usize)> {
    for (i, tree) in trees.iter().enumerate() {
        let TokenTree::Group(g) = tree else { continue };
        let after_hash = i > 0 && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == '#');
        if after_hash && g.delimiter() == proc_macro2::Delimiter::Bracket {
            if let Some(TokenTree::Ident(word)) = g.stream().into_iter().next() {
                let what = match word.to_string().as_str() {
                    "panic_handler" => Some("#[panic_handler]"),
                    "lang" => Some("a lang item"),
                    "alloc_error_handler" => Some("#[alloc_error_handler]"),
                    _ => None,
                };
                if let Some(w) = what {
                    return Some((w, file.range(word.span()).start));
                }
            }
        } else if file.group_mentions(g, "panic_handler") || file.group_mentions(g, "lang") || file.group_mentions(g, "alloc_error_handler") {
            let inner: Vec<TokenTree> = g.stream().into_iter().collect();
            if let Some(found) = runtime_item(file, &inner) {
                return Some(found);
            }
        }
    }
    None
}

fn find_includes(krate: &Crate, lib: &Library, f: usize, trees: &[TokenTree], edits: &mut Vec<Edit>) -> Result<()> {
    let file = &lib.files[f];
    let mut i = 0;
    while i < trees.len() {
        let tree = &trees[i];
        i += 1;
        match tree {
            TokenTree::Group(g) => {
                // Documentation read from a file or computed (`#![doc =
                // include_str!("../README.md")]`, `#[doc = concat!("(version ",
                // icu_segmenter_data::unicode_tag!(), ")")]`, also under `cfg_attr`): the
                // attribute goes, as docs change no program, and what it names may be a crate
                // the bundle does not carry whole.
                if let Some(start) = doc_attribute_start(trees, i - 1) {
                    if is_doc_only(g) {
                        edits.push(Edit::remove(file.range(trees[start].span()).start..file.range(g.span()).end));
                        continue;
                    }
                }
                if !file.group_mentions(g, "include") {
                    continue;
                }
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                find_includes(krate, lib, f, &inner, edits)?;
            }
            TokenTree::Ident(id) => {
                let word = id.to_string();
                if !matches!(word.as_str(), "include" | "include_str" | "include_bytes") {
                    continue;
                }
                let bang = matches!(trees.get(i), Some(TokenTree::Punct(p)) if p.as_char() == '!');
                let Some(TokenTree::Group(args)) = trees.get(i + 1) else { continue };
                if !bang {
                    continue;
                }
                let at = file.range(id.span()).start;
                // Under a `cfg` that does not hold for the target: rustc never reads it.
                if !lib.is_live(f, at) {
                    continue;
                }
                let here = |e: Error| e.at(file.location(at)).snippet(file.line_at(at).to_string());
                // Generated files of a build script: the build-script pass inlines them.
                if krate.build_script && crate::read::build_script::is_out_dir_include(trees, i - 1) {
                    continue;
                }
                let arg_trees: Vec<TokenTree> = args.stream().into_iter().collect();
                // A path only the compiler computes (a macro's `$file`, which is relative to
                // where the macro is invoked) is left as written, for rustc to read or report.
                let Some(path) = included_path(krate, &arg_trees) else {
                    i += 2;
                    continue;
                };
                // Relative to the including file's folder, as rustc reads it; an absolute path
                // (from `env!("CARGO_MANIFEST_DIR")`) as it is.
                let full = if Path::new(&path).is_absolute() {
                    std::path::PathBuf::from(&path)
                } else {
                    let dir = file.rel_path.rsplit_once('/').map_or("", |(d, _)| d);
                    krate.base.join(dir).join(&path)
                };
                // A file that is not there may be under a `cfg` inside an item (a statement's),
                // which rustc decides: left as written, for it to read or report.
                let Ok(bytes) = crate::base::inputs::read(&full) else {
                    i += 2;
                    continue;
                };
                let text = || String::from_utf8(bytes.clone()).map_err(|_| here(Error::new(format!("`{}` includes `{}` as text, but it is not UTF-8", krate.package, path))));
                let literal = match word.as_str() {
                    // Items where items stand (at the end of the enclosing token list, or before
                    // its `;`), else one expression, parenthesized as rustc parses it.
                    "include" => {
                        let code = text()?;
                        let statement_end = match trees.get(i + 2) {
                            None => true,
                            Some(TokenTree::Punct(p)) => p.as_char() == ';',
                            _ => false,
                        };
                        if statement_end && syn::parse_file(&code).map_or(false, |parsed| !parsed.items.is_empty()) {
                            code
                        } else {
                            format!("({})", code.trim_end())
                        }
                    }
                    "include_str" => format!("{:?}", text()?),
                    // `include_bytes!` is a `&'static [u8; N]`; a byte string literal is too.
                    _ => {
                        let mut s = String::from("b\"");
                        for b in &bytes {
                            s.push_str(&std::ascii::escape_default(*b).to_string());
                        }
                        s.push('"');
                        s
                    }
                };
                let mut end = file.range(args.span()).end;
                i += 2;
                // Items pasted where `include!(..);` stood take its `;` along (after items it
                // is an error).
                if word == "include" && !literal.starts_with('(') {
                    if let Some(TokenTree::Punct(p)) = trees.get(i) {
                        if p.as_char() == ';' {
                            end = file.range(p.span()).end;
                            i += 1;
                        }
                    }
                }
                edits.push(Edit::replace(at..end, literal));
            }
            _ => {}
        }
    }
    Ok(())
}

/// When `trees[at]` is an attribute's bracket group (`#[..]` or `#![..]`), where the attribute
/// starts (its `#`).
fn doc_attribute_start(trees: &[TokenTree], at: usize) -> Option<usize> {
    let TokenTree::Group(g) = &trees[at] else { return None };
    if g.delimiter() != proc_macro2::Delimiter::Bracket || at == 0 {
        return None;
    }
    let is = |k: usize, c: char| matches!(&trees[k], TokenTree::Punct(p) if p.as_char() == c);
    if is(at - 1, '#') {
        return Some(at - 1);
    }
    (at >= 2 && is(at - 1, '!') && is(at - 2, '#')).then(|| at - 2)
}

/// Whether an attribute's inside is documentation read from a file or computed by a macro:
/// `doc = include_str!(..)`, `doc = concat!(..)`, `doc = dep::tag!()`, or `cfg_attr(pred, doc =
/// .., ..)` whose every attribute is `doc` and one of them so. A doc comment is `doc = "text"`,
/// which stays whatever its text says.
fn is_doc_only(g: &proc_macro2::Group) -> bool {
    let inner: Vec<TokenTree> = g.stream().into_iter().collect();
    let is_doc = |part: &[TokenTree]| matches!(part.first(), Some(TokenTree::Ident(w)) if w == "doc");
    let reads_file = |part: &[TokenTree]| is_doc(part) && matches!(part.get(1), Some(TokenTree::Punct(p)) if p.as_char() == '=') && matches!(part.get(2), Some(TokenTree::Ident(_)));
    match inner.first() {
        Some(TokenTree::Ident(w)) if w == "doc" => reads_file(&inner),
        Some(TokenTree::Ident(w)) if w == "cfg_attr" => {
            let Some(TokenTree::Group(args)) = inner.get(1) else { return false };
            let parts = split_commas(&args.stream().into_iter().collect::<Vec<_>>());
            parts.len() >= 2 && parts[1..].iter().all(|p| is_doc(p)) && parts[1..].iter().any(|p| reads_file(p))
        }
        _ => false,
    }
}

fn split_commas(trees: &[TokenTree]) -> Vec<Vec<TokenTree>> {
    let mut parts = vec![Vec::new()];
    for t in trees {
        match t {
            TokenTree::Punct(p) if p.as_char() == ',' => parts.push(Vec::new()),
            _ => parts.last_mut().expect("one part").push(t.clone()),
        }
    }
    parts.retain(|p| !p.is_empty());
    parts
}

/// The path an `include*!` reads, computed as rustc would: a string literal, or `concat!` of
/// literals and `env!` of the variables cargo sets for every crate (`CARGO_MANIFEST_DIR`, the
/// package's name and version). `None` for anything else (a macro's `$path`, a build script's
/// variable): only the compiler knows it.
fn included_path(krate: &Crate, args: &[TokenTree]) -> Option<String> {
    let args: Vec<TokenTree> = args.iter().filter(|t| !matches!(t, TokenTree::Punct(p) if p.as_char() == ',')).cloned().collect();
    match args.as_slice() {
        [TokenTree::Literal(lit)] => match syn::parse_str::<syn::Lit>(&lit.to_string()) {
            Ok(syn::Lit::Str(s)) => Some(s.value()),
            _ => None,
        },
        [TokenTree::Group(g)] if g.delimiter() == proc_macro2::Delimiter::None => included_path(krate, &g.stream().into_iter().collect::<Vec<_>>()),
        [TokenTree::Ident(m), TokenTree::Punct(bang), TokenTree::Group(g)] if bang.as_char() == '!' => {
            let inner: Vec<TokenTree> = g.stream().into_iter().collect();
            match m.to_string().as_str() {
                "concat" => split_commas(&inner).iter().map(|part| included_path(krate, part)).collect(),
                "env" => {
                    let manifest_dir = krate.base.join(krate.src_rel.strip_suffix("src").unwrap_or(&krate.src_rel).trim_end_matches('/'));
                    match included_path(krate, &inner)?.as_str() {
                        "CARGO_MANIFEST_DIR" => Some(manifest_dir.to_string_lossy().into_owned()),
                        "CARGO_PKG_NAME" => Some(krate.package.clone()),
                        "CARGO_PKG_VERSION" => Some(krate.version.clone()),
                        "CARGO_CRATE_NAME" => Some(krate.lib_name.clone()),
                        _ => None,
                    }
                }
                _ => None,
            }
        }
        _ => None,
    }
}
