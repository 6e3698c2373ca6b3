//! The bundler: turns a program (`problems/src/bin/<id>.rs`, or any Cargo project's binary)
//! plus the library code it reaches, from solver-core and from every crate it uses, into one
//! self-contained `main.rs` for a judge (or one `main.c`, [`write::c_target`]).
//!
//! The stages, in the order data flows through them; each folder's module doc says what comes
//! in, what goes out, and what it must never do, and no stage imports from a later one
//! (`tests/one_way.rs`):
//!
//! 1. [`find`]: the program, its crates ([`find::crates`], from `cargo metadata`) and its
//!    sample cases.
//! 2. [`read`]: each crate as the compiler sees it for the judge's target: `cfg`s decided,
//!    build scripts run, editions translated, macros expanded, into a [`read::library::Library`].
//! 3. [`reach`]: from the names the program mentions to the items it needs ([`reach::shake`]),
//!    and what may go into one file at all ([`reach::admission`]).
//! 4. [`write`](mod@write): the kept items as one text ([`write::emit`]), then the text steps (docs,
//!    comments, minify) and the size steps that need no compiler ([`write::shrink`]).
//! 5. [`fit`]: over the judge's limit still, the compiler-guided shrink.
//! 6. [`check`]: every compiler of the judge's profile, the fixtures, the warnings.
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

use base::{edit, error, inputs, linemap, scratch, workspace};
use find::{crates, project};
use fit::compile_shrink;
use judge::{judge_crates, syntax_version};
use reach::{admission, problem, reexport, shake};
use read::{build_script, cargo_env, cfg, edition, edition_names, library, macro_expand, older_macros, parse, proc_macro, rewrite, scan};
use write::{c_target, emit, minify, shrink, strip};

use error::Result;
use std::collections::{BTreeMap, BTreeSet};
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

/// A finished bundle.
#[derive(Clone, Debug)]
pub struct Bundle {
    pub id: String,
    /// The whole `main.rs`.
    pub source: String,
    /// solver-core's modules inside, as paths (`euclid`, `grundy::octal`); [`Bundle::crates`]
    /// has every crate's.
    pub modules: Vec<String>,
    /// Every crate inlined, in the bundle's order.
    pub crates: Vec<BundledCrate>,
    /// Bytes of the library part when whole modules are kept.
    pub whole_module_bytes: usize,
    /// Bytes of the library part actually kept.
    pub kept_bytes: usize,
    /// Where each line of `source` came from, for the check's compiler messages.
    pub line_map: linemap::LineMap,
    /// Why the bundle cannot be checked with rustc 1.63 (a crate needs a newer one, and the
    /// judge profile has it); `None` when it must compile with 1.63 too.
    pub old_rustc_skipped: Option<String>,
    /// The oldest rustc the bundle needs, when it is newer than 1.63 (what the crates declare or
    /// use, and the program's own syntax), as "1.70", with why.
    pub rustc_needed: Option<(String, String)>,
    /// Which shrinking step made it fit its judge profile's size limit (see [`shrink`]); then
    /// [`Bundle::line_map`] no longer matches the library lines.
    pub shrunk: Option<String>,
    /// The crates it uses without holding them: the judge has them (see [`judge_crates`]).
    pub externs: Vec<judge_crates::ExternCrate>,
}

/// One crate inside a bundle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BundledCrate {
    /// Its module in the bundle (`ac_library`).
    pub module: String,
    /// `ac-library-rs 0.1.1`.
    pub package: String,
    /// Its modules inside, as paths.
    pub modules: Vec<String>,
}

/// Bundles problem `id` of the workspace at `root`.
pub fn bundle(root: &Path, id: &str, options: &Options) -> Result<Bundle> {
    bundle_many(root, &[id.to_string()], options).pop().expect("one result per id")
}

/// The bundle of problem `id` at `root` that [`bundle`] with `options.cache` would reuse: its
/// cache entry, when every record of what it was made from still holds.
pub fn cached_bundle(root: &Path, id: &str, options: &Options) -> Option<Bundle> {
    bundle_cache::lookup(root, &bundle_cache::Request::Problem(id), options, &|question| derived_answer(root, None, question))
}

/// Bundles several problems, reading the crate graph once and parsing each library at most
/// once for all of them (and only when some problem reaches it). One result per id, in order;
/// a broken library is the error of every problem that reaches it.
pub fn bundle_many(root: &Path, ids: &[String], options: &Options) -> Vec<Result<Bundle>> {
    if !options.cache {
        return bundle_many_with(root, ids, options, &mut |_, _| {});
    }
    let mut found: Vec<Option<Bundle>> = ids.iter().map(|id| cached_bundle(root, id, options)).collect();
    let missed: Vec<String> = ids.iter().zip(&found).filter(|(_, f)| f.is_none()).map(|(id, _)| id.clone()).collect();
    let mut made = Vec::new().into_iter();
    if !missed.is_empty() {
        // One recording for the whole run: what the first problem loaded (the crate graph, the
        // parsed libraries) is shared by the next, so each entry holds everything read up to
        // its end (a superset of its own inputs).
        let recording = inputs::Recording::start();
        let store = &mut |id: &str, result: &Result<Bundle>| {
            if let Ok(b) = result {
                bundle_cache::store(root, &bundle_cache::Request::Problem(id), options, &recording.records_so_far(), b);
            }
        };
        made = bundle_many_with(root, &missed, options, store).into_iter();
    }
    found.iter_mut().map(|f| f.take().map_or_else(|| made.next().expect("one result per missed id"), Ok)).collect()
}

/// [`bundle_many`] without the cache; `done` sees each result as soon as it is made.
fn bundle_many_with(root: &Path, ids: &[String], options: &Options, done: &mut dyn FnMut(&str, &Result<Bundle>)) -> Vec<Result<Bundle>> {
    let mut graph: Option<Result<crates::CrateGraph>> = None;
    let scripts = build_script::BuildScripts::new(root);
    // Parsed once per judge platform and edition, and per set of crates left to the judge:
    // `cfg(windows)` decides what a library holds, the judge's edition what its text is
    // translated into, and paths into the judge's crates are not rewritten.
    let mut libs_by_platform: LibrariesByTarget = BTreeMap::new();
    let bundles = ids
        .iter()
        .map(|id| {
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
            done(id, &made);
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

/// The compilers, as [`record_check_inputs`] names them for the bundle cache.
const COMPILERS_QUESTION: &str = "the compilers' identity";

/// The question [`record_check_inputs`] asks about `program`'s fixtures.
fn fixtures_question(program: &check::Program, project: bool) -> String {
    format!("the fixtures of {} {}", if project { "project program" } else { "workspace problem" }, program.id)
}

/// What the steps that compile and run candidates ([`drop_build_cfgs_to_fit`],
/// [`compile_shrink_to_fit`]) depend on besides the bundle's text, recorded for the bundle
/// cache: the compilers ([`check::compiler_identity_here`], which also keys their versions)
/// and the program's fixtures (their files' bytes and how they are compared). Everything else
/// their verdict reads is the bundle itself, the problem's source (recorded by bundling) and
/// the bundler binary (in the cache's key).
fn record_check_inputs(program: &check::Program) {
    inputs::derived(COMPILERS_QUESTION, &check::compiler_identity_here());
    inputs::derived(&fixtures_question(program, program.package.is_some()), &program.fixtures.digest());
}

/// [`record_check_inputs`]'s questions asked again, for a cache lookup at `root` (of
/// `project`'s program, or of this workspace's problems); `None` for a question it cannot
/// answer, which makes the entry stale.
fn derived_answer(root: &Path, project: Option<&project::Project>, question: &str) -> Option<String> {
    if question == COMPILERS_QUESTION {
        return Some(check::compiler_identity_here());
    }
    let program = match project {
        Some(p) => check::Program::of_project(p),
        None => check::Program::workspace(root, question.strip_prefix("the fixtures of workspace problem ")?),
    };
    (fixtures_question(&program, project.is_some()) == question).then(|| program.fixtures.digest())
}

/// Bundles the program of a Cargo project (`cargo judgefile`; see [`project`]): its package's
/// crates, its judge ([`project::Project::judge`]) when the options name none.
pub fn bundle_project(project: &project::Project, options: &Options) -> Result<Bundle> {
    let request = bundle_cache::Request::Project(project);
    if !options.cache {
        return bundle_project_uncached(project, options);
    }
    if let Some(b) = bundle_cache::lookup(&project.root, &request, options, &|question| derived_answer(&project.root, Some(project), question)) {
        return Ok(b);
    }
    let recording = inputs::Recording::start();
    let made = bundle_project_uncached(project, options);
    if let Ok(b) = &made {
        bundle_cache::store(&project.root, &request, options, &recording.records_so_far(), b);
    }
    made
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

/// The libraries, parsed once per judge platform, edition and set of crates left to the judge.
/// Parsed libraries by platform, edition, crates left to the judge, macros expanded or not, and
/// build-script cfgs left out ([`DroppedCfgs`]).
type LibrariesByTarget = BTreeMap<(judge::Platform, &'static str, Vec<bool>, bool, DroppedCfgs, build_script::Probe), Vec<Option<Result<library::Library>>>>;

/// Build-script cfgs left out of a bundle to make it fit (see [`drop_build_cfgs_to_fit`]): (crate
/// index, the cfg as its script printed it).
type DroppedCfgs = std::collections::BTreeSet<(usize, String)>;

/// Bundles program `id` at `problem_rel` (relative to `root`) with `graph`'s crates for
/// `profile`; `program` is what the check of a bundle without some build-script cfgs runs (see
/// [`drop_build_cfgs_to_fit`]).
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
    let mut attempt_with = |expand_macros: bool, dropped: &DroppedCfgs, options: &Options| -> Result<Bundle> {
        let ctx = Context { root, proc_macro_server: options.proc_macro_server.as_deref(), graph, scripts, left: &left, crate_judge: options.judge.as_deref(), dropped, probe };
        let target = Target { platform, edition: bundle_edition(profile), expand_macros };
        let libs = libs_by_platform
            .entry((platform, target.edition, left.clone(), expand_macros, dropped.clone(), probe))
            .or_insert_with(|| (0..graph.crates.len()).map(|_| None).collect());
        let mut b = bundle_parsed(id, problem_rel, &problem, &ctx, libs, options, &floor, target)?;
        // After the header's first line; the line map is a diff, so it needs no shift.
        let after_first = b.source.find('\n').map_or(0, |i| i + 1);
        b.source.insert_str(after_first, &expanded_header);
        if let Some(fit) = profile.and_then(|p| shrink::to_fit(p, id, &b.source)) {
            b.source = fit.source;
            b.shrunk = Some(fit.step);
        }
        Ok(b)
    };
    let whole_modules = Options { keep_modules: true, ..options.clone() };
    let mut attempt = |expand_macros: bool, dropped: &DroppedCfgs| attempt_with(expand_macros, dropped, options);
    let expanded_note = |b: &mut Bundle| {
        b.shrunk = Some(format!("expanded the libraries' own macros{}", b.shrunk.as_ref().map(|s| format!(" and {}", s)).unwrap_or_default()));
    };
    if options.expand_macros {
        let mut expanded = attempt(true, &DroppedCfgs::new())?;
        expanded_note(&mut expanded);
        return Ok(expanded);
    }
    let b = attempt(false, &DroppedCfgs::new())?;
    let b = match profile {
        Some(p) => drop_build_cfgs_to_fit(root, id, p, graph, scripts, probe, program, b, &mut |dropped| attempt(false, dropped)),
        None => b,
    };
    // Still over the judge's limit after every shrink step and every build-script cfg the
    // crates can do without: the libraries' own `macro_rules!` invocations are expanded so that
    // what they generate is shaken item by item, and the smaller bundle is kept. Only then, so
    // that bundles that fit stay as they were (docs/macro-expansion.md).
    let over = |b: &Bundle| profile.map_or(false, |p| p.size_limit.is_some() && p.admits(id, &b.source).is_err());
    let mut b = b;
    // The other of the two, expanded or not: the compile-guided step below tries it too when
    // the smaller one does not fit after it. Macro expansion can leave a bundle that does not
    // compile (nothing checks one refused for its size), and a larger expanded bundle can end
    // smaller, since what its macros generated goes impl by impl (num's operator impls).
    let mut other_variant = None;
    if over(&b) {
        if let Ok(mut expanded) = attempt(true, &DroppedCfgs::new()) {
            expanded_note(&mut expanded);
            if expanded.source.len() < b.source.len() {
                other_variant = Some(std::mem::replace(&mut b, expanded));
            } else {
                other_variant = Some(expanded);
            }
        }
    }
    // Still over: the last step, where the compiler decides what the program can do without.
    if let (true, Some(p)) = (over(&b), profile) {
        // That step reads rustc's messages by source line, so it starts from the libraries as
        // written (a minified library is a few lines of 200 columns, each naming everything):
        // the bundle is made without the style asked for, which that route applies itself as
        // far as it must to fit, and then the style is applied to what it left. Without this,
        // `--minify` made a program that fits without it fail (im-rc's, 334,707 bytes).
        if options.remove_docs || options.remove_comments || options.minify {
            let unstyled = Options { remove_docs: false, remove_comments: false, minify: false, ..options.clone() };
            let b = bundle_program(root, id, problem_rel, profile, &floor, graph, scripts, libs_by_platform, &unstyled, program)?;
            return Ok(restyle(b, options));
        }
        let setup = ShrinkSetup::of(root, program);
        b = match other_variant {
            // Both variants are over: each one's step runs on its own thread, since each is
            // minutes of compiles for the biggest crates (im-rc) and the machine has a core for
            // each. The result is the one a sequence would give: the first variant when it fits
            // (the other's step is then stopped at its next compile), else the other's.
            Some(other) => {
                let stop = std::sync::atomic::AtomicBool::new(false);
                let (first, second) = std::thread::scope(|scope| {
                    let second = std::thread::Builder::new()
                        .name("compile-shrink".into())
                        .stack_size(STACK_SIZE)
                        .spawn_scoped(scope, || compile_shrink_to_fit(root, id, p, setup.as_ref(), other, Some(&stop)))
                        .expect("a thread for the other variant");
                    let first = compile_shrink_to_fit(root, id, p, setup.as_ref(), b, None);
                    if !over(&first) {
                        stop.store(true, std::sync::atomic::Ordering::SeqCst);
                    }
                    (first, second.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
                });
                if over(&first) && !over(&second) {
                    second
                } else {
                    first
                }
            }
            None => compile_shrink_to_fit(root, id, p, setup.as_ref(), b, None),
        };
        // The shaken bundle did not compile, or did not fit: from whole modules, where the
        // compiler's dead-code report does the shaking.
        if over(&b) && !options.keep_modules {
            if let Ok(whole) = attempt_with(false, &DroppedCfgs::new(), &whole_modules) {
                let whole = compile_shrink_to_fit(root, id, p, setup.as_ref(), whole, None);
                if !over(&whole) {
                    b = whole;
                }
            }
        }
    }
    Ok(b)
}

/// `code` with the style `options` ask for: docs dropped, comments dropped, minified.
fn styled(mut code: String, options: &Options) -> String {
    if options.remove_docs {
        code = strip::remove_docs(&code);
    }
    if options.remove_comments {
        code = strip::remove_comments(&code);
    }
    if options.minify {
        code = minify::minify(&code);
    }
    code
}

/// What the compile-guided step needs, made once on the thread that bundles (where the bundle
/// cache's recording is open): the program with its fixtures and the stable compiler's
/// version, which decide what the step keeps (its own cache is keyed by that version and the
/// text it starts from). `None` when the step cannot run: a program without fixtures (nothing
/// would show a changed answer) or no stable compiler.
struct ShrinkSetup {
    program: check::Program,
    stable_version: String,
}

impl ShrinkSetup {
    fn of(root: &Path, program: &dyn Fn() -> check::Program) -> Option<ShrinkSetup> {
        let program = program();
        record_check_inputs(&program);
        if program.fixtures.cases.is_empty() {
            return None;
        }
        let (compilers, _) = check::compilers_in(root);
        let stable = compilers.into_iter().find(|c| c.label == "stable")?;
        Some(ShrinkSetup { program, stable_version: stable.version })
    }
}

/// The stack of the thread that shrinks a second variant: the main thread's 8 MiB, and more,
/// as parsing and type-walking the biggest bundles (im-rc's 480 KB) recurses deep.
const STACK_SIZE: usize = 64 << 20;

/// `bundle` (made without any style option) with the style `options` ask for applied to its
/// code: the problem's and what is left of the libraries. The header (the leading `//` lines)
/// stays as it is, since it says what the bundle holds.
fn restyle(mut bundle: Bundle, options: &Options) -> Bundle {
    let mut at = 0;
    for line in bundle.source.split_inclusive('\n') {
        if !line.starts_with("//") {
            break;
        }
        at += line.len();
    }
    let (header, code) = bundle.source.split_at(at);
    bundle.source = format!("{}{}", header, styled(code.to_string(), options));
    bundle
}

/// Over the judge's limit after every other step (the shrink steps, build-script cfgs, macro
/// expansion): the bundle after [`compile_shrink`]'s compile-guided step (then minified as
/// far as [`shrink`] needs), when that fits and is verified like [`drop_build_cfgs_to_fit`]'s
/// candidates (every compiler of the profile, the judge's editions, every fixture; a program
/// without fixtures gets no candidate). Otherwise `bundle` as it was, for the limit check to
/// refuse. Not tried for a bundle that uses the judge's own crates.
///
/// `stop`: set by the thread shrinking the other variant when its result is kept; this one
/// then ends at its next compile and gives `bundle` back.
fn compile_shrink_to_fit(root: &Path, id: &str, profile: &'static judge::Judge, setup: Option<&ShrinkSetup>, bundle: Bundle, stop: Option<&std::sync::atomic::AtomicBool>) -> Bundle {
    let fits = |source: &str| profile.admits(id, source).is_ok();
    if profile.size_limit.is_none() || fits(&bundle.source) || !bundle.externs.is_empty() {
        return bundle;
    }
    let Some(ShrinkSetup { program, stable_version }) = setup else { return bundle };
    let Some(at) = bundle.source.find(shrink::LIBRARY_START) else { return bundle };
    // Started from the libraries without docs and comments: less to compile, and the same
    // result once minified.
    let (own, library) = bundle.source.split_at(at);
    let start = format!("{}{}", own, strip::remove_comments(&strip::remove_docs(library)));
    // Guided by what the build instantiates first; when that bundle fails its check, by the
    // lints alone, as before step 0 existed.
    for by_instantiation in [true, false] {
        let pruned = match compile_shrink::prune_cached(root, &start, profile.edition, stable_version, by_instantiation, stop) {
            Ok(Some(p)) => p,
            _ => continue,
        };
        let note = format!("// {}.\n", pruned.describe());
        let after_first = pruned.source.find('\n').map_or(0, |i| i + 1);
        let mut source = pruned.source.clone();
        source.insert_str(after_first, &note);
        let mut then = String::new();
        if !fits(&source) {
            match shrink::to_fit(profile, id, &source) {
                Some(fit) => {
                    source = fit.source;
                    then = format!("; then {}", fit.step);
                }
                // The lints alone leave more, never less, than with step 0: no use trying.
                None => break,
            }
        }
        let editions: &[&str] = if profile.edition != "2021" { &["2021", profile.edition] } else { &["2021"] };
        let options = check::CheckOptions { editions, depth: check::Depth::Quick, cache: false, skip_old_rustc: bundle.old_rustc_skipped.clone() };
        match check::check_program(root, program, &source, None, &options, &[]) {
            Ok(r) if !r.compilers.is_empty() && r.cases > 0 => {}
            _ => continue,
        }
        let before = bundle.shrunk.as_ref().map(|s| format!("{}, then ", s)).unwrap_or_default();
        let shrunk = format!("{}{} (checked with every compiler and fixture){}", before, pruned.describe(), then);
        return Bundle { source, shrunk: Some(shrunk), ..bundle };
    }
    bundle
}

/// Over the judge's limit even after [`shrink`]: the bundle without some of the cfgs the
/// libraries' build scripts set, when one of those fits and is verified.
///
/// Why this is sound: a build script's `rustc-cfg` lines describe the bundling machine's
/// compiler and target (memchr 2.5's `memchr_runtime_simd` says "this rustc can build the SSE2
/// and AVX searchers"), not the judge's, and a crate that probes must build without what the
/// probe enables (that is what it does on an older compiler or another target). What the crate
/// does without one is still checked, not assumed: a candidate is kept only when it fits, and it
/// compiles with every compiler of the profile (rustc 1.63 too, unless the bundle's crates need a
/// newer one) under the judge's editions, warnings denied, and passes every fixture of the
/// program ([`check::check_program`]; a program without fixtures gets no candidate, since
/// nothing would show a changed answer). Like `measure`'s floor, the compiler decides.
///
/// Which cfgs: in the order the reached crates' scripts printed them, each is left out in turn
/// (with the ones already left out) when that makes the bundle smaller; the first candidate
/// that fits is checked, and if the check fails that cfg is kept and the next one is tried. So
/// the bundle keeps every cfg it can fit with. Bounded: when the bundle without every such cfg
/// does not fit either, nothing more is tried (one extra bundling, no compile). Not tried for a
/// bundle that uses the judge's own crates (their `--extern`s are the CLI check's).
///
/// `cfg(target_feature = "...")` and `is_x86_feature_detected!` are not build-script cfgs and
/// are left as they are: the first is decided for the judge's target (x86-64's baseline, see
/// `cfg::Target`), the second at run time on the judge's machine, so both already describe the
/// judge, and only code that such a cfg enables (memchr's AVX2 searcher behind
/// `memchr_runtime_avx`) goes with the build-script cfg that gates it.
#[allow(clippy::too_many_arguments)]
fn drop_build_cfgs_to_fit(
    root: &Path,
    id: &str,
    profile: &'static judge::Judge,
    graph: &crates::CrateGraph,
    scripts: &build_script::BuildScripts,
    probe: build_script::Probe,
    program: &dyn Fn() -> check::Program,
    bundle: Bundle,
    rebundle: &mut dyn FnMut(&DroppedCfgs) -> Result<Bundle>,
) -> Bundle {
    let fits = |b: &Bundle| profile.admits(id, &b.source).is_ok();
    if profile.size_limit.is_none() || fits(&bundle) || !bundle.externs.is_empty() {
        return bundle;
    }
    let mut candidates: Vec<(usize, String)> = Vec::new();
    for held in &bundle.crates {
        let Some(c) = graph.crates.iter().position(|k| k.module == held.module && k.display() == held.package) else { continue };
        if let Ok(Some(output)) = scripts.output(graph, c, id, probe) {
            candidates.extend(output.cfgs.iter().map(|cfg| (c, cfg.clone())));
        }
    }
    if candidates.is_empty() {
        return bundle;
    }
    // What follows compiles and runs candidates: the compilers and the fixtures decide.
    let program = program();
    record_check_inputs(&program);
    if program.fixtures.cases.is_empty() {
        return bundle;
    }
    match rebundle(&candidates.iter().cloned().collect()) {
        Ok(b) if fits(&b) => {}
        _ => return bundle,
    }
    let editions: &[&str] = if profile.edition != "2021" { &["2021", profile.edition] } else { &["2021"] };
    let verified = |b: &Bundle| {
        let options = check::CheckOptions { editions, depth: check::Depth::Quick, cache: false, skip_old_rustc: b.old_rustc_skipped.clone() };
        matches!(check::check_program(root, &program, &b.source, None, &options, &[]), Ok(r) if !r.compilers.is_empty() && r.cases > 0)
    };
    let mut dropped = DroppedCfgs::new();
    let mut smallest = bundle.source.len();
    for candidate in candidates {
        let mut trial = dropped.clone();
        trial.insert(candidate);
        let Ok(mut b) = rebundle(&trial) else { continue };
        if b.source.len() >= smallest {
            continue;
        }
        if !fits(&b) {
            dropped = trial;
            smallest = b.source.len();
            continue;
        }
        if verified(&b) {
            let names: Vec<String> = trial.iter().map(|(c, cfg)| format!("`{}` ({})", cfg, graph.crates[*c].package)).collect();
            let also = b.shrunk.as_ref().map(|s| format!("; then {}", s)).unwrap_or_default();
            b.shrunk = Some(format!(
                "left out the build-script cfgs {} (they describe the bundling machine's rustc; without them the bundle was checked with every compiler and fixture){}",
                names.join(", "),
                also
            ));
            return b;
        }
    }
    bundle
}

/// Which crates stay the judge's (a plain `use`), by crate index.
/// Only a judge chosen with `--judge` (not one a problem's spec names) leaves its crates out, so
/// bundles without the flag stay self-contained.
fn left_to_judge(graph: &crates::CrateGraph, options: &Options) -> Vec<bool> {
    graph.crates.iter().map(|k| judge_crates::left_out(options.judge.as_deref(), &k.package, &k.version, &options.exclude, &options.inline)).collect()
}

/// What every pass of one bundle shares.
struct Context<'a> {
    /// The workspace (its `Cargo.toml` builds the proc-macro crates the libraries invoke).
    root: &'a Path,
    /// [`Options::proc_macro_server`].
    proc_macro_server: Option<&'a Path>,
    graph: &'a crates::CrateGraph,
    scripts: &'a build_script::BuildScripts,
    /// Per crate: left to the judge ([`left_to_judge`]).
    left: &'a [bool],
    /// The judge whose crates are left out (`--judge`).
    crate_judge: Option<&'a str>,
    /// Build-script cfgs left out to fit the judge's limit.
    dropped: &'a DroppedCfgs,
    /// Which compiler the build scripts' probes answer for ([`script_probe`]).
    probe: build_script::Probe,
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

/// What the libraries are parsed for: the judge's platform (for `cfg`) and the edition the
/// bundle is compiled with (for [`edition`]).
#[derive(Clone, Copy, Debug)]
struct Target {
    platform: judge::Platform,
    edition: &'static str,
    /// Expand each library's own `macro_rules!` invocations ([`macro_expand`]).
    expand_macros: bool,
}

/// The edition a bundle is compiled with: the judge's, 2021 without a profile.
fn bundle_edition(profile: Option<&judge::Judge>) -> &'static str {
    profile.map_or("2021", |j| j.edition)
}

/// Which crates a problem reaches, each loaded and shaken.
struct Reached {
    /// Reached crates the judge has, left out (crate indices, in the bundle's order).
    externs: Vec<usize>,
    /// (crate index, shaken), in the bundle's order.
    crates: Vec<(usize, shake::Shaken)>,
    /// The newest compiler any of them needs beyond rustc 1.63 (by manifest), and why.
    needs: Option<admission::Needs>,
}

/// Shakes every crate the problem reaches, dependents before their dependencies, so that what
/// a library keeps becomes the roots of the libraries it uses; again while a crate's impls of a
/// dependency's trait wait on a trait that its dependency turned out to keep
/// ([`shake::Roots::known_dependency_traits`]). Each round only adds known traits, and there
/// are finitely many, so the rounds end.
#[allow(clippy::too_many_arguments)]
fn reach(
    id: &str,
    problem: &parse::SourceFile,
    ctx: &Context,
    libs: &mut [Option<Result<library::Library>>],
    floor: &admission::RustcFloor,
    target: Target,
    keep_modules: bool,
    keep_crates: bool,
) -> Result<Reached> {
    let graph = ctx.graph;
    let mut known: Vec<BTreeSet<(String, String)>> = vec![BTreeSet::new(); graph.crates.len()];
    loop {
        let reached = reach_once(id, problem, ctx, libs, floor, target, keep_modules, keep_crates, &known)?;
        let kept_traits = |c: usize, name: &str| {
            let Some((_, s)) = reached.crates.iter().find(|(k, _)| *k == c) else { return false };
            let Some(Ok(lib)) = &libs[c] else { return false };
            lib.items.iter().zip(&s.kept_items).any(|(item, &kept)| kept && item.is_trait && item.name.as_deref() == Some(name))
        };
        let mut grew = false;
        for (c, s) in &reached.crates {
            for (ext, name) in &s.waiting {
                let Some(&(_, d)) = graph.crates[*c].deps.iter().find(|(e, _)| e == ext) else { continue };
                // The trait may be a re-export of the dependency's own dependency (serde's of
                // serde_core's): any crate under it keeping a trait of that name counts.
                if bundled_under(graph, ctx.left, d).into_iter().any(|u| kept_traits(u, name)) && known[*c].insert((ext.clone(), name.clone())) {
                    grew = true;
                }
            }
        }
        if !grew {
            return Ok(reached);
        }
    }
}

/// One round of [`reach`], with the dependency traits known to stay so far.
#[allow(clippy::too_many_arguments)]
fn reach_once(
    id: &str,
    problem: &parse::SourceFile,
    ctx: &Context,
    libs: &mut [Option<Result<library::Library>>],
    floor: &admission::RustcFloor,
    target: Target,
    keep_modules: bool,
    keep_crates: bool,
    known: &[BTreeSet<(String, String)>],
) -> Result<Reached> {
    let (graph, scripts, left) = (ctx.graph, ctx.scripts, ctx.left);
    let mut externs = Vec::new();
    let names: Vec<String> = graph.problem_deps.iter().map(|(n, _)| n.clone()).collect();
    let mut roots: Vec<Option<shake::Roots>> = vec![None; graph.crates.len()];
    for ((_, c), r) in graph.problem_deps.iter().zip(problem::roots_for(problem, &names)) {
        if r.mention_crate() {
            roots[*c] = Some(r);
        }
    }
    let mut shaken: Vec<(usize, shake::Shaken)> = Vec::new();
    let mut needs = None;
    // Per crate, once a dependent needs it: the traits it implements.
    let mut trait_impls: BTreeMap<usize, library::TraitImpls> = BTreeMap::new();
    for c in graph.dependents_first() {
        let Some(mut crate_roots) = roots[c].take() else { continue };
        if left[c] {
            // The judge's crate: its own dependencies come with it.
            externs.push(c);
            continue;
        }
        let krate = &graph.crates[c];
        needs = needs.max(admission::admit(krate, floor)?);
        if let Some(output) = scripts.output(graph, c, id, ctx.probe)? {
            build_script::admit(krate, output)?;
        }
        // What its dependencies' traits are, so that its imports from them are judged by meaning.
        // A dependency's names may be its own dependencies' traits, re-exported (serde's `pub
        // use serde_core::{de, ser, ..};`, then `use serde::ser::SerializeSeq;`): theirs count.
        // And which of those traits only the dependency's own types implement: the names that
        // neither its crates implement for other types nor this crate or its other
        // dependencies implement at all ([`shake::Roots::closed_dependency_traits`]).
        let under: Vec<(usize, Vec<usize>)> = krate.deps.iter().filter(|(_, d)| !left[*d]).map(|(_, d)| (*d, bundled_under(graph, left, *d))).collect();
        for at in std::iter::once(c).chain(under.iter().flat_map(|(_, u)| u.iter().copied())) {
            if let (std::collections::btree_map::Entry::Vacant(slot), Ok(lib)) = (trait_impls.entry(at), load_library(id, ctx, libs, at, target)) {
                slot.insert(lib.trait_impls());
            }
        }
        for ((ext, d), (_, crates_under)) in krate.deps.iter().filter(|(_, d)| !left[*d]).zip(&under) {
            let mut traits: BTreeMap<String, Vec<String>> = BTreeMap::new();
            let mut open: BTreeSet<String> = BTreeSet::new();
            for &at in crates_under {
                if let Ok(dep) = load_library(id, ctx, libs, at, target) {
                    for (name, members) in dep.trait_members() {
                        traits.entry(name).or_default().extend(members);
                    }
                }
                open.extend(trait_impls.get(&at).into_iter().flat_map(|found| found.open.iter().cloned()));
            }
            let elsewhere = std::iter::once(c).chain(under.iter().filter(|(other, _)| other != d).flat_map(|(_, u)| u.iter().copied()));
            for at in elsewhere {
                open.extend(trait_impls.get(&at).into_iter().flat_map(|found| found.any.iter().cloned()));
            }
            if load_library(id, ctx, libs, *d, target).is_ok() {
                let closed: BTreeSet<String> = traits.keys().filter(|name| !open.contains(*name)).cloned().collect();
                crate_roots.closed_dependency_traits.insert(ext.clone(), closed);
                crate_roots.dependency_traits.insert(ext.clone(), traits);
            }
        }
        // What the exported macros of its dependencies name in its other dependencies, by the
        // names it gives them (icu_segmenter_data's baked-data macros write
        // `icu_provider::baked::DataStore::get`, and icu_segmenter, which invokes them,
        // depends on icu_provider): an invocation here is this crate's code naming them.
        let mut named_by_macros: BTreeMap<String, Vec<scan::PathRef>> = BTreeMap::new();
        for (_, d) in krate.deps.iter().filter(|(_, d)| !left[*d] && !graph.crates[*d].proc_macro) {
            let Ok(dep) = load_library(id, ctx, libs, *d, target) else { continue };
            for item in dep.items.iter().filter(|item| !item.test_only && matches!(item.kind, library::ItemKind::Macro { exported: true })) {
                for p in &item.paths {
                    let Some(head) = p.segments.first() else { continue };
                    if p.segments.len() > 1 && !p.member && !dep.extern_names.contains_key(head) && krate.deps.iter().any(|(ext, _)| ext == head) {
                        named_by_macros.entry(head.clone()).or_default().push(p.clone());
                    }
                }
            }
        }
        let lib = load_library(id, ctx, libs, c, target)?;
        if graph.problem_deps.iter().any(|&(_, d)| d == c) && !keep_crates {
            problem::validate_crate(problem, lib, &krate.package)?;
        }
        crate_roots.known_dependency_traits = known[c].clone();
        let s = if keep_crates { shake::keep_everything(lib) } else { shake::shake(lib, &crate_roots, keep_modules) };
        // A proc-macro dependency is never reached: its macros were expanded, and the library's
        // `use` items of it are removed (`proc_macro::library_reexport_edits`).
        for (ext, d) in krate.deps.iter().filter(|(_, d)| !graph.crates[*d].proc_macro) {
            let mut r = shake::roots_from_dependent(lib, &s, ext, &graph.crates[*d].module);
            for p in named_by_macros.get(ext).into_iter().flatten() {
                let mut p = p.clone();
                p.segments[0] = graph.crates[*d].module.clone();
                r.paths.push(p);
            }
            if let Some(through) = reexport::roots_through_reexports(lib, &crate_roots, ext, &graph.crates[*d].module) {
                r.merge(through);
            }
            if let Some(through) = reexport::roots_through_item_reexports(lib, &s, &crate_roots, ext, &graph.crates[*d].module) {
                r.merge(through);
            }
            if r.mention_crate() {
                match &mut roots[*d] {
                    Some(existing) => existing.merge(r),
                    slot => *slot = Some(r),
                }
            }
        }
        shaken.push((c, s));
    }
    // One module per name: two crates that would share one cannot both go in.
    for (k, (a, _)) in shaken.iter().enumerate() {
        for (b, _) in &shaken[k + 1..] {
            let (x, y) = (&graph.crates[*a], &graph.crates[*b]);
            if x.module == y.module {
                return Err(error::Error::new(format!(
                    "two versions of `{}` are reached ({} and {}), and a bundle has one module `{}`",
                    x.package,
                    x.display(),
                    y.display(),
                    x.module
                ))
                .help(format!("make the workspace use one version (`cargo tree -i {}` shows who asks for which)", x.package)));
            }
        }
    }
    // The bundle's order: solver-core first, then by module name.
    shaken.sort_by(|(a, _), (b, _)| {
        let key = |c: usize| (graph.crates[c].module != crates::BUNDLED_MODULE, graph.crates[c].module.clone());
        key(*a).cmp(&key(*b))
    });
    externs.sort_by_key(|&c| graph.crates[c].module.clone());
    Ok(Reached { externs, crates: shaken, needs })
}

/// Crate `d` and the crates under it that the bundle carries (neither the judge's nor proc
/// macros), `d` first: where a name `d` re-exports may come from.
fn bundled_under(graph: &crates::CrateGraph, left: &[bool], d: usize) -> Vec<usize> {
    let mut under = vec![d];
    let mut k = 0;
    while k < under.len() {
        for &(_, next) in &graph.crates[under[k]].deps {
            if !left[next] && !graph.crates[next].proc_macro && !under.contains(&next) {
                under.push(next);
            }
        }
        k += 1;
    }
    under
}

fn load_library<'a>(
    id: &str,
    ctx: &Context,
    libs: &'a mut [Option<Result<library::Library>>],
    c: usize,
    target: Target,
) -> Result<&'a library::Library> {
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
fn foreign_macros(id: &str, ctx: &Context, libs: &mut [Option<Result<library::Library>>], c: usize, target: Target, lib: &library::Library) -> macro_expand::ForeignMacros {
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
fn parse_library(id: &str, ctx: &Context, c: usize, target: Target, foreign: &mut dyn FnMut(&library::Library) -> macro_expand::ForeignMacros) -> Result<library::Library> {
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
    let mut lib = library::Library::load_crate_with(&krate.base, &krate.root_rel, &krate.module, extern_names.clone(), &cfg, overlay.clone(), translation.clone())?;
    // The proc macros the crate's own code invokes, expanded before anything reads its items,
    // as rustc expands them before it resolves a name: a bundle holds no proc-macro crate.
    let proc_macros = proc_macro::expand_library(ctx.root, graph, c, &lib, &cfg, ctx.proc_macro_server);
    if !proc_macros.texts.is_empty() {
        lib = library::Library::load_crate_expanded(&krate.base, &krate.root_rel, &krate.module, extern_names.clone(), &cfg, overlay.clone(), translation.clone(), proc_macros.texts.clone())?;
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
    let (module_texts, with_modules) = macro_expand::expand_library(&lib, &foreign, &cfg, macro_expand::Purpose::ModuleFiles);
    // Each later load starts from what the proc macros left.
    let mut texts = proc_macros.texts;
    texts.extend(module_texts);
    paste_generated(&mut texts)?;
    if with_modules > 0 {
        lib = library::Library::load_crate_expanded(&krate.base, &krate.root_rel, &krate.module, extern_names.clone(), &cfg, overlay.clone(), translation.clone(), texts.clone())?;
    }
    if target.expand_macros {
        let (mut shaking_texts, expanded) = macro_expand::expand_library(&lib, &foreign, &cfg, macro_expand::Purpose::Shaking);
        paste_generated(&mut shaking_texts)?;
        if expanded > 0 {
            texts.extend(shaking_texts);
            lib = library::Library::load_crate_expanded(&krate.base, &krate.root_rel, &krate.module, extern_names, &cfg, overlay, translation, texts)?;
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

#[allow(clippy::too_many_arguments)]
fn bundle_parsed(
    id: &str,
    problem_rel: &str,
    problem: &parse::SourceFile,
    ctx: &Context,
    libs: &mut [Option<Result<library::Library>>],
    options: &Options,
    floor: &admission::RustcFloor,
    target: Target,
) -> Result<Bundle> {
    problem::check_judge_file_name(problem, id)?;
    let graph = ctx.graph;
    // The invocations of older-edition macros that the bundle's edition would read otherwise
    // (`older_macros`): they need the crates' macros and traits, so the crates load first.
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
    let expanded = older_macros::expand(problem, &older_crates)?;
    drop(older_crates);
    let problem = expanded.as_ref().unwrap_or(problem);
    let reached = reach(id, problem, ctx, libs, floor, target, options.keep_modules, options.keep_crates)?;
    let whole = if options.keep_modules || options.keep_crates { None } else { Some(reach(id, problem, ctx, libs, floor, target, true, false)?) };
    let libs: &[Option<Result<library::Library>>] = libs;
    let lib_of = |c: usize| libs[c].as_ref().expect("loaded").as_ref().expect("loaded without error");
    // Function bodies were parsed lazily: check the syntax of everything that goes in, and
    // that the judge's compiler knows it.
    let mut needs = reached.needs.clone();
    for (c, shaken) in &reached.crates {
        needs = needs.max(admission::admit_syntax(&graph.crates[*c], lib_of(*c), shaken, floor)?);
    }
    // The judge's crates the left-out ones depend on come at the judge's versions too.
    let mut used = reached.externs.clone();
    let mut k = 0;
    while k < used.len() {
        for &(_, d) in &graph.crates[used[k]].deps {
            let judge_has = ctx.crate_judge.map_or(false, |p| judge_crates::for_judge(p).iter().any(|j| j.package == graph.crates[d].package));
            if (ctx.left[d] || judge_has) && !used.contains(&d) {
                used.push(d);
            }
        }
        k += 1;
    }
    used.sort_by_key(|&c| graph.crates[c].module.clone());
    let externs: Vec<judge_crates::ExternCrate> = used.iter().map(|&c| extern_crate(ctx, c)).collect();
    if floor.no_judge {
        // What the program's own syntax needs too, for the judges the bundle suits.
        let own = syntax_version::newer_syntax_in_file(&problem.ast, syntax_version::OLDEST_SUPPORTED).into_iter().max_by_key(|n| n.since);
        needs = needs.max(own.map(|n| admission::Needs { version: n.since, why: format!("{} needs Rust {}", n.feature, n.since) }));
    }
    let rustc_needed = needs.as_ref().map(|n| (n.version.to_string(), n.why.clone()));
    let old_rustc_skipped = match needs {
        _ if floor.no_judge => Some(format!("no judge is named, so the bundle is for {}", floor.described.split(',').next().unwrap_or_default())),
        Some(n) => Some(format!("{}; {} is newer", n.why, floor.described)),
        None if !externs.is_empty() => Some(format!(
            "the judge's crates it uses ({}) are built with the stable compiler",
            externs.iter().map(|e| format!("{} {}", e.package, e.version)).collect::<Vec<_>>().join(", ")
        )),
        None => None,
    };
    // The problem's paths into the judge's crates stay as written.
    let problem_names: BTreeMap<String, String> = graph.problem_deps.iter().filter(|(_, c)| !ctx.left[*c]).map(|(n, c)| (n.clone(), graph.crates[*c].module.clone())).collect();
    fn pairs<'a>(r: &'a Reached, lib_of: &dyn Fn(usize) -> &'a library::Library) -> Vec<(&'a library::Library, &'a shake::Shaken)> {
        r.crates.iter().map(|(c, s)| (lib_of(*c), s)).collect()
    }
    let assembled = emit::assemble(problem, &problem_names, &pairs(&reached, &lib_of));
    let line_map = emit::line_map(problem, &pairs(&reached, &lib_of));
    let whole = whole.as_ref().map(|w| emit::assemble(problem, &problem_names, &pairs(w, &lib_of)));
    let problem_bytes = assembled.body.find("\n#[allow(dead_code").unwrap_or(assembled.body.len());
    let kept_bytes = assembled.body.len() - problem_bytes;
    let whole_module_bytes = whole.map_or(kept_bytes, |w| w.body.len() - problem_bytes);

    let body = styled(assembled.body, options);
    let crates: Vec<BundledCrate> = reached
        .crates
        .iter()
        .zip(&assembled.modules)
        .map(|((c, _), (module, modules))| BundledCrate { module: module.clone(), package: graph.crates[*c].display(), modules: modules.clone() })
        .collect();
    let mut source = header(id, problem_rel, ctx, &reached, &assembled.modules, &lib_of);
    source.push_str(&body);
    let modules = assembled.modules.iter().find(|(m, _)| m == crates::BUNDLED_MODULE).map(|(_, v)| v.clone()).unwrap_or_default();
    Ok(Bundle { id: id.to_string(), source, modules, crates, whole_module_bytes, kept_bytes, line_map, old_rustc_skipped, rustc_needed, shrunk: None, externs })
}

/// What the check needs to build crate `c`, which the judge has.
fn extern_crate(ctx: &Context, c: usize) -> judge_crates::ExternCrate {
    let krate = &ctx.graph.crates[c];
    // The judge's version of a crate it has (a dependency of a left-out crate may be another
    // version in the workspace: the judge's is what the submission meets).
    let listed = ctx.crate_judge.and_then(|p| judge_crates::for_judge(p).iter().find(|j| j.package == krate.package));
    let features = match listed {
        Some(j) => j.features.iter().map(|f| f.to_string()).collect(),
        None => krate.features.iter().filter(|f| f.as_str() != "default").cloned().collect(),
    };
    let path = match &krate.origin {
        None => Some(std::path::absolute(krate.base.join(krate.src_rel.strip_suffix("/src").unwrap_or(&krate.src_rel))).unwrap_or_default()),
        Some(_) => None,
    };
    let version = listed.map_or(krate.version.clone(), |j| j.version.to_string());
    judge_crates::ExternCrate { name: krate.module.clone(), package: krate.package.clone(), version, features, path }
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
    let dropped = DroppedCfgs::new();
    let probe = script_probe(&floor, judge::Platform::of(profile));
    let ctx = Context { root, proc_macro_server: None, graph: &graph, scripts: &scripts, left: &left, crate_judge: None, dropped: &dropped, probe };
    let target = Target { platform: judge::Platform::of(profile), edition: bundle_edition(profile), expand_macros: false };
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

/// The first lines of every bundle: what it is, where it came from (relative paths only),
/// which modules of which crate it holds, and for crates from a registry their version and
/// license. No timestamps, so equal inputs give equal bytes.
fn header<'a>(id: &str, problem_rel: &str, ctx: &Context, reached: &Reached, modules: &[(String, Vec<String>)], lib_of: &dyn Fn(usize) -> &'a library::Library) -> String {
    let (graph, scripts) = (ctx.graph, ctx.scripts);
    let mut out = format!(
        "// {id}: bundled from {problem_rel} by the solver-core bundler; edit that file, not this one.\n",
        id = id,
        problem_rel = problem_rel
    );
    for &c in &reached.externs {
        let krate = &graph.crates[c];
        out.push_str(&format!(
            "// {} is {}, which the {} judge has: used from there, not inlined.\n",
            krate.module,
            krate.display(),
            ctx.crate_judge.unwrap_or("chosen")
        ));
    }
    for ((c, _), (module, list)) in reached.crates.iter().zip(modules) {
        let list = if list.is_empty() { "(none)".to_string() } else { list.join(", ") };
        out.push_str(&format!("// {} modules: {}\n", module, list));
        let krate = &graph.crates[*c];
        if let Some(origin) = &krate.origin {
            out.push_str(&format!(
                "// {} is {} from {}, license {}; its license applies to that module.\n",
                module,
                krate.display(),
                origin,
                krate.license.as_deref().unwrap_or("not stated")
            ));
        }
        let lib = lib_of(*c);
        if !lib.proc_macros.is_empty() {
            out.push_str(&format!("// {}: proc macros its own code invokes, expanded at bundle time: {}\n", module, lib.proc_macros.join(", ")));
        }
        if !lib.proc_macros_failed.is_empty() {
            out.push_str(&format!("// {}: proc macros its own code invokes, left unexpanded: {}\n", module, lib.proc_macros_failed.join("; ")));
        }
        if let Ok(Some(output)) = scripts.output(graph, *c, id, ctx.probe) {
            let dropped: Vec<String> = ctx.dropped.iter().filter(|(d, _)| d == c).map(|(_, cfg)| cfg.clone()).collect();
            out.extend(build_script::header_line(module, output, &dropped));
        }
    }
    out
}
