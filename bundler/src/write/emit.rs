//! Assembling the bundle: the problem's code, then `mod solver_core { ... }` with the kept
//! modules and items, edited in place. Deterministic: the output depends only on the sources.

use crate::read::library::{use_leaves, ItemKind, Library};
use crate::read::parse::SourceFile;
use crate::base::edit::{apply, removal_range, Edit};
use crate::read::rewrite::extern_path_edits;
use crate::reach::shake::Shaken;
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
    let exported = crates.iter().map(|(lib, shaken)| (lib.name.clone(), kept_exported_macros(lib, shaken))).collect();
    let (problem_text, raised) = rewrite_problem(problem, problem_names, &exported);
    let header = library_header(&raised);
    let mut body = String::new();
    body.push_str(problem_text.trim_end());
    body.push('\n');
    let mut modules = Vec::new();
    let mut hoisted: Vec<(String, String)> = Vec::new();
    let reexports = macro_reexports(crates);
    for ((lib, shaken), reexports) in crates.iter().zip(&reexports) {
        let mut root_exports = Vec::new();
        let emitting = Emitting { lib, shaken, macro_reexports: reexports, exporting_modules: exporting_modules(lib, shaken) };
        let root_text = emit_module(&emitting, 0, &mut root_exports);
        for found in sysroot_extern_crates(lib) {
            if !hoisted.contains(&found) {
                hoisted.push(found);
            }
        }
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
    let hoisted = hoistable(hoisted, problem, crates);
    if hoisted.iter().any(|(name, binding)| name == "alloc" && binding == "alloc") {
        body.push_str("\n// The crates above declare `extern crate alloc;`: at the bundle's root, where their\n// `alloc::` paths (edition 2018 and later) find it through the extern prelude.\nextern crate alloc;\n");
    }
    let renamed: Vec<String> = hoisted.iter().filter(|(name, binding)| name != binding).map(|(name, binding)| format!("extern crate {} as {};", name, binding)).collect();
    let others: Vec<String> = hoisted.iter().filter(|(name, binding)| name == binding && name != "alloc").map(|(name, _)| format!("extern crate {};", name)).collect();
    let lines: Vec<String> = others.into_iter().chain(renamed).collect();
    if !lines.is_empty() {
        let what: Vec<String> = lines.iter().map(|l| format!("`{}`", l)).collect();
        body.push_str(&format!("\n// The crates above declare {} at their roots: at the bundle's root,\n// where their modules' paths (edition 2018 and later) find them through the extern prelude.\n", what.join(", ")));
        for line in lines {
            body.push_str(&line);
            body.push('\n');
        }
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

/// A library's root-level `extern crate name [as binding];` of a crate the bundle does not
/// carry (`alloc`, hashbrown's `extern crate alloc as stdalloc;`): at a crate's root it puts
/// `binding` into the extern prelude, so every module of the crate names it by `binding::..`
/// (edition 2018 and later). Once the crate is a module of the bundle, the item binds
/// `binding` in that module only, so [`assemble`] declares it once more at the bundle's root,
/// where it is in the extern prelude again. The item itself stays, so that
/// `crate::binding::..` (which the bundle reads as `crate::<module>::binding::..`, hashbrown's
/// `crate::alloc::alloc::Layout`) still finds it in the crate's module; both name the same
/// crate, which rustc (1.63 too) accepts without ambiguity. `std` and `core` are in every
/// extern prelude already; `as _` binds nothing.
fn sysroot_extern_crates(lib: &Library) -> Vec<(String, String)> {
    lib.modules[0]
        .items
        .iter()
        .map(|&i| &lib.items[i])
        .filter(|item| !item.test_only)
        .filter_map(|item| item.extern_crate.clone())
        .filter(|(name, binding)| !lib.extern_names.contains_key(name) && binding != "_" && name != "self")
        .filter(|(name, binding)| !(name == binding && (name == "std" || name == "core")))
        .collect()
}

/// The bindings of [`sysroot_extern_crates`] that the bundle's root can take: not one the
/// program's root binds itself (an item, a `use`, an `extern crate`: the same declaration
/// there already does it, another one would clash), not a crate's module, and each binding
/// once (the first crate's, when two crates give one name to different crates).
fn hoistable(found: Vec<(String, String)>, problem: &SourceFile, crates: &[(&Library, &Shaken)]) -> Vec<(String, String)> {
    let mut taken: BTreeSet<String> = crates.iter().map(|(lib, _)| lib.name.clone()).collect();
    // Only the type namespace can clash with an `extern crate`; a `use` may bind either.
    for item in &problem.ast.items {
        let name = match item {
            syn::Item::Use(u) => {
                taken.extend(use_leaves(&u.tree).into_iter().map(|leaf| leaf.rename.unwrap_or(leaf.name)));
                continue;
            }
            syn::Item::ExternCrate(ec) => ec.rename.as_ref().map_or(&ec.ident, |(_, r)| r),
            syn::Item::Mod(i) => &i.ident,
            syn::Item::Struct(i) => &i.ident,
            syn::Item::Enum(i) => &i.ident,
            syn::Item::Union(i) => &i.ident,
            syn::Item::Trait(i) => &i.ident,
            syn::Item::TraitAlias(i) => &i.ident,
            syn::Item::Type(i) => &i.ident,
            _ => continue,
        };
        taken.insert(crate::base::syntax::unraw(name));
    }
    let mut out = Vec::new();
    for (name, binding) in found {
        if taken.insert(binding.clone()) {
            out.push((name, binding));
        }
    }
    out
}

/// The macros of std's prelude (every `#[macro_export]` macro of std that a program calls by
/// its bare name).
const STD_PRELUDE_MACROS: &[&str] = &[
    "assert", "assert_eq", "assert_ne", "cfg", "column", "compile_error", "concat", "dbg", "debug_assert", "debug_assert_eq",
    "debug_assert_ne", "env", "eprint", "eprintln", "file", "format", "format_args", "include", "include_bytes", "include_str",
    "is_x86_feature_detected", "line", "matches", "module_path", "option_env", "panic", "print", "println", "stringify",
    "thread_local", "todo", "try", "unimplemented", "unreachable", "vec", "write", "writeln",
];

/// The kept exported macros of `lib`, by name, sorted.
fn kept_exported_macros(lib: &Library, shaken: &Shaken) -> Vec<String> {
    let mut names: Vec<String> = lib
        .items
        .iter()
        .enumerate()
        .filter(|(i, item)| matches!(item.kind, ItemKind::Macro { exported: true }) && !item.test_only && shaken.kept_items[*i])
        .filter_map(|(_, item)| item.name.clone())
        .collect();
    names.sort();
    names.dedup();
    names
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
///
/// `exported`: per crate module, its kept exported macros. Those named like a macro of std's
/// prelude (the `matches` crate's `matches!`) are imported by name too: `#[macro_use] extern
/// crate x;` puts them in the `macro_use` prelude, which rustc searches before std's, and a glob
/// import does not shadow std's (E0659, a glob against an outer scope), an explicit import does.
/// The `macro_use` prelude is crate-wide, while an import reaches only its own module: each of
/// the program's own modules gets the same imports (static_assertions' doctests invoke the
/// crate's macros in a `mod inner`). Not `macro_rules!` forwarders at the root, as for a
/// library: a glob import of the same macro in an inner scope (`use mprelude::prelude::*;` in
/// `fn main`) would be ambiguous with them (E0659), and with the prelude it is not.
fn rewrite_problem(problem: &SourceFile, names: &BTreeMap<String, String>, exported: &BTreeMap<String, Vec<String>>) -> (String, Vec<String>) {
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
    // Where the program's own inline modules open, at any depth.
    fn inline_modules(items: &[syn::Item], problem: &SourceFile, out: &mut Vec<usize>) {
        for item in items {
            if let syn::Item::Mod(syn::ItemMod { content: Some((brace, inner)), .. }) = item {
                out.push(problem.range(brace.span.open()).end);
                inline_modules(inner, problem, out);
            }
        }
    }
    let mut module_starts = Vec::new();
    inline_modules(&problem.ast.items, problem, &mut module_starts);
    for item in &problem.ast.items {
        if let syn::Item::ExternCrate(ec) = item {
            let name = crate::base::syntax::unraw(&ec.ident);
            let Some(module) = names.get(&name) else { continue };
            let macro_use = ec.attrs.iter().find(|a| a.path().is_ident("macro_use"));
            // The exported macros, as the attribute brought them.
            let macros: &[String] = exported.get(module.as_str()).map_or(&[], |m| m.as_slice());
            let shadows: Vec<&str> = macros.iter().map(String::as_str).filter(|m| STD_PRELUDE_MACROS.contains(m)).collect();
            let named = match shadows.is_empty() {
                false => format!(" #[allow(unused_imports)] use {}::{{{}}};", module, shadows.join(", ")),
                true => String::new(),
            };
            if macro_use.is_some() {
                for &open in &module_starts {
                    edits.push(Edit::insert(open, format!(" #[allow(unused_imports)] use crate::{}::*;{}", module, named.replace(&format!("use {}::", module), &format!("use crate::{}::", module)))));
                }
            }
            let glob = format!("#[allow(unused_imports)]\nuse {}::*;{}", module, named);
            let renamed = ec.rename.as_ref().map(|(_, r)| crate::base::syntax::unraw(r)).filter(|r| r != "_" && r != module);
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
                edits.push(Edit::insert(end, format!(" {}#[allow(unused_imports)] use {}::*;{}", cfgs, module, named)));
            }
        }
    }
    (apply(&problem.text, 0..problem.text.len(), edits), raised)
}

/// One crate being emitted.
struct Emitting<'a> {
    lib: &'a Library,
    shaken: &'a Shaken,
    /// Its `pub use` items that re-export a macro (see [`macro_reexports`]).
    macro_reexports: &'a BTreeSet<usize>,
    /// Per module: it holds a kept exported macro, which the root re-exports by the module's
    /// path (see [`exporting_modules`]).
    exporting_modules: Vec<bool>,
}

/// The modules on the path from the root to a kept `#[macro_export]` macro: the root
/// re-exports the macro through them (`pub(crate) use self::zip::zipmacro::azip;`), which
/// rustc allows only when each is visible at the root (E0603 for ndarray's private `mod
/// zipmacro` in `zip`), so each below the root's children becomes `pub(crate)`, as visible as
/// the macro was.
fn exporting_modules(lib: &Library, shaken: &Shaken) -> Vec<bool> {
    let mut out = vec![false; lib.modules.len()];
    for (i, item) in lib.items.iter().enumerate() {
        if matches!(item.kind, ItemKind::Macro { exported: true }) && shaken.kept_items[i] && !item.test_only {
            let mut at = Some(item.module);
            while let Some(x) = at.filter(|&x| x != 0) {
                // The root sees its own private children.
                out[x] = lib.modules[x].parent != Some(0);
                at = lib.modules[x].parent;
            }
        }
    }
    out
}

/// Per crate of `crates`: the `pub use` items that re-export a `macro_rules!` macro, by any
/// path and under any name (anyhow's `pub use anyhow as format_err;` at its root, a `pub use
/// dep::name;` of another crate's, a re-export of such a re-export). In the bundle an exported
/// macro is a module-scoped macro re-exported `pub(crate)` (see [`collect_edits`]), and rustc
/// refuses to re-export that as `pub` (E0364), so these become `pub(crate) use`, which within
/// the one crate a bundle is reaches everything `pub` did. A leaf is matched by its last
/// segment alone: the same downgrade of an import that happens to name a function or type
/// too changes nothing either.
fn macro_reexports(crates: &[(&Library, &Shaken)]) -> Vec<BTreeSet<usize>> {
    let mut names: BTreeSet<String> = crates
        .iter()
        .flat_map(|(lib, _)| lib.items.iter())
        .filter(|item| matches!(item.kind, ItemKind::Macro { exported: true }) && !item.test_only)
        .filter_map(|item| item.name.clone())
        .collect();
    let mut marked: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); crates.len()];
    loop {
        let before = names.len() + marked.iter().map(BTreeSet::len).sum::<usize>();
        for ((lib, _), marked) in crates.iter().zip(&mut marked) {
            for (i, item) in lib.items.iter().enumerate() {
                let Some(u) = item.use_tree.as_ref().filter(|u| matches!(u.vis, syn::Visibility::Public(_)) && !item.test_only) else { continue };
                for leaf in use_leaves(&u.tree) {
                    if leaf.name != "*" && leaf.name != "self" && names.contains(&leaf.name) {
                        marked.insert(i);
                        names.insert(leaf.binding().to_string());
                    }
                }
            }
        }
        if names.len() + marked.iter().map(BTreeSet::len).sum::<usize>() == before {
            return marked;
        }
    }
}

/// The text of module `m` (its body, without the `mod x { }` around it), with the edits of the
/// module and of its inline children applied; file children are emitted recursively.
fn emit_module(e: &Emitting, m: usize, root_exports: &mut Vec<String>) -> String {
    let lib = e.lib;
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
    collect_edits(e, m, &mut edits, root_exports);
    edits.extend(lib.file_edits[module.file].iter().cloned());
    apply(&file.text, module.body.clone(), edits)
}

fn collect_edits(e: &Emitting, m: usize, edits: &mut Vec<Edit>, root_exports: &mut Vec<String>) {
    let (lib, shaken) = (e.lib, e.shaken);
    let module = &lib.modules[m];
    let file = &lib.files[module.file];
    edits.extend(module.head_edits.iter().cloned());
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
                if let (true, Some(vis)) = (e.exporting_modules[child], &item.mod_private_vis) {
                    let text = if vis.is_empty() { "pub(crate) " } else { "pub(crate)" };
                    edits.push(Edit::replace(vis.clone(), text));
                }
                // Its own attributes' `cfg`s.
                edits.extend(item.crate_edits.iter().cloned());
                if lib.modules[child].inline {
                    collect_edits(e, child, edits, root_exports);
                } else {
                    // `mod x;` becomes `mod x { <x.rs> }`.
                    let semicolon = item.range.end - 1;
                    debug_assert_eq!(&file.text[semicolon..item.range.end], ";");
                    let inner = emit_module(e, child, root_exports);
                    let mut text = String::from(" {\n");
                    text.push_str(inner.trim_matches('\n'));
                    text.push_str("\n}");
                    edits.push(Edit::replace(semicolon..item.range.end, text));
                }
            }
            ItemKind::Use => use_edits(lib, shaken, i, e.macro_reexports.contains(&i), edits),
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
                    // `use warn;` of a `macro_rules! warn` is ambiguous with the built-in
                    // attribute `#[warn]` (E0659), whereas `#[macro_export]` at a crate's root
                    // is not (log's `warn!`): such a macro is defined under another name and
                    // imported as its own.
                    let own = match item.macro_name.clone().filter(|_| BUILTIN_ATTRIBUTES.contains(&name.as_str())) {
                        Some(at) => {
                            let renamed = format!("__{}_macro_rules", name);
                            edits.push(Edit::replace(at, renamed.clone()));
                            format!("{} as {}", renamed, name)
                        }
                        None => name.clone(),
                    };
                    // Each line written for the macro is under the `cfg`s it is under: its
                    // own beside it, and at the root those of every module on its path too
                    // (ppv-lite86 defines `dispatch!` once in `x86_64` and once in `generic`,
                    // under `target_feature` cfgs rustc decides; safe_arch's `cmp_op!` in
                    // `#[cfg(target_feature = "avx")] mod avx`): a `use` of a macro rustc
                    // configured away does not resolve, and two of one name clash.
                    let item_cfg = item_cfgs(lib, i).concat();
                    let (export, path) = if shares_name(lib, m, i, name) {
                        let hidden = format!("__{}_macro", name);
                        // Only the root names the macro: a module's `name` stays its function
                        // (or type, or module), as in rustc. Re-exported there too, the macro
                        // would come twice to the root through a `pub use module::name;` of
                        // the function (ndarray's `stack`, E0252).
                        let here = if m == 0 { format!("\n{item_cfg}pub(crate) use self::{}::{};", hidden, name) } else { String::new() };
                        (format!("\n{item_cfg}#[doc(hidden)]\npub(crate) mod {} {{ pub(crate) use {}; }}{}", hidden, own, here), format!("{}::{}", hidden, name))
                    } else {
                        (format!("\n{item_cfg}pub(crate) use {};", own), name.clone())
                    };
                    edits.push(Edit::insert(item.range.end, export));
                    if m != 0 {
                        let mut cfgs = module_path_cfgs(lib, m);
                        cfgs.extend(item_cfgs(lib, i));
                        let mut seen = BTreeSet::new();
                        cfgs.retain(|c| seen.insert(c.clone()));
                        root_exports.push(format!(
                            "{}pub(crate) use self::{}::{};",
                            cfgs.concat(),
                            module.path.iter().map(|s| crate::base::syntax::written_ident(s)).collect::<Vec<_>>().join("::"),
                            path
                        ));
                    }
                }
            }
        }
    }
}

/// rustc's built-in attributes: a `use` of a `macro_rules!` macro of one of these names is
/// ambiguous (E0659).
const BUILTIN_ATTRIBUTES: &[&str] = &[
    "allow", "automatically_derived", "cfg", "cfg_attr", "cold", "collapse_debuginfo", "crate_name", "crate_type",
    "debugger_visualizer", "deny", "deprecated", "doc", "expect", "export_name", "feature", "forbid", "ignore", "inline",
    "instruction_set", "link", "link_name", "link_ordinal", "link_section", "macro_export", "macro_use", "must_use",
    "no_builtins", "no_implicit_prelude", "no_link", "no_main", "no_mangle", "no_std", "non_exhaustive", "panic_handler",
    "path", "proc_macro", "proc_macro_attribute", "proc_macro_derive", "recursion_limit", "repr", "should_panic",
    "target_feature", "track_caller", "type_length_limit", "used", "warn", "windows_subsystem",
];

/// The `cfg`s item `i` is under as the bundle has it, each as a `#[cfg(..)]\n` line: its
/// own attributes (an inline module's inner ones, a file module's `#![cfg(..)]` too) after the
/// `cfg` rewrite, which drops what holds for the judge and leaves to rustc what it decides.
/// `#[cfg_attr(p, cfg(q))]` that stays is `#[cfg(any(not(p), q))]`, which is what it means.
fn item_cfgs(lib: &Library, i: usize) -> Vec<String> {
    let item = &lib.items[i];
    let file = &lib.files[item.file];
    let child = match item.kind {
        ItemKind::Module(child) => Some(&lib.modules[child]),
        _ => None,
    };
    let mut edits = item.crate_edits.clone();
    if let Some(child) = child.filter(|c| c.inline) {
        edits.extend(child.head_edits.iter().cloned());
    }
    let mut out: Vec<String> = item.cfg_attrs.iter().flat_map(|r| configured_cfgs(&file.text, r.clone(), &edits)).collect();
    if let Some(child) = child.filter(|c| !c.inline) {
        let inner = &lib.files[child.file];
        for attr in inner.ast.attrs.iter().filter(|a| crate::read::library::is_cfg_attr(a)) {
            out.extend(configured_cfgs(&inner.text, inner.range(syn::spanned::Spanned::span(attr)), &child.head_edits));
        }
    }
    out
}

/// The `cfg`s of every module from the crate root down to `m` ([`item_cfgs`] of each `mod`).
fn module_path_cfgs(lib: &Library, m: usize) -> Vec<String> {
    let mut chain = Vec::new();
    let mut at = m;
    while let Some(parent) = lib.modules[at].parent {
        if let Some(&j) = lib.modules[parent].items.iter().find(|&&j| lib.items[j].kind == ItemKind::Module(at)) {
            chain.push(item_cfgs(lib, j));
        }
        at = parent;
    }
    chain.into_iter().rev().flatten().collect()
}

/// The attribute at `range` of `text` after `edits` (the `cfg` rewrite), as `#[cfg(..)]\n`
/// lines: none when its predicate holds for the judge (the rewrite removed it), an attribute
/// other than `cfg` dropped.
fn configured_cfgs(text: &str, range: std::ops::Range<usize>, edits: &[Edit]) -> Vec<String> {
    // A removal takes the attribute with its line; a `cfg_attr` that holds is replaced whole.
    let rendered = match edits.iter().find(|e| !e.range.is_empty() && e.range.start <= range.start && range.end <= e.range.end) {
        Some(e) => e.text.clone(),
        None => apply(text, range, edits.to_vec()),
    };
    let parser = |input: syn::parse::ParseStream| -> syn::Result<Vec<syn::Attribute>> {
        let mut attrs = Vec::new();
        while !input.is_empty() {
            if !input.peek(syn::Token![#]) {
                return Err(input.error("not an attribute"));
            }
            attrs.extend(if input.peek2(syn::Token![!]) { syn::Attribute::parse_inner(input)? } else { syn::Attribute::parse_outer(input)? });
        }
        Ok(attrs)
    };
    let Ok(attrs) = syn::parse::Parser::parse_str(parser, &rendered) else { return Vec::new() };
    let mut out = Vec::new();
    for attr in attrs {
        let syn::Meta::List(list) = &attr.meta else { continue };
        if list.path.is_ident("cfg") {
            out.push(format!("#[cfg({})]\n", list.tokens));
        } else if list.path.is_ident("cfg_attr") {
            let Ok(parts) = list.parse_args_with(syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated) else { continue };
            let mut parts = parts.into_iter();
            let Some(predicate) = parts.next() else { continue };
            let then: Vec<String> = parts
                .filter_map(|meta| match meta {
                    syn::Meta::List(l) if l.path.is_ident("cfg") => Some(l.tokens.to_string()),
                    _ => None,
                })
                .collect();
            if !then.is_empty() {
                out.push(format!("#[cfg(any(not({}), all({})))]\n", quote::ToTokens::to_token_stream(&predicate), then.join(", ")));
            }
        }
    }
    out
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
/// `crate_visible`: it re-exports a macro, so `pub` becomes `pub(crate)` ([`macro_reexports`]);
/// `pub(crate)` becomes `pub(in crate::<crate>)`.
fn use_edits(lib: &Library, shaken: &Shaken, i: usize, crate_visible: bool, edits: &mut Vec<Edit>) {
    let item = &lib.items[i];
    let file = &lib.files[item.file];
    let use_item = item.use_tree.as_ref().expect("use item");
    let tree = &use_item.tree;
    let leaves = use_leaves(tree);
    let keep = &shaken.live_leaves[i];
    let mut crate_edits = item.crate_edits.clone();
    match &use_item.vis {
        syn::Visibility::Public(p) if crate_visible => crate_edits.push(Edit::replace(file.range(p.span), "pub(crate)")),
        // What is private at a crate's root is visible in the whole crate, so `pub(crate) use`
        // re-exports it there (matrixmultiply's `pub(crate) use archparam_defaults as
        // archparam;`); once the crate is `mod <name> { .. }` of the bundle, that item is
        // visible in that module only, and a `pub(crate)` re-export of it is E0365. Its
        // `pub(in crate::<name>)` is what `pub(crate)` meant in the crate.
        syn::Visibility::Restricted(r) if r.in_token.is_none() && r.path.is_ident("crate") => {
            crate_edits.push(Edit::replace(file.range(syn::spanned::Spanned::span(&use_item.vis)), format!("pub(in crate::{})", lib.name)));
        }
        _ => {}
    }
    if keep.iter().all(|&k| k) {
        edits.extend(crate_edits);
    } else if keep.iter().all(|&k| !k) {
        edits.push(Edit::remove(removal_range(&file.text, item.range.clone())));
    } else {
        // The attributes before `use` as the whole item would have had them: a `cfg` that holds
        // for the judge is rewritten there (`#[cfg(feature = "std")]` goes, since the bundle
        // sets no features), so each kept leaf's copy must be rewritten the same way.
        let prefix_range = item.use_prefix.clone().expect("use prefix");
        let prefix = &crate::base::edit::apply(&file.text, prefix_range, crate_edits);
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
/// items that shaking removed are listed too; the diff in [`crate::base::linemap`] skips them.
pub fn line_map(problem: &SourceFile, crates: &[(&Library, &Shaken)]) -> crate::base::linemap::LineMap {
    let mut map = crate::base::linemap::LineMap::default();
    let p = map.add_file(&problem.rel_path, &problem.text);
    let count = map.line_count(p);
    map.push_lines(p, 0..count);
    for (lib, shaken) in crates {
        map_module_lines(lib, shaken, 0, &mut map);
    }
    map
}

fn map_module_lines(lib: &Library, shaken: &Shaken, m: usize, map: &mut crate::base::linemap::LineMap) {
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
    use super::rewrite_problem;
    use crate::read::parse::SourceFile;

    #[test]
    fn extern_crate_of_a_bundled_crate_becomes_a_use_of_its_module_wherever_it_is() {
        let text = "#[macro_use]\nextern crate im_rc as im;\npub extern crate dep as d;\nextern crate dep;\nextern crate std as s;\nconst _: () = { #[allow(x)] extern crate dep as _dep; };\nfn main() { extern crate im_rc; }\n";
        let file = SourceFile::parse("main.rs", text.to_string()).unwrap();
        let names = [("im_rc", "im_rc"), ("dep", "dep_mod")].iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
        let (out, _) = rewrite_problem(&file, &names, &Default::default());
        let want = "\nuse crate::im_rc as im; #[allow(unused_imports)] use im_rc::*;\npub(crate) use crate::dep_mod as d;\n\nextern crate std as s;\nconst _: () = { #[allow(x)] use crate::dep_mod as _dep; };\nfn main() { use crate::im_rc as im_rc; }\n";
        assert_eq!(out, want);
    }
}
