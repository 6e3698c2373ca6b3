//! The tables in docs/ that are derived from the code, recomputed and compared with what the
//! files hold (`docs/problems.md`, `docs/judges.md`, `docs/crates.md`), and the digests that the
//! measured excess table in `docs/bundler.md` was taken on. A stale table fails with the command
//! that rewrites it: `just docs` (`DOCS_UPDATE=1 cargo test -p bundler --test docs_tables`), or
//! for the excess table `just docs-excess` (it runs rustc on every bundle, so it is measured, not
//! recomputed here).

#[path = "common/generated.rs"]
mod generated;

use bundler::judge::{Memory, Stack, Unit, JUDGES};
use bundler::{bundle_many, workspace, Bundle, Options};
use problem_spec::{IoMode, ProblemSpec};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    workspace::find_root(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap()
}

/// Every problem of `root`, bundled with `options`, in problem-id order.
fn bundles(root: &Path, options: &Options) -> Vec<Bundle> {
    let ids = workspace::problem_ids(root);
    bundle_many(root, &ids, options).into_iter().zip(&ids).map(|(b, id)| b.unwrap_or_else(|e| panic!("{}: {}", id, e))).collect()
}

/// The first 12 hex digits of the SHA-256 of a bundle's text: what the excess table names.
fn digest(source: &str) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(source.as_bytes()).iter().take(6).map(|b| format!("{:02x}", b)).collect()
}

/// `problems`: every problem's spec and the library modules its default bundle keeps.
fn problems_table(root: &Path, shaken: &[Bundle]) -> String {
    let mut t = String::from("| problem | name | judge | I/O | time | memory | checker | library modules kept |\n| --- | --- | --- | --- | ---: | ---: | --- | --- |\n");
    for b in shaken {
        let spec = ProblemSpec::load(root, &b.id).unwrap_or_else(|e| panic!("{}: {}", b.id, e));
        let io = match &spec.io {
            IoMode::Stdin => "stdin".to_string(),
            IoMode::File(stem) => format!("`{}.inp`", stem),
        };
        let modules: Vec<String> = b.crates.iter().map(|c| format!("{}: {}", c.module, c.modules.join(", "))).collect();
        writeln!(
            t,
            "| {} | {} | {} | {} | {} ms | {} MiB | {} | {} |",
            b.id,
            spec.name.replace('|', "\\|"),
            spec.judge,
            io,
            spec.time_limit_ms,
            spec.memory_limit_mib,
            spec.checker,
            modules.join("; ")
        )
        .unwrap();
    }
    t
}

/// `sizes`: bytes with whole modules, shaken, and shaken without docs, minified.
fn sizes_table(whole: &[Bundle], shaken: &[Bundle], minified: &[Bundle]) -> String {
    let mut t = String::from("| problem | whole modules | shaken | shaken + minified |\n| --- | ---: | ---: | ---: |\n");
    for ((w, s), m) in whole.iter().zip(shaken).zip(minified) {
        writeln!(t, "| {} | {} | {} | {} |", s.id, w.source.len(), s.source.len(), m.source.len()).unwrap();
    }
    t
}

fn mib(bytes: u64) -> String {
    format!("{} MiB", bytes >> 20)
}

/// `judges`: every profile of `bundler::judge::JUDGES`.
fn judges_table() -> String {
    let mut t = String::from(
        "| profile | Rust | size limit | rustc | edition | platform | threads | main stack | memory | assumed |\n| --- | --- | ---: | --- | --- | --- | --- | --- | --- | --- |\n",
    );
    for j in JUDGES {
        let limit = match j.size_limit {
            Some((n, Unit::Bytes)) => format!("{} bytes", n),
            Some((n, Unit::Chars)) => format!("{} chars", n),
            None => "—".to_string(),
        };
        let rustc = match (j.accepts_rust, j.rustc) {
            (false, _) => "—".to_string(),
            (true, None) => "current stable".to_string(),
            (true, Some(v)) => v.to_string(),
        };
        let s = j.sandbox;
        let stack = match s.main_stack {
            Stack::Unlimited => "unlimited".to_string(),
            Stack::Bytes(b) => mib(b),
        };
        let memory = match s.memory {
            Memory::Rlimits { address_grace_bytes, data } => {
                format!("address space = limit + {}{}", mib(address_grace_bytes), if data { ", data = limit" } else { "" })
            }
            Memory::Resident => "resident".to_string(),
        };
        writeln!(
            t,
            "| {} | {} | {} | {} | {} | {:?} | {} | {} | {} | {} |",
            j.name,
            if j.accepts_rust { "yes" } else { "no" },
            limit,
            rustc,
            j.edition,
            j.platform,
            if s.threads { "yes" } else { "no" },
            stack,
            memory,
            if s.unconfirmed.is_empty() { "—" } else { s.unconfirmed }
        )
        .unwrap();
    }
    t
}

/// `editions`: the editions workspace's bundles for vnoj, plain and minified.
fn editions_table(root: &Path) -> String {
    let ws = root.join("bundler/tests/workspaces/editions");
    let vnoj = Options { judge: Some("vnoj".into()), ..Options::default() };
    let plain = bundles(&ws, &vnoj);
    let minified = bundles(&ws, &Options { minify: true, ..vnoj.clone() });
    let mut t = String::from("| problem | crates inlined | bytes | minified |\n| --- | --- | ---: | ---: |\n");
    for (p, m) in plain.iter().zip(&minified) {
        let crates: Vec<&str> = p.crates.iter().map(|c| c.package.as_str()).collect();
        writeln!(t, "| {} | {} | {} | {} |", p.id, crates.join(", "), p.source.len(), m.source.len()).unwrap();
    }
    t
}

/// The corpora of the excess table (as in tests/excess.rs): name and root.
fn excess_corpora(root: &Path) -> Vec<(String, PathBuf)> {
    let mut out = vec![("workspace".to_string(), root.to_path_buf())];
    for corpus in ["acl", "nested", "shaking"] {
        out.push((corpus.to_string(), root.join("bundler/tests/workspaces").join(corpus)));
    }
    out
}

#[test]
fn generated_tables_are_current() {
    let root = root();
    let whole = bundles(&root, &Options { keep_modules: true, ..Options::default() });
    let shaken = bundles(&root, &Options::default());
    let minified = bundles(&root, &Options { remove_docs: true, minify: true, ..Options::default() });
    let results = [
        generated::write_or_check(&root, "docs/problems.md", "just docs problems", &problems_table(&root, &shaken)),
        generated::write_or_check(&root, "docs/problems.md", "just docs sizes", &sizes_table(&whole, &shaken, &minified)),
        generated::write_or_check(&root, "docs/judges.md", "just docs judges", &judges_table()),
        generated::write_or_check(&root, "docs/crates.md", "just docs editions", &editions_table(&root)),
    ];
    let stale: Vec<String> = results.iter().filter_map(|r| r.clone().err()).collect();
    assert!(stale.is_empty(), "{}", stale.join("\n"));
}

/// The excess table's rows name the bundle each was measured on; every problem of the corpora
/// must have a row, and its digest must be that of today's bundle.
#[test]
fn excess_table_was_measured_on_todays_bundles() {
    let root = root();
    let text = std::fs::read_to_string(root.join("docs/bundler.md")).unwrap();
    let table = generated::section(&text, "docs/bundler.md", "just docs-excess").unwrap_or_else(|e| panic!("{}", e));
    let mut stored = std::collections::BTreeMap::new();
    for line in table.lines().skip(2).filter(|l| l.starts_with('|')) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        stored.insert((cells[0].to_string(), cells[1].to_string()), cells[cells.len() - 1].trim_matches('`').to_string());
    }
    let mut stale = Vec::new();
    for (corpus, croot) in excess_corpora(&root) {
        for b in bundles(&croot, &Options::default()) {
            match stored.remove(&(corpus.clone(), b.id.clone())) {
                None => stale.push(format!("{} {}: no row", corpus, b.id)),
                Some(d) if d != digest(&b.source) => stale.push(format!("{} {}: measured on {}, the bundle is now {}", corpus, b.id, d, digest(&b.source))),
                Some(_) => {}
            }
        }
    }
    stale.extend(stored.keys().map(|(c, id)| format!("{} {}: a row for a problem that is gone", c, id)));
    assert!(
        stale.is_empty(),
        "docs/bundler.md: the excess table (`just docs-excess`) was measured on other bundles; run `just docs-excess` and commit:\n{}",
        stale.join("\n")
    );
}
