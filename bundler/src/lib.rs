//! The bundler: turns a program (`problems/src/bin/<id>.rs`, or any Cargo project's binary)
//! plus the library code it reaches, from solver-core and from every crate it uses, into one
//! self-contained `main.rs` for a judge (or one `main.c`, [`write::c_target`]).
//!
//! The stages, in the order data flows through them; each folder's module doc says what comes
//! in, what goes out, and what it must never do, and no stage imports from a later one,
//! but for `fit`, which imports `check` (`tests/one_way.rs`):
//!
//! 1. [`find`]: the program, its crates ([`find::crates`], from `cargo metadata`) and its
//!    sample cases.
//! 2. [`read`]: each crate as the compiler sees it for the judge's target: `cfg`s decided,
//!    build scripts run, editions translated, macros expanded, into a [`read::library::Library`].
//! 3. [`reach`]: from the names the program mentions to the items it needs ([`reach::shake`]),
//!    and what may go into one file at all ([`reach::admission`]).
//! 4. [`write`](mod@write): the kept items as one text ([`write::emit`]), then the text steps (docs,
//!    comments, minify) and the size steps that need no compiler ([`write::shrink`]).
//! 5. [`fit`]: still over the judge's limit, the bundle remade (build-script cfgs left out,
//!    macros expanded, whole modules) and shrunk with the compiler ([`fit::to_limit`]), a
//!    candidate kept only when [`check`] passes it.
//! 6. [`check`]: every compiler of the judge's profile, the fixtures, the warnings (the
//!    command line runs it on the finished bundle).
//!
//! Beside them: [`judge`] (the judges' profiles: limits, compilers, platforms, the crates they
//! have), [`bundle_cache`] (a finished bundle kept by a digest of everything it read) and
//! [`cli`] (the line map, `--watch`). Under them all, [`base`]: errors, edits, files, places.
//! This file runs the stages for one program ([`bundle`], [`bundle_project`]).

pub mod base;
pub mod bundle_cache;
pub mod check;
pub mod cli;
pub mod find;
pub mod fit;
pub mod judge;
pub mod reach;
pub mod read;
pub mod write;

use base::{error, inputs, scratch, workspace};
use find::{crates, project};
use judge::{judge_crates, syntax_version};
use reach::{admission, problem};
use read::{build_script, edition, library, older_macros, parse, proc_macro};
use write::style::Style;
use write::{c_target, shrink};

pub use write::bundle::{Bundle, BundledCrate};
use reach::load::{load_library, Context, LibrariesByTarget, LoadTarget};
use reach::walk::reach;

use error::Result;
use std::collections::BTreeMap;
use std::path::Path;

/// How to bundle.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Keep whole modules instead of shaking out unreached items.
    pub keep_modules: bool,
    /// Keep every crate the program reaches whole: each module and item its `cfg`s leave for
    /// the target, as the compiler sees the crate, and no name checked by the bundler (rustc
    /// decides). What the command line falls back to when a shaken bundle fails (`--keep-crates`).
    pub keep_crates: bool,
    pub remove_docs: bool,
    pub remove_comments: bool,
    pub minify: bool,
    /// The judge profile (`judge::JUDGES`) whose compiler the crates must suit; `None`: every
    /// bundle must also compile with rustc 1.63.
    pub judge: Option<String>,
    /// The proc-macro server that expands the problem's proc macros; `None`: the one
    /// [`read::proc_macro_server::Server::locate`] finds.
    pub proc_macro_server: Option<std::path::PathBuf>,
    /// Crates to leave out as the judge's own (`--exclude`), and judge's crates to inline
    /// anyway (`--inline`): package names (see [`judge_crates`]).
    pub exclude: Vec<String>,
    pub inline: Vec<String>,
    /// Expand the libraries' own `macro_rules!` invocations ([`macro_expand`]) in every
    /// bundle (`--expand-macros`). Without it they are expanded only for a bundle that is still
    /// over the judge's limit after every shrink step, and the smaller bundle is kept.
    pub expand_macros: bool,
    /// Bundle for the C target's wasm host ([`c_target`]): `cfg`s decided for
    /// `wasm32-unknown-unknown` (solver-core's platform layer on its host back-end), no judge's
    /// size limit (the C file has its own). [`bundle_c`] sets it.
    pub c_host: bool,
    /// The caller exits soon after (the command line): the parsed libraries are left to the
    /// process's end instead of freed one syntax node at a time (a seventh of a bundle's time).
    /// Leave it off in a process that bundles again (watch mode, tests).
    pub forget_parsed: bool,
    /// Reuse the bundle made before when nothing it was made from changed, and store a new one
    /// ([`bundle_cache`]). Off by default (the library's callers, the tests); the command line
    /// turns it on unless `--no-cache` or `BUNDLER_NO_CACHE` says otherwise.
    pub cache: bool,
}

/// Bundles problem `id` of the workspace at `root`.
pub fn bundle(root: &Path, id: &str, options: &Options) -> Result<Bundle> {
    bundle_many(root, &[id.to_string()], options).pop().expect("one result per id")
}

/// The bundle of problem `id` at `root` that [`bundle`] with `options.cache` would reuse: its
/// cache entry, when every record of what it was made from still holds.
pub fn cached_bundle(root: &Path, id: &str, options: &Options) -> Option<Bundle> {
    bundle_cache::lookup(root, &bundle_cache::Request::Problem(id), options, &|question| bundle_cache::derived_answer(root, None, question))
}

/// Bundles several problems, reading the crate graph once and parsing each library at most
/// once for all of them (and only when some problem reaches it). One result per id, in order;
/// a broken library is the error of every problem that reaches it. Through the cache stage
/// ([`bundle_cache::through`]) when `options.cache` asks for it.
pub fn bundle_many(root: &Path, ids: &[String], options: &Options) -> Vec<Result<Bundle>> {
    let requests: Vec<bundle_cache::Request> = ids.iter().map(|id| bundle_cache::Request::Problem(id)).collect();
    bundle_cache::through(root, &requests, options, &|question| bundle_cache::derived_answer(root, None, question), &mut |missed, done| {
        let chosen: Vec<String> = missed.iter().map(|&k| ids[k].clone()).collect();
        bundle_many_with(root, &chosen, options, &mut |at, result| done(missed[at], result))
    })
}

/// [`bundle_many`] without the cache; `done` sees each result (by its id's position) as soon as
/// it is made.
fn bundle_many_with(root: &Path, ids: &[String], options: &Options, done: &mut dyn FnMut(usize, &Result<Bundle>)) -> Vec<Result<Bundle>> {
    let mut graph: Option<Result<crates::CrateGraph>> = None;
    let scripts = build_script::BuildScripts::new(root);
    // Parsed once per judge platform and edition, and per set of crates left to the judge:
    // `cfg(windows)` decides what a library holds, the judge's edition what its text is
    // translated into, and paths into the judge's crates are not rewritten.
    let mut libs_by_platform: LibrariesByTarget = BTreeMap::new();
    let bundles = ids
        .iter()
        .enumerate()
        .map(|(at, id)| {
            let made = (|| {
                let problem_rel = workspace::problem_path(root, id)?;
                let graph = graph.get_or_insert_with(|| crates::CrateGraph::load(root)).as_ref().map_err(|e| e.clone())?;
                // Without --judge, the profile the problem's spec names (none: rustc 1.63, Linux).
                let profile = match &options.judge {
                    Some(name) => Some(judge::find(name)?),
                    None => judge::for_problem(root, id)?,
                };
                let program = || check::Program::workspace(root, id);
                bundle_program(root, id, &problem_rel, profile, &admission::RustcFloor::for_profile(profile), graph, &scripts, &mut libs_by_platform, options, &program)
            })();
            done(at, &made);
            made
        })
        .collect();
    if options.forget_parsed {
        std::mem::forget(libs_by_platform);
    }
    bundles
}

/// A problem's C file ([`c_target`]).
#[derive(Clone, Debug)]
pub struct CBundle {
    pub id: String,
    /// The whole `main.c`.
    pub source: String,
    /// Bytes of the WebAssembly module it was translated from.
    pub wasm_bytes: usize,
    /// The C came from the cache (`target/bundle/.c-cache/<id>`): the same wasm source with the
    /// same toolchain gave it before.
    pub cached: bool,
}

/// Problem `id`'s `main.c`: the problem bundled for the wasm host, compiled to wasm, translated
/// to C ([`c_target`]). Refused, at the problem's line, where it uses what the C target cannot
/// carry; an error naming what to install where no rustc has the wasm32 target.
pub fn bundle_c(root: &Path, id: &str, options: &Options) -> Result<CBundle> {
    let problem_rel = workspace::problem_path(root, id)?;
    let text = c_target::problem_text(root, &problem_rel)?;
    c_target::refusals(&problem_rel, &text)?;
    let toolchain = c_target::toolchain().map_err(error::Error::new)?;
    // Styles and macro expansion change nothing a compiler keeps, so they are off. The bundle
    // cache holds the Rust bundle under this id, so the variant is not cached there.
    let variant_options = Options { c_host: true, cache: false, remove_docs: false, remove_comments: false, minify: false, expand_macros: false, ..options.clone() };
    let variant = bundle(root, id, &variant_options)?;
    let source = c_target::wasm_source(&variant.source, toolchain.version);
    let key = {
        use sha2::Digest;
        let mut h = sha2::Sha256::new();
        h.update(format!("{:?} {:?} {}\n", toolchain.rustc, toolchain.version, toolchain.wasm_opt.is_some()).as_bytes());
        h.update(source.as_bytes());
        // A rebuilt bundler (a changed translator) misses.
        h.update(bundle_cache::bundler_identity().as_bytes());
        format!("{:x}", h.finalize())
    };
    if options.cache {
        if let Some((c, wasm_bytes)) = c_target::cached(root, id, &key) {
            return Ok(CBundle { id: id.to_string(), source: c, wasm_bytes, cached: true });
        }
    }
    let folder = scratch::Folder::create(root, &format!("wasm-{}", id)).map_err(|e| error::Error::new(format!("cannot create the C target's scratch folder: {}", e)))?;
    let wasm = c_target::compile_wasm(&toolchain, &source, folder.path())?;
    let c = c_target::translate(id, &problem_rel, &wasm)?;
    if options.cache {
        c_target::store(root, id, &key, wasm.len(), &c);
    }
    Ok(CBundle { id: id.to_string(), source: c, wasm_bytes: wasm.len(), cached: false })
}

/// Bundles the program of a Cargo project (`cargo judgefile`; see [`project`]): its package's
/// crates, its judge ([`project::Project::judge`]) when the options name none.
pub fn bundle_project(project: &project::Project, options: &Options) -> Result<Bundle> {
    let requests = [bundle_cache::Request::Project(project)];
    let derived = |question: &str| bundle_cache::derived_answer(&project.root, Some(project), question);
    let mut made = bundle_cache::through(&project.root, &requests, options, &derived, &mut |_, done| {
        let made = bundle_project_uncached(project, options);
        done(0, &made);
        vec![made]
    });
    made.pop().expect("one result per request")
}

fn bundle_project_uncached(project: &project::Project, options: &Options) -> Result<Bundle> {
    let graph = crates::CrateGraph::load_package(&project.root, &project.package)?;
    let scripts = build_script::BuildScripts::for_target(&project.root, project.kind.cargo_flag());
    let profile = match &options.judge {
        Some(name) => Some(judge::find(name)?),
        None => project.judge,
    };
    let program = || check::Program::of_project(project);
    let mut libs = BTreeMap::new();
    // Without a judge, a contestant's bundle is for current stable (see `judge::suited`).
    let floor = match profile {
        None => admission::RustcFloor::current_stable(),
        Some(_) => admission::RustcFloor::for_profile(profile),
    };
    let bundle = bundle_program(&project.root, &project.id, &project.source_rel, profile, &floor, &graph, &scripts, &mut libs, options, &program);
    if options.forget_parsed {
        std::mem::forget(libs);
    }
    bundle
}

/// Bundles program `id` at `problem_rel` (relative to `root`) with `graph`'s crates for
/// `profile`: the stages in order, the size-fitting stage remaking the bundle as it needs;
/// `program` is what that stage's candidates are checked on ([`fit::to_limit`]).
#[allow(clippy::too_many_arguments)]
fn bundle_program(
    root: &Path,
    id: &str,
    problem_rel: &str,
    profile: Option<&'static judge::Judge>,
    floor: &admission::RustcFloor,
    graph: &crates::CrateGraph,
    scripts: &build_script::BuildScripts,
    libs_by_platform: &mut LibrariesByTarget,
    options: &Options,
    program: &dyn Fn() -> check::Program,
) -> Result<Bundle> {
    let problem = parse::SourceFile::load(root, problem_rel)?;
    let (problem, expanded_header) = match proc_macro::expand(root, &problem, graph, options.proc_macro_server.as_deref())? {
        Some(expanded) => {
            let line = expanded.header_line();
            (expanded.file, line)
        }
        None => (problem, String::new()),
    };
    // The wasm variant answers to no Rust judge: no size limit, no judge's compiler.
    let profile = if options.c_host { None } else { profile };
    let floor = if options.c_host { admission::RustcFloor::for_profile(None) } else { floor.clone() };
    let platform = if options.c_host { judge::Platform::Wasm32 } else { judge::Platform::of(profile) };
    let left = left_to_judge(graph, options);
    let probe = script_probe(&floor, platform);
    let style = style_of(options);
    let mut make = |how: &fit::to_limit::Remake| -> Result<Bundle> {
        let (expand_macros, dropped, options) = match how {
            fit::to_limit::Remake::Plain => (false, build_script::DroppedCfgs::new(), options.clone()),
            fit::to_limit::Remake::ExpandedMacros => (true, build_script::DroppedCfgs::new(), options.clone()),
            fit::to_limit::Remake::WithoutCfgs(dropped) => (false, dropped.clone(), options.clone()),
            fit::to_limit::Remake::WholeModules => (false, build_script::DroppedCfgs::new(), Options { keep_modules: true, ..options.clone() }),
            fit::to_limit::Remake::Unstyled => {
                let unstyled = Options { remove_docs: false, remove_comments: false, minify: false, ..options.clone() };
                return bundle_program(root, id, problem_rel, profile, &floor, graph, scripts, libs_by_platform, &unstyled, program);
            }
        };
        let ctx = Context { root, proc_macro_server: options.proc_macro_server.as_deref(), graph, scripts, left: &left, crate_judge: options.judge.as_deref(), dropped: &dropped, probe };
        let target = LoadTarget { platform, edition: bundle_edition(profile), expand_macros };
        let libs = libs_by_platform
            .entry((platform, target.edition, left.clone(), expand_macros, dropped.clone(), probe))
            .or_insert_with(|| (0..graph.crates.len()).map(|_| None).collect());
        let mut b = bundle_parsed(id, problem_rel, &problem, &ctx, libs, &options, &floor, target)?;
        // After the header's first line; the line map is a diff, so it needs no shift.
        let after_first = b.source.find('\n').map_or(0, |i| i + 1);
        b.source.insert_str(after_first, &expanded_header);
        if let Some(fit) = profile.and_then(|p| shrink::to_fit(p, id, &b.source)) {
            b.source = fit.source;
            b.shrunk = Some(fit.step);
        }
        if expand_macros {
            fit::to_limit::note_expanded(&mut b);
        }
        Ok(b)
    };
    if options.expand_macros {
        return make(&fit::to_limit::Remake::ExpandedMacros);
    }
    let made = make(&fit::to_limit::Remake::Plain)?;
    match profile {
        Some(p) => {
            let how = fit::to_limit::Fitting { root, id, profile: p, graph, scripts, probe, program, style, keep_modules: options.keep_modules };
            fit::to_limit::fit(&how, made, &mut make)
        }
        None => Ok(made),
    }
}

/// The text steps `options` ask for.
fn style_of(options: &Options) -> Style {
    Style { remove_docs: options.remove_docs, remove_comments: options.remove_comments, minify: options.minify }
}

/// Which crates stay the judge's (a plain `use`), by crate index.
/// Only a judge chosen with `--judge` (not one a problem's spec names) leaves its crates out, so
/// bundles without the flag stay self-contained.
fn left_to_judge(graph: &crates::CrateGraph, options: &Options) -> Vec<bool> {
    graph.crates.iter().map(|k| judge_crates::left_out(options.judge.as_deref(), &k.package, &k.version, &options.exclude, &options.inline)).collect()
}

/// The compiler the build scripts' probes must describe: the oldest one the bundle must compile
/// with. Under a 1.63 floor (no judge in this workspace, spoj, timus), when that compiler is
/// here ([`judge::OLD_RUSTC`]), the scripts run again with it, so that their cfgs are those it
/// supports; otherwise cargo's run (current stable) answers.
fn script_probe(floor: &admission::RustcFloor, platform: judge::Platform) -> build_script::Probe {
    let old = floor.version <= syntax_version::OLDEST_SUPPORTED && !floor.no_judge && platform == judge::Platform::LinuxX86_64;
    if old && inputs::is_file(Path::new(judge::OLD_RUSTC)) {
        build_script::Probe::OldRustc
    } else {
        build_script::Probe::Cargo
    }
}

/// The edition a bundle is compiled with: the judge's, 2021 without a profile.
fn bundle_edition(profile: Option<&judge::Judge>) -> &'static str {
    profile.map_or("2021", |j| j.edition)
}

/// The stages after parsing, for one way of making the bundle: the problem's invocations of
/// older crates' macros expanded ([`read::older_macros`]), what it reaches shaken
/// ([`reach::walk`]) and admitted ([`reach::walk::requirements`]), and the text written
/// ([`write::bundle::write`]).
#[allow(clippy::too_many_arguments)]
fn bundle_parsed(
    id: &str,
    problem_rel: &str,
    problem: &parse::SourceFile,
    ctx: &Context,
    libs: &mut [Option<Result<library::Library>>],
    options: &Options,
    floor: &admission::RustcFloor,
    target: LoadTarget,
) -> Result<Bundle> {
    problem::check_judge_file_name(problem, id)?;
    let expanded = expand_older_macros(id, problem, ctx, libs, target)?;
    let problem = expanded.as_ref().unwrap_or(problem);
    let reached = reach(id, problem, ctx, libs, floor, target, options.keep_modules, options.keep_crates)?;
    // The same program with whole modules, for the share of them the bundle keeps.
    let whole = if options.keep_modules || options.keep_crates { None } else { Some(reach(id, problem, ctx, libs, floor, target, true, false)?) };
    let libs: &[Option<Result<library::Library>>] = libs;
    let lib_of = |c: usize| libs[c].as_ref().expect("loaded").as_ref().expect("loaded without error");
    let needs = reach::walk::requirements(problem, ctx, &reached, &lib_of, floor)?;
    let written = write::bundle::Written { id, problem_rel, problem, ctx, reached: &reached, whole: whole.as_ref(), style: style_of(options) };
    Ok(write::bundle::write(&written, &lib_of, needs))
}

/// The problem with its invocations of older-edition crates' macros expanded where the
/// bundle's edition would read them otherwise ([`older_macros`]); `None` when it has none.
/// They need the crates' macros and traits, so those crates load first.
fn expand_older_macros(id: &str, problem: &parse::SourceFile, ctx: &Context, libs: &mut [Option<Result<library::Library>>], target: LoadTarget) -> Result<Option<parse::SourceFile>> {
    let graph = ctx.graph;
    let bundle_is_2021 = edition::Edition::parse(target.edition).map_or(false, |e| e >= edition::Edition::E2021);
    let older: Vec<(String, usize)> = graph
        .problem_deps
        .iter()
        .filter(|(ext, c)| bundle_is_2021 && !ctx.left[*c] && edition::Edition::parse(&graph.crates[*c].edition).map_or(false, |e| e < edition::Edition::E2021) && problem.text.contains(ext.as_str()))
        .cloned()
        .collect();
    for (_, c) in &older {
        // A crate that does not load fails the bundle in `reach`, with its reason.
        let _ = load_library(id, ctx, libs, *c, target);
    }
    let older_crates: Vec<older_macros::OlderCrate> = older.iter().filter_map(|(ext, c)| Some(older_macros::OlderCrate { ext: ext.clone(), lib: libs[*c].as_ref()?.as_ref().ok()? })).collect();
    older_macros::expand(problem, &older_crates)
}

/// The library files that problem `id`'s bundle draws on, sorted: the files of every module it
/// includes, and each crate's root. A change to any other file cannot change the bundle.
/// Paths are relative to the workspace, or `package-version/...` for crates outside it.
pub fn deps(root: &Path, id: &str) -> Result<Vec<String>> {
    let problem_rel = workspace::problem_path(root, id)?;
    let problem = parse::SourceFile::load(root, &problem_rel)?;
    let graph = crates::CrateGraph::load(root)?;
    let problem = proc_macro::expand(root, &problem, &graph, None)?.map_or(problem, |e| e.file);
    let mut libs: Vec<Option<Result<library::Library>>> = (0..graph.crates.len()).map(|_| None).collect();
    let profile = judge::for_problem(root, id)?;
    let floor = admission::RustcFloor::for_profile(profile);
    let scripts = build_script::BuildScripts::new(root);
    let left = left_to_judge(&graph, &Options::default());
    let dropped = build_script::DroppedCfgs::new();
    let probe = script_probe(&floor, judge::Platform::of(profile));
    let ctx = Context { root, proc_macro_server: None, graph: &graph, scripts: &scripts, left: &left, crate_judge: None, dropped: &dropped, probe };
    let target = LoadTarget { platform: judge::Platform::of(profile), edition: bundle_edition(profile), expand_macros: false };
    let reached = reach(id, &problem, &ctx, &mut libs, &floor, target, false, false)?;
    let mut files = Vec::new();
    for (c, shaken) in &reached.crates {
        let lib = libs[*c].as_ref().expect("loaded").as_ref().expect("loaded without error");
        files.extend((0..lib.modules.len()).filter(|&m| shaken.emitted_modules[m]).map(|m| lib.files[lib.modules[m].file].rel_path.clone()));
    }
    files.sort();
    files.dedup();
    Ok(files)
}

