//! Expands the procedural macros a problem uses, before anything else reads it: attribute
//! macros on its items (`#[fastout] fn main`, `#[memoise(n <= 100)] fn f`), derive
//! macros in their `#[derive(..)]` lists, and function-like macros (`name!(..)`) anywhere. The
//! rest of the pipeline sees the expanded file, so expanded code is shaken, rewritten
//! (`::proconio::..` paths, [`crate::read::rewrite::extern_path_edits`]) and checked like the rest.
//!
//! Which names are proc macros comes from the sources, without building anything: a
//! proc-macro crate's root names its macros (`#[proc_macro_attribute] pub fn fastout`,
//! `#[proc_macro_derive(Name, attributes(helper))]`, `#[proc_macro]`), and a library the
//! problem uses may re-export them at its root (`pub use proconio_derive::*;`). A problem
//! reaches a macro through `use` (`use proconio::fastout;`, globs, renames), a path
//! (`#[proconio::fastout]`), or `#[macro_use] extern crate name as _;` (every macro the crate
//! exports, its own or re-exported; the `extern crate` of a proc-macro crate then goes). Only when the problem invokes one are the proc-macro crates built
//! (`cargo build --message-format=json`: the `compiler-artifact` messages of kind `proc-macro`
//! name the dylibs) and the toolchain's proc-macro server started
//! ([`crate::read::proc_macro_server`]); a problem that uses none costs nothing here.
//!
//! Items are found at any depth (in inline modules, in function bodies). The expansion
//! replaces the invocation's text. Tokens that came from the source are printed
//! back on their own lines and columns where the order allows, and generated tokens flow on
//! the current line, so every line of the file keeps its number: the check's messages point
//! at the problem's real lines, and a message inside generated code points at the invocation.
//! Afterwards the `use` leaves that imported only macros are removed (the bundle has no
//! proc-macro crate), and a derive's helper attributes (`#[helper(..)]`) go with the derive.
//!
//! A `use` of a macro inside a module or function (`fn main() { use easy_ext::ext; .. }`, as
//! doctests have it) counts as if at the top: the name it imports is taken to mean the macro
//! anywhere in the file.
//!
//! A proc macro named inside one of the problem's `macro_rules!` bodies is not expanded there
//! (the body is tokens with `$` variables): each invocation of that `macro_rules!` is expanded
//! textually first ([`crate::read::macro_expand::MacroRules::expand`], which refuses where hygiene
//! could change a name's meaning), and the proc macro then runs on the transcription.
//!
//! A library's own code is expanded the same way, with that crate's scope and cargo variables,
//! before the library is loaded ([`expand_library`]); the pipeline then reads its expanded text.
//!
//! Not handled: attribute macros on impl or trait members and on statements, and hygiene: generated names are plain text in the bundle, so a
//! macro-local name that equals one of the problem's could clash.

use crate::find::crates::CrateGraph;
use crate::base::error::{Error, Result};
use crate::read::parse::SourceFile;
use crate::read::proc_macro_server::{Delimiter, Literal, MacroKind, Server, Sites, SpanId, Token};
use proc_macro2::{LineColumn, Spacing, TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use syn::spanned::Spanned;

/// How many expansions one problem may need (macros whose output holds more invocations
/// expand again); past this a macro is taken to expand into itself.
const MAX_EXPANSIONS: usize = 256;

/// One macro a proc-macro crate defines.
#[derive(Clone, Debug)]
struct MacroDef {
    /// Index into [`CrateGraph::crates`] of its proc-macro crate.
    krate: usize,
    name: String,
    kind: MacroKind,
    /// A derive's helper attributes.
    helpers: Vec<String>,
}

/// The macros a problem can name: by the path it writes (`["proconio", "fastout"]`, or
/// `["fastout"]` after a `use`).
#[derive(Default)]
struct Scope {
    defs: Vec<MacroDef>,
    /// Paths from the problem's crate root: `(first segment, name)` for the problem's
    /// dependencies' macros, as they export them.
    exported: BTreeMap<(String, String), usize>,
    /// `(dependency, name)` pairs that also name a library item (a trait beside its derive):
    /// their `use` stays.
    also_items: BTreeSet<(String, String)>,
    /// Paths through a dependency's public modules (`["multiversion", "target",
    /// "selected_target"]`), and those that also name a library item.
    nested: BTreeMap<Vec<String>, usize>,
    nested_also_items: BTreeSet<Vec<String>>,
    /// Names the problem's `use` items bring in.
    imported: BTreeMap<String, usize>,
    /// The problem's dependencies (by the names it gives them) that are proc-macro crates.
    proc_macro_crates: BTreeSet<String>,
}

impl Scope {
    /// Every macro that dependency `krate` exports, by its own name (`use krate::*;`).
    fn import_all(&mut self, krate: &str) {
        let all: Vec<(String, usize)> = self.exported.iter().filter(|((first, _), _)| first == krate).map(|((_, name), &d)| (name.clone(), d)).collect();
        self.imported.extend(all);
    }

    /// `use a::b::*;` of a dependency's module.
    fn import_all_of(&mut self, module: &[String]) {
        let all: Vec<(String, usize)> = self.nested.iter().filter(|(path, _)| path.len() == module.len() + 1 && path.starts_with(module)).map(|(path, &d)| (path[module.len()].clone(), d)).collect();
        self.imported.extend(all);
    }

    fn resolve(&self, path: &[String]) -> Option<usize> {
        match path {
            [name] => self.imported.get(name).copied(),
            [first, name] => self.exported.get(&(first.clone(), name.clone())).copied(),
            _ => self.nested.get(path).copied(),
        }
    }
}

/// A problem with its proc macros expanded.
pub struct Expanded {
    pub file: SourceFile,
    /// What was expanded, for the bundle's header: `#[fastout] from proconio-derive 0.2.1`, in
    /// the order first met; a macro expanded more than once is listed once.
    pub macros: Vec<String>,
}

impl Expanded {
    /// The bundle header's line (after its first) saying which proc macros were expanded;
    /// empty when none was (only imports were dropped).
    pub fn header_line(&self) -> String {
        if self.macros.is_empty() {
            String::new()
        } else {
            format!("// proc macros expanded at bundle time: {}\n", self.macros.join(", "))
        }
    }
}

/// Expands the proc macros `problem` uses; `None` when it uses none. `server_path` overrides
/// where the proc-macro server is (else [`Server::locate`]).
pub fn expand(root: &Path, problem: &SourceFile, graph: &CrateGraph, server_path: Option<&Path>) -> Result<Option<Expanded>> {
    // Every macro the scope below resolves is reached through the name of a proc-macro crate or
    // of a crate that re-exports one (in a `use`, a path, an `extern crate`): a problem whose
    // text holds none of those names has nothing to expand, so the crates' roots are not parsed.
    let may_name_one = graph.problem_deps.iter().any(|(ext, c)| {
        let krate = &graph.crates[*c];
        (krate.proc_macro || krate.deps.iter().any(|(_, d)| graph.crates[*d].proc_macro)) && problem.text.contains(ext.as_str())
    });
    if !may_name_one {
        return Ok(None);
    }
    let mut scope = exported_macros(graph, &graph.problem_deps);
    if scope.defs.is_empty() {
        return Ok(None);
    }
    // `use` items at any depth: a doctest's `use easy_ext::ext;` is in `fn main`. They are
    // taken as the file's (a name imported in one function and meaning another thing in
    // another is not told apart).
    import_names(&mut scope, &all_items(&problem.ast));
    if find_invocation(problem, &scope).is_none() && find_local_invocation(problem, &local_macros(problem, &scope)).is_none() {
        // Imported but never invoked: the import alone goes (it names nothing in a bundle).
        if scope.imported.is_empty() {
            return Ok(None);
        }
        let without_imports = drop_macro_imports(problem, &scope, false);
        let file = reparse(problem, without_imports, &Invocation { range: 0..0, def: 0, what: Shape::Bang { args: TokenStream::new() } })?;
        return Ok(Some(Expanded { file, macros: Vec::new() }));
    }
    // As cargo sets them for the program's package.
    let (problem_dir, package_name) = match &graph.package {
        Some(p) => (root.join(p.dir()), p.name.clone()),
        None => (root.join("problems"), "problems".to_string()),
    };
    let env = vec![("CARGO_MANIFEST_DIR".to_string(), problem_dir.to_string_lossy().into_owned()), ("CARGO_PKG_NAME".to_string(), package_name)];
    let mut expander = Expander::new(root, graph, server_path, env, problem_dir);
    let mut macros: Vec<String> = Vec::new();
    let (mut file, expanded_locals) = expand_all(problem, &scope, &[], &mut expander, &mut macros)?;
    if expanded_locals {
        if let Some(text) = drop_expanded_macros(&file, &local_macros(&file, &scope)) {
            file = reparse(&file, text, &Invocation { range: 0..0, def: 0, what: Shape::Bang { args: TokenStream::new() } })?;
        }
    }
    let without_imports = drop_macro_imports(&file, &scope, true);
    let file = reparse(&file, without_imports, &Invocation { range: 0..0, def: 0, what: Shape::Bang { args: TokenStream::new() } })?;
    Ok(Some(Expanded { file, macros }))
}

/// Expands every invocation of `scope`'s macros in `source` until none is left, and the
/// invocations of the file's own `macro_rules!` whose bodies name one (first, since the proc
/// macro runs on what they transcribe); each one expanded is added to `macros`, as the header
/// lists them. Also whether a `macro_rules!` invocation was expanded.
/// `inherited`: the crate's `macro_rules!` in scope from the file's start, defined elsewhere.
fn expand_all(source: &SourceFile, scope: &Scope, inherited: &[LocalMacro], expander: &mut Expander, macros: &mut Vec<String>) -> Result<(SourceFile, bool)> {
    let graph = expander.graph;
    let mut file = SourceFile::parse(&source.rel_path, source.text.clone())?;
    let mut rounds = 0;
    let mut expanded_locals = false;
    loop {
        if let Some((range, text)) = find_local_invocation(&file, &in_file_scope(inherited, local_macros(&file, scope))) {
            rounds += 1;
            if rounds > MAX_EXPANSIONS {
                return Err(Error::new(format!("more than {} macro expansions: a macro expands into another use of itself", MAX_EXPANSIONS)).at(file.location(range.start)));
            }
            let mut new_text = file.text.clone();
            new_text.replace_range(range.clone(), &text);
            file = reparse(&file, new_text, &Invocation { range, def: 0, what: Shape::Bang { args: TokenStream::new() } })?;
            expanded_locals = true;
            continue;
        }
        let Some(invocation) = find_invocation(&file, scope) else { break };
        rounds += 1;
        if rounds > MAX_EXPANSIONS {
            return Err(Error::new(format!("more than {} proc-macro expansions: a macro expands into another use of itself", MAX_EXPANSIONS))
                .at(file.location(invocation.range.start))
                .snippet(file.line_at(invocation.range.start).to_string()));
        }
        let text = expander.expand(&file, scope, &invocation)?;
        let what = format!("{} from {}", shown(&scope.defs[invocation.def], &invocation.what), graph.crates[scope.defs[invocation.def].krate].display());
        if !macros.contains(&what) {
            macros.push(what);
        }
        let mut new_text = file.text.clone();
        new_text.replace_range(invocation.range.clone(), &text);
        file = reparse(&file, new_text, &invocation)?;
    }
    Ok((file, expanded_locals))
}

fn reparse(before: &SourceFile, text: String, invocation: &Invocation) -> Result<SourceFile> {
    SourceFile::parse(&before.rel_path, text).map_err(|e| {
        Error::new(format!("the expansion of a proc macro does not parse: {}", e.message))
            .at(before.location(invocation.range.start))
            .snippet(before.line_at(invocation.range.start).to_string())
            .help("this is a bundler bug unless the macro's own output is broken")
    })
}

// ------------------------------------------------------------------ what macros exist

/// The macros of every proc-macro crate of `deps` (a crate's dependencies, by the names its
/// code gives them: the problems package's, or a library's), and those that the libraries among
/// them re-export at their root.
fn exported_macros(graph: &CrateGraph, deps: &[(String, usize)]) -> Scope {
    let mut scope = Scope::default();
    let deps = &with_reexported_crates(graph, deps);
    let mut defs_of: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    let mut defs_of_crate = |scope: &mut Scope, c: usize| -> Vec<usize> {
        defs_of
            .entry(c)
            .or_insert_with(|| {
                let found = macros_defined(graph, c);
                let first = scope.defs.len();
                scope.defs.extend(found);
                (first..scope.defs.len()).collect()
            })
            .clone()
    };
    for (ext, c) in deps {
        let krate = &graph.crates[*c];
        if krate.proc_macro {
            scope.proc_macro_crates.insert(ext.clone());
            for d in defs_of_crate(&mut scope, *c) {
                scope.exported.insert((ext.clone(), scope.defs[d].name.clone()), d);
            }
            continue;
        }
        let reexported: Vec<(String, usize)> = krate.deps.iter().filter(|(_, d)| graph.crates[*d].proc_macro).map(|(e, d)| (e.clone(), *d)).collect();
        if reexported.is_empty() {
            continue;
        }
        let Ok(text) = crate::base::inputs::read_to_string(&krate.base.join(&krate.root_rel)) else { continue };
        let Ok(file) = syn::parse_file(&text) else { continue };
        // rustc gives a module the items its own `macro_rules!` invocations generate, `use`s
        // too: serde's trait `Deserialize` is `pub use serde_core::{.., Deserialize, ..};` in
        // the expansion of `crate_root!();`, beside `pub use serde_derive::Deserialize;`.
        let items = with_item_macros_expanded(file.items, &mut BTreeMap::new(), 0);
        // Re-exports at the root, and in its public modules, inline (multiversion's `pub mod
        // target { pub use multiversion_macros::selected_target; }`) or in files of their own
        // (zerovec's `pub mod ule;`, whose ule/mod.rs has `pub use zerovec_derive::ULE;`).
        let root_file = krate.base.join(&krate.root_rel);
        let root_dir = root_file.parent().map(Path::to_path_buf).unwrap_or_default();
        let mut modules: Vec<(Vec<String>, Vec<syn::Item>, PathBuf)> = vec![(Vec::new(), items, root_dir)];
        let mut items_of: BTreeMap<Vec<String>, BTreeSet<String>> = BTreeMap::new();
        let mut found: Vec<(Vec<String>, usize)> = Vec::new();
        while let Some((module, items, dir)) = modules.pop() {
            let here = items_of.entry(module.clone()).or_default();
            for item in &items {
                match item {
                    syn::Item::Use(u) if matches!(u.vis, syn::Visibility::Public(_)) => {
                        use_leaves(&u.tree, &mut Vec::new(), &mut |path, local| {
                            let Some((_, pm)) = reexported.iter().find(|(e, _)| path.first() == Some(e)) else {
                                here.insert(local.to_string());
                                return;
                            };
                            let defs = defs_of_crate(&mut scope, *pm);
                            for d in defs {
                                let name = scope.defs[d].name.clone();
                                let glob = path.len() == 2 && path[1] == "*";
                                if glob || (path.len() == 2 && path[1] == name) {
                                    let exported_as = if glob { name } else { local.to_string() };
                                    found.push((module.iter().cloned().chain([exported_as]).collect(), d));
                                }
                            }
                        });
                    }
                    syn::Item::Mod(m) if matches!(m.vis, syn::Visibility::Public(_)) => {
                        here.insert(m.ident.to_string());
                        let path: Vec<String> = module.iter().cloned().chain([m.ident.to_string()]).collect();
                        let name = m.ident.to_string();
                        match &m.content {
                            Some((_, inner)) => modules.push((path, inner.clone(), dir.join(&name))),
                            // Only the usual places (a `#[path]` on the module is not followed);
                            // four deep is as deep as re-exports of derives go.
                            None if path.len() <= 4 && m.attrs.iter().all(|a| !a.path().is_ident("path")) => {
                                let candidates = [dir.join(format!("{name}.rs")), dir.join(&name).join("mod.rs")];
                                let Some((text, at)) = candidates.iter().find_map(|f| crate::base::inputs::read_to_string(f).ok().map(|t| (t, f.clone()))) else { continue };
                                let Ok(file) = syn::parse_file(&text) else { continue };
                                let sub_dir = if at.ends_with("mod.rs") { at.parent().map(Path::to_path_buf).unwrap_or_default() } else { dir.join(&name) };
                                modules.push((path, with_item_macros_expanded(file.items, &mut BTreeMap::new(), 0), sub_dir));
                            }
                            None => {}
                        }
                    }
                    other => {
                        if let Some(ident) = item_ident(other) {
                            here.insert(ident);
                        }
                    }
                }
            }
        }
        for (path, d) in found {
            let (name, module) = path.split_last().expect("a name");
            let also_item = items_of.get(module).map_or(false, |names| names.contains(name));
            match module {
                [] => {
                    scope.exported.insert((ext.clone(), name.clone()), d);
                    if also_item {
                        scope.also_items.insert((ext.clone(), name.clone()));
                    }
                }
                _ => {
                    let full: Vec<String> = std::iter::once(ext.clone()).chain(path.iter().cloned()).collect();
                    if also_item {
                        scope.nested_also_items.insert(full.clone());
                    }
                    scope.nested.insert(full, d);
                }
            }
        }
    }
    scope
}

/// `deps`, and the crates they re-export (`pub use yoke;`, `pub extern crate yoke;`, at the
/// root or in a public inline module: icu_provider's `prelude`), by the name they are
/// re-exported as, to any depth. Code reaches such a crate by that name through a glob import
/// of the module (`use icu_provider::prelude::*;` then `#[derive(yoke::Yokeable)]`); a derive
/// path can only name a proc macro, so the name of a crate that exports one is that crate's
/// even where a local module has the same name.
fn with_reexported_crates(graph: &CrateGraph, deps: &[(String, usize)]) -> Vec<(String, usize)> {
    let mut out: Vec<(String, usize)> = deps.to_vec();
    // A crate is read once, whatever names it goes by (`pub use derive_host as host;` of a
    // direct dependency is one more name for it).
    let mut read: BTreeSet<usize> = BTreeSet::new();
    let mut i = 0;
    while i < out.len() {
        let c = out[i].1;
        let krate = &graph.crates[c];
        i += 1;
        if krate.proc_macro || krate.deps.is_empty() || !read.insert(c) {
            continue;
        }
        let Ok(text) = crate::base::inputs::read_to_string(&krate.base.join(&krate.root_rel)) else { continue };
        let Ok(file) = syn::parse_file(&text) else { continue };
        let items = with_item_macros_expanded(file.items, &mut BTreeMap::new(), 0);
        let mut modules: Vec<&[syn::Item]> = vec![&items[..]];
        let mut found: Vec<(String, usize)> = Vec::new();
        while let Some(items) = modules.pop() {
            for item in items {
                let mut leaf = |path: &[String], local: &str| {
                    let path = if path.first().map(String::as_str) == Some("") { &path[1..] } else { path };
                    if let [name] = path {
                        if let Some((_, d)) = krate.deps.iter().find(|(e, _)| e == name) {
                            found.push((local.to_string(), *d));
                        }
                    }
                };
                match item {
                    syn::Item::Use(u) if matches!(u.vis, syn::Visibility::Public(_)) => use_leaves(&u.tree, &mut Vec::new(), &mut leaf),
                    syn::Item::ExternCrate(e) if matches!(e.vis, syn::Visibility::Public(_)) => {
                        let local = e.rename.as_ref().map_or_else(|| e.ident.to_string(), |(_, r)| r.to_string());
                        leaf(&[e.ident.to_string()], &local);
                    }
                    syn::Item::Mod(m) if matches!(m.vis, syn::Visibility::Public(_)) => {
                        if let Some((_, inner)) = &m.content {
                            modules.push(&inner[..]);
                        }
                    }
                    _ => {}
                }
            }
        }
        for (local, d) in found {
            if local != "_" && !out.iter().any(|(e, _)| *e == local) {
                out.push((local, d));
            }
        }
    }
    out
}

/// `items` of one module with each invocation of a `macro_rules!` in textual scope (defined
/// before it in this module or an enclosing one) replaced by the items it expands to. An
/// invocation that does not expand here (no arm matches, hygiene may differ, the output is
/// not items) stays as written; a `cfg` on a definition is not weighed, so of two
/// definitions of one name the later is used.
fn with_item_macros_expanded(items: Vec<syn::Item>, macros: &mut BTreeMap<String, crate::read::macro_expand::MacroRules>, depth: usize) -> Vec<syn::Item> {
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        match item {
            syn::Item::Macro(m) if m.mac.path.is_ident("macro_rules") => {
                if let (Some(name), Some(rules)) = (&m.ident, crate::read::macro_expand::MacroRules::parse(m.mac.tokens.clone())) {
                    macros.insert(name.to_string(), rules);
                }
                out.push(syn::Item::Macro(m));
            }
            syn::Item::Macro(m) if m.ident.is_none() && depth < crate::read::macro_expand::MAX_DEPTH => {
                let expanded = m.mac.path.get_ident().and_then(|name| macros.get(&name.to_string())).and_then(|rules| rules.expand(m.mac.tokens.clone()));
                match expanded.and_then(|tokens| syn::parse2::<syn::File>(tokens).ok()) {
                    Some(file) => out.extend(with_item_macros_expanded(file.items, macros, depth + 1)),
                    None => out.push(syn::Item::Macro(m)),
                }
            }
            syn::Item::Mod(mut m) if m.content.is_some() => {
                // Textual scope reaches into the module; what it defines stays there unless
                // it is `#[macro_use]`.
                let mut inner = macros.clone();
                let (brace, content) = m.content.take().expect("inline");
                m.content = Some((brace, with_item_macros_expanded(content, &mut inner, depth)));
                if m.attrs.iter().any(|a| a.path().is_ident("macro_use")) {
                    *macros = inner;
                }
                out.push(syn::Item::Mod(m));
            }
            other => out.push(other),
        }
    }
    out
}

/// The names `items`' `use`s bring into `scope` (`use dep::Name`, renames, globs of a crate or
/// of one of its modules), and every macro of a crate under `#[macro_use] extern crate name [as
/// _];`, which puts them in the macro_use prelude: a proc-macro crate's own (memoise's
/// `#[memoise]`) and those a library re-exports at its root (proconio's `#[fastout]`, from
/// proconio-derive).
fn import_names(scope: &mut Scope, items: &[&syn::Item]) {
    for item in items {
        if let syn::Item::Use(u) = item {
            use_leaves(&u.tree, &mut Vec::new(), &mut |path, local| {
                if let Some(d) = scope.resolve(path) {
                    scope.imported.insert(local.to_string(), d);
                }
                if path.len() == 2 && path[1] == "*" {
                    scope.import_all(&path[0]);
                } else if path.len() > 2 && path[path.len() - 1] == "*" {
                    scope.import_all_of(&path[..path.len() - 1]);
                }
            });
        }
        if let syn::Item::ExternCrate(e) = item {
            if e.attrs.iter().any(|a| a.path().is_ident("macro_use")) {
                scope.import_all(&e.ident.to_string());
            }
        }
    }
}

fn item_ident(item: &syn::Item) -> Option<String> {
    Some(match item {
        syn::Item::Fn(i) => i.sig.ident.to_string(),
        syn::Item::Struct(i) => i.ident.to_string(),
        syn::Item::Enum(i) => i.ident.to_string(),
        syn::Item::Trait(i) => i.ident.to_string(),
        syn::Item::Type(i) => i.ident.to_string(),
        syn::Item::Mod(i) => i.ident.to_string(),
        syn::Item::Const(i) => i.ident.to_string(),
        syn::Item::Static(i) => i.ident.to_string(),
        syn::Item::Union(i) => i.ident.to_string(),
        syn::Item::Macro(i) => i.ident.as_ref()?.to_string(),
        _ => return None,
    })
}

/// The macros proc-macro crate `c` defines at its root (where Rust requires them).
fn macros_defined(graph: &CrateGraph, c: usize) -> Vec<MacroDef> {
    let krate = &graph.crates[c];
    let Ok(text) = crate::base::inputs::read_to_string(&krate.base.join(&krate.root_rel)) else { return Vec::new() };
    let Ok(file) = syn::parse_file(&text) else { return Vec::new() };
    let mut defs = Vec::new();
    for item in &file.items {
        let syn::Item::Fn(f) = item else { continue };
        for attr in &f.attrs {
            let path = attr.path();
            if path.is_ident("proc_macro") {
                defs.push(MacroDef { krate: c, name: f.sig.ident.to_string(), kind: MacroKind::FunctionLike, helpers: Vec::new() });
            } else if path.is_ident("proc_macro_attribute") {
                defs.push(MacroDef { krate: c, name: f.sig.ident.to_string(), kind: MacroKind::Attribute, helpers: Vec::new() });
            } else if path.is_ident("proc_macro_derive") {
                // `#[proc_macro_derive(Name, attributes(a, b))]`
                let Ok(list) = attr.meta.require_list() else { continue };
                let mut idents = list.tokens.clone().into_iter();
                let Some(TokenTree::Ident(name)) = idents.next() else { continue };
                let mut helpers = Vec::new();
                for t in idents {
                    if let TokenTree::Group(g) = t {
                        helpers.extend(g.stream().into_iter().filter_map(|t| match t {
                            TokenTree::Ident(i) => Some(i.to_string()),
                            _ => None,
                        }));
                    }
                }
                defs.push(MacroDef { krate: c, name: name.to_string(), kind: MacroKind::Derive, helpers });
            }
        }
    }
    defs
}

/// Calls `leaf(path, local name)` for every leaf of a use tree (`*` for a glob, whose local
/// name is `*`).
fn use_leaves(tree: &syn::UseTree, prefix: &mut Vec<String>, leaf: &mut dyn FnMut(&[String], &str)) {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            use_leaves(&p.tree, prefix, leaf);
            prefix.pop();
        }
        syn::UseTree::Name(n) => {
            prefix.push(n.ident.to_string());
            leaf(prefix, &n.ident.to_string());
            prefix.pop();
        }
        syn::UseTree::Rename(r) => {
            prefix.push(r.ident.to_string());
            leaf(prefix, &r.rename.to_string());
            prefix.pop();
        }
        syn::UseTree::Glob(_) => {
            prefix.push("*".into());
            leaf(prefix, "*");
            prefix.pop();
        }
        syn::UseTree::Group(g) => {
            for t in &g.items {
                use_leaves(t, prefix, leaf);
            }
        }
    }
}

// ------------------------------------------------------------------ finding invocations

enum Shape {
    /// `#[name(args)]` on the item of `range`: the attribute's byte range and its arguments.
    Attribute { attr: std::ops::Range<usize>, args: Option<TokenStream> },
    /// A custom derive in the `#[derive(..)]` attribute at `attr`; `others` are the rest of
    /// that list, as text.
    /// `last`: no other derive of `scope` is in the list.
    Derive { attr: std::ops::Range<usize>, others: Vec<String>, last: bool },
    /// `path!(..)`: what is inside the delimiters.
    Bang { args: TokenStream },
}

struct Invocation {
    /// What the expansion replaces: the whole item (attribute, derive) or `path!(..)`.
    range: std::ops::Range<usize>,
    def: usize,
    what: Shape,
}

fn path_of(path: &syn::Path) -> Vec<String> {
    path.segments.iter().map(|s| s.ident.to_string()).collect()
}

/// Every item of the file, nested ones (in modules, in function bodies) after the item that
/// holds them, in source order.
fn all_items(file: &syn::File) -> Vec<&syn::Item> {
    struct Items<'ast>(Vec<&'ast syn::Item>);
    impl<'ast> syn::visit::Visit<'ast> for Items<'ast> {
        fn visit_item(&mut self, item: &'ast syn::Item) {
            self.0.push(item);
            syn::visit::visit_item(self, item);
        }
    }
    let mut items = Items(Vec::new());
    syn::visit::Visit::visit_file(&mut items, file);
    items.0
}

/// The first invocation in the file: attributes and derives of items in order (an outer
/// item's before those it holds, as rustc expands them), then function-like macros anywhere.
fn find_invocation(file: &SourceFile, scope: &Scope) -> Option<Invocation> {
    for item in all_items(&file.ast) {
        let Some(attrs) = item_attrs(item) else { continue };
        let range = file.range(item.span());
        for attr in attrs.iter() {
            let path = path_of(attr.path());
            if path == ["derive"] {
                let Ok(list) = attr.meta.require_list() else { continue };
                let Ok(paths) = list.parse_args_with(syn::punctuated::Punctuated::<syn::Path, syn::Token![,]>::parse_terminated) else { continue };
                let mut custom = None;
                let mut others = Vec::new();
                let mut last = true;
                for p in &paths {
                    match scope.resolve(&path_of(p)).filter(|&d| scope.defs[d].kind == MacroKind::Derive) {
                        Some(d) if custom.is_none() => custom = Some(d),
                        found => {
                            last &= found.is_none();
                            others.push(file.text[file.range(p.span())].to_string());
                        }
                    }
                }
                if let Some(def) = custom {
                    return Some(Invocation { range, def, what: Shape::Derive { attr: file.range(attr.span()), others, last } });
                }
            } else if let Some(def) = scope.resolve(&path).filter(|&d| scope.defs[d].kind == MacroKind::Attribute) {
                let args = match &attr.meta {
                    syn::Meta::List(l) => Some(l.tokens.clone()),
                    _ => None,
                };
                return Some(Invocation { range, def, what: Shape::Attribute { attr: file.range(attr.span()), args } });
            }
        }
    }
    find_bang(file, &file.tokens, scope)
}

fn item_attrs(item: &syn::Item) -> Option<std::borrow::Cow<'_, [syn::Attribute]>> {
    use std::borrow::Cow;
    Some(Cow::Borrowed(match item {
        syn::Item::Fn(i) => &i.attrs,
        syn::Item::Struct(i) => &i.attrs,
        syn::Item::Enum(i) => &i.attrs,
        syn::Item::Union(i) => &i.attrs,
        syn::Item::Impl(i) => &i.attrs,
        syn::Item::Trait(i) => &i.attrs,
        syn::Item::Mod(i) => &i.attrs,
        syn::Item::Const(i) => &i.attrs,
        syn::Item::Static(i) => &i.attrs,
        syn::Item::Type(i) => &i.attrs,
        syn::Item::TraitAlias(i) => &i.attrs,
        syn::Item::ForeignMod(i) => &i.attrs,
        syn::Item::Macro(i) => &i.attrs,
        // What rustc parses and rejects only after expansion, which syn keeps as tokens
        // (easy-ext's `#[ext(Name)] pub impl Result<T, E> { .. }`, a `pub impl` the attribute
        // turns into a trait and its impl): the outer attributes lead the tokens.
        syn::Item::Verbatim(tokens) => return syn::parse::Parser::parse2(outer_attributes, tokens.clone()).ok().map(Cow::Owned),
        _ => return None,
    }))
}

/// The outer attributes at the start of `input`; the rest is left unread.
fn outer_attributes(input: syn::parse::ParseStream) -> syn::Result<Vec<syn::Attribute>> {
    let attrs = input.call(syn::Attribute::parse_outer)?;
    input.parse::<TokenStream>()?;
    Ok(attrs)
}

/// `a::b!(..)` / `b!{..}` / `b![..]` whose path names a function-like proc macro.
fn find_bang(file: &SourceFile, trees: &[TokenTree], scope: &Scope) -> Option<Invocation> {
    for (i, t) in trees.iter().enumerate() {
        match t {
            TokenTree::Punct(p) if p.as_char() == '!' && i > 0 => {
                let Some(TokenTree::Group(g)) = trees.get(i + 1) else { continue };
                // The path before the `!`: idents joined by `::`.
                let mut path = Vec::new();
                let mut j = i;
                while j > 0 {
                    let TokenTree::Ident(id) = &trees[j - 1] else { break };
                    path.insert(0, id.to_string());
                    j -= 1;
                    let colons = j >= 2 && matches!((&trees[j - 1], &trees[j - 2]), (TokenTree::Punct(a), TokenTree::Punct(b)) if a.as_char() == ':' && b.as_char() == ':' && b.spacing() == Spacing::Joint);
                    if !colons {
                        break;
                    }
                    j -= 2;
                }
                if path.is_empty() {
                    continue;
                }
                if let Some(def) = scope.resolve(&path).filter(|&d| scope.defs[d].kind == MacroKind::FunctionLike) {
                    let start = file.offset(trees[j].span().start());
                    let mut end = file.offset(g.span_close().end());
                    // At item level, `m!(..);`'s `;` belongs to the invocation (the expansion
                    // is items, which need none).
                    if let Some(TokenTree::Punct(semi)) = trees.get(i + 2) {
                        if semi.as_char() == ';' && at_item_level(file, start) {
                            end = file.offset(semi.span().end());
                        }
                    }
                    return Some(Invocation { range: start..end, def, what: Shape::Bang { args: g.stream() } });
                }
            }
            // A `macro_rules!` body is tokens with `$` variables, not code: a proc macro it
            // invokes runs on what the macro transcribes, where it is invoked
            // ([`find_local_invocation`]).
            TokenTree::Group(g) if !is_macro_rules_body(trees, i) => {
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                if let Some(found) = find_bang(file, &inner, scope) {
                    return Some(found);
                }
            }
            _ => {}
        }
    }
    None
}

/// Whether `trees[i]` is the body of `macro_rules! name { .. }`.
fn is_macro_rules_body(trees: &[TokenTree], i: usize) -> bool {
    i >= 3
        && matches!(&trees[i - 3], TokenTree::Ident(m) if m == "macro_rules")
        && matches!(&trees[i - 2], TokenTree::Punct(p) if p.as_char() == '!')
        && matches!(&trees[i - 1], TokenTree::Ident(_))
}

// ------------------------------------------------------------------ the problem's own macros

/// A `macro_rules!` of the problem whose transcribers name a proc macro in scope (paste's
/// `paste! { impl $name { fn [<get_ $field>] .. } }`): rustc runs the proc macro on what each
/// invocation transcribes, so such a macro's invocations are expanded first, textually.
#[derive(Clone)]
struct LocalMacro {
    name: String,
    /// Where its definition starts: it is in scope for invocations after it (textual scope).
    at: usize,
    /// The definition's text (`macro_rules! name { .. }` and a `;` after it), when nothing
    /// (an attribute) goes with it.
    definition: Option<std::ops::Range<usize>>,
    rules: crate::read::macro_expand::MacroRules,
}

/// The problem's `macro_rules!` definitions, at any depth, whose bodies name a proc macro of
/// `scope` (by an imported name, or a path through a crate that exports it).
fn local_macros(file: &SourceFile, scope: &Scope) -> Vec<LocalMacro> {
    fn walk(file: &SourceFile, trees: &[TokenTree], scope: &Scope, out: &mut Vec<LocalMacro>) {
        for (i, t) in trees.iter().enumerate() {
            let TokenTree::Group(g) = t else { continue };
            if is_macro_rules_body(trees, i) {
                if names_a_proc_macro(&g.stream().into_iter().collect::<Vec<_>>(), scope) {
                    if let Some(rules) = crate::read::macro_expand::MacroRules::parse(g.stream()) {
                        let at = file.offset(trees[i - 3].span().start());
                        let attributed = i >= 4 && matches!(&trees[i - 4], TokenTree::Group(b) if b.delimiter() == proc_macro2::Delimiter::Bracket);
                        let end = match trees.get(i + 1) {
                            Some(TokenTree::Punct(semi)) if semi.as_char() == ';' => file.offset(semi.span().end()),
                            _ => file.offset(g.span_close().end()),
                        };
                        out.push(LocalMacro { name: trees[i - 1].to_string(), at, definition: (!attributed).then_some(at..end), rules });
                    }
                }
            } else {
                walk(file, &g.stream().into_iter().collect::<Vec<_>>(), scope, out);
            }
        }
    }
    let mut out = Vec::new();
    walk(file, &file.tokens, scope, &mut out);
    out
}

/// The macros in scope in a file: `inherited` from its start (at 0, their definitions are not
/// the file's), then `locals` where each is defined; the last of a name before an invocation is
/// the one it means.
fn in_file_scope(inherited: &[LocalMacro], locals: Vec<LocalMacro>) -> Vec<LocalMacro> {
    let mut all: Vec<LocalMacro> = inherited.iter().map(|l| LocalMacro { at: 0, definition: None, ..l.clone() }).collect();
    all.extend(locals);
    all
}

fn names_a_proc_macro(trees: &[TokenTree], scope: &Scope) -> bool {
    trees.iter().enumerate().any(|(i, t)| match t {
        TokenTree::Ident(id) => {
            let name = id.to_string();
            let path_to = |k: usize| match (trees.get(k), trees.get(k + 1), trees.get(k + 2)) {
                (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)), Some(TokenTree::Ident(n))) if a.as_char() == ':' && b.as_char() == ':' => Some(n.to_string()),
                _ => None,
            };
            scope.imported.contains_key(&name) || path_to(i + 1).map_or(false, |n| scope.exported.contains_key(&(name.clone(), n)))
        }
        TokenTree::Group(g) => names_a_proc_macro(&g.stream().into_iter().collect::<Vec<_>>(), scope),
        _ => false,
    })
}

/// The first invocation (`name!(..)`, `name![..]`, `name! {..}`, outside `macro_rules!`
/// bodies) of one of `locals` in scope where it stands, with its expansion as text for that
/// place; `None` when there is none that expands (no arm matches, or hygiene could change a
/// name's meaning: [`crate::read::macro_expand::MacroRules::expand`]).
fn find_local_invocation(file: &SourceFile, locals: &[LocalMacro]) -> Option<(std::ops::Range<usize>, String)> {
    /// `in_braces`: `trees` are the inside of a `{ .. }` (a block, a module, an impl), or the file.
    fn walk(file: &SourceFile, trees: &[TokenTree], in_braces: bool, locals: &[LocalMacro]) -> Option<(std::ops::Range<usize>, String)> {
        let punct = |k: usize, c: char| matches!(trees.get(k), Some(TokenTree::Punct(p)) if p.as_char() == c);
        for (i, t) in trees.iter().enumerate() {
            match t {
                TokenTree::Ident(id) => {
                    let (true, Some(TokenTree::Group(g))) = (punct(i + 1, '!'), trees.get(i + 2)) else { continue };
                    // A bare name: `a::name!` and `x.name!` are not the problem's macro.
                    if i >= 1 && (punct(i - 1, ':') || punct(i - 1, '.')) {
                        continue;
                    }
                    let start = file.offset(id.span().start());
                    let name = id.to_string();
                    let Some(local) = locals.iter().filter(|l| l.name == name && l.at <= start).last() else { continue };
                    let Some(expanded) = local.rules.expand(g.stream()) else { continue };
                    let mut end = file.offset(g.span_close().end());
                    let rendered = crate::read::macro_expand::render(expanded);
                    let items = syn::parse_str::<syn::File>(&rendered).is_ok();
                    // Where a statement or an item may start: what the expansion is taken as
                    // there (items, statements, a block's final expression) is what it reads as.
                    let starts = in_braces && (i == 0 || punct(i - 1, ';') || matches!(&trees[i - 1], TokenTree::Group(b) if b.delimiter() == proc_macro2::Delimiter::Brace));
                    let ends = g.delimiter() == proc_macro2::Delimiter::Brace || punct(i + 3, ';') || i + 3 == trees.len();
                    let text = if starts && ends {
                        // Items need no `;` after them, and a module may not have one.
                        if items && punct(i + 3, ';') {
                            end = file.offset(trees[i + 3].span().end());
                        }
                        if at_item_level(file, start) && !items {
                            continue;
                        }
                        rendered
                    } else if delimited_by_context(file, &(start..end)) {
                        rendered
                    } else {
                        format!("({})", rendered)
                    };
                    let lines = file.text[start..end].matches('\n').count();
                    return Some((start..end, format!("{}{}", text, "\n".repeat(lines))));
                }
                TokenTree::Group(g) if !is_macro_rules_body(trees, i) => {
                    let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                    if let Some(found) = walk(file, &inner, g.delimiter() == proc_macro2::Delimiter::Brace, locals) {
                        return Some(found);
                    }
                }
                _ => {}
            }
        }
        None
    }
    if locals.is_empty() {
        return None;
    }
    walk(file, &file.tokens, true, locals)
}

/// The file without the definitions of `locals` that nothing names any more (every
/// invocation was expanded): rustc would call them unused, and they name proc macros the
/// bundle does not have. One that is still named (invoked, or imported by a `use` as a
/// macro's output does: `pub(crate) use target_cfg;`) stays.
fn drop_expanded_macros(file: &SourceFile, locals: &[LocalMacro]) -> Option<String> {
    fn invoked(trees: &[TokenTree], name: &str) -> bool {
        trees.iter().enumerate().any(|(i, t)| match t {
            TokenTree::Ident(id) => id == name && !(i >= 2 && matches!(&trees[i - 2], TokenTree::Ident(m) if m == "macro_rules")),
            TokenTree::Group(g) => invoked(&g.stream().into_iter().collect::<Vec<_>>(), name),
            _ => false,
        })
    }
    let mut ranges: Vec<std::ops::Range<usize>> = locals.iter().filter(|l| !invoked(&file.tokens, &l.name)).filter_map(|l| l.definition.clone()).collect();
    if ranges.is_empty() {
        return None;
    }
    ranges.sort_by_key(|r| std::cmp::Reverse(r.start));
    let mut text = file.text.clone();
    for r in ranges {
        let lines = text[r.clone()].matches('\n').count();
        text.replace_range(r, &"\n".repeat(lines));
    }
    Some(text)
}

// ------------------------------------------------------------------ expanding

struct Expander<'a> {
    root: &'a Path,
    graph: &'a CrateGraph,
    server_path: Option<&'a Path>,
    server: Option<Server>,
    /// The server's file, which names the toolchain the dylibs must be built by.
    server_file: Option<PathBuf>,
    /// Proc-macro crate index -> its built dylib.
    dylibs: BTreeMap<usize, PathBuf>,
    /// What the macros see of the crate whose code they are invoked in, as cargo gives them
    /// while it compiles that crate: its variables (`CARGO_MANIFEST_DIR`, `CARGO_PKG_NAME`, ..;
    /// a macro that reads files finds them from there) and the working folder.
    env: Vec<(String, String)>,
    dir: PathBuf,
}

impl<'a> Expander<'a> {
    /// Nothing is started nor built until the first invocation is expanded.
    fn new(root: &'a Path, graph: &'a CrateGraph, server_path: Option<&'a Path>, env: Vec<(String, String)>, dir: PathBuf) -> Expander<'a> {
        Expander { root, graph, server_path, server: None, server_file: None, dylibs: BTreeMap::new(), env, dir }
    }
}

/// Where each span id's token was in the file being expanded; ids past the end are generated.
struct Positions {
    starts: Vec<LineColumn>,
}

impl Positions {
    fn add(&mut self, at: LineColumn) -> SpanId {
        self.starts.push(at);
        (self.starts.len() - 1) as SpanId
    }
    fn get(&self, span: SpanId) -> Option<LineColumn> {
        self.starts.get(span as usize).copied()
    }
}

impl Expander<'_> {
    fn expand(&mut self, file: &SourceFile, scope: &Scope, invocation: &Invocation) -> Result<String> {
        let def = &scope.defs[invocation.def];
        let krate = &self.graph.crates[def.krate];
        let at = invocation.range.start;
        let located = |e: Error| e.at(file.location(at)).snippet(file.line_at(at).to_string());
        let shown = shown(def, &invocation.what);
        if self.server.is_none() {
            let path = match self.server_path {
                Some(p) => p.to_path_buf(),
                None => located_server(self.root).map_err(|why| refusal(&shown, krate, why)).map_err(located)?,
            };
            self.server = Some(Server::start(&path).map_err(|why| refusal(&shown, krate, why)).map_err(located)?);
            self.server_file = Some(path);
        }
        if !self.dylibs.contains_key(&def.krate) {
            let server_file = self.server_file.clone().unwrap_or_default();
            let built = cached_dylib(self.root, self.graph, def.krate, &server_file).map_err(located)?;
            self.dylibs.extend(built);
        }
        let dylib = self.dylibs.get(&def.krate).cloned().ok_or_else(|| located(Error::new(format!("cargo built no proc-macro dylib for {}", krate.display()))))?;

        let mut positions = Positions { starts: Vec::new() };
        let tokens_in = |range: std::ops::Range<usize>, skip: &[std::ops::Range<usize>], positions: &mut Positions| -> Vec<Token> {
            to_tokens(&trees_within(file, &file.tokens, &range, skip), positions)
        };
        let (body, attributes, keep_before, append_after): (Vec<Token>, Option<Vec<Token>>, Option<String>, bool) = match &invocation.what {
            Shape::Attribute { attr, args } => {
                let body = tokens_in(invocation.range.clone(), std::slice::from_ref(attr), &mut positions);
                let args = args.as_ref().map(|a| to_tokens(&a.clone().into_iter().collect::<Vec<_>>(), &mut positions)).unwrap_or_default();
                (body, Some(args), None, false)
            }
            Shape::Derive { attr, others, .. } => {
                // The derive sees the item without this `#[derive]`; the item stays, with the
                // list's other derives, and the expansion follows it.
                let body = tokens_in(invocation.range.clone(), std::slice::from_ref(attr), &mut positions);
                let rest = if others.is_empty() { String::new() } else { format!("#[derive({})]", others.join(", ")) };
                (body, None, Some(rest), true)
            }
            Shape::Bang { args } => (to_tokens(&args.clone().into_iter().collect::<Vec<_>>(), &mut positions), None, None, false),
        };
        let generated = positions.starts.len() as SpanId + 1;
        let sites = Sites { def_site: generated, call_site: generated, mixed_site: generated };
        let server = self.server.as_mut().expect("started above");
        let out = server
            .expand(&dylib, &def.name, &body, attributes.as_deref(), sites, &self.env, &self.dir)
            .map_err(|panic| located(Error::new(format!("{} from {} failed: {}", shown, krate.display(), panic.trim())).help("the macro panicked on this input; cargo build shows the same message")))?;
        let out = if matches!(invocation.what, Shape::Derive { .. }) { derive_items(out) } else { out };

        let start = file_position(file, at);
        let end = file_position(file, invocation.range.end);
        let mut printer = Printer::new(start.line, start.column);
        if let (Some(rest), Shape::Derive { attr, .. }) = (&keep_before, &invocation.what) {
            // The item as written, with the derive attribute rewritten and the helper
            // attributes gone (the derive that knew them is no longer there).
            let mut item_text = String::new();
            let mut cursor = invocation.range.start;
            let mut cuts: Vec<(std::ops::Range<usize>, String)> = vec![(attr.clone(), rest.clone())];
            // Every derive of a list sees the item with the helper attributes of all of them
            // (amplify's `From` reads `#[amplify_crate(..)]`, a helper of its `Wrapper`), so
            // they stay until the list's last derive of the scope, and then go: what named
            // them is no longer there.
            let helpers: Vec<String> = match &invocation.what {
                Shape::Derive { last: true, .. } => scope.defs.iter().filter(|d| d.kind == MacroKind::Derive).flat_map(|d| d.helpers.iter().cloned()).collect(),
                _ => Vec::new(),
            };
            cuts.extend(helper_attributes(file, invocation.range.clone(), &helpers).into_iter().map(|r| (r, String::new())));
            cuts.sort_by_key(|(r, _)| r.start);
            for (r, replacement) in cuts {
                item_text.push_str(&file.text[cursor..r.start]);
                item_text.push_str(&replacement);
                // Keep the lines of what was cut.
                item_text.push_str(&"\n".repeat(file.text[r.clone()].matches('\n').count()));
                cursor = r.end;
            }
            item_text.push_str(&file.text[cursor..invocation.range.end]);
            printer.raw(&item_text);
        }
        let _ = append_after;
        let item_level = at_item_level(file, at);
        let wrap = matches!(invocation.what, Shape::Bang { .. }) && !item_level && out.len() > 1 && !delimited_by_context(file, &invocation.range) && is_expression(&out);
        if wrap {
            printer.text("(", Next::Open('('));
        }
        if item_level || !matches!(invocation.what, Shape::Bang { .. }) {
            // rustc does not lint what an external macro generated (memoise's unused
            // `fib_reset`); in the bundle it is the problem's own code, so each item says so.
            printer.allow_before = item_starts(&out);
        }
        printer.tokens(&out, &positions);
        if wrap {
            printer.text(")", Next::Close);
        }
        while printer.line < end.line {
            printer.out.push('\n');
            printer.line += 1;
        }
        Ok(printer.out)
    }
}

/// What rustc keeps of a derive's output: it parses items one by one and stops, without a
/// word, at the first token where no item starts (`parse_item` finds none there), so what
/// follows is dropped. amplify_derive 2.11.3's `Wrapper` emits `4 impl RemAssign ..` (a stray
/// `4` in its `quote!`): rustc keeps the impls before it, and the rest would not parse here.
/// Left as it is when the printed tokens do not lex back one for one (an invisible group, a
/// negative literal), or where an item starts but is broken (rustc reports that).
fn derive_items(mut tokens: Vec<Token>) -> Vec<Token> {
    use syn::parse::discouraged::Speculative;
    let mut printer = Printer::new(1, 0);
    printer.tokens(&tokens, &Positions { starts: Vec::new() });
    let Ok(stream) = printer.out.parse::<TokenStream>() else { return tokens };
    if stream.clone().into_iter().count() != tokens.len() {
        return tokens;
    }
    let rest = syn::parse::Parser::parse2(
        |input: syn::parse::ParseStream| -> syn::Result<Vec<TokenTree>> {
            while !input.is_empty() {
                let fork = input.fork();
                if fork.parse::<syn::Item>().is_err() {
                    break;
                }
                input.advance_to(&fork);
            }
            Ok(input.parse::<TokenStream>()?.into_iter().collect())
        },
        stream,
    );
    let Ok(rest) = rest else { return tokens };
    let starts_no_item = match rest.first() {
        None => false,
        Some(TokenTree::Literal(_) | TokenTree::Group(_)) => true,
        Some(TokenTree::Punct(p)) => !matches!(p.as_char(), '#' | ':'),
        Some(TokenTree::Ident(_)) => false,
    };
    if starts_no_item {
        tokens.truncate(tokens.len() - rest.len());
    }
    tokens
}

/// How an invocation is written, for messages: `#[fastout]`, `#[derive(Describe)]`, `squares!`.
fn shown(def: &MacroDef, what: &Shape) -> String {
    match what {
        Shape::Attribute { .. } => format!("#[{}]", def.name),
        Shape::Derive { .. } => format!("#[derive({})]", def.name),
        Shape::Bang { .. } => format!("{}!", def.name),
    }
}

fn refusal(shown: &str, krate: &crate::find::crates::Crate, why: String) -> Error {
    Error::new(format!("{} comes from the proc-macro crate `{}`, and no proc-macro server can expand it: {}", shown, krate.package, why))
        .help("install a toolchain that ships rust-analyzer-proc-macro-srv (stable Rust does, in its sysroot's libexec), or name one with BUNDLER_PROC_MACRO_SRV; or expand the macro by hand (`cargo expand`)")
}

fn file_position(file: &SourceFile, offset: usize) -> LineColumn {
    let before = &file.text[..offset];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().unwrap_or("").chars().count();
    LineColumn { line, column }
}

/// Whether an item starts at `offset` of the file's top level: outside every group, and after
/// nothing, a `;`, a `{ .. }` or an attribute's `[ .. ]`. (`const X: &str = m!{..};` is at the
/// top level but an expression, whose `;` is the const's.)
fn at_item_level(file: &SourceFile, offset: usize) -> bool {
    let mut previous = None;
    for t in &file.tokens {
        let r = file.offset(t.span().start())..file.offset(t.span().end());
        if r.start < offset && offset < r.end {
            return false;
        }
        if r.end <= offset {
            previous = Some(t);
        }
    }
    match previous {
        None => true,
        Some(TokenTree::Punct(p)) => p.as_char() == ';',
        Some(TokenTree::Group(g)) => matches!(g.delimiter(), proc_macro2::Delimiter::Brace | proc_macro2::Delimiter::Bracket),
        Some(_) => false,
    }
}

/// Whether the text around `range` delimits an expression there already (`= m!(..);`,
/// `(m!(..), ..)`), so that the expansion needs no parentheses of its own (which rustc would
/// flag as unused).
fn delimited_by_context(file: &SourceFile, range: &std::ops::Range<usize>) -> bool {
    let before = file.text[..range.start].trim_end();
    let after = file.text[range.end..].trim_start();
    let opens = ["=", "(", "[", "{", ",", ";", "=>", "return"].iter().any(|p| before.ends_with(p)) && !before.ends_with("==") && !before.ends_with("!=") && !before.ends_with("<=") && !before.ends_with(">=");
    let closes = after.is_empty() || [";", ",", ")", "]", "}"].iter().any(|p| after.starts_with(p));
    opens && closes
}

/// The indexes of the top-level tokens that start an item, when `tokens` are items: an item
/// ends at a top-level `;` or at a top-level brace group not followed by `;`. Empty unless the
/// split holds up (the tokens parse as a file, with an attribute before every start).
fn item_starts(tokens: &[Token]) -> Vec<usize> {
    let mut starts = vec![0];
    for (k, t) in tokens.iter().enumerate() {
        let ends = match t {
            Token::Punct { ch: ';', .. } => true,
            Token::Group { delimiter: Delimiter::Brace, .. } => !matches!(tokens.get(k + 1), Some(Token::Punct { ch: ';', .. })),
            _ => false,
        };
        if ends && k + 1 < tokens.len() {
            starts.push(k + 1);
        }
    }
    if tokens.is_empty() {
        return Vec::new();
    }
    // rustc ignores (and warns about) attributes on a macro call (`thread_local!(..)`), so
    // those items get none; `macro_rules!` takes them.
    let is_macro_call = |k: usize| {
        let mut i = k;
        while let Some(Token::Ident { .. }) | Some(Token::Punct { ch: ':', .. }) = tokens.get(i) {
            i += 1;
        }
        let bang = matches!(tokens.get(i), Some(Token::Punct { ch: '!', .. }));
        bang && !matches!(tokens.get(k), Some(Token::Ident { text, .. }) if text == "macro_rules")
    };
    starts.retain(|&k| !is_macro_call(k));
    let mut printer = Printer::new(1, 0);
    printer.allow_before = starts.clone();
    printer.tokens(tokens, &Positions { starts: Vec::new() });
    match syn::parse_file(&printer.out) {
        Ok(file) if file.items.iter().filter(|i| !matches!(i, syn::Item::Macro(m) if m.ident.is_none())).count() == starts.len() => starts,
        _ => Vec::new(),
    }
}

fn is_expression(tokens: &[Token]) -> bool {
    let mut printer = Printer::new(1, 0);
    printer.tokens(tokens, &Positions { starts: Vec::new() });
    syn::parse_str::<syn::Expr>(&printer.out).is_ok()
}

/// Byte ranges of the `#[helper..]` attributes inside `range` (on the item, its fields and
/// variants).
fn helper_attributes(file: &SourceFile, range: std::ops::Range<usize>, helpers: &[String]) -> Vec<std::ops::Range<usize>> {
    fn walk(file: &SourceFile, trees: &[TokenTree], range: &std::ops::Range<usize>, helpers: &[String], out: &mut Vec<std::ops::Range<usize>>) {
        for (i, t) in trees.iter().enumerate() {
            match t {
                TokenTree::Punct(p) if p.as_char() == '#' => {
                    if let Some(TokenTree::Group(g)) = trees.get(i + 1) {
                        if g.delimiter() == proc_macro2::Delimiter::Bracket {
                            if let Some(TokenTree::Ident(name)) = g.stream().into_iter().next() {
                                if helpers.iter().any(|h| name == h) {
                                    let start = file.offset(p.span().start());
                                    if range.contains(&start) {
                                        out.push(start..file.offset(g.span_close().end()));
                                    }
                                }
                            }
                        }
                    }
                }
                TokenTree::Group(g) => {
                    let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                    walk(file, &inner, range, helpers, out);
                }
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    if !helpers.is_empty() {
        walk(file, &file.tokens, &range, helpers, &mut out);
    }
    out
}

/// The token trees that start inside `range` and not inside `skip`, at whatever depth the range
/// is (a nested item's are inside the groups that hold it).
fn trees_within(file: &SourceFile, trees: &[TokenTree], range: &std::ops::Range<usize>, skip: &[std::ops::Range<usize>]) -> Vec<TokenTree> {
    let mut out = Vec::new();
    for t in trees {
        let start = file.offset(t.span().start());
        if range.contains(&start) {
            if !skip.iter().any(|s| s.contains(&start)) {
                out.push(t.clone());
            }
        } else if let TokenTree::Group(g) = t {
            let end = file.offset(g.span_close().end());
            if start < range.start && range.end <= end {
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                return trees_within(file, &inner, range, skip);
            }
        }
    }
    out
}

/// proc-macro2 tokens as the protocol's, each with a span id that remembers its position.
fn to_tokens(trees: &[TokenTree], positions: &mut Positions) -> Vec<Token> {
    trees
        .iter()
        .map(|t| match t {
            TokenTree::Group(g) => {
                let delimiter = match g.delimiter() {
                    proc_macro2::Delimiter::Parenthesis => Delimiter::Parenthesis,
                    proc_macro2::Delimiter::Brace => Delimiter::Brace,
                    proc_macro2::Delimiter::Bracket => Delimiter::Bracket,
                    proc_macro2::Delimiter::None => Delimiter::None,
                };
                let open = positions.add(g.span_open().start());
                let close = positions.add(g.span_close().start());
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                Token::Group { delimiter, open, close, tokens: to_tokens(&inner, positions) }
            }
            TokenTree::Ident(i) => {
                let text = i.to_string();
                let span = positions.add(i.span().start());
                match text.strip_prefix("r#") {
                    Some(name) => Token::Ident { text: name.to_string(), raw: true, span },
                    None => Token::Ident { text, raw: false, span },
                }
            }
            TokenTree::Punct(p) => Token::Punct { ch: p.as_char(), joint: p.spacing() == Spacing::Joint, span: positions.add(p.span().start()) },
            TokenTree::Literal(l) => Token::Literal { literal: Literal::from_source(&l.to_string()), span: positions.add(l.span().start()) },
        })
        .collect()
}

/// Prints tokens: a token from the source goes back to its line and column when that is still
/// ahead; the others follow on the current line, separated as rustfmt would where that is
/// plainly safe (`a.b(c)`, `x, y;`, `vec![..]`) and by one space elsewhere.
struct Printer {
    out: String,
    /// Where the next character goes (1-based line, 0-based column in chars).
    line: usize,
    column: usize,
    prev: Prev,
    /// Whether the last token came from the source (and went back to its place).
    prev_in_place: bool,
    /// Indexes of top-level tokens that start an item: `#[allow(unused)]` goes before each.
    allow_before: Vec<usize>,
}

/// What was printed last, for the spacing.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Prev {
    /// Nothing since a line break or an opening delimiter.
    Fresh,
    /// An identifier or literal; whether it is a keyword that a path cannot follow directly
    /// (`impl ::x::T`, `as ::x::T` keep their space).
    Word(bool),
    Punct(char, bool),
    /// The second colon of `::`.
    PathSep,
    Close,
}

/// Keywords after which a path (`::x`) must not be glued: every strict keyword but the path
/// roots `self`, `super`, `crate`, `Self`.
const KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "dyn", "else", "enum", "extern", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod",
    "move", "mut", "pub", "ref", "return", "static", "struct", "trait", "type", "unsafe", "use", "where", "while", "yield",
];

/// What comes next, for the spacing.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Next {
    Word,
    /// A punct, and whether it is joint with what follows.
    Punct(char, bool),
    Open(char),
    Close,
}

impl Printer {
    fn new(line: usize, column: usize) -> Printer {
        Printer { out: String::new(), line, column, prev: Prev::Fresh, prev_in_place: false, allow_before: Vec::new() }
    }

    /// Text as is (it holds its own line breaks).
    fn raw(&mut self, text: &str) {
        for c in text.chars() {
            if c == '\n' {
                self.line += 1;
                self.column = 0;
            } else {
                self.column += 1;
            }
        }
        self.out.push_str(text);
        self.prev = if text.ends_with(['\n', ' ', '(', '[', '{']) { Prev::Fresh } else { Prev::Close };
    }

    fn text(&mut self, text: &str, next: Next) {
        self.place(None, next);
        self.raw(text);
    }

    /// Whether a space must (or should) separate the last token from `next`.
    fn space_before(&self, next: Next) -> bool {
        match (self.prev, next) {
            (Prev::Fresh | Prev::PathSep, _) | (Prev::Punct(_, true), _) | (_, Next::Close) => false,
            // `x.y`, but `a . .b` keeps separate dots apart.
            (Prev::Punct('.', false), n) => matches!(n, Next::Punct('.', _)),
            (_, Next::Punct(',' | ';' | '.', _)) => false,
            // The `::` of a path.
            (Prev::Word(false) | Prev::Close, Next::Punct(':', true)) => false,
            (Prev::Word(_) | Prev::Close, Next::Open('(' | '[')) => false,
            (Prev::Word(_), Next::Punct('!', _)) => false,
            (Prev::Punct('!', false), Next::Open(_)) => false,
            (Prev::Punct('#', false), Next::Open('[')) => false,
            _ => true,
        }
    }

    /// Moves to `at` when it is ahead, else separates from the last token as needed.
    fn place(&mut self, at: Option<LineColumn>, next: Next) {
        let in_place = std::mem::replace(&mut self.prev_in_place, false);
        if let Some(at) = at {
            if at.line > self.line {
                self.out.push_str(&"\n".repeat(at.line - self.line));
                self.out.push_str(&" ".repeat(at.column));
                self.line = at.line;
                self.column = at.column;
                self.prev_in_place = true;
                return;
            }
            let glued = matches!(self.prev, Prev::Punct(_, true));
            if at.line == self.line && at.column > self.column && !glued {
                self.out.push_str(&" ".repeat(at.column - self.column));
                self.column = at.column;
                self.prev_in_place = true;
                return;
            }
            if at.line == self.line && at.column == self.column {
                // Right after the source token that preceded it in the source: as written.
                // After a generated token, in place only when no space is needed.
                if in_place || !self.space_before(next) {
                    self.prev_in_place = true;
                    return;
                }
            }
        }
        if self.space_before(next) {
            self.out.push(' ');
            self.column += 1;
        }
    }

    fn tokens(&mut self, tokens: &[Token], positions: &Positions) {
        let allow_before = std::mem::take(&mut self.allow_before);
        for (k, t) in tokens.iter().enumerate() {
            if allow_before.contains(&k) {
                self.text("#[allow(unused)]", Next::Punct('#', false));
            }
            match t {
                Token::Group { delimiter, open, close, tokens } => {
                    let (o, c) = match delimiter {
                        Delimiter::Parenthesis => ('(', ')'),
                        Delimiter::Brace => ('{', '}'),
                        Delimiter::Bracket => ('[', ']'),
                        Delimiter::None => {
                            self.tokens(tokens, positions);
                            continue;
                        }
                    };
                    // A group whose delimiters share one span was rebuilt by the macro (syn's
                    // `Brace::surround`, `Group::set_span`): the server keeps the close span for
                    // both, so the open delimiter's place is unknown.
                    let open_at = if open == close { None } else { positions.get(*open) };
                    self.place(open_at, Next::Open(o));
                    self.raw(&o.to_string());
                    self.prev = Prev::Fresh;
                    self.tokens(tokens, positions);
                    self.place(positions.get(*close), Next::Close);
                    self.raw(&c.to_string());
                    self.prev = Prev::Close;
                }
                Token::Ident { text, raw, span } => {
                    self.place(positions.get(*span), Next::Word);
                    self.raw(&if *raw { format!("r#{}", text) } else { text.clone() });
                    self.prev = Prev::Word(!*raw && KEYWORDS.contains(&text.as_str()));
                }
                Token::Punct { ch, joint, span } => {
                    self.place(positions.get(*span), Next::Punct(*ch, *joint));
                    let path_sep = *ch == ':' && !*joint && self.prev == Prev::Punct(':', true);
                    self.raw(&ch.to_string());
                    self.prev = if path_sep { Prev::PathSep } else { Prev::Punct(*ch, *joint) };
                }
                Token::Literal { literal, span } => {
                    self.place(positions.get(*span), Next::Word);
                    self.raw(&literal.to_source());
                    self.prev = Prev::Word(false);
                }
            }
        }
    }
}

// ------------------------------------------------------------------ after expanding

/// The file without the `use` leaves that import only proc macros; with `expanded`, the `use`
/// items that import a macro beside an item of its name are marked `#[allow(unused_imports)]`.
fn drop_macro_imports(file: &SourceFile, scope: &Scope, expanded: bool) -> String {
    let is_macro_only = |path: &[String]| -> bool {
        match path {
            [name] => false && name.is_empty(),
            // `crate::Name` (the crate's root re-export of a derive) may name its item too.
            [first, name] if name != "*" && first != "crate" => {
                scope.exported.contains_key(&(first.clone(), name.clone())) && !scope.also_items.contains(&(first.clone(), name.clone()))
            }
            [_, _, ..] => scope.nested.contains_key(path) && !scope.nested_also_items.contains(path),
            _ => false,
        }
    };
    let names_a_macro_too = |path: &[String]| -> bool {
        match path {
            [first, name] => scope.also_items.contains(&(first.clone(), name.clone())),
            [_, _, ..] => scope.nested_also_items.contains(path),
            _ => false,
        }
    };
    let mut edits: Vec<(std::ops::Range<usize>, String)> = Vec::new();
    // At any depth, as `expand` reads them (a `use` or `extern crate` holds no item, so the
    // ranges never overlap).
    for item in all_items(&file.ast) {
        // `#[macro_use] extern crate <proc-macro crate> as _;` names a crate the bundle does
        // not have; its macros are expanded by now. (A library's `extern crate` stays.)
        if let syn::Item::ExternCrate(e) = item {
            if scope.proc_macro_crates.contains(&e.ident.to_string()) {
                let range = file.range(e.span());
                let lines = file.text[range.clone()].matches('\n').count();
                edits.push((range, "\n".repeat(lines)));
            }
            continue;
        }
        let syn::Item::Use(u) = item else { continue };
        let mut any = false;
        let mut also_macro = false;
        use_leaves(&u.tree, &mut Vec::new(), &mut |path, _| {
            any |= is_macro_only(path);
            also_macro |= names_a_macro_too(path);
        });
        // rustc counts the derive's use as a use of the import; once expanded, a program that
        // never names the trait itself would fail the check's `-D warnings` on an import
        // that was fine as written.
        let allow = if also_macro && expanded { "#[allow(unused_imports)] " } else { "" };
        if !any {
            if !allow.is_empty() {
                edits.push((file.range(u.span()).start..file.range(u.span()).start, allow.to_string()));
            }
            continue;
        }
        let range = file.range(u.span());
        let lines = file.text[range.clone()].matches('\n').count();
        let replacement = match filtered(&u.tree, &mut Vec::new(), &is_macro_only) {
            // The item as written up to its tree (attributes, `pub`, `use`, a leading `::`),
            // then what is left of the tree.
            Some(tree) => format!("{}{}{};", allow, &file.text[range.start..file.range(u.tree.span()).start], use_tree_text(&tree)),
            None => String::new(),
        };
        edits.push((range, format!("{}{}", replacement, "\n".repeat(lines))));
    }
    edits.sort_by_key(|(range, _)| range.start);
    let mut text = file.text.clone();
    for (range, replacement) in edits.into_iter().rev() {
        text.replace_range(range, &replacement);
    }
    text
}

/// A use tree as rustfmt writes it on one line: `a::{b, c as d}`.
fn use_tree_text(tree: &syn::UseTree) -> String {
    match tree {
        syn::UseTree::Path(p) => format!("{}::{}", p.ident, use_tree_text(&p.tree)),
        syn::UseTree::Name(n) => n.ident.to_string(),
        syn::UseTree::Rename(r) => format!("{} as {}", r.ident, r.rename),
        syn::UseTree::Glob(_) => "*".to_string(),
        syn::UseTree::Group(g) => format!("{{{}}}", g.items.iter().map(use_tree_text).collect::<Vec<_>>().join(", ")),
    }
}

/// `tree` without the leaves `drop` names; `None` when nothing is left.
fn filtered(tree: &syn::UseTree, prefix: &mut Vec<String>, drop: &dyn Fn(&[String]) -> bool) -> Option<syn::UseTree> {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            let inner = filtered(&p.tree, prefix, drop);
            prefix.pop();
            let mut p = p.clone();
            p.tree = Box::new(inner?);
            Some(syn::UseTree::Path(p))
        }
        syn::UseTree::Name(syn::UseName { ident }) | syn::UseTree::Rename(syn::UseRename { ident, .. }) => {
            prefix.push(ident.to_string());
            let dropped = drop(prefix);
            prefix.pop();
            if dropped {
                None
            } else {
                Some(tree.clone())
            }
        }
        syn::UseTree::Glob(_) => Some(tree.clone()),
        syn::UseTree::Group(g) => {
            let items: syn::punctuated::Punctuated<syn::UseTree, syn::Token![,]> = g.items.iter().filter_map(|t| filtered(t, prefix, drop)).collect();
            if items.is_empty() {
                return None;
            }
            let mut g = g.clone();
            g.items = items;
            Some(syn::UseTree::Group(g))
        }
    }
}

// ------------------------------------------------------------------ libraries

/// A library crate's own invocations of its proc-macro dependencies' macros, expanded.
#[derive(Default)]
pub struct LibraryExpansion {
    /// The texts of the files that changed, by path, as [`crate::read::library::Library::load_crate_expanded`]
    /// takes them.
    pub texts: BTreeMap<String, String>,
    /// What was expanded, for the bundle's header, as [`Expanded::macros`] has it.
    pub macros: Vec<String>,
    /// Files left as written because expanding failed there: `path:line: why`.
    pub failed: Vec<String>,
}

/// Expands the proc macros that crate `c`'s own code invokes (`lib`, loaded with its `cfg`s
/// decided), as rustc does while it compiles that crate: the macros its proc-macro
/// dependencies define, by the names its code gives them (a `use`, `#[macro_use] extern crate`,
/// a path, a dependency's re-export, the root's `pub use dep::Name` as `crate::Name`), with the
/// crate's own cargo variables. Code its `cfg`s leave out (tests, a feature that is off) is
/// blanked first in a file that is expanded, since rustc strips it before any macro sees the
/// item (a derive must not see a field that is not there). Only a file that names one of the
/// macros is parsed again, and only an invocation starts the server or builds a dylib.
pub fn expand_library(root: &Path, graph: &CrateGraph, c: usize, lib: &crate::read::library::Library, cfg: &crate::read::cfg::CfgContext, server_path: Option<&Path>) -> LibraryExpansion {
    let krate = &graph.crates[c];
    let mut out = LibraryExpansion::default();
    // A proc macro reaches the crate through its dependencies' re-exports, of the macro or of
    // a crate that exports it, at any depth.
    let mut below: Vec<usize> = krate.deps.iter().map(|(_, d)| *d).collect();
    let mut seen: BTreeSet<usize> = below.iter().copied().collect();
    let mut reaches_one = false;
    while let Some(d) = below.pop() {
        if graph.crates[d].proc_macro {
            reaches_one = true;
            break;
        }
        below.extend(graph.crates[d].deps.iter().map(|(_, e)| *e).filter(|e| seen.insert(*e)));
    }
    if !reaches_one {
        return out;
    }
    let mut scope = exported_macros(graph, &krate.deps);
    let def_names: Vec<String> = scope.defs.iter().map(|d| d.name.clone()).collect();
    let names: BTreeSet<&str> = def_names.iter().map(|n| n.as_str()).collect();
    let names_one = |f: usize| names.iter().any(|n| lib.files[f].text.contains(n));
    if !(0..lib.files.len()).any(names_one) {
        return out;
    }
    // An item is live where its last byte is: its first may be a `cfg` attribute that holds,
    // which the library's edits remove.
    let live = |f: usize, item: &syn::Item| lib.is_live(f, lib.files[f].range(item.span()).end.saturating_sub(1));
    // `pub use dep::Name;` at the root is `crate::Name` in every module.
    let root_items: Vec<&syn::Item> = lib.files[0].ast.items.iter().filter(|i| live(0, i)).collect();
    for item in &root_items {
        let syn::Item::Use(u) = item else { continue };
        let mut found = Vec::new();
        use_leaves(&u.tree, &mut Vec::new(), &mut |path, local| {
            if path.len() == 2 && path[1] == "*" {
                found.extend(scope.exported.iter().filter(|((first, _), _)| *first == path[0]).map(|((_, name), &d)| (name.clone(), d)));
            } else if let Some(d) = scope.resolve(path) {
                found.push((local.to_string(), d));
            }
        });
        for (name, d) in found {
            scope.exported.insert(("crate".to_string(), name), d);
        }
    }
    for (f, file) in lib.files.iter().enumerate() {
        let items: Vec<&syn::Item> = all_items(&file.ast).into_iter().filter(|i| live(f, i)).collect();
        import_names(&mut scope, &items);
    }
    let inherited = inherited_macros(lib, cfg, &scope, &names_one);
    let candidates: Vec<usize> = (0..lib.files.len())
        .filter(|&f| {
            let mine: BTreeSet<&str> = inherited[f].iter().map(|l| l.name.as_str()).collect();
            (names_one(f) && may_invoke(&lib.files[f].tokens, &names)) || (!mine.is_empty() && may_invoke(&lib.files[f].tokens, &mine))
        })
        .collect();
    if candidates.is_empty() {
        return out;
    }
    let env = crate::read::cargo_env::variables(krate);
    let dir = env.iter().find(|(k, _)| k == "CARGO_MANIFEST_DIR").map(|(_, v)| PathBuf::from(v)).unwrap_or_else(|| krate.base.clone());
    let mut expander = Expander::new(root, graph, server_path, env, dir);
    for f in candidates {
        let file = &lib.files[f];
        let mut dead: Vec<std::ops::Range<usize>> = file.test_ranges.clone();
        dead.extend(cfg_false_members(file, cfg));
        for item in lib.items.iter().filter(|item| item.file == f) {
            if item.test_only {
                dead.push(item.range.clone());
            } else {
                dead.extend(item.crate_edits.iter().filter(|e| e.text.is_empty()).map(|e| e.range.clone()));
            }
        }
        // What is gone leaves its line breaks only, so that every line stays where it was
        // (spaces would end up in the bundle); nested ranges are merged first.
        dead.sort_by_key(|r| (r.start, std::cmp::Reverse(r.end)));
        let mut merged: Vec<std::ops::Range<usize>> = Vec::new();
        for r in dead {
            match merged.last_mut() {
                Some(last) if r.start <= last.end => last.end = last.end.max(r.end),
                _ => merged.push(r),
            }
        }
        // rustc expands every `cfg_attr` of an item before a macro sees it (zerovec's
        // `#[make_varule]` consumes a `#[cfg_attr(not(feature = "alloc"), zerovec::skip_derive(..))]`
        // that holds, and knows nothing of `cfg_attr`): the crate's `cfg`s are decided in the
        // text the macros see, each keeping its line breaks.
        let mut edits: Vec<(std::ops::Range<usize>, String)> = merged.iter().map(|r| (r.clone(), String::new())).collect();
        for e in crate::read::cfg::edits(&file.text, 0..file.text.len(), cfg) {
            if !merged.iter().any(|r| r.start < e.range.end && e.range.start < r.end) {
                edits.push((e.range, e.text));
            }
        }
        edits.sort_by_key(|(r, _)| std::cmp::Reverse(r.start));
        let mut text = file.text.clone();
        for (r, replacement) in edits {
            let lines = text[r.clone()].matches('\n').count().saturating_sub(replacement.matches('\n').count());
            text.replace_range(r, &format!("{}{}", replacement, "\n".repeat(lines)));
        }
        let expanded = SourceFile::parse(&file.rel_path, text).and_then(|live| {
            if find_invocation(&live, &scope).is_none() && find_local_invocation(&live, &in_file_scope(&inherited[f], local_macros(&live, &scope))).is_none() {
                return Ok(None);
            }
            let mut macros = Vec::new();
            // The crate's own `macro_rules!` stay, even when expanded here: other files and
            // crates may invoke them.
            let (expanded, _) = expand_all(&live, &scope, &inherited[f], &mut expander, &mut macros)?;
            // An import of a derive (`use thiserror::Error;`) names nothing once its
            // invocations are expanded, and the bundle has no such item to import.
            Ok(Some((drop_macro_imports(&expanded, &scope, true), macros)))
        });
        match expanded {
            Ok(None) => {}
            Ok(Some((text, macros))) => {
                for m in macros {
                    if !out.macros.contains(&m) {
                        out.macros.push(m);
                    }
                }
                out.texts.insert(file.rel_path.clone(), text);
            }
            Err(e) => out.failed.push(format!("{}: {}", if e.location.is_empty() { file.rel_path.clone() } else { e.location.clone() }, e.message.lines().next().unwrap_or_default())),
        }
    }
    out
}

/// The fields and variants of the file's structs, enums and unions whose `cfg` is false, each
/// with its comma: rustc strips them before a derive sees the item (displaydoc's `Display` on
/// icu_provider's `DataErrorKind` must not match a `#[cfg(feature = "std")] Io(..)` variant).
fn cfg_false_members(file: &SourceFile, cfg: &crate::read::cfg::CfgContext) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let mut off = |attrs: &[syn::Attribute], span: proc_macro2::Span| {
        if crate::read::cfg::attrs_truth(attrs, cfg) == crate::read::cfg::Truth::False {
            let mut range = file.range(span);
            let rest = &file.text[range.end..];
            let after = rest.len() - rest.trim_start().len();
            if rest[after..].starts_with(',') {
                range.end += after + 1;
            }
            out.push(range);
        }
    };
    let fields = |fields: &syn::Fields, off: &mut dyn FnMut(&[syn::Attribute], proc_macro2::Span)| {
        for field in fields {
            off(&field.attrs, field.span());
        }
    };
    for item in all_items(&file.ast) {
        match item {
            syn::Item::Struct(s) => fields(&s.fields, &mut off),
            syn::Item::Union(u) => {
                for field in &u.fields.named {
                    off(&field.attrs, field.span());
                }
            }
            syn::Item::Enum(e) => {
                for variant in &e.variants {
                    if crate::read::cfg::attrs_truth(&variant.attrs, cfg) == crate::read::cfg::Truth::False {
                        off(&variant.attrs, variant.span());
                    } else {
                        fields(&variant.fields, &mut off);
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// Per file of `lib`: the crate's `macro_rules!` that name a proc macro of `scope` and are in
/// textual scope where the file's module begins, defined in another file (or earlier in an
/// enclosing module's). rustc expands their invocations in that file like any other, and the
/// proc macro then sees the transcription. `may_define(f)`: whether file `f`'s text names one of
/// the proc macros at all (no other file can define such a macro).
fn inherited_macros(lib: &crate::read::library::Library, cfg: &crate::read::cfg::CfgContext, scope: &Scope, may_define: &dyn Fn(usize) -> bool) -> Vec<Vec<LocalMacro>> {
    let mut out = vec![Vec::new(); lib.files.len()];
    let defining: BTreeMap<usize, Vec<LocalMacro>> = (0..lib.files.len()).filter(|&f| may_define(f)).map(|f| (f, local_macros(&lib.files[f], scope))).filter(|(_, l)| !l.is_empty()).collect();
    if defining.is_empty() {
        return out;
    }
    let scopes = crate::read::macro_expand::scope_at_modules(lib, cfg);
    for (m, module) in lib.modules.iter().enumerate() {
        if module.inline || !out[module.file].is_empty() {
            continue;
        }
        // The last definition of each name is the one in scope; one that names no proc macro
        // shadows an earlier one that does.
        let mut last: BTreeMap<&str, Option<&LocalMacro>> = BTreeMap::new();
        for &i in &scopes[m] {
            let item = &lib.items[i];
            let Some(name) = item.name.as_deref() else { continue };
            let def = defining.get(&item.file).and_then(|locals| locals.iter().find(|l| item.range.contains(&l.at)));
            last.insert(name, def);
        }
        out[module.file] = last.into_values().flatten().cloned().collect();
    }
    out
}

/// Whether `trees` name one of `names` where a macro is invoked: inside an attribute (`#[..]`,
/// a derive list) or before a `!`. A library mentions its derives' traits everywhere (serde's
/// `Serialize`) and in its docs (string literals here), and such a file is not parsed again.
fn may_invoke(trees: &[TokenTree], names: &BTreeSet<&str>) -> bool {
    fn named(trees: &[TokenTree], names: &BTreeSet<&str>) -> bool {
        trees.iter().any(|t| match t {
            TokenTree::Ident(i) => names.contains(i.to_string().as_str()),
            TokenTree::Group(g) => named(&g.stream().into_iter().collect::<Vec<_>>(), names),
            _ => false,
        })
    }
    trees.iter().enumerate().any(|(k, t)| match t {
        TokenTree::Punct(p) if p.as_char() == '#' => {
            matches!(trees.get(k + 1), Some(TokenTree::Group(g)) if g.delimiter() == proc_macro2::Delimiter::Bracket && named(&g.stream().into_iter().collect::<Vec<_>>(), names))
                || matches!((trees.get(k + 1), trees.get(k + 2)), (Some(TokenTree::Punct(b)), Some(TokenTree::Group(g))) if b.as_char() == '!' && named(&g.stream().into_iter().collect::<Vec<_>>(), names))
        }
        TokenTree::Ident(i) => matches!(trees.get(k + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!') && names.contains(i.to_string().as_str()),
        TokenTree::Group(g) => may_invoke(&g.stream().into_iter().collect::<Vec<_>>(), names),
        _ => false,
    })
}

/// Per file of `lib`, edits that remove its `use` and `extern crate` items of the proc-macro
/// crates it depends on (`proc_macro_deps`, by the names its code uses), such as proconio's
/// `pub use proconio_derive::*;`: a bundle holds no proc-macro crate, and the problem's uses
/// of those macros are expanded before anything is bundled.
pub fn library_reexport_edits(lib: &crate::read::library::Library, proc_macro_deps: &[String]) -> Vec<Vec<crate::base::edit::Edit>> {
    fn names_dep(item: &syn::Item, deps: &[String]) -> bool {
        match item {
            syn::Item::Use(u) => match &u.tree {
                syn::UseTree::Path(p) => deps.iter().any(|d| p.ident == d),
                syn::UseTree::Name(n) => deps.iter().any(|d| n.ident == d),
                syn::UseTree::Rename(r) => deps.iter().any(|d| r.ident == d),
                _ => false,
            },
            syn::Item::ExternCrate(e) => deps.iter().any(|d| e.ident == d),
            _ => false,
        }
    }
    fn walk(file: &SourceFile, items: &[syn::Item], deps: &[String], out: &mut Vec<crate::base::edit::Edit>) {
        for item in items {
            if names_dep(item, deps) {
                out.push(crate::base::edit::Edit::remove(file.range(item.span())));
            } else if let syn::Item::Mod(syn::ItemMod { content: Some((_, inner)), .. }) = item {
                walk(file, inner, deps, out);
            }
        }
    }
    lib.files
        .iter()
        .map(|file| {
            let mut edits = Vec::new();
            if !proc_macro_deps.is_empty() {
                walk(file, &file.ast.items, proc_macro_deps, &mut edits);
            }
            edits
        })
        .collect()
}

// ------------------------------------------------------------------ building the dylibs

/// Where the proc-macro server [`Server::locate`] found is remembered: `key path`.
const SERVER_CACHE: &str = "target/bundle/proc-macro-server.txt";

/// [`Server::locate`], remembered while nothing that picks the toolchain changes (`$RUSTC`,
/// `$RUSTUP_TOOLCHAIN`, `$RUSTUP_HOME`, the workspace's rust-toolchain files, rustup's
/// settings.toml with its default toolchain): `rustc --print sysroot` through rustup's proxy
/// took 0.7 to 1 s on the loaded machine the bench ran on (load average 30 to 40).
fn located_server(root: &Path) -> std::result::Result<PathBuf, String> {
    use sha2::{Digest, Sha256};
    if crate::base::inputs::var_os(crate::read::proc_macro_server::SERVER_ENV).is_some() {
        return Server::locate();
    }
    let mut hasher = Sha256::new();
    let mut feed = |bytes: &[u8]| {
        hasher.update(bytes);
        hasher.update([0]);
    };
    for var in ["RUSTC", "RUSTUP_TOOLCHAIN", "RUSTUP_HOME", "HOME"] {
        feed(crate::base::inputs::var(var).unwrap_or_default().as_bytes());
    }
    let rustup_home = crate::base::inputs::var_os("RUSTUP_HOME").map(PathBuf::from).or_else(|| crate::base::inputs::var_os("HOME").map(|h| Path::new(&h).join(".rustup")));
    let mut files = vec![root.join("rust-toolchain"), root.join("rust-toolchain.toml")];
    files.extend(rustup_home.map(|h| h.join("settings.toml")));
    for file in files {
        feed(&crate::base::inputs::read(&file).unwrap_or_default());
    }
    let key = format!("{:x}", hasher.finalize());
    let cache = root.join(SERVER_CACHE);
    // The cache itself is not an input: its answer is a function of the key's files and
    // variables, read (and recorded) above.
    if let Some((k, path)) = std::fs::read_to_string(&cache).ok().as_deref().and_then(|t| t.trim_end().split_once(' ')) {
        if k == key && crate::base::inputs::is_file(Path::new(path)) {
            return Ok(PathBuf::from(path));
        }
    }
    let path = Server::locate()?;
    let tmp = cache.with_extension(format!("txt.{}", std::process::id()));
    if std::fs::create_dir_all(cache.parent().unwrap()).is_ok() && std::fs::write(&tmp, format!("{} {}\n", key, path.display())).is_ok() {
        let _ = std::fs::rename(&tmp, &cache);
    }
    Ok(path)
}

/// Where built dylibs of registry proc-macro crates are remembered: one `key path` line each.
const DYLIB_CACHE: &str = "target/bundle/proc-macro-dylibs.txt";

/// What a registry proc-macro crate's dylib depends on: the lock file (its version and those of
/// its dependencies), the crate's id and features, the toolchain (the server's file lies in its
/// sysroot, and the environment variables that pick another compiler or flags).
fn dylib_key(root: &Path, graph: &CrateGraph, krate: usize, server_file: &Path) -> String {
    use sha2::{Digest, Sha256};
    let mut hasher = Sha256::new();
    let mut feed = |bytes: &[u8]| {
        hasher.update(bytes);
        hasher.update([0]);
    };
    feed(&crate::base::inputs::read(&root.join("Cargo.lock")).unwrap_or_default());
    feed(graph.crates[krate].package_id.as_bytes());
    for f in &graph.crates[krate].features {
        feed(f.as_bytes());
    }
    feed(server_file.to_string_lossy().as_bytes());
    for var in ["RUSTC", "RUSTUP_TOOLCHAIN", "RUSTFLAGS", "CARGO_ENCODED_RUSTFLAGS", "CARGO_TARGET_DIR", "CARGO_BUILD_TARGET_DIR"] {
        feed(crate::base::inputs::var(var).unwrap_or_default().as_bytes());
    }
    format!("{:x}", hasher.finalize())
}

/// The dylib of proc-macro crate `krate`: for a crate from a registry (its source cannot change
/// under the same id), the one built before when the cache names it and it still exists, else
/// [`build_dylibs`]. Running cargo only to hear that the dylib is fresh took most of the time
/// of bundling a proc-macro program (`cargo build -p memoise@0.3.2` alone: 1.1 to 2.1 s, of
/// 1.5 to 4.2 s for the whole run, on a loaded machine); a local crate is always left to cargo,
/// which sees its edits.
fn cached_dylib(root: &Path, graph: &CrateGraph, krate: usize, server_file: &Path) -> Result<BTreeMap<usize, PathBuf>> {
    if graph.crates[krate].origin.is_none() {
        // Cargo decides whether the crate's edits need a new dylib, reading files no record names.
        crate::base::inputs::not_cacheable("a local proc-macro crate is built by cargo on every bundle");
        return build_dylibs(root, graph, &[krate]);
    }
    let key = dylib_key(root, graph, krate, server_file);
    let cache = root.join(DYLIB_CACHE);
    // The cache itself is not an input: its answer is a function of `dylib_key`'s file and
    // variables, read (and recorded) there; the dylib is recorded by its file facts.
    let text = std::fs::read_to_string(&cache).unwrap_or_default();
    if let Some(path) = text.lines().filter_map(|l| l.split_once(' ')).find(|(k, _)| *k == key).map(|(_, p)| PathBuf::from(p)) {
        crate::base::inputs::file_facts(&path);
        if crate::base::inputs::is_file(&path) {
            return Ok(std::iter::once((krate, path)).collect());
        }
    }
    // One crate per cargo run: cargo refuses `-p` lists that mix workspace members with other
    // packages.
    let built = build_dylibs(root, graph, &[krate])?;
    if let Some(path) = built.get(&krate) {
        crate::base::inputs::file_facts(path);
        let mut lines: Vec<String> = text.lines().filter(|l| !l.starts_with(&key)).map(str::to_string).collect();
        lines.push(format!("{} {}", key, path.display()));
        // Written whole under another name, then renamed: parallel bundles never read half a file.
        let tmp = cache.with_extension(format!("txt.{}", std::process::id()));
        if std::fs::create_dir_all(cache.parent().unwrap()).is_ok() && std::fs::write(&tmp, lines.join("\n") + "\n").is_ok() {
            let _ = std::fs::rename(&tmp, &cache);
        }
    }
    Ok(built)
}

/// Builds proc-macro crates `wanted` with cargo (as the problems package resolves them) and
/// returns each one's dylib.
fn build_dylibs(root: &Path, graph: &CrateGraph, wanted: &[usize]) -> Result<BTreeMap<usize, PathBuf>> {
    let specs: Vec<String> = wanted.iter().map(|&c| format!("{}@{}", graph.crates[c].package, graph.crates[c].version)).collect();
    let run = |offline: bool| -> std::io::Result<std::process::Output> {
        let mut cmd = std::process::Command::new(crate::base::inputs::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
        cmd.arg("build").arg("--message-format=json").arg("--manifest-path").arg(root.join("Cargo.toml"));
        if offline {
            cmd.arg("--offline");
        }
        for s in &specs {
            cmd.arg("-p").arg(s);
        }
        cmd.stdin(std::process::Stdio::null()).output()
    };
    let out = match run(true) {
        Ok(o) if o.status.success() => o,
        _ => run(false).map_err(|e| Error::new(format!("cannot run cargo to build the proc-macro crates: {}", e)))?,
    };
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        let tail: Vec<&str> = stderr.lines().rev().take(12).collect::<Vec<_>>().into_iter().rev().collect();
        return Err(Error::new(format!("cargo cannot build the proc-macro crates {}:\n{}", specs.join(", "), tail.join("\n")))
            .help("`cargo build` in the workspace shows the whole error"));
    }
    let mut found = BTreeMap::new();
    for message in cargo_metadata::Message::parse_stream(&out.stdout[..]) {
        let Ok(cargo_metadata::Message::CompilerArtifact(artifact)) = message else { continue };
        if !artifact.target.is_proc_macro() {
            continue;
        }
        let lib_name = artifact.target.name.replace('-', "_");
        if let Some(&c) = wanted.iter().find(|&&c| graph.crates[c].lib_name == lib_name) {
            if let Some(so) = artifact.filenames.iter().find(|f| f.extension().map_or(false, |e| e == "so" || e == "dylib" || e == "dll")) {
                found.insert(c, so.clone().into_std_path_buf());
            }
        }
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn printed(src: &str) -> String {
        let trees: Vec<TokenTree> = src.parse::<TokenStream>().unwrap().into_iter().collect();
        let mut positions = Positions { starts: Vec::new() };
        let tokens = to_tokens(&trees, &mut positions);
        let mut p = Printer::new(1, 0);
        p.tokens(&tokens, &positions);
        p.out
    }

    #[test]
    fn source_tokens_go_back_to_their_places() {
        let src = "fn main() {\n    let x: Vec<u8> = vec![1, 2];\n    println!(\"{}\", x.len()); // done\n}";
        // Comments are not tokens; everything else is where it was.
        assert_eq!(printed(src), "fn main() {\n    let x: Vec<u8> = vec![1, 2];\n    println!(\"{}\", x.len());\n}");
    }

    fn scope_of(macros: &[(&str, MacroKind)]) -> Scope {
        let mut scope = Scope::default();
        for (k, (name, kind)) in macros.iter().enumerate() {
            scope.defs.push(MacroDef { krate: 0, name: name.to_string(), kind: *kind, helpers: Vec::new() });
            scope.imported.insert(name.to_string(), k);
        }
        scope
    }

    #[test]
    fn an_attribute_on_an_item_only_the_macro_makes_valid_is_found() {
        // `pub impl` parses for rustc (the visibility is refused after expansion) and is tokens
        // for syn; easy-ext's `#[ext]` turns it into a trait and its impl.
        let text = "fn main() {\n    #[ext(ResultExt)]\n    pub impl<T, E> Result<T, E> {\n        fn ok_or_none(self) -> Option<T> { self.ok() }\n    }\n}\n";
        let file = SourceFile::parse("x.rs", text.to_string()).unwrap();
        let found = find_invocation(&file, &scope_of(&[("ext", MacroKind::Attribute)])).expect("the attribute is found");
        assert_eq!(&text[found.range.clone()], &text[16..text.len() - 3]);
        let Shape::Attribute { attr, args } = found.what else { panic!("an attribute") };
        assert_eq!(&text[attr], "#[ext(ResultExt)]");
        assert_eq!(args.unwrap().to_string(), "ResultExt");
    }

    #[test]
    fn an_invocation_in_a_top_level_initializer_keeps_the_items_semicolon() {
        // indoc's `const HELP: &str = concatdoc! {..};`: the `;` is the const's.
        let text = "const HELP: &str = concatdoc! {\"a\", \"b\"};\nconcatdoc!(\"c\");\nfn main() {}\n";
        let file = SourceFile::parse("x.rs", text.to_string()).unwrap();
        let found = find_invocation(&file, &scope_of(&[("concatdoc", MacroKind::FunctionLike)])).unwrap();
        assert_eq!(&text[found.range], "concatdoc! {\"a\", \"b\"}");
        assert!(!at_item_level(&file, text.find("concatdoc").unwrap()));
        assert!(at_item_level(&file, text.rfind("concatdoc").unwrap()));
    }

    #[test]
    fn a_proc_macro_in_a_macro_rules_body_runs_on_each_invocations_transcription() {
        let text = "macro_rules! getters {\n    ($t:ident, $f:ident) => {\n        paste! { impl $t { fn [<get_ $f>](&self) {} } }\n    };\n}\nstruct S;\ngetters!(S, a);\nfn main() {\n    let x = 1 + m!(2);\n}\n";
        let file = SourceFile::parse("x.rs", text.to_string()).unwrap();
        let scope = scope_of(&[("paste", MacroKind::FunctionLike)]);
        // Not the body's `paste!`, whose `$t` is no token of Rust.
        assert!(find_invocation(&file, &scope).is_none());
        let locals = local_macros(&file, &scope);
        assert_eq!(locals.iter().map(|l| l.name.as_str()).collect::<Vec<_>>(), ["getters"]);
        let (range, expansion) = find_local_invocation(&file, &locals).expect("the invocation expands");
        // Items at the top level: the `;` goes with the invocation.
        assert_eq!(&text[range], "getters!(S, a);");
        assert_eq!(expansion, "paste ! { impl S { fn [< get_ a >] (& self) { } } }");
    }

    #[test]
    fn generated_tokens_flow_on_the_current_line() {
        let mut p = Printer::new(1, 0);
        let trees: Vec<TokenTree> = "a::b(x) -> 'a ; r#type".parse::<TokenStream>().unwrap().into_iter().collect();
        // Positions unknown: every token generated.
        let tokens = to_tokens(&trees, &mut Positions { starts: Vec::new() });
        p.tokens(&tokens, &Positions { starts: Vec::new() });
        assert_eq!(p.out, "a::b(x) -> 'a; r#type");
        assert_eq!(p.out.parse::<TokenStream>().unwrap().to_string(), "a :: b (x) -> 'a ; r#type");
    }
}
