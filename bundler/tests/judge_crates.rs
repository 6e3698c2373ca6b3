//! Crates the judge already has (issue 19), on tests/workspaces/judgecrates: `problems` uses
//! ac-library-rs 0.1.1 and num-integer 0.1.45 (both in AtCoder's 2023 set at those versions) and
//! the local `mine`, which uses ac-library-rs itself. Under `--judge atcoder` the bundle holds
//! `mine` only and is compiled as AtCoder does: against rlibs of the listed versions
//! (`--extern`), built by the check in a scratch cargo project. Expected outputs come from the
//! cargo-built binary (`fixtures_agree_with_the_cargo_build`).

#[path = "common/workspace_copy.rs"]
mod workspace_copy;

use bundler::{bundle, check, judge::judge_crates, Options};
use std::path::{Path, PathBuf};
use std::process::Command;

fn committed() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/workspaces/judgecrates")
}

fn private_copy(tag: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("judgecrates-{}", tag));
    let _ = std::fs::remove_dir_all(&dir);
    workspace_copy::copy_dir(&committed(), &dir);
    dir
}

fn atcoder(inline: &[&str]) -> Options {
    Options { judge: Some("atcoder".into()), inline: inline.iter().map(|s| s.to_string()).collect(), ..Options::default() }
}

/// Builds the bundle's judge crates and checks it (compile, run every fixture) as AtCoder would.
fn check_against_the_judges_crates(root: &Path, b: &bundler::Bundle) -> check::Report {
    let args = judge_crates::build_externs(root, "atcoder", &b.externs).unwrap_or_else(|e| panic!("{}", e));
    let options = check::CheckOptions { editions: &["2021"], depth: check::Depth::Quick, cache: false, skip_old_rustc: b.old_rustc_skipped.clone() };
    check::check_bundle_with_externs(root, &b.id, &b.source, Some(&b.line_map), &options, &args).unwrap_or_else(|e| panic!("{}\n--- the bundle:\n{}", e, b.source))
}

#[test]
fn fixtures_agree_with_the_cargo_build() {
    let root = committed();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("judgecrates-cargo");
    let out = Command::new(&cargo).args(["build", "--locked", "--quiet", "--bin", "judge_dsu", "--manifest-path"]).arg(root.join("Cargo.toml")).arg("--target-dir").arg(&target).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let cases = problem_spec::layout::cases(&root, "judge_dsu");
    assert!(cases.len() >= 3);
    for case in cases {
        let run = Command::new(target.join("debug/judge_dsu")).stdin(std::fs::File::open(&case.input).unwrap()).output().unwrap();
        assert_eq!(String::from_utf8_lossy(&run.stdout), std::fs::read_to_string(&case.output).unwrap(), "{}", case.name);
    }
}

#[test]
fn under_atcoder_the_judges_crates_stay_uses_and_the_bundle_passes_against_them() {
    let root = private_copy("atcoder");
    let b = bundle(&root, "judge_dsu", &atcoder(&[])).unwrap_or_else(|e| panic!("{}", e));
    let s = &b.source;
    assert!(s.contains("// ac_library is ac-library-rs 0.1.1, which the atcoder judge has: used from there, not inlined.\n"), "{}", s);
    assert!(s.contains("// num_integer is num-integer 0.1.45, which the atcoder judge has: used from there, not inlined.\n"), "{}", s);
    assert!(!s.contains("mod ac_library") && !s.contains("mod num_integer"), "{}", s);
    // The problem's and mine's paths into them stay as written.
    assert!(s.contains("\nuse ac_library::Dsu;\nuse num_integer::Integer;\n") && s.contains("mod mine {\nuse ac_library::Dsu;"), "{}", s);
    let externs: Vec<String> = b.externs.iter().map(|e| format!("{} {} {}", e.name, e.package, e.version)).collect();
    // num-traits comes at the judge's version (the workspace has 0.2.19).
    assert_eq!(externs, ["ac_library ac-library-rs 0.1.1", "num_integer num-integer 0.1.45", "num_traits num-traits 0.2.15"]);
    let report = check_against_the_judges_crates(&root, &b);
    assert_eq!(report.cases, 3);
    assert!(report.runs >= 3, "{:?}", report);
}

#[test]
fn inline_takes_a_judges_crate_into_the_bundle_and_rewrites_its_users() {
    let root = private_copy("inline");
    let b = bundle(&root, "judge_dsu", &atcoder(&["ac-library-rs"])).unwrap_or_else(|e| panic!("{}", e));
    let s = &b.source;
    assert!(s.contains("mod ac_library {") && !s.contains("mod num_integer"), "{}", s);
    assert!(s.contains("mod mine {\nuse crate::ac_library::Dsu;"), "{}", s);
    assert_eq!(b.externs.iter().map(|e| e.package.as_str()).collect::<Vec<_>>(), ["num-integer", "num-traits"]);
    check_against_the_judges_crates(&root, &b);
}

#[test]
fn other_judges_leave_nothing_out() {
    let root = private_copy("vnoj");
    let graph = bundler::find::crates::CrateGraph::load(&root).unwrap();
    for k in &graph.crates {
        assert!(!judge_crates::left_out(Some("vnoj"), &k.package, &k.version, &[], &[]), "{}", k.display());
    }
    assert!(graph.crates.iter().any(|k| judge_crates::left_out(Some("atcoder"), &k.package, &k.version, &[], &[])));
}
