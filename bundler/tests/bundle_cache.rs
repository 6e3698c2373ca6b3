//! The whole-bundle cache (bundler/src/bundle_cache.rs): for each kind of input (the problem
//! file, a library file, a new file that shadows a module path, a manifest and the lock file, the
//! problem's spec with its judge, an option, the bundler binary), changing it makes the next
//! bundle be made again, and what is made equals a bundle made without the cache; a hit is
//! byte-identical to a miss; `--no-cache` and `BUNDLER_NO_CACHE` bypass it; a corrupt entry is
//! a miss; `cargo judgefile` in a foreign project sees its edits. A fixture is not an input of
//! the bundle: after a hit the check still sees a changed fixture (tests/check.rs covers the
//! check's own cache).

use bundler::bundle_cache::DIR;
use bundler::{Bundle, Options};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

#[path = "common/workspace_copy.rs"]
mod workspace_copy;
use workspace_copy::{committed, copy_dir, features, private_copy};

const ID: &str = "uses_nested";

fn cached() -> Options {
    Options { cache: true, ..Options::default() }
}

fn hit(root: &Path, id: &str, options: &Options) -> bool {
    bundler::cached_bundle(root, id, options).is_some()
}

/// Every field of two bundles, the line map's whole content included.
fn assert_same(made: &Bundle, fresh: &Bundle, after: &str) {
    assert_eq!(made.source, fresh.source, "after {}: the bundle's text", after);
    assert_eq!(made.id, fresh.id);
    assert_eq!(made.modules, fresh.modules, "after {}", after);
    assert_eq!(made.crates, fresh.crates, "after {}", after);
    assert_eq!((made.whole_module_bytes, made.kept_bytes), (fresh.whole_module_bytes, fresh.kept_bytes), "after {}", after);
    assert_eq!(made.line_map.parts(), fresh.line_map.parts(), "after {}: the line map", after);
    assert_eq!(made.old_rustc_skipped, fresh.old_rustc_skipped, "after {}", after);
    assert_eq!(made.shrunk, fresh.shrunk, "after {}", after);
    assert_eq!(made.externs, fresh.externs, "after {}", after);
}

/// Bundles with the cache (which must hold an entry already), applies `change`, and asserts
/// that the entry is stale, that the next bundle equals a cache-less one, and that it is stored
/// again and a hit returns it.
fn assert_change_rebundles(root: &Path, id: &str, options: &Options, what: &str, change: &dyn Fn()) {
    bundler::bundle(root, id, options).unwrap_or_else(|e| panic!("before {}: {}", what, e));
    let before = bundler::cached_bundle(root, id, options).unwrap_or_else(|| panic!("before {}: no entry after bundling", what));
    change();
    assert!(!hit(root, id, options), "after {}: the old bundle would be reused", what);
    let made = bundler::bundle(root, id, options);
    let fresh = bundler::bundle(root, id, &Options { cache: false, ..options.clone() });
    match (&made, &fresh) {
        (Ok(made), Ok(fresh)) => {
            assert_same(made, fresh, what);
            let again = bundler::cached_bundle(root, id, options).unwrap_or_else(|| panic!("after {}: the new bundle was not stored", what));
            assert_same(&again, fresh, what);
            let _ = before;
        }
        (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string(), "after {}", what),
        _ => panic!("after {}: with the cache {:?}, without {:?}", what, made.as_ref().map(|b| b.source.len()), fresh.as_ref().map(|b| b.source.len())),
    }
}

fn append(path: &Path, text: &str) {
    let old = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
    std::fs::write(path, format!("{}{}", old, text)).unwrap();
}

fn replace(path: &Path, from: &str, to: &str) {
    let old = std::fs::read_to_string(path).unwrap();
    assert!(old.contains(from), "{} lacks {:?}", path.display(), from);
    std::fs::write(path, old.replacen(from, to, 1)).unwrap();
}

#[test]
fn a_changed_problem_or_library_file_is_bundled_again() {
    let root = private_copy(&features(), "bundle-cache-files");
    let o = cached();
    bundler::bundle(&root, ID, &o).unwrap();
    assert!(hit(&root, ID, &o));
    assert_change_rebundles(&root, ID, &o, "an edit of the problem", &|| {
        replace(&root.join("problems/src/bin/uses_nested.rs"), "let c = solver_core", "let c = 0 + solver_core")
    });
    // A library file the bundle draws on, and one it does not emit (every file is parsed).
    assert_change_rebundles(&root, ID, &o, "an edit of a library file", &|| {
        replace(&root.join("solver-core/src/algebra/modular.rs"), "pub fn", "/// Documented now.\npub fn")
    });
    assert_change_rebundles(&root, ID, &o, "an edit of a library file it does not emit", &|| append(&root.join("solver-core/src/big.rs"), "\npub fn added_later() {}\n"));
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn a_new_file_at_a_module_path_that_was_missing_is_seen() {
    let root = private_copy(&features(), "bundle-cache-shadow");
    let o = cached();
    // `mod algebra;` found no algebra.rs and took algebra/mod.rs: a new algebra.rs comes first.
    assert!(root.join("solver-core/src/algebra/mod.rs").is_file() && !root.join("solver-core/src/algebra.rs").exists());
    bundler::bundle(&root, ID, &o).unwrap();
    assert_change_rebundles(&root, ID, &o, "a new solver-core/src/algebra.rs", &|| {
        let nested = std::fs::read_to_string(root.join("solver-core/src/algebra/mod.rs")).unwrap();
        std::fs::write(root.join("solver-core/src/algebra.rs"), format!("// The flat file now.\n{}", nested)).unwrap();
    });
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn the_problem_spec_and_its_judge_are_inputs() {
    let root = private_copy(&features(), "bundle-cache-spec");
    let o = cached();
    bundler::bundle(&root, ID, &o).unwrap();
    // No spec: the missing file was recorded, and a new one with a judge of another edition counts.
    let spec = root.join("fixtures/uses_nested.toml");
    assert!(!spec.exists());
    let text = |judge: &str| {
        format!("name = \"nested\"\nurl = \"https://example.com/nested\"\njudge = \"{}\"\nio = \"stdin\"\ntime_limit_ms = 1000\nmemory_limit_mib = 256\nchecker = \"exact\"\n", judge)
    };
    assert_change_rebundles(&root, ID, &o, "a new fixtures/uses_nested.toml", &|| std::fs::write(&spec, text("luogu")).unwrap());
    assert_change_rebundles(&root, ID, &o, "another judge in the spec", &|| std::fs::write(&spec, text("cses")).unwrap());
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn every_option_that_shapes_a_bundle_has_its_own_entry() {
    let root = private_copy(&features(), "bundle-cache-options");
    let o = cached();
    bundler::bundle(&root, ID, &o).unwrap();
    let variants = [
        Options { remove_docs: true, ..cached() },
        Options { remove_comments: true, ..cached() },
        Options { minify: true, ..cached() },
        Options { keep_modules: true, ..cached() },
        Options { judge: Some("codeforces".to_string()), ..cached() },
        Options { expand_macros: true, ..cached() },
        Options { exclude: vec!["nothing".to_string()], ..cached() },
    ];
    for v in &variants {
        assert!(!hit(&root, ID, v), "{:?} would reuse the plain bundle", v);
        let made = bundler::bundle(&root, ID, v).unwrap();
        assert_same(&made, &bundler::bundle(&root, ID, &Options { cache: false, ..v.clone() }).unwrap(), &format!("{:?}", v));
        assert!(hit(&root, ID, v), "{:?}: not stored", v);
    }
    // Options that do not shape the bundle share it.
    assert!(hit(&root, ID, &Options { forget_parsed: true, ..variants.last().unwrap().clone() }));
    // Without the cache nothing is read or written.
    let entry = root.join(DIR).join(ID);
    std::fs::write(&entry, "not an entry").unwrap();
    let plain = bundler::bundle(&root, ID, &Options::default()).unwrap();
    assert_eq!(std::fs::read_to_string(&entry).unwrap(), "not an entry");
    // A corrupt entry is a miss, and is replaced.
    assert!(!hit(&root, ID, &o));
    assert_same(&bundler::bundle(&root, ID, &o).unwrap(), &plain, "a corrupt entry");
    assert!(hit(&root, ID, &o));
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn manifests_and_the_lock_file_are_inputs() {
    let root = private_copy(&committed("multilib"), "bundle-cache-manifests");
    let o = cached();
    let id = "nested_paths";
    bundler::bundle(&root, id, &o).unwrap();
    assert!(hit(&root, id, &o));
    assert_change_rebundles(&root, id, &o, "an edit of Cargo.toml", &|| append(&root.join("Cargo.toml"), "\n# edited\n"));
    assert_change_rebundles(&root, id, &o, "an edit of problems/Cargo.toml", &|| append(&root.join("problems/Cargo.toml"), "\n# edited\n"));
    // Cargo writes the lock file back in its own form while `cargo metadata` runs: the first
    // bundle after the edit read two versions of it and is not stored; the next one is.
    bundler::bundle(&root, id, &o).unwrap();
    append(&root.join("Cargo.lock"), "\n# edited\n");
    assert!(!hit(&root, id, &o), "after an edit of Cargo.lock: the old bundle would be reused");
    let fresh = bundler::bundle(&root, id, &Options::default()).unwrap();
    assert_same(&bundler::bundle(&root, id, &o).unwrap(), &fresh, "an edit of Cargo.lock");
    assert_same(&bundler::bundle(&root, id, &o).unwrap(), &fresh, "an edit of Cargo.lock");
    assert_same(&bundler::cached_bundle(&root, id, &o).expect("stored once the lock file settled"), &fresh, "an edit of Cargo.lock");
    let _ = std::fs::remove_dir_all(&root);
}

// ------------------------------------------------------------------ through the command line

fn text(o: &Output) -> String {
    format!("--- status {}\n--- stdout\n{}--- stderr\n{}", o.status, String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
}

fn run(exe: &Path, root: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut c = Command::new(exe);
    c.args(args).arg("--root").arg(root).stdin(Stdio::null()).env_remove(bundler::bundle_cache::NO_CACHE_ENV);
    for (k, v) in env {
        c.env(k, v);
    }
    let o = c.output().unwrap();
    assert!(o.status.success(), "{} {:?}:\n{}", exe.display(), args, text(&o));
    o
}

/// The entry's inode: a store replaces the file (a rename), a hit leaves it.
fn entry_inode(root: &Path, id: &str) -> Option<u64> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(root.join(DIR).join(id)).ok().map(|m| m.ino())
}

#[test]
fn a_hit_prints_the_same_bytes_and_a_rebuilt_bundler_misses() {
    let root = private_copy(&features(), "bundle-cache-cli");
    // A copy of the bundler, so that it can be replaced as a rebuild replaces it.
    let bin = root.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let exe = bin.join("bundler");
    std::fs::copy(env!("CARGO_BIN_EXE_bundler"), &exe).unwrap();
    let args = ["bundle", ID, "--no-check", "--stdout"];
    let miss = run(&exe, &root, &args, &[]);
    let stored = entry_inode(&root, ID).expect("an entry after the first bundle");
    let hit = run(&exe, &root, &args, &[]);
    assert_eq!(entry_inode(&root, ID), Some(stored), "a hit rewrote the entry");
    assert_eq!(hit.stdout, miss.stdout, "a hit differs from the miss");
    // Bypassed: neither read nor written.
    let bypassed = run(&exe, &root, &[&args[..], &["--no-cache"]].concat(), &[]);
    assert_eq!(bypassed.stdout, miss.stdout);
    std::fs::write(root.join(DIR).join(ID), "foreign").unwrap();
    let by_env = run(&exe, &root, &args, &[(bundler::bundle_cache::NO_CACHE_ENV, "1")]);
    assert_eq!(by_env.stdout, miss.stdout);
    assert_eq!(std::fs::read_to_string(root.join(DIR).join(ID)).unwrap(), "foreign");
    // The foreign entry is a miss and is replaced; then a rebuilt bundler (same bytes, a new
    // file: other times and inode) misses too.
    assert_eq!(run(&exe, &root, &args, &[]).stdout, miss.stdout);
    let replaced = entry_inode(&root, ID).unwrap();
    assert_eq!(run(&exe, &root, &args, &[]).stdout, miss.stdout);
    assert_eq!(entry_inode(&root, ID), Some(replaced), "the replaced entry is not hit");
    std::thread::sleep(std::time::Duration::from_millis(20));
    let rebuilt = bin.join("bundler.new");
    std::fs::copy(env!("CARGO_BIN_EXE_bundler"), &rebuilt).unwrap();
    std::fs::rename(&rebuilt, &exe).unwrap();
    assert_eq!(run(&exe, &root, &args, &[]).stdout, miss.stdout);
    assert_ne!(entry_inode(&root, ID), Some(replaced), "a rebuilt bundler reused the old one's bundle");
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn after_a_hit_the_check_still_sees_a_changed_fixture() {
    let root = private_copy(&features(), "bundle-cache-fixture");
    let exe = PathBuf::from(env!("CARGO_BIN_EXE_bundler"));
    run(&exe, &root, &["bundle", ID], &[]);
    let inode = entry_inode(&root, ID);
    std::fs::write(root.join("fixtures/uses_nested/sample-1.out"), "0 0 0\n").unwrap();
    let o = Command::new(&exe).args(["bundle", ID, "--root"]).arg(&root).env_remove(bundler::bundle_cache::NO_CACHE_ENV).output().unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains("wrong answer"), "{}", text(&o));
    assert_eq!(entry_inode(&root, ID), inode, "the bundle itself was reused");
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn cargo_judgefile_in_a_foreign_project_sees_its_edits() {
    // Outside this workspace, so that cargo does not take it for one of its members.
    let dir = std::env::temp_dir().join(format!("bundler-bundle-cache-plain-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    copy_dir(&committed("plain"), &dir);
    let exe = PathBuf::from(env!("CARGO_BIN_EXE_cargo-judgefile"));
    let judgefile = |extra: &[&str]| -> String {
        let o = Command::new(&exe).args(["judgefile", "--no-check", "--stdout"]).args(extra).current_dir(&dir).env_remove(bundler::bundle_cache::NO_CACHE_ENV).output().unwrap();
        assert!(o.status.success(), "{}", text(&o));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let first = judgefile(&[]);
    assert!(entry_inode(&dir, "plain").is_some(), "no entry for the project's bundle");
    assert_eq!(judgefile(&[]), first);
    replace(&dir.join("src/main.rs"), "a.max(b)", "if a > b { a } else { b }");
    let edited = judgefile(&[]);
    assert!(edited.contains("if a > b { a } else { b }"), "{}", edited);
    assert_eq!(edited, judgefile(&["--no-cache"]));
    let _ = std::fs::remove_dir_all(&dir);
}
