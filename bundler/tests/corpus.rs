//! Third-party and differently shaped library code (issue 8).
//!
//! Two test workspaces: `tests/workspaces/acl` holds ac-library-rs verbatim as its solver-core,
//! `tests/workspaces/nested` a library of nested module folders, `mod.rs`, `#[path]`, and heavy
//! generics. Every fixture's expected output comes from the brute forces in
//! `common/corpus_reference.rs`.

#[path = "common/corpus_reference.rs"]
mod corpus_reference;

use std::path::{Path, PathBuf};

const CORPORA: [&str; 2] = ["acl", "nested"];

fn corpus_root(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/workspaces").join(name)
}

fn problem_ids(root: &Path) -> Vec<String> {
    testkit::fixtures::problem_ids(root)
}

/// Each fixture's `.out` equals the brute force's answer for its `.in`, and every problem has
/// its hand-written sample and at least two more cases.
#[test]
fn fixtures_agree_with_the_brute_force() {
    for corpus in CORPORA {
        let root = corpus_root(corpus);
        let ids = problem_ids(&root);
        assert!(!ids.is_empty(), "{}: no problems", corpus);
        for id in &ids {
            let cases = testkit::fixtures::cases(&root, id);
            assert!(cases.len() >= 3 && cases.iter().any(|c| c.name == "sample-1"), "{}: {} cases", id, cases.len());
            for case in cases {
                let input = std::fs::read_to_string(&case.input).unwrap();
                let want = corpus_reference::expected(id, &input).unwrap_or_else(|| panic!("no brute force for {}", id));
                let got = std::fs::read_to_string(&case.output).unwrap();
                assert_eq!(got, want, "fixtures/{}/{}.out disagrees with the brute force", id, case.name);
            }
        }
    }
}

/// Rewrites every corpus fixture from the generator and the brute forces:
/// `cargo test -p bundler --test corpus -- --ignored write_corpus_fixtures`.
#[test]
#[ignore]
fn write_corpus_fixtures() {
    for corpus in CORPORA {
        let root = corpus_root(corpus);
        for id in problem_ids(&root) {
            let dir = root.join("fixtures").join(&id);
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            for (name, input) in corpus_reference::inputs(&id) {
                let output = corpus_reference::expected(&id, &input).unwrap();
                std::fs::write(dir.join(format!("{}.in", name)), &input).unwrap();
                std::fs::write(dir.join(format!("{}.out", name)), output).unwrap();
            }
        }
    }
}
