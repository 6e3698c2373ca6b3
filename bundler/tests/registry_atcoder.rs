//! The registry workspace (tests/workspaces/registry, see registry.rs) bundled for
//! `--judge atcoder` (issue 19): the crates of AtCoder's 2023 set at the versions it lists stay
//! plain `use`s, every other crate is inlined, and each bundle compiles alone as AtCoder's judge
//! compiles it, against the judge's crates.
//!
//! How AtCoder compiles: every Rust submission is built inside one cargo project that depends on
//! the whole crate set at fixed versions (rust-lang-ja/atcoder-proposal's Cargo.toml, cited in
//! bundler/src/judge/judge_crates.rs), edition 2021. Here one scratch cargo project pins every judge's
//! crate that some bundle uses, at the judge's versions and features, and is built once per test
//! run ([`bundler::judge::judge_crates::build_externs`]); each bundle is then compiled in an empty
//! directory with `--extern name=lib<name>.rlib` for every crate of that project (as on AtCoder,
//! where all of them are in scope, so an inlined module must not clash with a judge's crate)
//! and `-L dependency=` for what they depend on, by stable rustc (the profile's rustc is 1.89, and the rlibs are stable's), and
//! run on every fixture. The expected outputs are the fixtures registry.rs checks against the
//! cargo build.
//!
//! Programs in `KNOWN_FAILURES` (tests/common/registry.rs, the vnoj list, not a copy) may fail
//! here only with the same piece of error; they may also work, since the judge may have the
//! crate that fails for vnoj.

#[path = "common/workspace_copy.rs"]
mod workspace_copy;
#[path = "common/compilers.rs"]
mod compilers;
#[path = "common/build_run.rs"]
mod build_run;
#[path = "common/registry.rs"]
mod registry;

use bundler::judge::judge_crates::{self, ExternCrate};
use bundler::{bundle, Options};
use compilers::Compiler;
use build_run::{compile_alone, run_fixtures};
use registry::{private_copy, problem_ids, KNOWN_FAILURES};
use std::path::Path;


/// What must hold of a bundle's `use`d crates before it is compiled: each is the judge's, at the
/// judge's version, and not inlined; those the bundle reaches itself are announced in the header
/// (the others are what they depend on, built with them); every other crate is inlined.
fn externs_are_the_judges(b: &bundler::Bundle) -> Result<(), String> {
    let judge = judge_crates::for_judge("atcoder");
    for e in &b.externs {
        if !judge.iter().any(|c| c.package == e.package && c.version == e.version) {
            return Err(format!("uses {} {} from the judge, which AtCoder's 2023 set does not hold at that version", e.package, e.version));
        }
        if b.source.contains(&format!("mod {} {{", e.name)) {
            return Err(format!("{} is the judge's but is inlined too", e.name));
        }
    }
    let announced: Vec<&str> = b.source.lines().filter(|l| l.ends_with(", which the atcoder judge has: used from there, not inlined.")).collect();
    for line in &announced {
        if !b.externs.iter().any(|e| line.starts_with(&format!("// {} is {} {},", e.name, e.package, e.version))) {
            return Err(format!("the header announces a crate the bundle does not use from the judge: {}", line));
        }
    }
    if announced.is_empty() != b.externs.is_empty() {
        return Err(format!("the header announces {} of the judge's crates, the bundle uses {}", announced.len(), b.externs.len()));
    }
    for held in &b.crates {
        let (package, version) = held.package.split_once(' ').unwrap_or((held.package.as_str(), ""));
        if judge.iter().any(|c| c.package == package && c.version == version) {
            return Err(format!("inlines {}, which the judge has at that version", held.package));
        }
    }
    Ok(())
}

/// Two programs at a time on big stacks, as in registry.rs.
#[test]
fn every_program_bundles_for_atcoder_leaves_the_judges_crates_out_and_matches_against_them() {
    let root = private_copy("atcoder");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("registry-atcoder-builds");
    let stable = Compiler { label: "stable", path: "rustc" };
    let ids = problem_ids();
    assert!(ids.len() >= 42, "the registry workspace lost programs: {:?}", ids);
    let options = Options { judge: Some("atcoder".into()), ..Options::default() };
    let mut errors: Vec<(String, String)> = Vec::new();
    let mut bundles = Vec::new();
    for (id, made) in ids.iter().zip(registry::in_parallel(ids.len(), &|i| bundle(&root, &ids[i], &options))) {
        match made {
            Err(e) => errors.push((id.clone(), format!("does not bundle:\n{}", e))),
            Ok(b) => match externs_are_the_judges(&b) {
                Err(e) => errors.push((id.clone(), e)),
                Ok(()) => bundles.push(b),
            },
        }
    }
    // One scratch project with every judge's crate some bundle uses, built once.
    let mut union: Vec<ExternCrate> = Vec::new();
    for e in bundles.iter().flat_map(|b| b.externs.iter()) {
        if !union.iter().any(|u| u.name == e.name) {
            union.push(e.clone());
        }
    }
    union.sort_by(|a, b| a.name.cmp(&b.name));
    let args = judge_crates::build_externs(&root, "atcoder-registry", &union).unwrap_or_else(|e| panic!("the judge's crates: {}", e));
    let flags: Vec<String> = std::iter::once("-O".to_string()).chain(args).collect();
    let mut report = Vec::new();
    // Every judge's crate in the project, not only the bundle's own, as on AtCoder: an inlined
    // module must not clash with a judge's crate of the same name.
    let runs = registry::in_parallel(bundles.len(), &|i| {
        let b = &bundles[i];
        compile_alone(&stable, &b.source, &dir, &format!("{}-{}", b.id, stable.label), "2021", &flags).and_then(|binary| run_fixtures(&root, &b.id, &binary))
    });
    for (b, run) in bundles.iter().zip(runs) {
        match run {
            Ok(cases) => {
                let externs: Vec<&str> = b.externs.iter().map(|e| e.name.as_str()).collect();
                report.push(format!("{:32} {:>7} bytes  {} fixtures  judge's: {}", b.id, b.source.len(), cases, externs.join(" ")));
            }
            Err(e) => errors.push((b.id.clone(), format!("{}\n--- the bundle:\n{}", e, b.source))),
        }
    }
    eprintln!("{}", report.join("\n"));
    let mut failures = Vec::new();
    for (id, error) in &errors {
        match KNOWN_FAILURES.iter().find(|k| k.0 == id.as_str()) {
            Some((_, needle, _)) if error.contains(needle) => {}
            Some((_, needle, why)) => failures.push(format!("{}: fails otherwise than for vnoj ({}; expected {:?}):\n{}", id, why, needle, error)),
            None => failures.push(format!("{}: {}", id, error)),
        }
    }
    assert!(failures.is_empty(), "{} of {} programs failed under --judge atcoder:\n\n{}", failures.len(), ids.len(), failures.join("\n\n"));
    // The judge's crates are used, not only inlined around: most programs lean on them.
    assert!(bundles.iter().filter(|b| !b.externs.is_empty()).count() >= 25, "{}", report.join("\n"));
}
