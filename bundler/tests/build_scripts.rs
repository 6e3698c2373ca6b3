//! Build scripts (issue 19), on the workspace tests/workspaces/buildscripts (its own
//! `[workspace]`, committed Cargo.lock):
//!
//! - `probe` (local): its build script prints `rustc-cfg` (a name and a key-value pair),
//!   `rustc-env`, and writes OUT_DIR files that its code `include!`s at module level and as an
//!   expression, and `include_str!`s; generated code with `crate::` paths is included where a
//!   macro's expansion puts it (serde's `crate_root!()`) and inside a function.
//! - `memchr 2.5.0` (crates.io): its build script sets `memchr_runtime_simd` and friends, which
//!   select the SSE2/AVX searchers.
//! - `native` (local): its build script prints `rustc-link-lib=m`, which is refused.
//! - `num-traits 0.2.15` (autocfg: `has_i128` ...) and `num-bigint 0.4.3` (a generated radix
//!   table included inside a function): what their scripts print is read and applied.
//! - `tables` (local): its build script sets three cfgs, each enabling a generated 27 KB table:
//!   one the code cannot compile without, one whose fallback answers otherwise, one with a sound
//!   fallback; a fourth, 90 KB table is ungated. Over vnoj's limit, a bundle leaves out only the
//!   cfg it can do without (`drop_build_cfgs_to_fit` in lib.rs), as memchr's must.
//!
//! Expected outputs come from the cargo-built binaries (`fixtures_agree_with_the_cargo_build`),
//! never from a bundle. Every bundle that must work is compiled with stable and rustc 1.63
//! (edition 2021, `-D warnings`) in an empty folder and run on every fixture.

#[path = "common/workspace_copy.rs"]
mod workspace_copy;

#[path = "common/compilers.rs"]
mod compilers;

use bundler::read::build_script::Probe;
use bundler::{bundle, Options};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

fn committed() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/workspaces/buildscripts")
}

/// One private copy for the whole file: its first bundle runs the build scripts (a cargo check
/// of the registry crates), which the others reuse from the cache.
fn shared_copy() -> &'static Path {
    static COPY: OnceLock<PathBuf> = OnceLock::new();
    COPY.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("buildscripts-shared");
        let _ = std::fs::remove_dir_all(&dir);
        workspace_copy::copy_dir(&committed(), &dir);
        dir
    })
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("buildscripts-build-{}", name));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `binary` on every fixture of `id`; the outputs must equal the `.out` files.
fn run_fixtures(root: &Path, id: &str, binary: &Path) -> usize {
    let cases = problem_spec::layout::cases(root, id);
    assert!(!cases.is_empty(), "{} has no fixtures", id);
    for case in &cases {
        let out = Command::new(binary).stdin(std::fs::File::open(&case.input).unwrap()).output().unwrap();
        assert!(out.status.success(), "{} fails on {}: {}", binary.display(), case.name, String::from_utf8_lossy(&out.stderr));
        let want = std::fs::read_to_string(&case.output).unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), want, "{} on {}", id, case.name);
    }
    cases.len()
}

/// Compiles `source` alone (plain rustc, empty folder, edition 2021, warnings denied) with
/// every compiler, and runs every fixture of `id`.
fn compiles_alone_and_passes(root: &Path, id: &str, source: &str) {
    for compiler in compilers::compilers() {
        let dir = scratch(&format!("{}-{}", id, compiler.label.replace(' ', "_")));
        std::fs::write(dir.join("main.rs"), source).unwrap();
        let out = Command::new(compiler.path)
            .current_dir(&dir)
            .args(["--edition", "2021", "-D", "warnings", "--crate-name", "main", "-o", "main", "main.rs"])
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert!(out.status.success(), "{} does not compile with {}:\n{}\n--- the bundle:\n{}", id, compiler.label, String::from_utf8_lossy(&out.stderr), source);
        run_fixtures(root, id, &dir.join("main"));
    }
}

#[test]
fn fixtures_agree_with_the_cargo_build() {
    let root = committed();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("buildscripts-cargo");
    let ids = ["uses_probe", "uses_memchr", "uses_native", "uses_tables", "uses_big_table"];
    let mut command = Command::new(&cargo);
    command.args(["build", "--locked", "--quiet", "--manifest-path"]).arg(root.join("Cargo.toml")).arg("--target-dir").arg(&target);
    for id in ids {
        command.args(["--bin", id]);
    }
    let out = command.output().unwrap();
    assert!(out.status.success(), "cargo build failed:\n{}", String::from_utf8_lossy(&out.stderr));
    for id in ids {
        run_fixtures(&root, id, &target.join("debug").join(id));
    }
}

#[test]
fn probe_bundle_carries_cfgs_env_and_generated_files_and_passes() {
    let root = shared_copy();
    let b = bundle(root, "uses_probe", &Options::default()).unwrap_or_else(|e| panic!("{}", e));
    let s = &b.source;
    // No judge: the bundle must compile with rustc 1.63 too, so the script's probes answer for
    // that compiler when it is here (`probe_no_core_error`: `std::error`, not 1.81's
    // `core::error`), and the header says so.
    if Path::new(bundler::judge::OLD_RUSTC).is_file() {
        assert!(s.contains("// probe was compiled with the cfgs its build script set when run with rustc 1.63.0 as RUSTC (the oldest compiler this bundle is for): probe_fast, probe_level=\"3\", probe_no_core_error\n"), "{}", s);
        assert!(s.contains("e: &dyn std::error::Error") && !s.contains("core::error::Error"), "{}", s);
    } else {
        assert!(s.contains("// probe was compiled with the cfgs its build script set on the bundling machine (not probed on the judge's rustc): probe_fast, probe_level=\"3\"\n"), "{}", s);
    }
    // The generated items went in as items, the expression and the text in place.
    assert!(s.contains("pub const SQUARES: [u64; 16] = [0, 1, 4, 9"), "{}", s);
    assert!(s.contains("pub const GREETING: &str = \"hello from build.rs\";"), "{}", s);
    assert!(s.contains("Some(\"hello from build.rs\").is_some()"), "{}", s);
    assert!(s.contains("\"one\\ntwo \\\"quoted\\\"\\nthree\\n\".lines()"), "{}", s);
    assert!(s.contains("// OUT_DIR/squares.rs, generated by probe's build script:\n") && !s.contains("env!("), "{}", s);
    // The set cfgs are decided: `not(probe_fast)` is gone, `probe_fast` needs no attribute.
    assert!(!s.contains("\"slow\"") && !s.contains("probe_fast)") && s.contains("if false {\n        2\n    } else if true {"), "{}", s);
    // Nothing of the bundling machine: no absolute path.
    assert!(!s.contains(root.to_str().unwrap()) && !s.contains("/target/"), "{}", s);
    compiles_alone_and_passes(root, "uses_probe", s);
}

#[test]
fn memchr_bundle_keeps_the_simd_searchers_its_build_script_selected_and_passes() {
    let root = shared_copy();
    let b = bundle(root, "uses_memchr", &Options::default()).unwrap_or_else(|e| panic!("{}", e));
    let s = &b.source;
    assert!(s.contains("// memchr was compiled with the cfgs its build script set") && s.contains("memchr_runtime_simd"), "{}", s.lines().take(6).collect::<Vec<_>>().join("\n"));
    let memchr = b.crates.iter().find(|c| c.module == "memchr").unwrap();
    // `sse2::$name` in a macro body reaches the module.
    for m in ["memchr::x86", "memchr::x86::sse2", "memchr::x86::avx"] {
        assert!(memchr.modules.iter().any(|x| x == m), "{} missing: {:?}", m, memchr.modules);
    }
    compiles_alone_and_passes(root, "uses_memchr", s);
}

#[test]
fn a_build_script_that_links_a_native_library_is_refused_naming_crate_and_directive() {
    let root = shared_copy();
    let e = bundle(root, "uses_native", &Options::default()).unwrap_err().to_string();
    assert!(e.contains("`native`'s build script links a native library (`cargo:rustc-link-lib=m`)"), "{}", e);
    assert!(e.contains("help:"), "{}", e);
}

#[test]
fn autocfg_probes_and_generated_tables_of_registry_crates_are_read() {
    let root = shared_copy();
    let graph = bundler::find::crates::CrateGraph::load(root).unwrap();
    let scripts = bundler::read::build_script::BuildScripts::new(root);
    let find = |name: &str| graph.crates.iter().position(|k| k.package == name).unwrap_or_else(|| panic!("{} is not in the graph", name));
    let traits = scripts.output(&graph, find("num-traits"), "uses_probe", Probe::Cargo).unwrap().expect("num-traits has a build script");
    for cfg in ["has_i128", "has_div_euclid", "has_copysign"] {
        assert!(traits.cfgs.iter().any(|c| c == cfg), "{:?}", traits.cfgs);
    }
    assert!(scripts.output(&graph, find("num-integer"), "uses_probe", Probe::Cargo).unwrap().unwrap().cfgs.iter().any(|c| c == "has_i128"));
    // num-bigint includes its generated radix table inside a function: pasted there.
    let c = find("num-bigint");
    let krate = &graph.crates[c];
    let output = scripts.output(&graph, c, "uses_probe", Probe::Cargo).unwrap().unwrap();
    let ctx = bundler::read::cfg::CfgContext { features: krate.features.clone(), target: bundler::judge::target::Target::linux_x86_64(), build_cfgs: output.cfg_pairs(), unset_cfgs: Default::default() };
    let overlay = bundler::read::build_script::overlay(krate, output).unwrap();
    assert!(overlay.is_empty(), "num-bigint's include is inside a function, not at the top of a file: {:?}", overlay.keys());
    let extern_names = krate.deps.iter().map(|(ext, d)| (ext.clone(), graph.crates[*d].module.clone())).collect();
    let lib = bundler::read::library::Library::load_crate_with(&krate.base, &krate.root_rel, &krate.module, extern_names, &ctx, overlay, None).unwrap();
    let edits = bundler::read::build_script::source_edits(krate, &lib, output).unwrap();
    let pasted: Vec<&str> = edits.iter().flatten().map(|e| e.text.as_str()).filter(|t| t.contains("static BASES_64")).collect();
    assert_eq!(pasted.len(), 1, "the radix table is pasted once");
    assert!(pasted[0].contains("pub(crate) static BASES_64: [(u64, usize); 257] = ["), "{}", pasted[0]);
}

#[test]
fn a_second_bundle_reuses_the_cached_build_script_answers_without_cargo() {
    let root = shared_copy();
    let first = bundle(root, "uses_probe", &Options::default()).unwrap();
    assert!(root.join(bundler::read::build_script::CACHE).is_file());
    // With no cargo to run, only the cache can answer.
    let out = Command::new(env!("CARGO_BIN_EXE_bundler"))
        .args(["--root"])
        .arg(root)
        .args(["bundle", "uses_probe", "--no-check", "--stdout"])
        .env("CARGO", "/nonexistent/cargo")
        .env("PATH", "/nonexistent")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(String::from_utf8_lossy(&out.stdout), first.source);
}

#[test]
fn bundles_are_the_same_from_two_copies_at_different_paths() {
    let other = Path::new(env!("CARGO_TARGET_TMPDIR")).join("buildscripts-other-path");
    let _ = std::fs::remove_dir_all(&other);
    workspace_copy::copy_dir(&committed(), &other);
    let a = bundle(shared_copy(), "uses_probe", &Options::default()).unwrap();
    let b = bundle(&other, "uses_probe", &Options::default()).unwrap();
    assert_eq!(a.source, b.source);
}

#[test]
fn a_bundle_no_shrinking_step_fits_is_refused_saying_so() {
    let root = shared_copy();
    // The ungated table alone is about 90 KB (86 KB without every build-script cfg): over vnoj's
    // 65,536 characters whatever goes.
    let b = bundle(root, "uses_big_table", &Options { judge: Some("vnoj".into()), ..Options::default() }).unwrap();
    assert!(b.shrunk.is_none() && b.source.len() > 65_536);
    assert!(b.source.contains("tables was compiled with the cfgs its build script set on the bundling machine (not probed on the judge's rustc): tables_needed, tables_exact, tables_fast\n"), "nothing is left out of a bundle that is refused anyway");
    let out = Command::new(env!("CARGO_BIN_EXE_bundler")).arg("--root").arg(root).args(["bundle", "uses_big_table", "--judge", "vnoj", "--no-check"]).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{}", stderr);
    assert!(stderr.contains("over vnoj's limit of 65536 characters") && stderr.contains("even with the libraries' docs and comments dropped and their code minified it does not fit"), "{}", stderr);
    // What is left in it, so that the next step can be chosen: the crate, and its tables.
    assert!(stderr.contains("= what is left, by crate: tables ") && stderr.contains("= the largest items: tables"), "{}", stderr);
}

/// Over vnoj's limit with all three tables: leaving out `tables_needed` breaks the build and
/// leaving out `tables_exact` changes the answers (the check without each fails), so only
/// `tables_fast` goes.
#[test]
fn over_the_limit_only_a_build_script_cfg_the_crate_can_do_without_is_left_out() {
    let root = shared_copy();
    let b = bundle(root, "uses_tables", &Options { judge: Some("vnoj".into()), ..Options::default() }).unwrap_or_else(|e| panic!("{}", e));
    let s = &b.source;
    assert!(s.len() <= 65_536, "{} bytes", s.len());
    let header: Vec<&str> = s.lines().take(4).collect();
    assert_eq!(header[2], "// tables was compiled with the cfgs its build script set on the bundling machine (not probed on the judge's rustc): tables_needed, tables_exact", "{:?}", header);
    assert_eq!(header[3], "// tables was compiled without these cfgs its build script set, to fit the judge's size limit (checked without them with every compiler and fixture): tables_fast", "{:?}", header);
    let step = b.shrunk.as_deref().unwrap_or_default();
    assert!(step.starts_with("left out the build-script cfgs `tables_fast` (tables)"), "{}", step);
    assert!(s.contains("needed::SQUARES[i]") && s.contains("exact::SQUARES[i]") && s.contains("i as u64 * i as u64") && !s.contains("fast::SQUARES"), "{}", s);
    // Without a size limit nothing is left out.
    let whole = bundle(root, "uses_tables", &Options::default()).unwrap();
    assert!(whole.source.contains("fast::SQUARES[i]") && whole.shrunk.is_none());
    compiles_alone_and_passes(root, "uses_tables", s);
}

/// A bundle made by leaving out build-script cfgs (its candidates compiled and run on the
/// fixtures) is reused from the whole-bundle cache, and made again when a fixture changes: the
/// compilers' identity and the fixtures' digest are recorded as its inputs.
#[test]
fn a_bundle_that_left_out_cfgs_is_cached_until_its_fixtures_change() {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("buildscripts-cached");
    let _ = std::fs::remove_dir_all(&root);
    workspace_copy::copy_dir(&committed(), &root);
    let o = Options { judge: Some("vnoj".into()), cache: true, ..Options::default() };
    let made = bundle(&root, "uses_tables", &o).unwrap_or_else(|e| panic!("{}", e));
    assert!(made.shrunk.as_deref().unwrap_or_default().starts_with("left out the build-script cfgs"), "{:?}", made.shrunk);
    let hit = bundler::cached_bundle(&root, "uses_tables", &o).expect("the bundle was not stored");
    assert_eq!(hit.source, made.source);
    // Another problem's fixtures are no input of this one.
    std::fs::write(root.join("fixtures/uses_probe/sample-9.in"), "1\n").unwrap();
    assert!(bundler::cached_bundle(&root, "uses_tables", &o).is_some(), "another problem's fixture made it stale");
    let sample = root.join("fixtures/uses_tables/sample-1.out");
    let expected = std::fs::read_to_string(&sample).unwrap();
    std::fs::write(&sample, format!("{} ", expected.trim_end())).unwrap();
    assert!(bundler::cached_bundle(&root, "uses_tables", &o).is_none(), "a changed expected output would reuse the bundle its candidates were checked on");
    std::fs::write(&sample, &expected).unwrap();
    assert!(bundler::cached_bundle(&root, "uses_tables", &o).is_some(), "the same fixtures again");
    std::fs::write(root.join("fixtures/uses_tables/sample-2.in"), "3\n").unwrap();
    std::fs::write(root.join("fixtures/uses_tables/sample-2.out"), "x\n").unwrap();
    assert!(bundler::cached_bundle(&root, "uses_tables", &o).is_none(), "a new case would reuse the bundle");
    let _ = std::fs::remove_dir_all(&root);
}

/// memchr 2.5 keeps about 180 KB with the SSE2/AVX searchers its build script enabled; without
/// `memchr_runtime_simd` (memchr's own fallback on targets without SIMD) it fits vnoj's limit.
#[test]
fn memchr_over_vnojs_limit_goes_without_its_simd_cfg_and_passes() {
    let root = shared_copy();
    let b = bundle(root, "uses_memchr", &Options { judge: Some("vnoj".into()), ..Options::default() }).unwrap_or_else(|e| panic!("{}", e));
    let s = &b.source;
    assert!(s.len() <= 65_536, "{} bytes", s.len());
    assert!(s.contains("// memchr was compiled without these cfgs its build script set, to fit the judge's size limit (checked without them with every compiler and fixture): memchr_runtime_simd\n"), "{}", s.lines().take(6).collect::<Vec<_>>().join("\n"));
    let memchr = b.crates.iter().find(|c| c.module == "memchr").unwrap();
    assert!(!memchr.modules.iter().any(|m| m.contains("x86")), "the SIMD searchers stayed: {:?}", memchr.modules);
    compiles_alone_and_passes(root, "uses_memchr", s);
}

#[test]
fn a_judge_that_follows_stable_gets_the_answers_of_the_compiler_cargo_ran_the_scripts_with() {
    let root = shared_copy();
    let options = Options { judge: Some("unlimited".to_string()), ..Options::default() };
    let b = bundle(root, "uses_probe", &options).unwrap_or_else(|e| panic!("{}", e));
    let s = &b.source;
    assert!(s.contains("// probe was compiled with the cfgs its build script set on the bundling machine (not probed on the judge's rustc): probe_fast, probe_level=\"3\"\n"), "{}", s);
    assert!(s.contains("e: &dyn core::error::Error"), "{}", s);
}
