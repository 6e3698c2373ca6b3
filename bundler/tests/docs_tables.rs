//! The tables in docs/ that are derived from the code, recomputed and compared with what the
//! files hold (`docs/problems.md`, `docs/judges.md`, `docs/crates.md`), and the digests that the
//! measured excess table in `docs/bundler.md` was taken on. A stale table fails with the command
//! that rewrites it: `just docs` (`DOCS_UPDATE=1 cargo test -p bundler --test docs_tables`), or
//! for the excess table `just docs-excess` (it runs rustc on every bundle, so it is measured, not
//! recomputed here).

#[path = "common/generated.rs"]
mod generated;

use bundler::judge::{Memory, Stack, Unit, JUDGES};
use bundler::{bundle_many, base::workspace, Bundle, Options};
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
        "| profile | Rust | C (main.c) | size limit | rustc | edition | platform | threads | main stack | memory | assumed |\n| --- | --- | --- | ---: | --- | --- | --- | --- | --- | --- | --- |\n",
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
            "| {} | {} | {} | {} | {} | {} | {:?} | {} | {} | {} | {} |",
            j.name,
            if j.accepts_rust { "yes" } else { "no" },
            j.c.map_or("—".to_string(), |c| format!("{}, {}-bit ({})", c.os, c.bits, c.compilers)),
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

/// The words in backticks in `cell`.
fn backticked(cell: &str) -> Vec<&str> {
    cell.split('`').skip(1).step_by(2).collect()
}

/// The modules of `krate` that `source` names (`krate::module`), in order, once each.
fn modules_named<'a>(source: &'a str, krate: &str) -> Vec<&'a str> {
    let prefix = format!("{}::", krate);
    let mut out: Vec<&str> = Vec::new();
    for (at, _) in source.match_indices(&prefix) {
        let rest = &source[at + prefix.len()..];
        let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
        if end > 0 && !out.contains(&&rest[..end]) {
            out.push(&rest[..end]);
        }
    }
    out
}

/// The rows of every table in `text` whose header is `header`, as cells.
fn rows_under<'a>(text: &'a str, header: &str) -> Vec<Vec<&'a str>> {
    let mut rows = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line == header {
            lines.next();
            for row in lines.by_ref().take_while(|l| l.starts_with('|')) {
                rows.push(row.trim_matches('|').split(" | ").map(str::trim).collect());
            }
        }
    }
    rows
}

/// The game tables of docs/problems.md describe each game in words (prose, written by hand),
/// but what they say about the code is checked here: each row's problem exists, its
/// solver-core cell names exactly the solver-core modules the problem's binary uses (besides
/// `io` and `stack`, which every problem may use), and every item named there is spelled in the
/// binary; in the ac-library-rs table, the ac-library-rs cell names exactly what the binary
/// imports from `ac_library`, and the problem has its independent reference in testkit.
#[test]
fn the_game_tables_name_what_each_problem_uses() {
    let root = root();
    let file = "docs/problems.md";
    let text = std::fs::read_to_string(root.join(file)).unwrap();
    let source = |id: &str| std::fs::read_to_string(root.join("problems/src/bin").join(format!("{}.rs", id))).unwrap_or_else(|e| panic!("{}: row {}: problems/src/bin/{}.rs: {}", file, id, id, e));
    let mut wrong = Vec::new();
    let games = rows_under(&text, "| problem | game | solver-core |");
    assert!(games.len() >= 30, "{}: the game tables lost their rows ({} left)", file, games.len());
    for row in &games {
        let (id, cell) = (row[0], row[2]);
        let code = source(id);
        let mut named: Vec<&str> = backticked(cell).iter().map(|path| path.split("::").next().unwrap()).collect();
        named.dedup();
        let mut used: Vec<&str> = modules_named(&code, "solver_core").into_iter().filter(|m| !matches!(*m, "io" | "stack")).collect();
        named.sort_unstable();
        named.dedup();
        used.sort_unstable();
        if named != used {
            wrong.push(format!("{} names the modules {:?}; problems/src/bin/{}.rs uses {:?}", id, named, id, used));
        }
        for path in backticked(cell) {
            let item = path.rsplit("::").next().unwrap();
            if !code.contains(item) {
                wrong.push(format!("{} names `{}`; problems/src/bin/{}.rs does not spell `{}`", id, path, id, item));
            }
        }
    }
    let acl = rows_under(&text, "| problem | task | ac-library-rs | reference (independent) |");
    assert!(!acl.is_empty(), "{}: the ac-library-rs table is gone", file);
    for row in &acl {
        let (id, cell) = (row[0], row[2]);
        let code = source(id);
        let mut named: Vec<&str> = backticked(cell).into_iter().filter(|w| !w.starts_with("solver_core")).collect();
        let mut imported: Vec<&str> = Vec::new();
        for (at, _) in code.match_indices("use ac_library::") {
            let rest = &code[at + "use ac_library::".len()..];
            let list = &rest[..rest.find(';').unwrap()];
            // `Name as Alias` imports `Name`.
            imported.extend(list.trim_matches(|c| c == '{' || c == '}').split(',').map(|w| w.split(" as ").next().unwrap().trim()).filter(|w| !w.is_empty()));
        }
        named.sort_unstable();
        imported.sort_unstable();
        if named != imported {
            wrong.push(format!("{} names {:?} of ac-library-rs; problems/src/bin/{}.rs imports {:?}", id, named, id, imported));
        }
        if !root.join("testkit/src/reference").join(format!("{}.rs", id)).is_file() {
            wrong.push(format!("{} has no testkit/src/reference/{}.rs", id, id));
        }
    }
    assert!(wrong.is_empty(), "{}: a game table says other than the code; fix the row:\n{}", file, wrong.join("\n"));
}

/// The editions table of docs/crates.md says in words what each problem's crate needed
/// rewritten (prose), but the crate it names is checked here: the problem exists in the editions
/// workspace, and the crate (name, version, edition; a row of local crates lists one edition per
/// problem, the problem's name starting with its crate's) is in that workspace's crate graph.
#[test]
fn the_editions_table_names_each_problems_crate() {
    let root = root();
    let file = "docs/crates.md";
    let ws = root.join("bundler/tests/workspaces/editions");
    let text = std::fs::read_to_string(root.join(file)).unwrap();
    let graph = bundler::find::crates::CrateGraph::load(&ws).unwrap_or_else(|e| panic!("the editions workspace's crate graph: {}", e));
    let ids = workspace::problem_ids(&ws);
    let rows = rows_under(&text, "| problem | crate (edition) | rewritten |");
    assert!(rows.len() >= 10, "{}: the editions table lost its rows ({} left)", file, rows.len());
    let mut wrong = Vec::new();
    for row in &rows {
        let (problems, krate) = (row[0], row[1]);
        let (what, editions) = krate.rsplit_once(" (").map(|(w, e)| (w, e.trim_end_matches(')'))).unwrap_or_else(|| panic!("{}: {:?}: no `(edition)`", file, krate));
        let problems: Vec<&str> = problems.split(" / ").collect();
        let editions: Vec<&str> = editions.split(" / ").collect();
        for (k, id) in problems.iter().enumerate() {
            if !ids.iter().any(|i| i == id) {
                wrong.push(format!("{}: no such problem in bundler/tests/workspaces/editions", id));
            }
            let edition = editions[k.min(editions.len() - 1)];
            let found = if what == "local" {
                graph.crates.iter().any(|c| c.origin.is_none() && id.starts_with(c.package.as_str()) && c.edition == edition)
            } else {
                let (name, version) = what.split_once(' ').unwrap_or((what, ""));
                graph.crates.iter().any(|c| c.package == name && c.version == version && c.edition == edition)
            };
            if !found {
                wrong.push(format!("{}: the workspace has no crate {} of edition {}", id, what, edition));
            }
        }
    }
    assert!(wrong.is_empty(), "{}: the editions table says other than the workspace; fix the row:\n{}", file, wrong.join("\n"));
}
