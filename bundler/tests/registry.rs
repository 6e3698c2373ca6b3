//! The crates contestants bring (issue 19), as published on crates.io, on the committed workspace
//! tests/workspaces/registry: one program per crate of AtCoder's 2023 set and of cargo-equip's
//! test suite, written the way contestants use them (iterators, macros, trait imports,
//! generics), plus cargo-equip's own 17 test programs (`equip-*.rs`, vendored unchanged with
//! its license).
//!
//! Every program is bundled for `--judge vnoj` (but those in `KNOWN_FAILURES` (tests/common/registry.rs), which must
//! still fail as listed), compiled alone (plain rustc in an empty
//! directory, no `-L`) with stable, and with rustc 1.63 when every crate in the bundle declares
//! a rust-version of at most 1.63, and run on every fixture. The fixtures' `.out` files are what
//! the cargo-built programs print (`fixtures_agree_with_the_cargo_build` rebuilds them and
//! compares), never a bundle's output. Each bundle must stay under 64 KB (VNOJ's 65,536
//! characters, Codeforces' 65,536 bytes).
//!
//! The registry crates come from crates.io (CI reaches it): the first test to need them runs
//! `cargo fetch --locked` on the workspace.

#[path = "common/workspace_copy.rs"]
mod workspace_copy;
#[path = "common/compilers.rs"]
mod compilers;
#[path = "common/build_run.rs"]
mod build_run;
#[path = "common/registry.rs"]
mod registry;

use bundler::{bundle, Options};
use compilers::compilers;
use build_run::{cargo_build, compile_alone, run_fixtures, TargetDir};
use registry::{committed, fetched, private_copy, problem_ids, supports_1_63, KNOWN_FAILURES, SIZE_LIMIT};
use std::path::Path;

/// Two programs at a time, on big stacks (`registry::in_parallel`).
#[test]
fn every_program_bundles_for_vnoj_compiles_alone_and_matches_the_cargo_build() {
    let root = private_copy("vnoj");
    let graph = bundler::find::crates::CrateGraph::load(&root).unwrap_or_else(|e| panic!("the crate graph: {}", e));
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("registry-builds");
    let compilers = compilers();
    let ids = problem_ids();
    assert!(ids.len() >= 42, "the registry workspace lost programs: {:?}", ids);
    // Per program: its failures, and its line of the report.
    let outcomes = registry::in_parallel(ids.len(), &|i| {
        let id = &ids[i];
        let known = KNOWN_FAILURES.iter().find(|k| k.0 == id.as_str());
        let mut errors = Vec::new();
        let mut line = None;
        let options = Options { judge: Some("vnoj".into()), ..Options::default() };
        match bundle(&root, id, &options) {
            Err(e) => errors.push(format!("{}: does not bundle:\n{}", id, e)),
            Ok(b) => {
                if b.source.len() > SIZE_LIMIT {
                    errors.push(format!("{}: the bundle is {} bytes, over {}", id, b.source.len(), SIZE_LIMIT));
                }
                let old_ok = supports_1_63(&graph, &b);
                let mut compiled_with = Vec::new();
                for compiler in &compilers {
                    if compiler.label == "1.63" && !old_ok {
                        continue;
                    }
                    match compile_alone(compiler, &b.source, &dir, &format!("{}-{}", id, compiler.label), "2021", compiler.run_flags()).and_then(|binary| run_fixtures(&root, id, &binary)) {
                        Ok(_) => compiled_with.push(compiler.label),
                        Err(e) => errors.push(format!("{} [{}]: {}\n--- the bundle:\n{}", id, compiler.label, e, b.source)),
                    }
                }
                line = Some(format!("{:32} {:>7} bytes  {}", id, b.source.len(), compiled_with.join("+")));
            }
        }
        let failures = match known {
            None => errors,
            Some((_, needle, why)) => {
                if errors.is_empty() {
                    vec![format!("{}: works now (it was a known failure: {}); take it off KNOWN_FAILURES", id, why)]
                } else if !errors.iter().any(|e| e.contains(needle)) {
                    vec![format!("{}: fails otherwise than known ({}; expected {:?}):\n{}", id, why, needle, errors.join("\n"))]
                } else {
                    Vec::new()
                }
            }
        };
        (failures, line)
    });
    let report: Vec<String> = outcomes.iter().filter_map(|(_, line)| line.clone()).collect();
    let failures: Vec<String> = outcomes.into_iter().flat_map(|(failures, _)| failures).collect();
    eprintln!("{}", report.join("\n"));
    assert!(failures.is_empty(), "{} of {} programs failed:\n\n{}", failures.len(), ids.len(), failures.join("\n\n"));
    assert!(KNOWN_FAILURES.iter().all(|k| ids.iter().any(|id| id == k.0)), "KNOWN_FAILURES names a program the workspace does not have");
}

/// The fixtures' `.out` files are what the programs built by cargo print.
#[test]
fn fixtures_agree_with_the_cargo_build() {
    fetched();
    let root = committed();
    let ids = problem_ids();
    let built = cargo_build(&root, TargetDir::At(&Path::new(env!("CARGO_TARGET_TMPDIR")).join("registry-cargo")), &[], false);
    let mut failures = Vec::new();
    for id in &ids {
        if let Err(e) = run_fixtures(&root, id, &built.join(id)) {
            failures.push(format!("{}: {}", id, e));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every crate named in issue 19 is a pinned dependency, and every program has fixtures.
#[test]
fn the_workspace_pins_every_crate_and_every_program_has_fixtures() {
    let manifest = std::fs::read_to_string(committed().join("problems/Cargo.toml")).unwrap();
    for (name, version) in [
        ("itertools", "0.11.0"), ("num", "0.4.1"), ("num-integer", "0.1.45"), ("num-traits", "0.2.15"),
        ("superslice", "1.0.0"), ("petgraph", "0.6.3"), ("ordered-float", "3.7.0"), ("proconio", "0.4.5"),
        ("rustc-hash", "1.1.0"), ("indexmap", "2.0.0"), ("fixedbitset", "0.4.2"), ("text_io", "0.1.12"),
        ("lazy_static", "1.4.0"), ("once_cell", "1.18.0"), ("permutohedron", "0.2.4"), ("bitset-fixed", "0.1.0"),
        ("smallvec", "1.11.0"), ("memchr", "2.5.0"), ("im-rc", "15.1.0"), ("rand_pcg", "0.3.1"),
        ("maplit", "1.0.2"), ("memoise", "0.3.2"), ("multimap", "0.8.3"), ("strsim", "0.10.0"), ("whiteread", "0.5.0"),
    ] {
        assert!(manifest.contains(&format!("{} = \"={}\"", name, version)) || manifest.contains(&format!("{} = {{ version = \"={}\"", name, version)), "{} {} is not pinned", name, version);
    }
    let equip: Vec<String> = problem_ids().into_iter().filter(|id| id.starts_with("equip-")).collect();
    assert_eq!(equip.len(), 17, "cargo-equip's suite has 17 programs: {:?}", equip);
    for id in problem_ids() {
        assert!(!problem_spec::layout::cases(&committed(), &id).is_empty(), "{} has no fixtures", id);
    }
    assert!(committed().join("Cargo.lock").is_file());
}
