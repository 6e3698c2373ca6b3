//! What may go into one file. A judge compiles a single `main.rs` with plain `rustc`: no cargo,
//! no build scripts, no other files, one compiler version. A crate the problem reaches is
//! refused, with its name and the reason, when it cannot live there:
//! - a proc-macro crate (its code runs inside the compiler, as a separate crate);
//! - a crate with a build script (it compiles C, generates code or sets cfgs on the build
//!   machine; a judge never runs it);
//! - edition 2015 (its paths mean something else inside a 2021 file);
//! - `include!` (pastes generated code) and `include_str!` / `include_bytes!` of a file
//!   outside the crate's `src/` (those inside are inlined as literals);
//! - a `#![no_std]` crate that defines the runtime's pieces (`#[panic_handler]`, lang items),
//!   which clash with std's in a program;
//! - a `rust-version` newer than the judge's compiler.
//!
//! Crates nothing reaches are never looked at: depending on a proc-macro crate is fine as long
//! as the bundled problem does not use it.

use crate::crates::Crate;
use crate::error::{Error, Result};
use crate::library::Library;
use crate::rewrite::Edit;
use proc_macro2::TokenTree;

/// Refuses what the manifest alone shows cannot go into one file.
pub fn admit(krate: &Crate, options: &crate::Options) -> Result<()> {
    let _ = options;
    let name = &krate.package;
    if krate.proc_macro {
        return Err(Error::new(format!(
            "`{}` is a proc-macro crate: its macros run inside the compiler as a crate of their own, so they cannot be inlined into one file",
            name
        ))
        .help(format!("expand what you use of `{}` by hand (`cargo expand` shows the code), or drop the dependency", name)));
    }
    if krate.build_script {
        return Err(Error::new(format!(
            "`{}` has a build script (build.rs): it runs on the build machine (compiling C, generating code, setting cfgs), and a judge never runs it",
            name
        ))
        .help(format!("copy the code you need from `{}` into a crate without build.rs", name)));
    }
    if krate.edition == "2015" {
        return Err(Error::new(format!(
            "`{}` is edition 2015: its paths (`::x`, `use x` relative to the crate root) mean something else inside a 2021 file",
            name
        ))
        .help(format!("use a release of `{}` on edition 2018 or later, or port it (`cargo fix --edition`)", name)));
    }
    Ok(())
}

/// Refuses what only the sources show, and returns the edits that inline `include_str!` and
/// `include_bytes!` of files inside `src/` as literals.
pub fn admit_sources(krate: &Crate, lib: &Library) -> Result<Vec<Vec<Edit>>> {
    let mut edits = vec![Vec::new(); lib.files.len()];
    for (f, file) in lib.files.iter().enumerate() {
        if !file.text.contains("include") {
            continue;
        }
        find_includes(krate, lib, f, &file.tokens, &mut edits[f])?;
    }
    let root = &lib.files[0];
    let no_std = root.ast.attrs.iter().any(|a| a.path().is_ident("no_std") || (a.path().is_ident("cfg_attr") && attr_mentions(a, "no_std")));
    if no_std {
        for (f, file) in lib.files.iter().enumerate() {
            let _ = f;
            for tree in &file.tokens {
                if let Some((what, at)) = runtime_item(file, tree) {
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
    }
    Ok(edits)
}

fn attr_mentions(attr: &syn::Attribute, word: &str) -> bool {
    let mut found = false;
    if let syn::Meta::List(list) = &attr.meta {
        fn walk(tokens: proc_macro2::TokenStream, word: &str, found: &mut bool) {
            for t in tokens {
                match t {
                    TokenTree::Ident(i) if i == word => *found = true,
                    TokenTree::Group(g) => walk(g.stream(), word, found),
                    _ => {}
                }
            }
        }
        walk(list.tokens.clone(), word, &mut found);
    }
    found
}

/// `#[panic_handler]`, `#[lang = ..]`, `#[alloc_error_handler]` anywhere in `tree`.
fn runtime_item(file: &crate::parse::SourceFile, tree: &TokenTree) -> Option<(&'static str, usize)> {
    let mut stack = vec![tree.clone()];
    let mut prev_hash = false;
    while let Some(t) = stack.pop() {
        match &t {
            TokenTree::Punct(p) => prev_hash = p.as_char() == '#',
            TokenTree::Group(g) if prev_hash && g.delimiter() == proc_macro2::Delimiter::Bracket => {
                let first = g.stream().into_iter().next();
                if let Some(TokenTree::Ident(i)) = first {
                    let what = match i.to_string().as_str() {
                        "panic_handler" => Some("#[panic_handler]"),
                        "lang" => Some("a lang item"),
                        "alloc_error_handler" => Some("#[alloc_error_handler]"),
                        _ => None,
                    };
                    if let Some(w) = what {
                        return Some((w, file.range(i.span()).start));
                    }
                }
                prev_hash = false;
            }
            TokenTree::Group(g) => {
                prev_hash = false;
                stack.extend(g.stream());
            }
            _ => prev_hash = false,
        }
    }
    None
}

fn find_includes(krate: &Crate, lib: &Library, f: usize, trees: &[TokenTree], edits: &mut Vec<Edit>) -> Result<()> {
    let file = &lib.files[f];
    for (i, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Group(g) => {
                if file.group_mentions(g, "include") {
                    let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                    find_includes(krate, lib, f, &inner, edits)?;
                }
            }
            TokenTree::Ident(id) => {
                let word = id.to_string();
                if !matches!(word.as_str(), "include" | "include_str" | "include_bytes") {
                    continue;
                }
                let bang = matches!(trees.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
                let Some(TokenTree::Group(args)) = trees.get(i + 2) else { continue };
                if !bang {
                    continue;
                }
                let at = file.range(id.span()).start;
                let here = |e: Error| e.at(file.location(at)).snippet(file.line_at(at).to_string());
                if word == "include" {
                    return Err(here(Error::new(format!(
                        "`{}` uses include!, which pastes code from another file (often generated by a build script) that the bundler cannot follow",
                        krate.package
                    )))
                    .help("move the included code into a module of the crate"));
                }
                let literal = args.stream().into_iter().next();
                let Some(TokenTree::Literal(lit)) = literal else {
                    return Err(here(Error::new(format!(
                        "`{}` uses {}! with a computed path, so the bundler cannot tell which file it reads",
                        krate.package, word
                    )))
                    .help("use a string literal path inside src/"));
                };
                let Ok(syn::Lit::Str(path)) = syn::parse_str::<syn::Lit>(&lit.to_string()) else { continue };
                let path = path.value();
                // Relative to the including file's folder, as rustc reads it.
                let dir = file.rel_path.rsplit_once('/').map_or("", |(d, _)| d);
                let joined = normalize(&format!("{}/{}", dir, path));
                let inside = joined.as_deref().map_or(false, |j| j.starts_with(&format!("{}/", krate.src_rel)));
                if !inside {
                    return Err(here(Error::new(format!(
                        "`{}` includes `{}` from outside its src/ folder, which the bundle cannot carry along",
                        krate.package, path
                    )))
                    .help("move the file into src/ (the bundler inlines included files there) or embed its text in the code"));
                }
                let joined = joined.expect("inside");
                let bytes = std::fs::read(krate.base.join(&joined)).map_err(|e| {
                    here(Error::new(format!("`{}` includes `{}`, which cannot be read: {}", krate.package, path, e)))
                })?;
                let literal = if word == "include_str" {
                    let text = String::from_utf8(bytes).map_err(|_| here(Error::new(format!("`{}` includes `{}` as text, but it is not UTF-8", krate.package, path))))?;
                    format!("{:?}", text)
                } else {
                    let mut s = String::from("b\"");
                    for b in bytes {
                        s.push_str(&std::ascii::escape_default(b).to_string());
                    }
                    s.push('"');
                    // `include_bytes!` is a `&'static [u8; N]`; a byte string literal is too.
                    s
                };
                let end = file.range(args.span()).end;
                edits.push(Edit::replace(at..end, literal));
            }
            _ => {}
        }
    }
    Ok(())
}

/// `a/b/../c` -> `a/c`; `None` when it climbs above its start.
fn normalize(path: &str) -> Option<String> {
    let mut out: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                out.pop()?;
            }
            p => out.push(p),
        }
    }
    Some(out.join("/"))
}

#[cfg(test)]
mod tests {
    use super::normalize;

    #[test]
    fn paths_normalize_and_cannot_climb_out() {
        assert_eq!(normalize("x/src/a/../t.txt").as_deref(), Some("x/src/t.txt"));
        assert_eq!(normalize("x/src/../data/t.txt").as_deref(), Some("x/data/t.txt"));
        assert_eq!(normalize("../t.txt"), None);
    }
}
