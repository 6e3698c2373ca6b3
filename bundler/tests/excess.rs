//! Shaking precision (issue 8): for every problem of the workspace and of the test corpora,
//! shaking excess = library bytes kept / library bytes left once rustc's dead-code and
//! unused-import reports are applied to a fixed point ([`bundler::fit::measure`]). Prints the
//! table of docs/bundler.md, each row with the digest of the bundle it was measured on, and
//! writes it there under `DOCS_UPDATE=1` (`just docs-excess`); fails when a problem is over the
//! goal. `tests/docs_tables.rs` fails when a bundle no longer has the digest its row names.
//!
//! `cargo test --release -p bundler --test excess -- --nocapture`

#[path = "common/generated.rs"]
mod generated;

use bundler::{bundle, fit::measure, base::workspace, Options};
use std::path::{Path, PathBuf};

const GOAL: f64 = 1.10;

fn roots() -> Vec<(String, PathBuf)> {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = vec![("workspace".to_string(), workspace::find_root(manifest).unwrap())];
    for corpus in ["acl", "nested", "shaking"] {
        out.push((corpus.to_string(), manifest.join("tests/workspaces").join(corpus)));
    }
    out
}

/// How many places the shaker kept without deciding (item macros that may define anything,
/// macro-body names looked up crate-wide).
fn undecided(root: &Path, id: &str) -> usize {
    let rel = workspace::problem_path(root, id).unwrap();
    let problem = bundler::read::parse::SourceFile::load(root, &rel).unwrap();
    let lib = bundler::read::library::Library::load(root, workspace::LIBRARY_ROOT).unwrap();
    bundler::reach::shake::shake(&lib, &bundler::reach::problem::roots(&problem), false).undecided
}

/// The first 12 hex digits of the SHA-256 of a bundle's text (as in tests/docs_tables.rs).
fn digest(source: &str) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(source.as_bytes()).iter().take(6).map(|b| format!("{:02x}", b)).collect()
}

#[test]
fn shaking_excess_is_within_the_goal_everywhere() {
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("excess");
    let jobs: Vec<(String, PathBuf, String)> = roots()
        .into_iter()
        .flat_map(|(name, root)| workspace::problem_ids(&root).into_iter().map(move |id| (name.clone(), root.clone(), id)))
        .collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for t in 0..std::thread::available_parallelism().map_or(2, |n| n.get()) {
            let (jobs, next, results, scratch) = (&jobs, &next, &results, &scratch);
            s.spawn(move || loop {
                let k = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                let Some((corpus, root, id)) = jobs.get(k) else { break };
                let b = bundle(root, id, &Options::default()).unwrap_or_else(|e| panic!("{}: {}", id, e));
                let m = measure::measure(&b.source, &scratch.join(format!("{}", t))).unwrap_or_else(|e| panic!("{}: {}", id, e));
                results.lock().unwrap().push((k, corpus.clone(), id.clone(), m, b.whole_module_bytes, undecided(root, id), digest(&b.source)));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|r| r.0);
    let mut table = String::from("| corpus | problem | whole modules | library bytes kept | after rustc's dead-code removal | excess | kept undecided | bundle |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |\n");
    let mut over = Vec::new();
    for (_, corpus, id, m, whole, undecided, digest) in &results {
        table.push_str(&format!("| {} | {} | {} | {} | {} | {:.3} | {} | `{}` |\n", corpus, id, whole, m.kept, m.floor, m.ratio(), undecided, digest));
        if m.ratio() > GOAL {
            over.push(format!("{} {}: {:.3}", corpus, id, m.ratio()));
        }
    }
    print!("{}", table);
    if generated::updating() {
        let root = workspace::find_root(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap();
        generated::write_or_check(&root, "docs/bundler.md", "just docs-excess", &table).unwrap_or_else(|e| panic!("{}", e));
    }
    assert!(over.is_empty(), "over {}: {:?}", GOAL, over);
}
