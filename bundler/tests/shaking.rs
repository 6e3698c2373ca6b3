//! Reachability by meaning (issue 8, items 1, 2, 3, 5, 7, 13, 14, 16), on a small library built
//! for the purpose (tests/workspaces/shaking). Each problem is bundled, compiled with every
//! available rustc and run; its output must equal both the fixture and the output of the same
//! problem compiled against the library as a real crate. Then each item's own property.

use bundler::{bundle, check, Bundle, Options};
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/workspaces/shaking")
}

fn shaken(id: &str) -> Bundle {
    bundle(&root(), id, &Options::default()).unwrap_or_else(|e| panic!("{}: {}", id, e))
}

fn rustc(args: &[&str]) {
    let out = Command::new("rustc").args(args).output().unwrap();
    assert!(out.status.success(), "rustc {:?}:\n{}", args, String::from_utf8_lossy(&out.stderr));
}

#[test]
fn every_problem_bundles_and_behaves_like_the_crate() {
    let root = root();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("shaking-crate");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let rlib = dir.join("libsolver_core.rlib");
    let lib = root.join("solver-core/src/lib.rs");
    rustc(&["--edition", "2021", "--crate-type", "lib", "--crate-name", "solver_core", "-D", "warnings", "-o", rlib.to_str().unwrap(), lib.to_str().unwrap()]);
    let ids = bundler::base::workspace::problem_ids(&root);
    assert_eq!(ids.len(), 12, "{:?}", ids);
    for id in &ids {
        let bin = dir.join(id);
        let src = root.join(format!("problems/src/bin/{}.rs", id));
        let extern_arg = format!("solver_core={}", rlib.display());
        rustc(&["--edition", "2021", "-D", "warnings", "--extern", &extern_arg, "-o", bin.to_str().unwrap(), src.to_str().unwrap()]);
        let crate_output = String::from_utf8(Command::new(&bin).output().unwrap().stdout).unwrap();
        let fixture = std::fs::read_to_string(root.join(format!("fixtures/{}/sample-1.out", id))).unwrap();
        assert_eq!(fixture, crate_output, "{}: the fixture disagrees with the crate build", id);
        for keep_modules in [false, true] {
            let b = bundle(&root, id, &Options { keep_modules, ..Options::default() }).unwrap_or_else(|e| panic!("{}: {}", id, e));
            let report = check::check_bundle(&root, id, &b.source, &["2021", "2024"])
                .unwrap_or_else(|e| panic!("{} (keep_modules {}):\n{}\n--- bundle ---\n{}", id, keep_modules, e, b.source));
            assert!(report.runs >= 1, "{}: {:?}", id, report);
        }
    }
}

#[test]
fn a_member_is_kept_only_by_a_call_that_can_call_it() {
    // Issue 19 (once_cell): `self.step()` and `Self::limit` in `Counter` reach `Counter`'s, not
    // `Gauge`'s of the same names; `counter.bump()` is no call of the associated function
    // `Counter::peek`; through `Dial`'s `Deref`, `self.peek()` keeps `Gauge::peek`.
    let b = shaken("uses_call_forms");
    // `Slot::take` (no parameter after `self`): the problem's `take(2)` has one argument, and
    // `Pending::first`'s `take()` calls are on an `Option` local and a `Cell` field.
    for gone in ["CALLS_GAUGE_STEP_MARKER", "CALLS_GAUGE_LIMIT_MARKER", "CALLS_PEEK_MARKER", "CALLS_SLOT_TAKE_MARKER"] {
        assert!(!b.source.contains(gone), "{} kept:\n{}", gone, b.source);
    }
    for kept in ["fn step(&mut self) {\n        self.count += 1;", "fn limit(x: u64) -> u64 {\n        x.min(10)", "pub fn peek(&self) -> u64", "pub fn peek_value(&self) -> u64"] {
        assert!(b.source.contains(kept), "{} gone:\n{}", kept, b.source);
    }
}

#[test]
fn macro_bodies_with_placeholders_are_not_parsed_as_items() {
    // Item 1.
    let b = shaken("uses_macro_impls");
    assert!(b.source.contains("<$t>::wrapping_mul(*self, 2)") && b.source.contains("m!(u32);"));
    // The invocation among `impl Pair`'s members stays with its macro; the unused method goes.
    assert!(b.source.contains("sum_method!(sum);") && b.source.contains("macro_rules! sum_method"), "{}", b.source);
    assert!(!b.source.contains("pub fn first"), "{}", b.source);
    // The impl on `Duo` comes with `Pair`, and both aliases with it.
    assert!(b.source.contains("impl Duo {") && b.source.contains("pub type Duo = Couple;") && b.source.contains("pub type Couple = Pair;"), "{}", b.source);
    // Variants named bare through `use self::Step::*;` reach the enum; the glob stays.
    assert!(b.source.contains("enum Step {") && b.source.contains("use self::Step::*;"), "{}", b.source);
}

#[test]
fn a_reexport_keeps_only_the_leaves_still_in_use() {
    // Item 2: `pub use conv::{conv, other}` for a problem that uses only `other`.
    let b = shaken("uses_reexport_leaf");
    assert!(b.source.contains("pub use conv::other;"), "{}", b.source);
    assert!(!b.source.contains("pub fn conv"), "{}", b.source);
}

#[test]
fn the_import_of_a_macro_made_trait_stays_for_its_method_calls() {
    // Issue 19 (petgraph's stable_graph): `use super::Weigh;` names a trait that
    // `make_trait!(Weigh, weight)` makes, and only `self.weight()` needs it.
    let b = shaken("uses_made_trait");
    assert!(b.source.contains("use super::Weigh;"), "{}", b.source);
    assert!(b.source.contains("make_trait!(Weigh, weight);"), "{}", b.source);
}

#[test]
fn an_impl_over_a_type_nothing_keeps_is_left_out_with_the_type() {
    // Issue 19 (petgraph's `From<StableGraph> for Graph`, which kept all of stable_graph).
    let b = shaken("uses_made_trait");
    assert!(!b.source.contains("Packed"), "{}", b.source);
    let b = shaken("uses_impl_over_type");
    assert!(b.source.contains("impl From<Packed> for Bag"), "{}", b.source);
}

#[test]
fn a_trait_imported_for_a_method_call_stays_imported() {
    // Item 3.
    let b = shaken("uses_trait_for_method");
    assert!(b.source.contains("use std::fmt::{self, Write};"), "{}", b.source);
}

#[test]
fn a_method_name_or_generic_parameter_reaches_no_unrelated_trait() {
    // Item 5: `Dsu::new` reaches no trait with a method `new`; `S`, `M`, `F` reach no trait
    // with associated types of those names.
    let b = shaken("uses_dsu_new");
    assert_eq!(b.modules, ["dsu"]);
    for absent in ["ModIntBase", "Monoid", "ModInt7"] {
        assert!(!b.source.contains(absent), "{} is in:\n{}", absent, b.source);
    }
}

#[test]
fn bom_absolute_paths_and_macros_in_nested_modules() {
    // Item 7.
    let b = shaken("uses_bom_absolute_macro");
    assert!(!b.source.contains('\u{feff}'));
    assert!(b.source.contains("use crate::solver_core::conv::conv;"), "{}", b.source);
    assert!(b.source.contains("crate::solver_core::conv::other($x)"), "{}", b.source);
}

#[test]
fn an_impl_in_a_child_module_comes_with_its_type() {
    // Item 13, shaken and with whole modules.
    for keep_modules in [false, true] {
        let b = bundle(&root(), "uses_child_impl", &Options { keep_modules, ..Options::default() }).unwrap();
        assert!(b.source.contains("pub fn reachable"), "{}", b.source);
        assert!(b.modules.contains(&"graph::util".to_string()));
    }
}

#[test]
fn a_std_reexport_used_from_a_sibling_stays() {
    // Item 14.
    let b = shaken("uses_sibling_reexport");
    assert!(b.source.contains("pub use std::f64::consts::PI;") && b.source.contains("use super::num::PI;"));
}

#[test]
fn two_items_with_one_name_are_told_apart() {
    // Item 16: `io::Scanner` only.
    let b = shaken("uses_one_scanner");
    assert_eq!(b.modules, ["io"]);
    assert!(!b.source.contains("text_scanner_marker"), "{}", b.source);
}
