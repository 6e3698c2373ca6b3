//! What the tests over the registry workspace (tests/workspaces/registry) share: registry.rs
//! bundles every program for `--judge vnoj`, registry_atcoder.rs for `--judge atcoder`; both
//! read the one list of programs that do not bundle yet, [`KNOWN_FAILURES`].
//!
//! The including test file declares `mod workspace_copy;`, `mod compilers;` and `mod build_run;`
//! beside this one.

// Each test binary that includes this file uses a part of it.
#![allow(dead_code)]

use crate::build_run::cargo;
use std::path::PathBuf;
use std::process::Command;
use std::sync::Once;

/// What a bundle may weigh: VNOJ's limit is 65,536 characters, Codeforces' 65,536 bytes.
pub const SIZE_LIMIT: usize = 64 * 1024;

pub fn committed() -> PathBuf {
    crate::workspace_copy::committed("registry")
}

/// The registry crates in the local cargo cache, fetched once per test run.
pub fn fetched() {
    static FETCH: Once = Once::new();
    FETCH.call_once(|| {
        let out = Command::new(cargo()).args(["fetch", "--locked", "--manifest-path"]).arg(committed().join("Cargo.toml")).output().unwrap();
        assert!(out.status.success(), "cargo fetch failed:\n{}", String::from_utf8_lossy(&out.stderr));
    });
}

/// A private copy of the workspace, so that cargo metadata and the bundler's outputs never
/// touch the committed files.
///
/// Every copy shares one cache of the compile-guided shrink step (`bundler::fit::compile_shrink`),
/// a folder of the test target that outlives the copies: its entries are keyed by the text the
/// step starts from (not the copy's path), a hit still passes the full check, and without it
/// each test that bundles the over-size programs (registry, crates_report, registry_atcoder) would
/// pay the step's tens of compiles again.
pub fn private_copy(tag: &str) -> PathBuf {
    fetched();
    let copy = crate::workspace_copy::private_copy(&committed(), &format!("registry-{}", tag));
    let shared = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("registry-compile-shrink");
    std::fs::create_dir_all(&shared).unwrap();
    let link = copy.join(bundler::fit::compile_shrink::CACHE_DIR);
    std::fs::create_dir_all(link.parent().unwrap()).unwrap();
    std::os::unix::fs::symlink(&shared, &link).unwrap();
    copy
}

pub fn problem_ids() -> Vec<String> {
    problem_spec::layout::problem_ids(&committed())
}

/// `work(i)` for every `i` in `0..count`, on two workers (the machines have two cores and a
/// bundle is made on one), each with a 256 MiB stack: bundling the biggest crates (im-rc, num)
/// recurses deeper than a test thread's 2 MiB allow in a debug build (the bundler's own binary
/// runs on an 8 MiB main thread, in release). The results in order; a panic in `work` is passed
/// on.
pub fn in_parallel<T: Send>(count: usize, work: &(dyn Fn(usize) -> T + Sync)) -> Vec<T> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let done = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2)
            .map(|_| {
                std::thread::Builder::new()
                    .stack_size(256 << 20)
                    .spawn_scoped(scope, || loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                        if i >= count {
                            break;
                        }
                        let result = work(i);
                        done.lock().unwrap().push((i, result));
                    })
                    .unwrap()
            })
            .collect();
        for worker in workers {
            if let Err(panic) = worker.join() {
                std::panic::resume_unwind(panic);
            }
        }
    });
    let mut done = done.into_inner().unwrap();
    done.sort_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, result)| result).collect()
}

/// Whether every crate of the bundle declares a rust-version of at most 1.63 (crates that
/// declare none are taken to support it; editions after 2021 do not).
pub fn supports_1_63(graph: &bundler::find::crates::CrateGraph, bundle: &bundler::Bundle) -> bool {
    bundle.crates.iter().all(|held| {
        graph.crates.iter().filter(|c| format!("{} {}", c.package, c.version) == held.package || c.module == held.module).all(|c| {
            let version_ok = c.rust_version.as_deref().map_or(true, |v| {
                let mut parts = v.split('.').map(|p| p.parse::<u32>().unwrap_or(0));
                (parts.next().unwrap_or(1), parts.next().unwrap_or(0)) <= (1, 63)
            });
            version_ok && c.edition.as_str() <= "2021"
        })
    })
}

/// The programs that do not bundle yet, each with a piece of the error it must still give and
/// why (issue 19 is open for them). A program listed here that starts to work fails the vnoj
/// test until it is taken off the list, so the list cannot go stale. Under `--judge atcoder`
/// (registry_atcoder.rs) a listed program may work (the judge has the crate that fails), or
/// fail with the same piece of error.
pub const KNOWN_FAILURES: [(&str, &str, &str); 1] = [(
    "num_bigint",
    "over 65536",
    "the smallest text the compile-guided shrink reaches is 71,257 characters. It \"fit\" at 50,689 until session 34 only because step 0 read `<impl Mul for &BigUint>::mul` (a symbol leaves out `Mul`'s defaulted argument) as another impl than `Mul<&BigUint> for &BigUint` and replaced that `mul` by `unreachable!()`, which `to_radix_digits_le` calls for numbers of 64 digits or more; the MIR comparison (fit::same_code) caught it",
)];
