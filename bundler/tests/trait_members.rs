//! Trait members shaken (issue 19, item 7), on tests/workspaces/traits: `bigext`, a library
//! shaped like itertools (one extension trait with fourteen provided methods returning adapter
//! structs, a blanket impl for every iterator), with traits that exercise each way a member is
//! called; and itertools 0.11.0 itself (pinned in the committed Cargo.lock).
//!
//! Expected outputs come from the cargo-built binaries (`fixtures_agree_with_the_cargo_build`),
//! never from a bundle. Every bigext bundle is compiled with stable and rustc 1.63 (`-D
//! warnings`) and run on every fixture, shaken and with whole modules.

#[path = "common/workspace_copy.rs"]
mod workspace_copy;
#[path = "common/compilers.rs"]
mod compilers;
#[path = "common/build_run.rs"]
mod build_run;

use build_run::{cargo_build, compile_alone, run_fixtures, TargetDir};
use bundler::{bundle, Bundle, Options};
use compilers::compilers;
use std::path::{Path, PathBuf};

fn committed() -> PathBuf {
    workspace_copy::committed("traits")
}

/// A private copy, so that cargo metadata and the bundler's outputs never touch the committed
/// files or another test's copy.
fn private_copy(tag: &str) -> PathBuf {
    workspace_copy::private_copy(&committed(), &format!("traits-{}", tag))
}

fn bundled(root: &Path, id: &str, options: &Options) -> Bundle {
    bundle(root, id, options).unwrap_or_else(|e| panic!("{} does not bundle:\n{}", id, e))
}

/// The trait `name`'s text in the bundle, from `pub trait name` to its closing brace at the
/// start of a line.
fn trait_text<'a>(source: &'a str, name: &str) -> &'a str {
    let start = source.find(&format!("pub trait {}", name)).unwrap_or_else(|| panic!("no trait {} in:\n{}", name, source));
    let end = source[start..].find("\n}").map_or(source.len(), |k| start + k + 2);
    &source[start..end]
}

const BIGEXT: [&str; 2] = ["ext_mix", "trait_calls"];

/// The fixtures' `.out` files are what the cargo-built binaries print.
#[test]
fn fixtures_agree_with_the_cargo_build() {
    let root = committed();
    let ids = problem_spec::layout::problem_ids(&root);
    assert_eq!(ids, ["ext_mix", "itertools_mix", "trait_calls"], "a problem was added: add it to the tests here");
    let bins: Vec<&str> = ids.iter().map(String::as_str).collect();
    let built = cargo_build(&root, TargetDir::At(&Path::new(env!("CARGO_TARGET_TMPDIR")).join("traits-cargo")), &bins, false);
    for id in &ids {
        let cases = run_fixtures(&root, id, &built.join(id)).unwrap();
        assert!(cases >= 2, "{} has only {} cases", id, cases);
    }
}

#[test]
fn bigext_bundles_compile_with_both_compilers_and_pass_shaken_and_whole() {
    let root = private_copy("builds");
    let dir = workspace_copy::scratch("traits-build");
    let mut failures = Vec::new();
    let mut runs = 0;
    for id in BIGEXT {
        for (label, keep_modules) in [("shaken", false), ("whole", true)] {
            let b = bundled(&root, id, &Options { keep_modules, ..Options::default() });
            for compiler in compilers() {
                let stem = format!("{}-{}-{}", id, label, compiler.label);
                match compile_alone(&compiler, &b.source, &dir, &stem, "2021", &["-D", "warnings"]).and_then(|bin| run_fixtures(&root, id, &bin)) {
                    Ok(n) => runs += n,
                    Err(e) => failures.push(format!("{} [{}]: {}\n--- the bundle:\n{}", id, label, e, b.source)),
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(runs >= 8, "{} fixture runs", runs);
}

/// Members nothing calls go from the trait and from every impl: a required one (`perimeter`
/// from `Shape` and both its impls, `double_measure` from `Measure`), a provided one
/// (`is_large`, `is_identity`). What is called in any way stays: through `dyn Shape`
/// (`describe`), from a kept provided body (`name`, `area`), an override (`Sum::power`,
/// `Max::prefixes`), UFCS (`<Max as Monoid>::power`), bounds (`identity`, `combine`), an
/// associated type in a bound (`Unit`) and a constant (`NAME`), members the problem's own
/// impl writes, std's `Add::add` (the operator). `Sides` is implemented by a macro: whole.
#[test]
fn members_nothing_calls_go_from_the_trait_and_every_impl() {
    let root = private_copy("members");
    let b = bundled(&root, "trait_calls", &Options::default());
    let s = &b.source;
    for gone in ["fn perimeter", "fn is_large", "fn is_identity", "fn double_measure"] {
        assert!(!s.contains(gone), "`{}` stayed:\n{}", gone, s);
    }
    let count = |needle: &str| s.matches(needle).count();
    // Trait, Square, Circle.
    assert_eq!(count("fn area(&self)"), 3, "{}", s);
    // Trait and Square's override.
    assert_eq!(count("fn name(&self)"), 2, "{}", s);
    assert_eq!(count("fn describe(&self)"), 1, "{}", s);
    // Trait and Sum's override; trait and Max's override.
    assert_eq!(count("fn power("), 2, "{}", s);
    assert_eq!(count("fn prefixes("), 2, "{}", s);
    // Trait, Sum, Max (the problem's `Product` is the problem's text).
    assert_eq!(count("fn identity()"), 4, "{}", s);
    assert_eq!(count("const NAME"), 4, "{}", s);
    assert_eq!(count("type Value"), 4, "{}", s);
    assert!(s.contains("type Unit;") && s.contains("type Unit = i64;") && s.contains("fn measure(&self)"), "{}", s);
    assert!(s.contains("fn add(self, o: Point)"), "{}", s);
    let sides = trait_text(s, "Sides");
    assert!(sides.contains("fn sides") && sides.contains("fn corners"), "{}", sides);
}

/// `IterExt` keeps the methods the problem calls and those their bodies call
/// (`distinct_joined` calls `sorted_vec`, `dedup_vec` and `joined`), and the adapters of the
/// others go with them. `Parity` comes by `is_even_number`, called where it is imported;
/// `Merge`, implemented for `bool` and imported nowhere, does not come by `size_hint`.
#[test]
fn an_extension_trait_keeps_only_the_methods_called() {
    let root = private_copy("ext");
    let b = bundled(&root, "ext_mix", &Options::default());
    let ext = trait_text(&b.source, "IterExt");
    for kept in ["pairs", "running_sum", "count_where", "distinct_joined", "sorted_vec", "dedup_vec", "joined"] {
        assert!(ext.contains(&format!("fn {}", kept)), "`{}` went:\n{}", kept, ext);
    }
    for gone in ["every_other", "differences", "chunks2", "windows3", "squares", "scanned", "min_max"] {
        assert!(!ext.contains(&format!("fn {}", gone)), "`{}` stayed:\n{}", gone, ext);
    }
    for gone in ["EveryOther", "Differences", "Chunks2", "Windows3", "Squares", "Scanned"] {
        assert!(!b.source.contains(&format!("pub struct {}", gone)), "`{}` stayed:\n{}", gone, b.source);
    }
    assert!(b.source.contains("pub struct Pairs") && b.source.contains("pub struct RunningSum"));
    // A trait implemented for std's types comes by a method's name only where it is in scope.
    assert!(b.source.contains("pub trait Parity") && !b.source.contains("pub trait Merge"), "{}", b.source);
    // The library part: less than half of what whole modules hold.
    assert!(b.kept_bytes * 2 < b.whole_module_bytes, "shaken {} library bytes, whole modules {}", b.kept_bytes, b.whole_module_bytes);
}

/// Shaking excess over the trait-member floor ([`bundler::fit::measure`] removes each trait member
/// whose removal still compiles): within the README's goal of 1.10.
#[test]
fn the_excess_over_the_trait_member_floor_is_within_the_goal() {
    let root = private_copy("excess");
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("traits-excess");
    for id in BIGEXT {
        let b = bundled(&root, id, &Options::default());
        let m = bundler::fit::measure::measure(&b.source, &scratch).unwrap_or_else(|e| panic!("{}: {}", id, e));
        println!("{}: kept {} floor {} excess {:.3} ({} compiles)", id, m.kept, m.floor, m.ratio(), m.compiles);
        assert!(m.ratio() <= 1.10, "{}: {:?}", id, m);
    }
}

/// itertools 0.11.0 (issue 19, item 7): the program that calls `sorted`, `dedup`, `join`,
/// `tuple_windows`, `combinations` and `group_by` had a 333,849-byte bundle, since `Itertools`
/// kept all of its provided methods and with them every adapter. Now the trait keeps those six
/// and the few that kept text names by coincidence or from their bodies (`dedup_by`, `format`,
/// `step`), and the bundle is under every judge's limit (SPOJ's 50,000 bytes is the smallest).
/// Compiling it alone waits on the edition work (its `alloc::` paths and cfg'd re-exports), so
/// it is not compiled here.
#[test]
fn the_itertools_program_fits_every_judge() {
    let root = private_copy("itertools");
    let b = bundled(&root, "itertools_mix", &Options::default());
    let it = trait_text(&b.source, "Itertools");
    for called in ["sorted", "dedup", "join", "tuple_windows", "combinations", "group_by"] {
        assert!(it.contains(&format!("fn {}<", called)) || it.contains(&format!("fn {}(", called)), "`{}` went:\n{}", called, it);
    }
    let methods = it.matches("\n    fn ").count();
    assert!(methods <= 12, "Itertools keeps {} methods:\n{}", methods, it);
    assert!(b.source.len() < 50_000, "{} bytes", b.source.len());
}
