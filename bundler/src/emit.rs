//! Assembling the bundle: the problem's code, then `mod solver_core { ... }` with the kept
//! modules and items, edited in place. Deterministic: the output depends only on the sources.

use crate::library::{use_leaves, ItemKind, Library};
use crate::parse::SourceFile;
use crate::edit::{apply, removal_range, Edit};
use crate::rewrite::extern_path_edits;
use crate::shake::Shaken;
use std::collections::{BTreeMap, BTreeSet};

/// What opens each crate's module in a bundle, before `mod <name> {`: no lint fires in a
/// library's code, as cargo's `--cap-lints allow` has it for a dependency, under any rustc
/// from 1.63 to current stable, while the problem's own lines keep their lints.
/// - `dead_code, unused_imports, unused_macros`: what shaking leaves unused, also against a
///   program's own `#![deny(unused_imports)]` (cargo-equip's examples have it);
/// - `warnings`: every other lint at the warn level (a deny-level lint it leaves alone);
/// - `future_incompatible` and `rust_2024_compatibility`: the groups that hold most
///   deny-by-default lints (1.63's `const_err`, `unaligned_references` among them);
/// - the other deny-by-default lints, by name (`bundler/tests/lints.rs` compares the list with
///   what `rustc -W help` says, for stable and 1.63). A name an older rustc does not know is an
///   `unknown_lints` warning, which `warnings` in the same attribute silences.
///
/// Left out, as no code of a crate that compiles on stable raises them in a module:
/// `explicit_builtin_cfgs_in_flags` (command-line `--cfg`), `test_unstable_lint` and
/// `ineffective_unstable_trait_impl` (nightly features), `unknown_crate_types` (a crate
/// attribute, which the bundle drops); and `text_direction_codepoint_in_{comment,literal}`,
/// which rustc checks before any `allow` applies.
pub const LIBRARY_LINTS: &str = "#[allow(dead_code, unused_imports, unused_macros, warnings, future_incompatible, rust_2024_compatibility, \
arithmetic_overflow, binary_asm_labels, bindings_with_variant_name, dangerous_implicit_autorefs, default_overrides_default_fields, \
deref_nullptr, enum_intrinsics_non_enums, incomplete_include, invalid_atomic_ordering, invalid_from_utf8_unchecked, \
invalid_null_arguments, invalid_reference_casting, let_underscore_lock, long_running_const_eval, mutable_transmutes, \
named_asm_labels, no_mangle_const_items, overflowing_literals, unconditional_panic, undropped_manually_drops, useless_deprecated)]";

/// How many names open [`LIBRARY_LINTS`] before the deny-by-default lints named one by one.
const GROUPS_AND_DEAD_CODE: usize = 6;

/// The deny-by-default lints [`LIBRARY_LINTS`] names one by one.
pub fn lints_named_one_by_one() -> impl Iterator<Item = &'static str> {
    LIBRARY_LINTS["#[allow(".len()..LIBRARY_LINTS.len() - 2].split(", ").skip(GROUPS_AND_DEAD_CODE)
}

/// Deny-by-default lints that rustc checks on the MIR it builds for code generation, so that a
/// type-check (`--emit=metadata`) never reports them: a lean header always names them.
const MIR_LINTS: [&str; 2] = ["arithmetic_overflow", "unconditional_panic"];

/// A library module's header (`header`, as emitted or minified) naming, of the lints named one
/// by one, only those in `firing` (and [`MIR_LINTS`]); the groups, and the lints a program
/// raised, stay. Only a
/// bundle over its judge's limit gets it, and only from the compile-guided shrink, which saw
/// which of those lints the module's code raises (`compile_shrink`'s `lean_headers`): 500
/// bytes a crate, which decide whether a crate set fits.
pub fn lean_header(header: &str, firing: &BTreeSet<String>) -> String {
    let Some(names) = header.strip_prefix("#[allow(").and_then(|h| h.strip_suffix(")]")) else { return header.to_string() };
    let separator = if names.contains(", ") { ", " } else { "," };
    let named: BTreeSet<&str> = lints_named_one_by_one().filter(|n| !MIR_LINTS.contains(n)).collect();
    let kept: Vec<&str> = names.split(',').map(str::trim).filter(|n| !named.contains(n) || firing.contains(*n)).collect();
    format!("#[allow({})]", kept.join(separator))
}

/// The bundle's text before any optional post-processing, and what went into it.
pub struct Assembled {
    /// The problem's code and the library modules, without the header.
    pub body: String,
    /// Per emitted crate (its module name): its emitted modules, as paths like `grundy` or
    /// `grundy::octal`, in source order.
    pub modules: Vec<(String, Vec<String>)>,
}

/// Assembles the bundle body for `problem`: its text, then one module per crate in `crates`,
/// in that order. `problem_names` maps the names the problem uses for crates to their modules.
pub fn assemble(problem: &SourceFile, problem_names: &BTreeMap<String, String>, crates: &[(&Library, &Shaken)]) -> Assembled {
    let (problem_text, raised) = rewrite_problem(problem, problem_names);
    let header = library_header(&raised);
    let mut body = String::new();
    body.push_str(problem_text.trim_end());
    body.push('\n');
    let mut modules = Vec::new();
    let mut hoist_alloc = false;
    for (lib, shaken) in crates {
        let mut root_exports = Vec::new();
        let root_text = without_extern_alloc(&emit_module(lib, shaken, 0, &mut root_exports), &mut hoist_alloc);
        body.push('\n');
        body.push_str(&header);
        body.push_str("\nmod ");
        body.push_str(&lib.name);
        body.push_str(" {\n");
        let root_text = root_text.trim_matches('\n');
        body.push_str(root_text);
        body.push('\n');
        for export in root_exports {
            body.push_str(&export);
            body.push('\n');
        }
        body.push_str("}\n");
        let emitted = (1..lib.modules.len())
            .filter(|&m| shaken.emitted_modules[m])
            .map(|m| lib.modules[m].path.join("::"))
            .collect();
        modules.push((lib.name.clone(), emitted));
    }
    if hoist_alloc && !problem_text.lines().any(|l| l.trim() == "extern crate alloc;") {
        body.push_str("\n// The crates above declare `extern crate alloc;`: at the bundle's root, where their\n// `alloc::` paths (edition 2018 and later) find it through the extern prelude.\nextern crate alloc;\n");
    }
    Assembled { body, modules }
}

/// [`LIBRARY_LINTS`] with the lints the program raises for the whole crate (`raised`, from its
/// `#![deny(..)]`): a level set at the crate root reaches the library modules too, where
/// `warnings` does not lower a lint that is denied.
fn library_header(raised: &[String]) -> String {
    let mut header = LIBRARY_LINTS.to_string();
    for name in raised {
        header.insert_str(header.len() - 2, &format!(", {}", name));
    }
    header
}

/// Where [`LIBRARY_LINTS`] begins, as emitted and as minified.
const HEADER_STARTS: [&str; 2] = ["#[allow(dead_code, unused_imports, unused_macros, warnings", "#[allow(dead_code,unused_imports,unused_macros,warnings"];

/// The library modules' headers in a bundle (`source`, minified or not), in order: each one's
/// byte range, from `#[` to the `mod` after it, and the module's name.
pub fn library_headers(source: &str) -> Vec<(std::ops::Range<usize>, String)> {
    let mut found = Vec::new();
    for start in HEADER_STARTS {
        for (at, _) in source.match_indices(start) {
            let Some(close) = source[at..].find(")]") else { continue };
            let after = at + close + 2;
            let rest = source[after..].trim_start();
            let Some(named) = rest.strip_prefix("mod ") else { continue };
            let name: String = named.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            found.push((at..source.len() - rest.len(), name));
        }
    }
    found.sort_by_key(|(r, _)| r.start);
    found
}

/// A library's `extern crate alloc;` binds `alloc` in its own module only once the crate is a
/// module of the bundle, while its other modules' `use alloc::..` relied on the crate root's
/// (the extern prelude): `hoisted` is set when `text` has one, so that [`assemble`] declares it
/// once more at the bundle's root. The line itself stays, so that `crate::alloc::..` (which the
/// bundle reads as `crate::<module>::alloc::..`, hashbrown's `crate::alloc::alloc::Layout`)
/// still finds it in the crate's module; both name the same crate, which rustc (1.63 too)
/// accepts without ambiguity.
fn without_extern_alloc(text: &str, hoisted: &mut bool) -> String {
    if text.lines().any(|l| l.trim() == "extern crate alloc;") {
        *hoisted = true;
    }
    text.to_string()
}

/// The problem's own text. `extern crate solver_core;` goes (the library is a module now); with
/// `#[macro_use]` it becomes a glob import, which brings the exported macros into scope as the
/// attribute did. Paths that named an extern crate from places where the crate-root module is
/// not in scope (`::solver_core::x` anywhere, `solver_core::x` inside the problem's own
/// modules) become `crate::solver_core::x`.
///
/// With the text, the lints the program denies or forbids for the whole crate
/// (`#![deny(unused_variables)]`), which the library modules must allow by name
/// ([`library_header`]); its `#![forbid(..)]` becomes `#![deny(..)]`, since no module may
/// allow a forbidden lint, and cargo never lets a program's levels reach its dependencies.
fn rewrite_problem(problem: &SourceFile, names: &BTreeMap<String, String>) -> (String, Vec<String>) {
    let mut edits = Vec::new();
    extern_path_edits(problem, &problem.tokens, names, false, &|_, _| false, &mut edits);
    let mut raised = Vec::new();
    for attr in &problem.ast.attrs {
        let forbid = attr.path().is_ident("forbid");
        if !matches!(attr.style, syn::AttrStyle::Inner(_)) || !(forbid || attr.path().is_ident("deny")) {
            continue;
        }
        let Ok(list) = attr.parse_args_with(syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated) else { continue };
        for meta in list {
            // `reason = ".."` (Rust 1.81) names no lint.
            if let syn::Meta::Path(path) = meta {
                let name = quote::quote!(#path).to_string().replace(' ', "");
                if !raised.contains(&name) && !LIBRARY_LINTS["#[allow(".len()..LIBRARY_LINTS.len() - 2].split(", ").any(|n| n == name) {
                    raised.push(name);
                }
            }
        }
        if forbid {
            edits.push(Edit::replace(problem.range(syn::spanned::Spanned::span(attr.path())), "deny".to_string()));
        }
    }
    for item in &problem.ast.items {
        if let syn::Item::ExternCrate(ec) = item {
            let name = crate::syntax::unraw(&ec.ident);
            let Some(module) = names.get(&name) else { continue };
            let macro_use = ec.attrs.iter().find(|a| a.path().is_ident("macro_use"));
            // The exported macros, as the attribute brought them.
            let glob = format!("#[allow(unused_imports)]\nuse {}::*;", module);
            let renamed = ec.rename.as_ref().map(|(_, r)| crate::syntax::unraw(r)).filter(|r| r != "_" && r != module);
            if renamed.is_none() {
                // `extern crate x;` goes: the module is declared here. `extern crate x as _;`
                // (cargo-equip's suite writes it so) only brings macros.
                let range = problem.range(syn::spanned::Spanned::span(item));
                edits.push(Edit::replace(range, if macro_use.is_some() { glob } else { String::new() }));
                continue;
            }
            // `extern crate x as alias;` (im-rc's doctests: `#[macro_use] extern crate im_rc as
            // im;`) names the module: `use crate::x as alias;`, with its attributes and
            // visibility (`pub` as `pub(crate)`: the module is private to the root).
            if let syn::Visibility::Public(p) = &ec.vis {
                edits.push(Edit::replace(problem.range(p.span), "pub(crate)"));
            }
            let head = problem.range(ec.extern_token.span).start..problem.range(ec.ident.span()).end;
            edits.push(Edit::replace(head, format!("use crate::{}", module)));
            if let Some(attr) = macro_use {
                edits.push(Edit::remove(problem.range(syn::spanned::Spanned::span(attr))));
                let cfgs: String = ec
                    .attrs
                    .iter()
                    .filter(|a| a.path().is_ident("cfg"))
                    .map(|a| format!("{} ", &problem.text[problem.range(syn::spanned::Spanned::span(a))]))
                    .collect();
                let end = problem.range(ec.semi_token.span).end;
                edits.push(Edit::insert(end, format!(" {}#[allow(unused_imports)] use {}::*;", cfgs, module)));
            }
        }
    }
    (apply(&problem.text, 0..problem.text.len(), edits), raised)
}

/// The text of module `m` (its body, without the `mod x { }` around it), with the edits of the
/// module and of its inline children applied; file children are emitted recursively.
fn emit_module(lib: &Library, shaken: &Shaken, m: usize, root_exports: &mut Vec<String>) -> String {
    let module = &lib.modules[m];
    let file = &lib.files[module.file];
    let mut edits = Vec::new();
    if m == 0 {
        // The crate's inner attributes (`//!` docs, `#![...]` lints) describe the crate, not a
        // module inside a submission.
        for attr in &file.ast.attrs {
            let r = file.range(syn::spanned::Spanned::span(attr));
            edits.push(Edit::remove(removal_range(&file.text, r)));
        }
    }
    // Test modules and functions were cut before parsing; cut their text too.
    for range in &file.test_ranges {
        edits.push(Edit::remove(removal_range(&file.text, range.clone())));
    }
    collect_edits(lib, shaken, m, &mut edits, root_exports);
    edits.extend(lib.file_edits[module.file].iter().cloned());
    apply(&file.text, module.body.clone(), edits)
}

fn collect_edits(lib: &Library, shaken: &Shaken, m: usize, edits: &mut Vec<Edit>, root_exports: &mut Vec<String>) {
    let module = &lib.modules[m];
    let file = &lib.files[module.file];
    let remove = |edits: &mut Vec<Edit>, range: std::ops::Range<usize>| {
        edits.push(Edit::remove(removal_range(&file.text, range)));
    };
    for &i in &module.items {
        let item = &lib.items[i];
        if item.test_only {
            remove(edits, item.range.clone());
            continue;
        }
        match &item.kind {
            ItemKind::Module(child) => {
                let child = *child;
                if !shaken.emitted_modules[child] {
                    remove(edits, item.range.clone());
                    continue;
                }
                if let Some(path_attr) = &item.path_attr {
                    edits.push(Edit::remove(removal_range(&file.text, path_attr.clone())));
                }
                // Its own attributes' `cfg`s.
                edits.extend(item.crate_edits.iter().cloned());
                if lib.modules[child].inline {
                    collect_edits(lib, shaken, child, edits, root_exports);
                } else {
                    // `mod x;` becomes `mod x { <x.rs> }`.
                    let semicolon = item.range.end - 1;
                    debug_assert_eq!(&file.text[semicolon..item.range.end], ";");
                    let inner = emit_module(lib, shaken, child, root_exports);
                    let mut text = String::from(" {\n");
                    text.push_str(inner.trim_matches('\n'));
                    text.push_str("\n}");
                    edits.push(Edit::replace(semicolon..item.range.end, text));
                }
            }
            ItemKind::Use => use_edits(lib, shaken, i, edits),
            kind => {
                if !shaken.kept_items[i] {
                    remove(edits, item.range.clone());
                    continue;
                }
                edits.extend(item.crate_edits.iter().cloned());
                for (k, member) in item.impl_members.iter().enumerate() {
                    if !shaken.kept_members[i][k] || member.off {
                        remove(edits, member.range.clone());
                    }
                }
                if let (ItemKind::Macro { exported: true }, Some(name)) = (kind, &item.name) {
                    // An exported macro lives at the crate root, where it would clash with the
                    // problem's `use solver_core::name;`. Keep it module-scoped instead and
                    // re-export it where `$crate::name!` and `solver_core::name!` look.
                    let attr = item.macro_export_attr.clone().expect("exported macro has the attribute");
                    edits.push(Edit::remove(removal_range(&file.text, attr)));
                    // `use name;` imports `name` in every namespace: where the module also has
                    // a function, type, module or `use` binding `name` (lg's `pub use
                    // map::hmap;` beside `macro_rules! hmap`), that would define it twice
                    // (E0252, E0255). A child module that sees only the macro re-exports it.
                    let (export, path) = if shares_name(lib, m, i, name) {
                        let hidden = format!("__{}_macro", name);
                        (format!("\n#[doc(hidden)]\npub(crate) mod {} {{ pub(crate) use {}; }}\npub(crate) use self::{}::{};", hidden, name, hidden, name), format!("{}::{}", hidden, name))
                    } else {
                        (format!("\npub(crate) use {};", name), name.clone())
                    };
                    edits.push(Edit::insert(item.range.end, export));
                    if m != 0 {
                        root_exports.push(format!(
                            "pub(crate) use self::{}::{};",
                            module.path.join("::"),
                            path
                        ));
                    }
                }
            }
        }
    }
}

/// Module `m` has an item other than the macro `macro_item` named `name`: a function, type,
/// module, another item, or a `use` binding (a glob's names are shadowed by the import).
fn shares_name(lib: &Library, m: usize, macro_item: usize, name: &str) -> bool {
    lib.modules[m].items.iter().any(|&j| {
        let other = &lib.items[j];
        if j == macro_item || other.test_only || matches!(other.kind, ItemKind::Macro { .. }) {
            return false;
        }
        let own = match &other.kind {
            ItemKind::Module(c) => Some(lib.modules[*c].name.as_str()),
            _ => other.name.as_deref(),
        };
        own == Some(name) || other.use_tree.as_ref().map_or(false, |u| use_leaves(&u.tree).iter().any(|l| l.name != "*" && l.binding() == name))
    })
}

/// Keeps the leaves of a `use` that still point at something; rewrites the item when only some
/// of them do.
fn use_edits(lib: &Library, shaken: &Shaken, i: usize, edits: &mut Vec<Edit>) {
    let item = &lib.items[i];
    let file = &lib.files[item.file];
    let tree = &item.use_tree.as_ref().expect("use item").tree;
    let leaves = use_leaves(tree);
    let keep = &shaken.live_leaves[i];
    if keep.iter().all(|&k| k) {
        edits.extend(item.crate_edits.iter().cloned());
    } else if keep.iter().all(|&k| !k) {
        edits.push(Edit::remove(removal_range(&file.text, item.range.clone())));
    } else {
        // The attributes before `use` as the whole item would have had them: a `cfg` that holds
        // for the judge is rewritten there (`#[cfg(feature = "std")]` goes, since the bundle
        // sets no features), so each kept leaf's copy must be rewritten the same way.
        let prefix_range = item.use_prefix.clone().expect("use prefix");
        let prefix = &crate::edit::apply(&file.text, prefix_range, item.crate_edits.clone());
        let text = leaves
            .iter()
            .zip(keep)
            .filter(|(_, &k)| k)
            .map(|(leaf, _)| {
                // `crate::x` and paths into a dependency (by the name this crate gives it) go
                // through their modules in the bundle.
                let mut leaf = leaf.clone();
                let head = leaf.prefix.first().cloned().unwrap_or_default();
                if head == "crate" {
                    leaf.prefix.insert(1, lib.name.clone());
                } else if let Some(module) = lib.extern_names.get(&head) {
                    leaf.prefix.splice(0..1, ["crate".to_string(), module.clone()]);
                }
                let source = leaf.to_source();
                format!("{}use {};", prefix, source)
            })
            .collect::<Vec<_>>()
            .join("\n");
        edits.push(Edit::replace(item.range.clone(), text));
    }
}

/// The source lines of the bundle in the order [`assemble`] emits them: the problem, then the
/// library root with each emitted file module's lines where its `mod x;` stands. Lines of
/// items that shaking removed are listed too; the diff in [`crate::linemap`] skips them.
pub fn line_map(problem: &SourceFile, crates: &[(&Library, &Shaken)]) -> crate::linemap::LineMap {
    let mut map = crate::linemap::LineMap::default();
    let p = map.add_file(&problem.rel_path, &problem.text);
    let count = map.line_count(p);
    map.push_lines(p, 0..count);
    for (lib, shaken) in crates {
        map_module_lines(lib, shaken, 0, &mut map);
    }
    map
}

fn map_module_lines(lib: &Library, shaken: &Shaken, m: usize, map: &mut crate::linemap::LineMap) {
    let module = &lib.modules[m];
    let file = &lib.files[module.file];
    let f = map.add_file(&file.rel_path, &file.text);
    // File children declared anywhere in this file (inline modules included), in text order.
    let mut children = Vec::new();
    let mut stack = vec![m];
    while let Some(at) = stack.pop() {
        for &i in &lib.modules[at].items {
            if let ItemKind::Module(child) = lib.items[i].kind {
                if lib.modules[child].inline {
                    stack.push(child);
                } else if shaken.emitted_modules[child] {
                    children.push((lib.items[i].range.end, child));
                }
            }
        }
    }
    children.sort();
    let mut line = map.line_of(f, module.body.start);
    for (declared_end, child) in children {
        let declared_line = map.line_of(f, declared_end.saturating_sub(1));
        map.push_lines(f, line..declared_line + 1);
        map_module_lines(lib, shaken, child, map);
        line = declared_line + 1;
    }
    let end = map.line_of(f, module.body.end.saturating_sub(1)) + 1;
    map.push_lines(f, line..end.max(line));
}

#[cfg(test)]
mod tests {
    use super::{rewrite_problem, without_extern_alloc};
    use crate::parse::SourceFile;

    #[test]
    fn extern_crate_of_a_bundled_crate_becomes_a_use_of_its_module_wherever_it_is() {
        let text = "#[macro_use]\nextern crate im_rc as im;\npub extern crate dep as d;\nextern crate dep;\nextern crate std as s;\nconst _: () = { #[allow(x)] extern crate dep as _dep; };\nfn main() { extern crate im_rc; }\n";
        let file = SourceFile::parse("main.rs", text.to_string()).unwrap();
        let names = [("im_rc", "im_rc"), ("dep", "dep_mod")].iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
        let (out, _) = rewrite_problem(&file, &names);
        let want = "\nuse crate::im_rc as im; #[allow(unused_imports)] use im_rc::*;\npub(crate) use crate::dep_mod as d;\n\nextern crate std as s;\nconst _: () = { #[allow(x)] use crate::dep_mod as _dep; };\nfn main() { use crate::im_rc as im_rc; }\n";
        assert_eq!(out, want);
    }

    #[test]
    fn extern_crate_alloc_stays_in_place_and_is_reported_for_the_root() {
        let mut hoisted = false;
        let text = "extern crate alloc;\nuse alloc::vec::Vec;\nmod inner {\n    extern crate alloc;\n}\n";
        assert_eq!(without_extern_alloc(text, &mut hoisted), text);
        assert!(hoisted);
        let mut untouched = false;
        assert_eq!(without_extern_alloc("extern crate alloc as a;\n", &mut untouched), "extern crate alloc as a;\n");
        assert!(!untouched);
    }
}
