//! Module shapes, macros, re-exports, globs and tree shaking, on a small library built for the
//! purpose (tests/workspaces/features). Each problem there is bundled, compiled with every
//! available rustc (and edition 2024 on stable), and run; its output must equal both the
//! fixture and the output of the same problem compiled against the library as a real crate.

use bundler::{bundle, check, Options};
use std::path::{Path, PathBuf};
use std::process::Command;

fn features_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/workspaces/features")
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn rustc(args: &[&str]) {
    let out = Command::new("rustc").args(args).output().unwrap();
    assert!(out.status.success(), "rustc {:?}:\n{}", args, String::from_utf8_lossy(&out.stderr));
}

/// The problems compiled the normal way, against the library as an rlib.
fn reference_outputs(root: &Path, ids: &[&str]) -> Vec<String> {
    let dir = scratch("features-crate");
    let rlib = dir.join("libsolver_core.rlib");
    let lib = root.join("solver-core/src/lib.rs");
    rustc(&["--edition", "2021", "--crate-type", "lib", "--crate-name", "solver_core", "-D", "warnings", "-o", rlib.to_str().unwrap(), lib.to_str().unwrap()]);
    ids.iter()
        .map(|id| {
            let bin = dir.join(id);
            let src = root.join(format!("problems/src/bin/{}.rs", id));
            let extern_arg = format!("solver_core={}", rlib.display());
            rustc(&["--edition", "2021", "-D", "warnings", "--extern", &extern_arg, "-o", bin.to_str().unwrap(), src.to_str().unwrap()]);
            let out = Command::new(&bin).output().unwrap();
            assert!(out.status.success());
            String::from_utf8(out.stdout).unwrap()
        })
        .collect()
}

const IDS: [&str; 7] = [
    "uses_glob",
    "uses_macro",
    "uses_nested",
    "uses_one_of_big",
    "uses_paths_in_own_modules",
    "uses_reexport",
    "uses_textual_macro",
];

#[test]
fn every_feature_bundles_and_behaves_like_the_crate() {
    let root = features_root();
    let expected = reference_outputs(&root, &IDS);
    for (id, want) in IDS.iter().zip(&expected) {
        for keep_modules in [false, true] {
            let options = Options { keep_modules, ..Options::default() };
            let b = bundle(&root, id, &options).unwrap_or_else(|e| panic!("{}: {}", id, e));
            let report = check::check_bundle(&root, id, &b.source, &["2021", "2024"])
                .unwrap_or_else(|e| panic!("{} (keep_modules {}):\n{}\n--- bundle ---\n{}", id, keep_modules, e, b.source));
            // Every case ran (once: one binary runs the fixtures, the other compilers type-check).
            assert!(report.cases >= 1 && report.runs >= report.cases, "{}: {:?}", id, report);
            let fixture = std::fs::read_to_string(root.join(format!("fixtures/{}/sample-1.out", id))).unwrap();
            assert_eq!(&fixture, want, "{}: the fixture disagrees with the crate build", id);
        }
    }
}

#[test]
fn one_function_of_a_large_module_brings_nothing_else() {
    let b = bundle(&features_root(), "uses_one_of_big", &Options::default()).unwrap();
    assert!(b.source.contains("fn needle") && b.source.contains("fn helper_for_needle"));
    assert!(!b.source.contains("unrelated_"), "{}", b.source);
    assert_eq!(b.modules, ["big"]);
    // The module's lint header (`emit::LIBRARY_LINTS`) is there whatever is kept.
    let header = bundler::write::emit::LIBRARY_LINTS.len();
    assert!((b.kept_bytes - header) * 10 < b.whole_module_bytes - header, "kept {} of {}", b.kept_bytes, b.whole_module_bytes);

    let whole = bundle(&features_root(), "uses_one_of_big", &Options { keep_modules: true, ..Options::default() }).unwrap();
    assert_eq!(whole.source.matches("pub fn unrelated_").count(), 60);
}

#[test]
fn impls_come_with_their_types_and_tests_stay_out() {
    let b = bundle(&features_root(), "uses_glob", &Options::default()).unwrap();
    assert!(b.source.contains("impl Perimeter for Rect"));
    assert!(b.source.contains("impl std::fmt::Display for Rect"));
    assert!(b.source.contains("mod detail {"), "the private file module is inlined");
    // Inherent impls are shaken member by member; private helpers come with their callers.
    assert!(b.source.contains("fn diagonal_squared") && b.source.contains("fn side_squared"));
    assert!(!b.source.contains("scaled_area"), "{}", b.source);
    let whole = bundle(&features_root(), "uses_glob", &Options { keep_modules: true, ..Options::default() }).unwrap();
    assert!(whole.source.contains("fn scaled_area"));
    let reexport = bundle(&features_root(), "uses_reexport", &Options::default()).unwrap();
    assert!(!reexport.source.contains("fn unused_in_algebra"));
    assert!(!reexport.source.contains("mul_works"), "cfg(test) code must go");
    assert!(!reexport.source.contains("memo_table"));
    // `impl From<Rect> for u64` comes with Rect, and only with it.
    assert!(b.source.contains("impl From<Rect> for u64"));
    assert!(reexport.source.contains("pub mod shapes") && !reexport.source.contains("impl From<Rect>"));
    // Comments and docs of what is kept survive (span edits, not re-printing).
    assert!(reexport.source.contains("/// `base^exp mod m` by squaring."));
    assert!(reexport.source.contains("// A re-export at the root"));
}

#[test]
fn size_options_shrink_and_still_compile() {
    let root = features_root();
    let plain = bundle(&root, "uses_glob", &Options::default()).unwrap();
    let mut last = plain.source.len();
    for options in [
        Options { remove_docs: true, ..Options::default() },
        Options { remove_docs: true, remove_comments: true, ..Options::default() },
        Options { minify: true, ..Options::default() },
    ] {
        let b = bundle(&root, "uses_glob", &options).unwrap();
        assert!(b.source.len() < plain.source.len(), "{:?} did not shrink", options);
        check::check_bundle(&root, "uses_glob", &b.source, &["2021", "2024"])
            .unwrap_or_else(|e| panic!("{:?}: {}\n{}", options, e, b.source));
        if !options.minify {
            assert!(b.source.len() <= last);
            last = b.source.len();
        }
    }
    let docs_gone = bundle(&root, "uses_glob", &Options { remove_docs: true, ..Options::default() }).unwrap();
    assert!(!docs_gone.source.contains("/// A shape") && docs_gone.source.contains("// A glob import"));
}

#[test]
fn deps_lists_exactly_the_files_a_bundle_draws_on() {
    let root = features_root();
    let deps = bundler::deps(&root, "uses_reexport").unwrap();
    assert_eq!(
        deps,
        [
            "solver-core/src/algebra/mod.rs",
            "solver-core/src/algebra/modular.rs",
            "solver-core/src/lib.rs",
            "solver-core/src/shapes.rs",
            "solver-core/src/shapes/detail.rs",
        ]
    );
    let deps = bundler::deps(&root, "uses_one_of_big").unwrap();
    assert_eq!(deps, ["solver-core/src/big.rs", "solver-core/src/lib.rs"]);
    // Through the command line: one path per line.
    let out = Command::new(env!("CARGO_BIN_EXE_bundler")).args(["deps", "uses_one_of_big", "--root"]).arg(&root).output().unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "solver-core/src/big.rs\nsolver-core/src/lib.rs\n");
}
