//! Which traits a method call can reach, on tests/workspaces/scopes: `oldnum` is an
//! edition-2015 crate that names its dependency `basics` through `extern crate basics as base;`
//! (as num-integer names num-traits `traits`) and writes `use core; use core::mem;` in a
//! submodule (as num-integer's roots.rs); `basics` and `oldnum` have traits whose method `abs`
//! shares its name with std's inherent `i64::abs`, which the problem and oldnum call.
//!
//! - A dependency reached through an `extern crate` alias is the dependency: `use base::Double;`
//!   and `use core::mem;` stay, and what they import from `basics` is kept there.
//! - A method name the problem spells reaches only the traits its own `use` items bring into
//!   scope (`oldnum::absolute::Absolute` is not one), and a name that a dependent crate's kept
//!   code spells only the traits its live imports of the dependency bring (`basics::Magnitude`
//!   is not one; `basics::power::Power`, under a glob, is).
//! - A dependency renamed by a `use` in one module (`renamed`'s `use basics as b;` and `use
//!   basics::{self as also};`, as im-rc's `use sized_chunks as sc;`) is the dependency: what
//!   `b::halving::half` names is kept in `basics`.
//!
//! Expected outputs were worked out by hand from the programs' arithmetic and agree with the
//! cargo-built binary (`fixtures_agree_with_the_cargo_build`), never with a bundle.

#[path = "common/workspace_copy.rs"]
mod workspace_copy;
#[path = "common/compilers.rs"]
mod compilers;
#[path = "common/build_run.rs"]
mod build_run;

use build_run::{cargo_build, compile_alone, run_fixtures, TargetDir};
use bundler::{bundle, Options};
use std::path::Path;
use workspace_copy::{committed, private_copy};

#[test]
fn fixtures_agree_with_the_cargo_build() {
    let root = committed("scopes");
    let ids = problem_spec::layout::problem_ids(&root);
    assert_eq!(ids, ["scoped_calls"], "a problem was added: add it to the tests here");
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("scopes-cargo");
    let binaries = cargo_build(&root, TargetDir::At(&target), &["scoped_calls"], false);
    let cases = run_fixtures(&root, "scoped_calls", &binaries.join("scoped_calls")).unwrap();
    assert!(cases >= 1);
}

#[test]
fn an_extern_crate_alias_names_the_dependency_and_method_names_reach_only_traits_in_scope() {
    let root = private_copy(&committed("scopes"), "scopes-bundle");
    let b = bundle(&root, "scoped_calls", &Options::default()).unwrap_or_else(|e| panic!("scoped_calls does not bundle:\n{}", e));
    let s = &b.source;
    for kept in ["use crate::oldnum::base::Double;", "use core::mem;", "use crate::oldnum::base::Zero;", "pub trait Double", "pub trait Zero", "BASICS_POWER_MARKER", "pub trait Power", "BASICS_HALVING_MARKER", "pub fn half(", "pub fn twice("] {
        assert!(s.contains(kept), "`{}` is missing:\n{}", kept, s);
    }
    for gone in ["OLDNUM_ABS_MARKER", "trait Absolute", "BASICS_MAGNITUDE_MARKER", "trait Magnitude"] {
        assert!(!s.contains(gone), "`{}` stayed:\n{}", gone, s);
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("scopes-build");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut runs = 0;
    for compiler in compilers::compilers() {
        let binary = compile_alone(&compiler, s, &dir, "scoped_calls", "2021", &[] as &[&str]).unwrap_or_else(|e| panic!("{}\n--- the bundle:\n{}", e, s));
        runs += run_fixtures(&root, "scoped_calls", &binary).unwrap_or_else(|e| panic!("{}: {}\n--- the bundle:\n{}", compiler.label, e, s));
    }
    assert!(runs >= 1);
}
