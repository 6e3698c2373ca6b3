//! Shaking every crate a program reaches, dependents before their dependencies: what a
//! library keeps becomes the roots of the libraries it uses.
//!
//! - In: the program's parsed file and a [`Context`] to load crates with. Out: [`Reached`]:
//!   each reached crate with what it keeps ([`shake::Shaken`]), the judge's crates it uses,
//!   and the newest compiler they need.

use crate::base::error::{self, Result};
use crate::find::crates;
use crate::judge::{judge_crates, syntax_version};
use crate::reach::load::{load_library, Context, LoadTarget};
use crate::reach::{admission, problem, reexport, shake};
use crate::read::{build_script, library, parse, scan};
use std::collections::{BTreeMap, BTreeSet};

/// Which crates a problem reaches, each loaded and shaken.
pub struct Reached {
    /// Reached crates the judge has, left out (crate indices, in the bundle's order).
    pub externs: Vec<usize>,
    /// (crate index, shaken), in the bundle's order.
    pub crates: Vec<(usize, shake::Shaken)>,
    /// The newest compiler any of them needs beyond rustc 1.63 (by manifest), and why.
    pub needs: Option<admission::Needs>,
}

/// Shakes every crate the problem reaches, dependents before their dependencies, so that what
/// a library keeps becomes the roots of the libraries it uses; again while a crate's impls of a
/// dependency's trait wait on a trait that its dependency turned out to keep
/// ([`shake::Roots::known_dependency_traits`]). Each round only adds known traits, and there
/// are finitely many, so the rounds end.
#[allow(clippy::too_many_arguments)]
pub fn reach(
    id: &str,
    problem: &parse::SourceFile,
    ctx: &Context,
    libs: &mut [Option<Result<library::Library>>],
    floor: &admission::RustcFloor,
    target: LoadTarget,
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
    target: LoadTarget,
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
pub fn bundled_under(graph: &crates::CrateGraph, left: &[bool], d: usize) -> Vec<usize> {
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

/// What a reached program asks of the judge: its crates it uses, and the compiler it needs.
#[derive(Clone, Debug)]
pub struct Requirements {
    /// The judge's crates the bundle uses without holding them, with what the check needs to
    /// build them.
    pub externs: Vec<judge_crates::ExternCrate>,
    /// The oldest rustc the bundle needs, when newer than 1.63, and why.
    pub rustc_needed: Option<(String, String)>,
    /// Why rustc 1.63 does not check the bundle; `None` when it must.
    pub old_rustc_skipped: Option<String>,
}

/// What `reached` asks of the judge. Function bodies were parsed lazily: the syntax of
/// everything that goes in is checked here, and that the judge's compiler knows it
/// ([`admission::admit_syntax`]); without a judge, the program's own syntax counts too.
pub fn requirements<'a>(problem: &parse::SourceFile, ctx: &Context, reached: &Reached, lib_of: &dyn Fn(usize) -> &'a library::Library, floor: &admission::RustcFloor) -> Result<Requirements> {
    let graph = ctx.graph;
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
    Ok(Requirements { externs, rustc_needed, old_rustc_skipped })
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
