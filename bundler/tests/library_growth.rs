//! Adding library code that a problem does not reach changes its bundle by 0 bytes (issue 8):
//! the whole ac-library-rs corpus (tests/workspaces/acl) is copied into a scratch copy of
//! solver-core, its `lib.rs` lines appended to solver-core's, and every existing problem's
//! bundle must stay byte-identical, shaken and minified alike.

use bundler::{workspace, Options};
use std::path::{Path, PathBuf};

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

#[test]
fn adding_the_whole_corpus_library_changes_no_existing_bundle() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = workspace::find_root(manifest).unwrap();
    let corpus_src = manifest.join("tests/workspaces/acl/solver-core/src");
    let scratch: PathBuf = Path::new(env!("CARGO_TARGET_TMPDIR")).join("library-growth");
    let _ = std::fs::remove_dir_all(&scratch);
    copy_dir(&root.join("solver-core/src"), &scratch.join("solver-core/src"));
    copy_dir(&root.join("problems/src/bin"), &scratch.join("problems/src/bin"));
    let mut lib_rs = std::fs::read_to_string(scratch.join("solver-core/src/lib.rs")).unwrap();
    let mut added = 0;
    for entry in std::fs::read_dir(&corpus_src).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        if name == "lib.rs" {
            continue;
        }
        let target = scratch.join("solver-core/src").join(&name);
        assert!(!target.exists(), "{} is in both libraries", name);
        std::fs::copy(&path, target).unwrap();
        added += 1;
    }
    assert!(added >= 15, "only {} corpus modules", added);
    lib_rs.push('\n');
    lib_rs.push_str(&std::fs::read_to_string(corpus_src.join("lib.rs")).unwrap());
    std::fs::write(scratch.join("solver-core/src/lib.rs"), lib_rs).unwrap();

    let ids = workspace::problem_ids(&root);
    assert!(ids.len() >= 10);
    for options in [Options::default(), Options { remove_docs: true, minify: true, ..Options::default() }] {
        let before = bundler::bundle_many(&root, &ids, &options);
        let after = bundler::bundle_many(&scratch, &ids, &options);
        for ((id, before), after) in ids.iter().zip(before).zip(after) {
            let before = before.unwrap_or_else(|e| panic!("{}: {}", id, e));
            let after = after.unwrap_or_else(|e| panic!("{} with the corpus library: {}", id, e));
            assert!(after.source == before.source, "{}: the bundle changed when unrelated library code was added", id);
        }
    }
}
