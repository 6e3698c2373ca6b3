//! Fitting a judge's size limit: the stage that runs when a bundle is still over the limit
//! after the text steps ([`crate::write::shrink`]). It remakes the bundle as it needs (through
//! the pipeline's `make`: without some build-script cfgs, with the libraries' macros expanded,
//! with whole modules, without the contestant's style) and shrinks it with the compiler's help
//! ([`compile_shrink`]); every candidate it keeps has passed the check ([`check::check_program`]:
//! every compiler of the profile, the judge's editions, every fixture).

use crate::base::error::Result;
use crate::check;
use crate::find::crates;
use crate::fit::compile_shrink;
use crate::judge;
use crate::read::build_script::{self, DroppedCfgs};
use crate::write::bundle::{restyle, Bundle};
use crate::write::style::Style;
use crate::write::{shrink, strip};
use std::path::Path;

/// How the pipeline is asked to make the bundle again.
#[derive(Clone, Debug)]
pub enum Remake {
    /// As first made.
    Plain,
    /// With the libraries' own `macro_rules!` invocations expanded ([`crate::read::macro_expand`]).
    ExpandedMacros,
    /// Without these build-script cfgs.
    WithoutCfgs(DroppedCfgs),
    /// With whole modules kept (`--keep-modules`), where the compiler's dead-code report does
    /// the shaking.
    WholeModules,
    /// Without the text steps the contestant asked for ([`Style`]), all of it again.
    Unstyled,
}

/// What fitting one bundle needs to know.
#[derive(Clone, Copy)]
pub struct Fitting<'a> {
    pub root: &'a Path,
    pub id: &'a str,
    pub profile: &'static judge::Judge,
    pub graph: &'a crates::CrateGraph,
    pub scripts: &'a build_script::BuildScripts,
    pub probe: build_script::Probe,
    /// The program whose fixtures check each candidate.
    pub program: &'a dyn Fn() -> check::Program,
    /// The text steps the contestant asked for.
    pub style: Style,
    /// `--keep-modules`: no whole-modules remake to try.
    pub keep_modules: bool,
}

/// Says in `b`'s `shrunk` that its libraries' macros were expanded.
pub fn note_expanded(b: &mut crate::write::bundle::Bundle) {
    b.shrunk = Some(format!("expanded the libraries' own macros{}", b.shrunk.as_ref().map(|s| format!(" and {}", s)).unwrap_or_default()));
}

/// `made` (the bundle as first made, after the text steps), fitted to the judge's limit as far
/// as the steps below can: unchanged when it fits; else without build-script cfgs it can do
/// without ([`drop_build_cfgs_to_fit`]); still over, with the libraries' macros expanded (the
/// smaller of the two kept, the other tried too); still over, the compile-guided shrink
/// ([`compile_shrink_to_fit`]), on both variants at once, then from whole modules. What is
/// still over is returned as it is, for the limit check to refuse with what is left.
pub fn fit(how: &Fitting, made: Bundle, make: &mut dyn FnMut(&Remake) -> Result<Bundle>) -> Result<Bundle> {
    let Fitting { root, id, profile: p, program, style, keep_modules, .. } = *how;
    let b = drop_build_cfgs_to_fit(how, made, make);
    // Still over the judge's limit after every shrink step and every build-script cfg the
    // crates can do without: the libraries' own `macro_rules!` invocations are expanded so that
    // what they generate is shaken item by item, and the smaller bundle is kept. Only then, so
    // that bundles that fit stay as they were (docs/macro-expansion.md).
    let over = |b: &Bundle| p.size_limit.is_some() && p.admits(id, &b.source).is_err();
    let mut b = b;
    // The other of the two, expanded or not: the compile-guided step below tries it too when
    // the smaller one does not fit after it. Macro expansion can leave a bundle that does not
    // compile (nothing checks one refused for its size), and a larger expanded bundle can end
    // smaller, since what its macros generated goes impl by impl (num's operator impls).
    let mut other_variant = None;
    // Whether `b` is the expanded variant (then `other_variant` holds the one as made).
    let mut b_expanded = false;
    if over(&b) {
        if let Ok(expanded) = make(&Remake::ExpandedMacros) {
            if expanded.source.len() < b.source.len() {
                other_variant = Some(std::mem::replace(&mut b, expanded));
                b_expanded = true;
            } else {
                other_variant = Some(expanded);
            }
        }
    }
    if !over(&b) {
        return Ok(b);
    }
    // Still over: the last step, where the compiler decides what the program can do without.
    // That step reads rustc's messages by source line, so it starts from the libraries as
    // written (a minified library is a few lines of 200 columns, each naming everything):
    // the bundle is made without the style asked for, which that route applies itself as
    // far as it must to fit, and then the style is applied to what it left. Without this,
    // `--minify` made a program that fits without it fail (im-rc's, 334,707 bytes).
    if style.any() {
        return Ok(restyle(make(&Remake::Unstyled)?, style));
    }
    let setup = ShrinkSetup::of(root, program);
    // The least any step that keeps the crates' code can leave, read from the variant as made
    // (whose macro invocations may be shorter than what they write): over the limit, the
    // compile-guided shrink could not make it fit, and is not tried.
    let as_made = if b_expanded { other_variant.as_ref().unwrap_or(&b) } else { &b };
    if let Some(floor) = floor_over_limit(root, p, setup.as_ref(), as_made) {
        let closest_over = shrink::after_every_step(&b.source);
        return Ok(Bundle { closest_over, floor_over: Some(floor), ..b });
    }
    // The variant as made, which the expanded one's result must run the same code as.
    let made_source = if b_expanded { other_variant.as_ref().map(|o| o.source.clone()) } else { Some(b.source.clone()) };
    let reference_of = |expanded: bool| if expanded { made_source.as_deref() } else { None };
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
                    .spawn_scoped(scope, || compile_shrink_to_fit(root, id, p, setup.as_ref(), other, reference_of(!b_expanded), Some(&stop)))
                    .expect("a thread for the other variant");
                let first = compile_shrink_to_fit(root, id, p, setup.as_ref(), b, reference_of(b_expanded), None);
                if !over(&first) {
                    stop.store(true, std::sync::atomic::Ordering::SeqCst);
                }
                (first, second.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
            });
            if over(&first) && !over(&second) {
                second
            } else {
                closer(first, second.closest_over)
            }
        }
        None => compile_shrink_to_fit(root, id, p, setup.as_ref(), b, None, None),
    };
    // The shaken bundle did not compile, or did not fit: from whole modules, where the
    // compiler's dead-code report does the shaking.
    if over(&b) && !keep_modules {
        if let Ok(whole) = make(&Remake::WholeModules) {
            let whole = compile_shrink_to_fit(root, id, p, setup.as_ref(), whole, None, None);
            b = if !over(&whole) { whole } else { closer(b, whole.closest_over) };
        }
    }
    Ok(b)
}

/// `b`, over the limit, with the smaller of its own closest text and `other`.
fn closer(b: Bundle, other: Option<String>) -> Bundle {
    let closest_over = match (b.closest_over.clone(), other) {
        (Some(mine), Some(theirs)) if theirs.chars().count() < mine.chars().count() => Some(theirs),
        (None, theirs) => theirs,
        (mine, _) => mine,
    };
    Bundle { closest_over, ..b }
}

/// What the compile-guided step needs, made once on the thread that bundles (where the bundle
/// cache's recording is open): the program with its fixtures (there may be none: the step's
/// result must also run the same code as its start, [`crate::fit::same_code`]) and the stable
/// compiler's version, which decide what the step keeps (its own cache is keyed by that version
/// and the text it starts from). `None` when the step cannot run: no stable compiler.
struct ShrinkSetup {
    program: check::Program,
    stable_version: String,
}

impl ShrinkSetup {
    fn of(root: &Path, program: &dyn Fn() -> check::Program) -> Option<ShrinkSetup> {
        let program = program();
        check::inputs::record(&program);
        let (compilers, _) = check::compilers_in(root);
        let stable = compilers.into_iter().find(|c| c.label == "stable")?;
        Some(ShrinkSetup { program, stable_version: stable.version })
    }
}

/// When the least `bundle`'s library part can shrink to ([`crate::fit::floor`], from one build
/// of it, cached) is over `profile`'s limit: that floor in characters, and what makes it up.
/// `None` when it is not, or cannot be told (no stable compiler, so no compile-guided step
/// either; the judge's own crates; a bundle that does not build).
fn floor_over_limit(root: &Path, profile: &'static judge::Judge, setup: Option<&ShrinkSetup>, bundle: &Bundle) -> Option<(usize, String)> {
    let (limit, _) = profile.size_limit?;
    let ShrinkSetup { stable_version, .. } = setup?;
    if !bundle.externs.is_empty() {
        return None;
    }
    let at = bundle.source.find(shrink::LIBRARY_START)?;
    let (own, library) = bundle.source.split_at(at);
    let start = format!("{}{}", own, strip::remove_comments(&strip::remove_docs(library)));
    let floor = compile_shrink::floor_cached(root, &start, profile.edition, stable_version).ok()??;
    // Characters: never more than bytes, so below a limit in either unit.
    (floor.chars > limit).then(|| (floor.chars, floor.describe()))
}

/// The text the compile-guided step starts from: the libraries without docs and comments (less
/// to compile, and the same result once minified). `at`: where the library part starts.
fn compile_start(source: &str, at: usize) -> String {
    let (own, library) = source.split_at(at);
    format!("{}{}", own, strip::remove_comments(&strip::remove_docs(library)))
}

/// The stack of the thread that shrinks a second variant: the main thread's 8 MiB, and more,
/// as parsing and type-walking the biggest bundles (im-rc's 480 KB) recurses deep.
const STACK_SIZE: usize = 64 << 20;

/// Over the judge's limit after every other step (the shrink steps, build-script cfgs, macro
/// expansion): the bundle after [`compile_shrink`]'s compile-guided step (then minified as
/// far as [`shrink`] needs), when that fits and is verified like [`drop_build_cfgs_to_fit`]'s
/// candidates (every compiler of the profile, the judge's editions, every fixture) and runs
/// the same code as `reference` (the variant as made, when `bundle` is the one with the
/// libraries' macros expanded) or as its own start ([`crate::fit::same_code`]); a program
/// without fixtures is verified by the compilers and that comparison. Otherwise `bundle` as it
/// was, for the limit check to refuse. Not tried for a bundle that uses the judge's own crates.
///
/// `stop`: set by the thread shrinking the other variant when its result is kept; this one
/// then ends at its next compile and gives `bundle` back.
fn compile_shrink_to_fit(root: &Path, id: &str, profile: &'static judge::Judge, setup: Option<&ShrinkSetup>, bundle: Bundle, reference: Option<&str>, stop: Option<&std::sync::atomic::AtomicBool>) -> Bundle {
    let fits = |source: &str| profile.admits(id, source).is_ok();
    if profile.size_limit.is_none() || fits(&bundle.source) || !bundle.externs.is_empty() {
        return bundle;
    }
    let Some(ShrinkSetup { program, stable_version }) = setup else { return bundle };
    let Some(at) = bundle.source.find(shrink::LIBRARY_START) else { return bundle };
    // Started from the libraries without docs and comments: less to compile, and the same
    // result once minified.
    let start = compile_start(&bundle.source, at);
    // What the result must run the same code as: the bundle as made, when this is the variant
    // with the libraries' macros expanded, so that the expansion is compared too.
    let reference = reference.and_then(|r| Some(compile_start(r, r.find(shrink::LIBRARY_START)?))).unwrap_or_else(|| start.clone());
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
                None => return Bundle { closest_over: shrink::after_every_step(&source), ..bundle },
            }
        }
        let editions: &[&str] = if profile.edition != "2021" { &["2021", profile.edition] } else { &["2021"] };
        let options = check::CheckOptions { editions, depth: check::Depth::Quick, cache: false, skip_old_rustc: bundle.old_rustc_skipped.clone() };
        let fixtures = program.fixtures.cases.len();
        match check::check_program(root, program, &source, None, &options, &[]) {
            Ok(r) if !r.compilers.is_empty() && r.cases == fixtures => {}
            _ => continue,
        }
        // Fixtures show the answers they cover; the MIR shows the code that gives every answer.
        if !matches!(compile_shrink::differs_cached(root, &reference, &pruned.source, profile.edition, stable_version), Ok(None)) {
            continue;
        }
        let before = bundle.shrunk.as_ref().map(|s| format!("{}, then ", s)).unwrap_or_default();
        let checked = if fixtures > 0 { "checked with every compiler and fixture, and to run the same code by rustc's MIR" } else { "checked with every compiler, and to run the same code by rustc's MIR: the program has no fixtures" };
        let shrunk = format!("{}{} ({}){}", before, pruned.describe(), checked, then);
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
fn drop_build_cfgs_to_fit(how: &Fitting, bundle: Bundle, make: &mut dyn FnMut(&Remake) -> Result<Bundle>) -> Bundle {
    let Fitting { root, id, profile, graph, scripts, probe, program, .. } = *how;
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
    check::inputs::record(&program);
    if program.fixtures.cases.is_empty() {
        return bundle;
    }
    match make(&Remake::WithoutCfgs(candidates.iter().cloned().collect())) {
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
        let Ok(mut b) = make(&Remake::WithoutCfgs(trial.clone())) else { continue };
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
