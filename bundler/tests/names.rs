//! Name resolution across crates, on tests/workspaces/names (a workspace of small crates and
//! the programs of `app/examples/`): each program is bundled as `cargo judgefile --example
//! <name> --judge codeforces` bundles it, compiled alone with stable rustc and run; its output
//! must be what the cargo-built example prints (written below).
//!
//! The classes (each once refused or broken on ngtkana/ac-adapter-rs, tests/ac_adapter.rs):
//! glob re-exports and chains of them (with a cycle, shadowing by the module's own item, and a
//! `pub(crate)` item the glob must not re-export); a private `mod helper` in a crate that also
//! depends on a crate `helper` (2018 paths: `helper::` the module, `::helper::` the crate); a
//! dependency re-exported by another crate (`pub extern crate`, `pub use .. as`); an impl for
//! one choice of a type parameter, picked by inference (`Pair::new()`); enum variants a private
//! glob import brings into patterns; std paths (`std::time::..`) beside a crate named `time`, and
//! paths the bundler cannot prove missing (a module an item macro or an off `cfg` declares);
//! `extern crate <bundled crate> as <alias>;` at the root, in a module, a body, a derive's const.
//! And what `mprelude` holds (see its test): macros, preludes and visibilities of a crate that
//! is a module of the bundle, as rustc resolves them in the crate.
//! And `scalar`: a macro of impls whose body names what only its invoking module imports
//! (ndarray's `impl_scalar_lhs_op!`), and one whose body's `dims::$D` names another crate's types
//! that only its invocations spell (nalgebra's `typenum::$D`); and `#[macro_use] extern crate` reaching the program's own
//! modules (static_assertions' doctests).
//! And `cfgmacros`: what the crate's compilation sets or decides (cfgs rustc decides on exported
//! macros and their modules, cargo's `CARGO_PKG_*` variables, nested `include!`s), as rustc has it.

#[path = "common/workspace_copy.rs"]
mod workspace_copy;
#[path = "common/compilers.rs"]
mod compilers;
#[path = "common/build_run.rs"]
mod build_run;

use bundler::find::project::{resolve, Request};
use bundler::Options;
use std::process::{Command, Stdio};

/// Bundles example `name` of `app` in a private copy, compiles it alone and runs it: its stdout.
fn bundled_output(name: &str) -> (String, String) {
    let root = workspace_copy::private_copy(&workspace_copy::committed("names"), &format!("names-{}", name));
    let request = Request { cwd: root.join("app"), example: Some(name.to_string()), ..Request::default() };
    let project = resolve(&request).unwrap_or_else(|e| panic!("{}: {}", name, e));
    let options = Options { judge: Some("codeforces".into()), ..Options::default() };
    let bundle = bundler::bundle_project(&project, &options).unwrap_or_else(|e| panic!("{} does not bundle:\n{}", name, e));
    let stable = compilers::compilers().into_iter().find(|c| c.label == "stable").unwrap();
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("names-builds");
    let binary = build_run::compile_alone(&stable, &bundle.source, &dir, name, "2021", &["-O"]).unwrap_or_else(|e| panic!("{}\n--- bundle ---\n{}", e, bundle.source));
    let out = Command::new(&binary).stdin(Stdio::null()).output().unwrap();
    assert!(out.status.success(), "{} fails: {}", name, String::from_utf8_lossy(&out.stderr));
    (String::from_utf8(out.stdout).unwrap(), bundle.source)
}

#[test]
fn glob_reexports_chains_cycles_and_shadowing() {
    let (out, source) = bundled_output("globs");
    assert_eq!(out, "1 3 2 5\n4 6 8\n10 11\n", "{}", source);
}

#[test]
fn a_private_module_named_like_a_dependency_follows_2018_paths() {
    let (out, source) = bundled_output("local_module");
    assert_eq!(out, "local helper / extern helper / local helper\nother as helper 41\n", "{}", source);
}

#[test]
fn a_dependency_reexported_by_another_crate() {
    let (out, source) = bundled_output("reexported_crate");
    assert_eq!(out, "extern helper 41 42\n17 8\n", "{}", source);
}

#[test]
fn an_impl_picked_by_inference_keeps_its_functions() {
    let (out, source) = bundled_output("inferred_impl");
    assert_eq!(out, "plain 2 plain 0\n", "{}", source);
}

#[test]
fn variants_a_glob_brings_into_patterns_stay_variants() {
    let (out, source) = bundled_output("glob_variants");
    assert_eq!(out, "R L\n2 false true\n-1 0\n", "{}", source);
}

#[test]
fn an_exported_macro_named_like_a_function_or_module_is_defined_once() {
    // And ndarray's `stack`: a function and an exported macro of one name in a module, whose
    // function the root re-exports (the macro must not come twice to the root, E0252).
    let (out, source) = bundled_output("macro_and_function");
    assert_eq!(out, "20 37 7\n102 305\n", "{}", source);
}

#[test]
fn std_paths_and_names_not_provably_missing_are_left_to_rustc() {
    // `std::time::Duration`, `core::time::..` and `use std::time;` name std, never the crate
    // `time`; `time::made` is declared by an item macro and `time::extra` by a module whose
    // `cfg` is off: the bundler cannot prove any of them missing, so it does not refuse them.
    let (out, source) = bundled_output("std_paths");
    assert_eq!(out, "3500 3 7\n", "{}", source);
}

#[test]
fn std_time_paths_and_a_time_method_bring_no_crate_time() {
    // humantime's and chrono's doctests: only a path that starts with `time` names the crate.
    let (out, source) = bundled_output("std_time_only");
    assert_eq!(out, "1000 9\n", "{}", source);
    assert!(!source.contains("mod time"), "{}", source);
}

#[test]
fn extern_crate_as_an_alias_names_the_crates_module_wherever_it_is() {
    // `#[macro_use] extern crate tables as tb;` and `pub extern crate heap as pairs;` at the
    // root, `extern crate .. as ..;` in a module, in `fn main` and in a derive-style
    // `const _: () = { .. };`: each a `use crate::<module> as <alias>;` in the bundle.
    let (out, source) = bundled_output("extern_alias");
    assert_eq!(out, "6 27 7 40\nplain 1 local true\n", "{}", source);
    assert!(!source.contains("extern crate heap") && !source.contains("extern crate tables") && !source.contains("extern crate variants"), "{}", source);
}

#[test]
fn a_crates_macros_prelude_and_reexports_resolve_as_in_the_crate() {
    // mprelude: module files whose own `#![cfg(..)]` is on or off; exported macros through a
    // prelude glob in `fn main`, re-exported `pub` (`pub use make_bits as new_bits;`) and one
    // named like std's `matches!` under `#[macro_use]`; `pub(crate) use` of a root-private
    // module; a trait a glob of a glob brings; a private module beside a glob-imported function
    // of its name; a glob chain through the root; `use dep::{self}` and a root `extern crate ..
    // as ..` alias; an enum's variants globbed in a body; a module of impl macros nothing
    // names; `mod $name;` in a nested invocation; a `cfg_attr` with a metavariable in `$( )?`;
    // and the program's own `mod tables` beside the crate `tables`; an exported macro in a
    // module under a `cfg` that rustc decides (`target_feature`), re-exported only under it.
    let (out, source) = bundled_output("macro_prelude");
    assert_eq!(out, "21 1 7 100\n42 9 9 2\n4 3 5 0\n", "{}", source);
}

#[test]
fn macro_use_extern_crate_reaches_the_programs_modules() {
    // static_assertions' doctests: `#[macro_use] extern crate` at the root, the crate's macros
    // invoked by bare name in the program's own modules, nested ones too, and one named like a
    // macro of std's prelude (which the `macro_use` prelude shadows).
    let (out, source) = bundled_output("macro_use_modules");
    assert_eq!(out, "3 108 4\n", "{}", source);
}

#[test]
fn a_macro_of_impls_keeps_what_its_body_names_where_it_is_invoked() {
    // ndarray's `impl_scalar_lhs_op!`: the body's `Vector` and `Mul` resolve only in the
    // invoking module, not at the root where the macro is defined; the invocations stay with
    // `Vector`, which the program reaches.
    let (out, source) = bundled_output("scalar_lhs_macro");
    assert_eq!(out, "9 10\n", "{}", source);
}

#[test]
fn a_macro_body_path_into_another_crate_completed_by_its_invocations() {
    // nalgebra's `typenum::$D` in `from_to_typenum!`: `D2` and `D3` of `dims` (re-exported by
    // its root's glob) are named only by the invocation's tokens; `D1` by nothing.
    let (out, source) = bundled_output("macro_dependency_glob");
    assert_eq!(out, "2 3\n", "{}", source);
    assert!(!source.contains("pub struct D1;"), "{}", source);
}

#[test]
fn an_exported_macro_named_like_a_builtin_attribute() {
    // log's `warn!`: `use warn;` of a `macro_rules! warn` is ambiguous with `#[warn]` (E0659).
    let (out, source) = bundled_output("builtin_named");
    assert_eq!(out, "warned a warned b\nwarned 1 / warned 2\n", "{}", source);
}

#[test]
fn a_textual_macro_beside_a_glob_of_another_crate() {
    let (out, source) = bundled_output("glob_macro");
    assert_eq!(out, "20\n", "{}", source);
}

#[test]
fn an_exported_macro_of_a_nested_private_module() {
    let (out, source) = bundled_output("private_macro_module");
    assert_eq!(out, "3 7\n", "{}", source);
}

#[test]
fn a_format_string_capture_uses_what_it_names() {
    // `format!("{ROOT_DIR}/{name}")` in a crate: `ROOT_DIR` is a private const nothing else
    // names (chrono's `TZDB_LOCATION`).
    let (out, source) = bundled_output("captures");
    assert_eq!(out, "/usr/share/zoneinfo\n", "{}", source);
}

#[test]
fn what_the_crates_compilation_sets_or_decides_stays_as_rustc_has_it() {
    // cfgmacros: exported macros under `cfg`s rustc decides (`target_feature`), on their modules
    // (outer `#[cfg]`, a file's `#![cfg]`, an inline module's `#![cfg]`) and on the macros
    // themselves, two of one name among them; `env!`/`option_env!` of cargo's variables, also
    // in a `cfg_attr` doc; an included file's own `include!`, relative to it; a dependency's
    // item re-exported `pub` and again by a prelude.
    let (out, source) = bundled_output("cfg_macros");
    assert_eq!(out, "sse2 4 fast\nsse2 4 fast\n0.3.7 cfgmacros exported macros under cfgs rustc decides 17 41\n", "{}", source);
    assert!(!source.contains("env!(\"CARGO_PKG_VERSION\")"), "{}", source);
}
