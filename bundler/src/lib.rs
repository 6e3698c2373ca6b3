//! The bundler: turns `problems/src/bin/<id>.rs` plus the solver-core code it reaches into one
//! self-contained `main.rs` for a judge.
//!
//! A pipeline of small passes, one file each; data flows one way:
//! [`workspace`] finds the files, [`parse`] loads them, [`library`] builds the module tree and
//! what each item mentions, [`problem`] checks the problem and names its roots, [`shake`]
//! decides what is reached, [`emit`] and [`rewrite`] produce the text by edits at span
//! positions, [`strip`] and [`minify`] post-process it, [`output`] writes it atomically, and
//! [`check`] compiles and runs it under the [`judge`] profile's rules.

pub mod admission;
pub mod cfg;
pub mod check;
pub mod crates;
pub mod edition;
pub mod emit;
pub mod error;
pub mod judge;
pub mod library;
pub mod linemap;
pub mod measure;
pub mod minify;
pub mod output;
pub mod parse;
pub mod problem;
pub mod reexport;
pub mod rewrite;
pub mod scan;
pub mod scratch;
pub mod shake;
pub mod strip;
pub mod syntax_version;
pub mod workspace;

use error::Result;
use std::collections::BTreeMap;
use std::path::Path;

/// How to bundle.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Keep whole modules instead of shaking out unreached items.
    pub keep_modules: bool,
    pub remove_docs: bool,
    pub remove_comments: bool,
    pub minify: bool,
    /// The judge profile (`judge::JUDGES`) whose compiler the crates must suit; `None`: every
    /// bundle must also compile with rustc 1.63.
    pub judge: Option<String>,
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

/// Bundles several problems, reading the crate graph once and parsing each library at most
/// once for all of them (and only when some problem reaches it). One result per id, in order;
/// a broken library is the error of every problem that reaches it.
pub fn bundle_many(root: &Path, ids: &[String], options: &Options) -> Vec<Result<Bundle>> {
    let mut graph: Option<Result<crates::CrateGraph>> = None;
    // Parsed once per judge platform and edition: `cfg(windows)` decides what a library holds,
    // the judge's edition what its text is translated into.
    let mut libs_by_platform: BTreeMap<(judge::Platform, &'static str), Vec<Option<Result<library::Library>>>> = BTreeMap::new();
    ids.iter()
        .map(|id| {
            let problem_rel = workspace::problem_path(root, id)?;
            let problem = parse::SourceFile::load(root, &problem_rel)?;
            let graph = graph.get_or_insert_with(|| crates::CrateGraph::load(root)).as_ref().map_err(|e| e.clone())?;
            // Without --judge, the profile the problem's spec names (none: rustc 1.63, Linux).
            let profile = match &options.judge {
                Some(name) => Some(judge::find(name)?),
                None => judge::for_problem(root, id)?,
            };
            let floor = admission::RustcFloor::for_profile(profile);
            let platform = judge::Platform::of(profile);
            let target = Target { platform, edition: bundle_edition(profile) };
            let libs = libs_by_platform.entry((platform, target.edition)).or_insert_with(|| (0..graph.crates.len()).map(|_| None).collect());
            bundle_parsed(id, &problem_rel, &problem, graph, libs, options, &floor, target)
        })
        .collect()
}

/// What the libraries are parsed for: the judge's platform (for `cfg`) and the edition the
/// bundle is compiled with (for [`edition`]).
#[derive(Clone, Copy, Debug)]
struct Target {
    platform: judge::Platform,
    edition: &'static str,
}

/// The edition a bundle is compiled with: the judge's, 2021 without a profile.
fn bundle_edition(profile: Option<&judge::Judge>) -> &'static str {
    profile.map_or("2021", |j| j.edition)
}

/// Which crates a problem reaches, each loaded and shaken.
struct Reached {
    /// (crate index, shaken), in the bundle's order.
    crates: Vec<(usize, shake::Shaken)>,
    /// The newest compiler any of them needs beyond rustc 1.63 (by manifest), and why.
    needs: Option<admission::Needs>,
}

/// Shakes every crate the problem reaches, dependents before their dependencies, so that what
/// a library keeps becomes the roots of the libraries it uses.
fn reach(
    problem: &parse::SourceFile,
    graph: &crates::CrateGraph,
    libs: &mut [Option<Result<library::Library>>],
    floor: &admission::RustcFloor,
    target: Target,
    keep_modules: bool,
) -> Result<Reached> {
    let names: Vec<String> = graph.problem_deps.iter().map(|(n, _)| n.clone()).collect();
    let mut roots: Vec<Option<shake::Roots>> = vec![None; graph.crates.len()];
    for ((_, c), r) in graph.problem_deps.iter().zip(problem::roots_for(problem, &names)) {
        if r.mention_crate() {
            roots[*c] = Some(r);
        }
    }
    let mut shaken: Vec<(usize, shake::Shaken)> = Vec::new();
    let mut needs = None;
    for c in graph.dependents_first() {
        let Some(mut crate_roots) = roots[c].take() else { continue };
        let krate = &graph.crates[c];
        needs = needs.max(admission::admit(krate, floor)?);
        // What its dependencies' traits are, so that its imports from them are judged by meaning.
        for (ext, d) in &krate.deps {
            if let Ok(dep) = load_library(graph, libs, *d, target) {
                crate_roots.dependency_traits.insert(ext.clone(), dep.trait_members());
            }
        }
        let lib = load_library(graph, libs, c, target)?;
        if graph.problem_deps.iter().any(|&(_, d)| d == c) {
            problem::validate_crate(problem, lib, &krate.package)?;
        }
        let s = shake::shake(lib, &crate_roots, keep_modules);
        for (ext, d) in &krate.deps {
            let mut r = shake::roots_from_dependent(lib, &s, ext, &graph.crates[*d].module);
            if let Some(through) = reexport::roots_through_reexports(lib, &crate_roots, ext, &graph.crates[*d].module) {
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
        let key = |c: usize| (graph.crates[c].module != library::BUNDLED_MODULE, graph.crates[c].module.clone());
        key(*a).cmp(&key(*b))
    });
    Ok(Reached { crates: shaken, needs })
}

fn load_library<'a>(graph: &crates::CrateGraph, libs: &'a mut [Option<Result<library::Library>>], c: usize, target: Target) -> Result<&'a library::Library> {
    if libs[c].is_none() {
        let mut loaded = parse_library(graph, c, target);
        if let Ok(lib) = &mut loaded {
            // `#[macro_use] extern crate dep;`: `dep`'s exported macros by bare name crate-wide.
            let mut exported = BTreeMap::new();
            for name in edition::macro_use_externs(&lib.files[0]) {
                let Some(&(_, d)) = graph.crates[c].deps.iter().find(|(ext, _)| *ext == name) else { continue };
                if let Ok(dep) = load_library(graph, libs, d, target) {
                    exported.insert(name, (graph.crates[d].module.clone(), edition::exported_macros(dep)));
                }
            }
            let forwarders = edition::macro_use_forwarders(&lib.files[0], &exported);
            lib.file_edits[0].extend(forwarders);
        }
        libs[c] = Some(loaded);
    }
    libs[c].as_ref().expect("just loaded").as_ref().map_err(|e| e.clone())
}

/// Parses crate `c` for `target`: its cfgs decided, its edition translated into the bundle's.
fn parse_library(graph: &crates::CrateGraph, c: usize, target: Target) -> Result<library::Library> {
    let krate = &graph.crates[c];
    let extern_names: BTreeMap<String, String> = krate.deps.iter().map(|(ext, d)| (ext.clone(), graph.crates[*d].module.clone())).collect();
    let cfg = cfg::CfgContext { features: krate.features.clone(), target: target.platform.target() };
    let translation = edition::Translation::between(&krate.edition, target.edition, extern_names.keys().cloned());
    let needs_dyn = translation.as_ref().map_or(false, |t| t.from < edition::Edition::E2021);
    let mut lib = library::Library::load_crate_translated(&krate.base, &krate.root_rel, &krate.module, extern_names, &cfg, translation)?;
    for (f, edits) in admission::admit_sources(krate, &lib)?.into_iter().enumerate() {
        lib.file_edits[f].extend(edits);
    }
    if needs_dyn {
        let traits = edition::trait_names(&lib);
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
    graph: &crates::CrateGraph,
    libs: &mut [Option<Result<library::Library>>],
    options: &Options,
    floor: &admission::RustcFloor,
    target: Target,
) -> Result<Bundle> {
    problem::check_judge_file_name(problem, id)?;
    let reached = reach(problem, graph, libs, floor, target, options.keep_modules)?;
    let whole = if options.keep_modules { None } else { Some(reach(problem, graph, libs, floor, target, true)?) };
    let libs: &[Option<Result<library::Library>>] = libs;
    let lib_of = |c: usize| libs[c].as_ref().expect("loaded").as_ref().expect("loaded without error");
    // Function bodies were parsed lazily: check the syntax of everything that goes in, and
    // that the judge's compiler knows it.
    let mut needs = reached.needs.clone();
    for (c, shaken) in &reached.crates {
        needs = needs.max(admission::admit_syntax(&graph.crates[*c], lib_of(*c), shaken, floor)?);
    }
    let old_rustc_skipped = needs.map(|n| format!("{}; {} is newer", n.why, floor.described));
    let problem_names: BTreeMap<String, String> = graph.problem_deps.iter().map(|(n, c)| (n.clone(), graph.crates[*c].module.clone())).collect();
    fn pairs<'a>(r: &'a Reached, lib_of: &dyn Fn(usize) -> &'a library::Library) -> Vec<(&'a library::Library, &'a shake::Shaken)> {
        r.crates.iter().map(|(c, s)| (lib_of(*c), s)).collect()
    }
    let assembled = emit::assemble(problem, &problem_names, &pairs(&reached, &lib_of));
    let line_map = emit::line_map(problem, &pairs(&reached, &lib_of));
    let whole = whole.as_ref().map(|w| emit::assemble(problem, &problem_names, &pairs(w, &lib_of)));
    let problem_bytes = assembled.body.find("\n#[allow(dead_code").unwrap_or(assembled.body.len());
    let kept_bytes = assembled.body.len() - problem_bytes;
    let whole_module_bytes = whole.map_or(kept_bytes, |w| w.body.len() - problem_bytes);

    let mut body = assembled.body;
    if options.remove_docs {
        body = strip::remove_docs(&body);
    }
    if options.remove_comments {
        body = strip::remove_comments(&body);
    }
    if options.minify {
        body = minify::minify(&body);
    }
    let crates: Vec<BundledCrate> = reached
        .crates
        .iter()
        .zip(&assembled.modules)
        .map(|((c, _), (module, modules))| BundledCrate { module: module.clone(), package: graph.crates[*c].display(), modules: modules.clone() })
        .collect();
    let mut source = header(id, problem_rel, graph, &reached, &assembled.modules);
    source.push_str(&body);
    let modules = assembled.modules.iter().find(|(m, _)| m == library::BUNDLED_MODULE).map(|(_, v)| v.clone()).unwrap_or_default();
    Ok(Bundle { id: id.to_string(), source, modules, crates, whole_module_bytes, kept_bytes, line_map, old_rustc_skipped })
}

/// The library files that problem `id`'s bundle draws on, sorted: the files of every module it
/// includes, and each crate's root. A change to any other file cannot change the bundle.
/// Paths are relative to the workspace, or `package-version/...` for crates outside it.
pub fn deps(root: &Path, id: &str) -> Result<Vec<String>> {
    let problem_rel = workspace::problem_path(root, id)?;
    let problem = parse::SourceFile::load(root, &problem_rel)?;
    let graph = crates::CrateGraph::load(root)?;
    let mut libs: Vec<Option<Result<library::Library>>> = (0..graph.crates.len()).map(|_| None).collect();
    let profile = judge::for_problem(root, id)?;
    let floor = admission::RustcFloor::for_profile(profile);
    let target = Target { platform: judge::Platform::of(profile), edition: bundle_edition(profile) };
    let reached = reach(&problem, &graph, &mut libs, &floor, target, false)?;
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
fn header(id: &str, problem_rel: &str, graph: &crates::CrateGraph, reached: &Reached, modules: &[(String, Vec<String>)]) -> String {
    let mut out = format!(
        "// {id}: bundled from {problem_rel} by the solver-core bundler; edit that file, not this one.\n",
        id = id,
        problem_rel = problem_rel
    );
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
    }
    out
}
