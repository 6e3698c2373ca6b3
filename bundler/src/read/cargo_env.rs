//! The variables cargo sets for each crate it compiles (`CARGO_PKG_VERSION`, `CARGO_PKG_NAME`,
//! `CARGO_MANIFEST_DIR`, ...), which `env!` and `option_env!` read while rustc compiles that
//! crate. In a bundle the crate is a module of the judge's one crate, compiled by a plain
//! `rustc` that has none of them (and under `cargo`, those of another package): so every
//! `env!("CARGO_..")` of a crate's own code becomes the literal cargo would have given that
//! crate, wherever it stands: in code, in a macro's input (`concat!(.., env!(..))`), in an
//! attribute (`#[cfg_attr(feature = "x", doc = concat!(.., env!("CARGO_PKG_VERSION")))]`,
//! zerocopy's). The text is rewritten before it is parsed, so every later pass (the `cfg`
//! rewrite of a `cfg_attr`, which replaces the attribute whole) sees the literal.
//!
//! A `macro_rules!` body is left alone: `env!` there expands where the macro is invoked, in the
//! crate that invokes it, whose variables cargo sets then.

use crate::find::crates::Crate;
use proc_macro2::{TokenStream, TokenTree};
use std::collections::BTreeMap;

/// The variables cargo sets when it compiles `krate`'s library, with their values (an unset
/// manifest field is an empty string, as cargo has it). Not `CARGO` (the cargo binary that ran,
/// a path of the bundling machine) nor `OUT_DIR` (the build-script pass's).
pub fn variables(krate: &Crate) -> Vec<(String, String)> {
    let manifest_dir = krate.base.join(krate.src_rel.strip_suffix("src").unwrap_or(&krate.src_rel).trim_end_matches('/'));
    let version = &krate.version;
    let (core, pre) = version.split_once('-').unwrap_or((version, ""));
    let core = core.split('+').next().unwrap_or(core);
    let mut numbers = core.split('.');
    let mut vars = vec![
        ("CARGO_MANIFEST_DIR", manifest_dir.to_string_lossy().into_owned()),
        ("CARGO_MANIFEST_PATH", manifest_dir.join("Cargo.toml").to_string_lossy().into_owned()),
        ("CARGO_PKG_NAME", krate.package.clone()),
        ("CARGO_PKG_VERSION", version.clone()),
        ("CARGO_PKG_VERSION_MAJOR", numbers.next().unwrap_or("").to_string()),
        ("CARGO_PKG_VERSION_MINOR", numbers.next().unwrap_or("").to_string()),
        ("CARGO_PKG_VERSION_PATCH", numbers.next().unwrap_or("").to_string()),
        ("CARGO_PKG_VERSION_PRE", pre.split('+').next().unwrap_or("").to_string()),
        ("CARGO_CRATE_NAME", krate.lib_name.clone()),
        ("CARGO_PKG_LICENSE", krate.license.clone().unwrap_or_default()),
    ];
    for (name, value) in &krate.manifest_fields {
        vars.push((name.as_str(), value.clone()));
    }
    vars.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
}

/// The files of `krate` (by path relative to its base, as `overlay` has them: a build script's
/// overlay first) whose text spells `env!`/`option_env!` of a variable in `vars`, rewritten.
pub fn overlay(krate: &Crate, vars: &[(String, String)], mut overlay: BTreeMap<String, String>) -> BTreeMap<String, String> {
    let mut files = Vec::new();
    collect_rs_files(&krate.base.join(&krate.src_rel), &krate.src_rel, &mut files);
    for rel in files {
        let text = match overlay.get(&rel) {
            Some(text) => text.clone(),
            None => match crate::base::inputs::read_to_string(&krate.base.join(&rel)) {
                Ok(text) => text,
                Err(_) => continue,
            },
        };
        if let Some(rewritten) = rewrite(&text, vars) {
            overlay.insert(rel, rewritten);
        }
    }
    overlay
}

/// `text` with each `env!("NAME")` (`option_env!`, also as `std::env!`, `::core::env!`) of a
/// variable in `vars` replaced by its value as a string literal (`Some(..)`): None when there
/// is none, or the text does not tokenize (the parse reports it).
pub fn rewrite(text: &str, vars: &[(String, String)]) -> Option<String> {
    if !vars.iter().any(|(k, _)| text.contains(k.as_str())) {
        return None;
    }
    let stream: TokenStream = text.parse().ok()?;
    let trees: Vec<TokenTree> = stream.into_iter().collect();
    let mut line_starts = vec![0];
    line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
    let offset = |at: proc_macro2::LineColumn| -> usize {
        let start = line_starts[at.line - 1];
        text[start..].char_indices().nth(at.column).map_or(text.len(), |(i, _)| start + i)
    };
    let mut edits = Vec::new();
    walk(&trees, vars, &offset, &mut edits);
    if edits.is_empty() {
        return None;
    }
    Some(crate::base::edit::apply(text, 0..text.len(), edits))
}

fn walk(trees: &[TokenTree], vars: &[(String, String)], offset: &dyn Fn(proc_macro2::LineColumn) -> usize, edits: &mut Vec<crate::base::edit::Edit>) {
    let mut i = 0;
    while i < trees.len() {
        match &trees[i] {
            // `macro_rules! name { .. }`: expands in the invoking crate.
            TokenTree::Ident(id) if id == "macro_rules" && is_punct(trees.get(i + 1), '!') => {
                i += 4;
                continue;
            }
            TokenTree::Ident(id) if (id == "env" || id == "option_env") && is_punct(trees.get(i + 1), '!') => {
                if let Some(TokenTree::Group(g)) = trees.get(i + 2) {
                    let args: Vec<TokenTree> = g.stream().into_iter().collect();
                    let name = match args.as_slice() {
                        [TokenTree::Literal(l)] | [TokenTree::Literal(l), TokenTree::Punct(_)] => syn::parse_str::<syn::LitStr>(&l.to_string()).ok().map(|s| s.value()),
                        _ => None,
                    };
                    if let Some((_, value)) = name.and_then(|n| vars.iter().find(|(k, _)| *k == n)) {
                        let start = path_start(trees, i);
                        let literal = if id == "env" { format!("{:?}", value) } else { format!("::core::option::Option::Some({:?})", value) };
                        edits.push(crate::base::edit::Edit::replace(offset(trees[start].span().start())..offset(g.span().end()), literal));
                        i += 3;
                        continue;
                    }
                }
            }
            TokenTree::Group(g) => {
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                walk(&inner, vars, offset, edits);
            }
            _ => {}
        }
        i += 1;
    }
}

fn is_punct(tree: Option<&TokenTree>, c: char) -> bool {
    matches!(tree, Some(TokenTree::Punct(p)) if p.as_char() == c)
}

/// Where the macro path ending at `trees[at]` starts: `std::env`, `::core::env` or `env`.
fn path_start(trees: &[TokenTree], at: usize) -> usize {
    let colons = |k: usize| k >= 2 && is_punct(trees.get(k - 1), ':') && is_punct(trees.get(k - 2), ':');
    if !colons(at) {
        return at;
    }
    match at.checked_sub(3).map(|k| &trees[k]) {
        Some(TokenTree::Ident(krate)) if krate == "std" || krate == "core" => {
            if colons(at - 3) {
                at - 5
            } else {
                at - 3
            }
        }
        _ => at,
    }
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn cargo_variables_become_literals_everywhere_but_in_macro_rules_bodies() {
        let vars = vec![("CARGO_PKG_VERSION".to_string(), "0.8.66".to_string()), ("CARGO_PKG_NAME".to_string(), "zerocopy".to_string())];
        let text = "#[cfg_attr(feature = \"derive\", doc = concat!(\"https://docs.rs/zerocopy/\", env!(\"CARGO_PKG_VERSION\"), \"/x.html\"))]\npub struct S;\nconst N: &str = ::core::env!(\"CARGO_PKG_NAME\");\nconst O: Option<&str> = option_env!(\"CARGO_PKG_NAME\");\nconst H: &str = env!(\"HOME\");\nmacro_rules! v { () => { env!(\"CARGO_PKG_VERSION\") } }\n";
        let want = "#[cfg_attr(feature = \"derive\", doc = concat!(\"https://docs.rs/zerocopy/\", \"0.8.66\", \"/x.html\"))]\npub struct S;\nconst N: &str = \"zerocopy\";\nconst O: Option<&str> = ::core::option::Option::Some(\"zerocopy\");\nconst H: &str = env!(\"HOME\");\nmacro_rules! v { () => { env!(\"CARGO_PKG_VERSION\") } }\n";
        assert_eq!(rewrite(text, &vars).as_deref(), Some(want));
        assert_eq!(rewrite("fn f() {}", &vars), None);
    }
}

/// Every `.rs` file under `dir`, as paths relative to the crate base (`rel` is `dir`'s).
pub(crate) fn collect_rs_files(dir: &std::path::Path, rel: &str, out: &mut Vec<String>) {
    let Ok(entries) = crate::base::inputs::read_dir(dir) else { return };
    for e in entries {
        let name = e.name.to_string_lossy().to_string();
        let path = e.path;
        if e.is_dir {
            collect_rs_files(&path, &format!("{}/{}", rel, name), out);
        } else if name.ends_with(".rs") {
            out.push(format!("{}/{}", rel, name));
        }
    }
}
