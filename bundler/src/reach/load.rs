//! Loading the crates of one bundle, each the first time something reaches it: the read
//! stage's passes run in order for the judge's target (build script, `cfg`s, edition, proc
//! macros, `macro_rules!`), then what cannot go into one file is refused ([`admission`]) and
//! the paths are rewritten to point into the bundle.
//!
//! - In: the crate graph, the judge's platform and edition. Out: a [`Library`] per crate,
//!   cached in the caller's [`LibrariesByTarget`] so that a crate is parsed once for every
//!   program bundled for the same target.

use crate::base::edit;
use crate::base::error::Result;
use crate::find::crates;
use crate::judge;
use crate::reach::admission;
use crate::read::library::{self, Library};
use crate::read::{build_script, cargo_env, cfg, edition, edition_names, macro_expand, parse, proc_macro, rewrite};
use std::collections::BTreeMap;
use std::path::Path;

/// The libraries, parsed once per judge platform, edition and set of crates left to the judge.
/// Parsed libraries by platform, edition, crates left to the judge, macros expanded or not, and
/// build-script cfgs left out ([`build_script::DroppedCfgs`]).
pub type LibrariesByTarget = BTreeMap<(judge::Platform, &'static str, Vec<bool>, bool, build_script::DroppedCfgs, build_script::Probe), Vec<Option<Result<Library>>>>;

/// What loading and shaking the crates of one bundle share.
pub struct Context<'a> {
    /// The workspace (its `Cargo.toml` builds the proc-macro crates the libraries invoke).
    pub root: &'a Path,
    /// [`crate::Options::proc_macro_server`].
    pub proc_macro_server: Option<&'a Path>,
    pub graph: &'a crates::CrateGraph,
    pub scripts: &'a build_script::BuildScripts,
    /// Per crate: left to the judge (`left_to_judge` in lib.rs).
    pub left: &'a [bool],
    /// The judge whose crates are left out (`--judge`).
    pub crate_judge: Option<&'a str>,
    /// Build-script cfgs left out to fit the judge's limit.
    pub dropped: &'a build_script::DroppedCfgs,
    /// Which compiler the build scripts' probes answer for (`script_probe` in lib.rs).
    pub probe: build_script::Probe,
}

/// What the libraries are parsed for: the judge's platform (for `cfg`) and the edition the
/// bundle is compiled with (for [`crate::read::edition`]).
#[derive(Clone, Copy, Debug)]
pub struct LoadTarget {
    pub platform: judge::Platform,
    pub edition: &'static str,
    /// Expand each library's own `macro_rules!` invocations ([`crate::read::macro_expand`]).
    pub expand_macros: bool,
}

/// Crate `c`, loaded for `target` the first time it is asked for (kept in `libs`), with the
/// macros of the crates it names with `#[macro_use] extern crate` forwarded.
pub fn load_library<'a>(
    id: &str,
    ctx: &Context,
    libs: &'a mut [Option<Result<Library>>],
    c: usize,
    target: LoadTarget,
) -> Result<&'a Library> {
    if libs[c].is_none() {
        let mut loaded = parse_library(id, ctx, c, target, &mut |lib| foreign_macros(id, ctx, libs, c, target, lib));
        if let Ok(lib) = &mut loaded {
            // `#[macro_use] extern crate dep;`: `dep`'s exported macros by bare name crate-wide.
            let graph = ctx.graph;
            let mut exported = BTreeMap::new();
            for name in edition::macro_use_externs(&lib.files[0]) {
                let Some(&(_, d)) = graph.crates[c].deps.iter().find(|(ext, _)| *ext == name) else { continue };
                if let Ok(dep) = load_library(id, ctx, libs, d, target) {
                    exported.insert(name, (graph.crates[d].module.clone(), edition_names::exported_macros(dep)));
                }
            }
            let forwarders = edition::macro_use_forwarders(&lib.files[0], &exported);
            lib.file_edits[0].extend(forwarders);
        }
        libs[c] = Some(loaded);
    }
    libs[c].as_ref().expect("just loaded").as_ref().map_err(|e| e.clone())
}

/// The exported `macro_rules!` of the dependencies whose macros crate `c`'s code (`lib`) may
/// invoke ([`macro_expand::invoked_crates`]), loaded for it: rustc expands an invocation of
/// another crate's macro where it is written, as it does the crate's own, so what it defines
/// is the invoking module's (ppv-lite86's `zerocopy::cryptocorrosion_derive_traits! { pub
/// struct x2 .. }` is its `x2`). The crate graph has no cycle, so each load ends.
fn foreign_macros(id: &str, ctx: &Context, libs: &mut [Option<Result<Library>>], c: usize, target: LoadTarget, lib: &Library) -> macro_expand::ForeignMacros {
    let graph = ctx.graph;
    let mut out = macro_expand::ForeignMacros::default();
    for ext in macro_expand::invoked_crates(lib) {
        let Some(&(_, d)) = graph.crates[c].deps.iter().find(|(e, _)| *e == ext) else { continue };
        if ctx.left[d] || graph.crates[d].proc_macro {
            continue;
        }
        // A dependency that does not load has no macros to offer here; `reach` reports it if
        // anything needs it.
        let Ok(dep) = load_library(id, ctx, libs, d, target) else { continue };
        let macros = macro_expand::exported_macro_rules(dep);
        if !macros.is_empty() {
            out.crates.insert(ext, macro_expand::ForeignCrate { macros, same_edition: graph.crates[d].edition == graph.crates[c].edition });
        }
    }
    out
}

/// Parses crate `c` for `target`: its build script's output applied, its cfgs decided, its
/// edition translated into the bundle's. `foreign` gives the other crates' macros that the
/// loaded crate's code may invoke.
fn parse_library(id: &str, ctx: &Context, c: usize, target: LoadTarget, foreign: &mut dyn FnMut(&Library) -> macro_expand::ForeignMacros) -> Result<Library> {
    let (graph, scripts) = (ctx.graph, ctx.scripts);
    let krate = &graph.crates[c];
    // Paths into the judge's crates stay as written.
    let extern_names: BTreeMap<String, String> = krate.deps.iter().filter(|(_, d)| !ctx.left[*d]).map(|(ext, d)| (ext.clone(), graph.crates[*d].module.clone())).collect();
    let script = scripts.output(graph, c, id, ctx.probe)?;
    let dropped: Vec<String> = ctx.dropped.iter().filter(|(d, _)| *d == c).map(|(_, cfg)| cfg.clone()).collect();
    let build_cfgs = script.map(|o| o.cfg_pairs_without(&dropped)).unwrap_or_default();
    let unset_cfgs = dropped.iter().map(|d| build_script::parse_cfg(d).0).collect();
    let cfg = cfg::CfgContext { features: krate.features.clone(), target: target.platform.target(), build_cfgs, unset_cfgs };
    let overlay = match script {
        Some(o) => build_script::overlay(krate, o)?,
        None => BTreeMap::new(),
    };
    let overlay = cargo_env::overlay(krate, &cargo_env::variables(krate), overlay);
    let translation = edition::Translation::between(&krate.edition, target.edition, extern_names.keys().cloned());
    let needs_dyn = translation.as_ref().map_or(false, |t| t.from < edition::Edition::E2021);
    let mut lib = Library::load_crate_with(&krate.base, &krate.root_rel, &krate.module, extern_names.clone(), &cfg, overlay.clone(), translation.clone())?;
    // The proc macros the crate's own code invokes, expanded before anything reads its items,
    // as rustc expands them before it resolves a name: a bundle holds no proc-macro crate.
    let proc_macros = proc_macro::expand_library(ctx.root, graph, c, &lib, &cfg, ctx.proc_macro_server);
    if !proc_macros.texts.is_empty() {
        lib = Library::load_crate_expanded(&krate.base, &krate.root_rel, &krate.module, extern_names.clone(), &cfg, overlay.clone(), translation.clone(), proc_macros.texts.clone())?;
    }
    // A module a macro declares out of line (`mod private;` in an expansion) has its file
    // next to where the macro is invoked, which a one-file bundle cannot have: those
    // invocations are always expanded, so that the module is loaded like any other.
    // An expansion may put an `include!` of a generated file at a file's top level (serde's
    // `crate_root!()`): its code is pasted there as the written ones are (see `overlay`).
    let paste_generated = |texts: &mut BTreeMap<String, String>| -> Result<()> {
        if let Some(o) = script {
            for (rel, text) in texts.iter_mut() {
                if let Some(pasted) = build_script::paste_generated(krate, o, rel, text)? {
                    *text = pasted;
                }
            }
        }
        Ok(())
    };
    let foreign = foreign(&lib);
    // Each later load starts from what the proc macros left.
    let mut texts = proc_macros.texts;
    // An invocation that is several invocations in one (libc's `s! { .. }` of dozens of
    // structs) is written as those, so that what is shaken is each piece, not the block.
    let (split_texts, split) = macro_expand::split_library(&lib, &foreign, &cfg);
    if split > 0 {
        texts.extend(split_texts);
        lib = Library::load_crate_expanded(&krate.base, &krate.root_rel, &krate.module, extern_names.clone(), &cfg, overlay.clone(), translation.clone(), texts.clone())?;
    }
    let (module_texts, with_modules) = macro_expand::expand_library(&lib, &foreign, &cfg, macro_expand::Purpose::ModuleFiles);
    texts.extend(module_texts);
    paste_generated(&mut texts)?;
    if with_modules > 0 {
        lib = Library::load_crate_expanded(&krate.base, &krate.root_rel, &krate.module, extern_names.clone(), &cfg, overlay.clone(), translation.clone(), texts.clone())?;
    }
    if target.expand_macros {
        let (mut shaking_texts, expanded) = macro_expand::expand_library(&lib, &foreign, &cfg, macro_expand::Purpose::Shaking);
        paste_generated(&mut shaking_texts)?;
        if expanded > 0 {
            texts.extend(shaking_texts);
            lib = Library::load_crate_expanded(&krate.base, &krate.root_rel, &krate.module, extern_names, &cfg, overlay, translation, texts)?;
        }
    }
    lib.macro_defines = macro_expand::defined_names(&lib, &foreign, &cfg);
    lib.proc_macros = proc_macros.macros;
    lib.proc_macros_failed = proc_macros.failed;
    for (f, edits) in admission::admit_sources(krate, &lib, target.platform != judge::Platform::Wasm32)?.into_iter().enumerate() {
        lib.file_edits[f].extend(edits);
    }
    let proc_macro_deps: Vec<String> = krate.deps.iter().filter(|(_, d)| graph.crates[*d].proc_macro).map(|(ext, _)| ext.clone()).collect();
    for (f, edits) in proc_macro::library_reexport_edits(&lib, &proc_macro_deps).into_iter().enumerate() {
        // The items go, not only their text: shaking would otherwise keep a leaf of them
        // (`pub use amplify_derive::{Wrapper, ..};`) and write it back as a `use` of its own.
        for item in lib.items.iter_mut().filter(|item| item.file == f) {
            if edits.iter().any(|e| e.range == item.range && e.text.is_empty()) {
                item.test_only = true;
            }
        }
        lib.file_edits[f].extend(edits);
    }
    if let Some(o) = script {
        for (f, edits) in build_script::source_edits(krate, &lib, o)?.into_iter().enumerate() {
            lib.file_edits[f].extend(edits);
        }
    }
    // An exported macro's body may name crates that the invoking crate depends on, not this
    // one (icu_segmenter_data's baked-data macros write `icu_provider::..` and `zerovec::..`,
    // which "require" the invoker to have them). In one file each bundled crate is a module at
    // the root, named for the crate: such a path goes through `crate::`.
    let invokers_crates: BTreeMap<String, String> = graph
        .crates
        .iter()
        .enumerate()
        .filter(|&(d, other)| !ctx.left[d] && !other.proc_macro && other.module != krate.module && !lib.extern_names.contains_key(&other.module))
        .map(|(_, other)| (other.module.clone(), other.module.clone()))
        .collect();
    if !invokers_crates.is_empty() {
        for item in lib.items.iter().filter(|item| !item.test_only && matches!(item.kind, library::ItemKind::Macro { exported: true })) {
            let text = &lib.files[item.file].text[item.range.clone()];
            if !invokers_crates.keys().any(|name| text.contains(name.as_str())) {
                continue;
            }
            let Some(body) = parse::SourceFile::tokens_only(&lib.files[item.file].rel_path, text.to_string()) else { continue };
            let mut edits = Vec::new();
            rewrite::extern_path_edits(&body, &body.tokens, &invokers_crates, true, &|_, _| false, &mut edits);
            let at = item.range.start;
            lib.file_edits[item.file].extend(edits.into_iter().map(|e| edit::Edit { range: e.range.start + at..e.range.end + at, text: e.text }));
        }
    }
    if needs_dyn {
        let traits = edition_names::trait_names(&lib);
        for (f, edits) in edition::dyn_edits(&lib.files, &traits)?.into_iter().enumerate() {
            lib.file_edits[f].extend(edits);
        }
    }
    Ok(lib)
}
