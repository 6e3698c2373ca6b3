//! The per-crate report (issue 19): every program of the registry workspace
//! (tests/workspaces/registry) bundled for `--judge vnoj`, one table row each, kept in
//! docs/crates-report.md between `<!-- BEGIN generated: just crates-report -->` and
//! `<!-- END generated -->` (the README links to it).
//!
//! Columns: the crates inlined (from [`bundler::Bundle::crates`]); the bundle's bytes, plain and
//! with `--remove-docs --minify`; the shaking excess ([`bundler::fit::measure`]); a digest of the plain
//! bundle; what was rewritten: crates translated from an older edition into the judge's (each
//! crate's edition from the crate graph), the cfgs a build script set and the proc macros
//! expanded (both read from the bundle's header lines), and the shrinking step when the bundle
//! had to be shrunk to fit. A program that does not bundle, or whose bundle is over 64 KB or does
//! not compile, says so in the excess column.
//!
//! The test recomputes every column but the excess, which needs many rustc runs: that one is
//! taken from the file, and is valid for the bundle whose digest the row records, so a changed
//! bundle changes its digest and fails the test until the report is regenerated with
//! `just crates-report` (`CRATES_REPORT=write cargo test -p bundler --test crates_report`), which
//! measures again only the rows whose digest changed.

#[path = "common/workspace_copy.rs"]
mod workspace_copy;
#[path = "common/compilers.rs"]
mod compilers;
#[path = "common/build_run.rs"]
mod build_run;
#[path = "common/registry.rs"]
mod registry;

use bundler::{bundle, Options};
use registry::{private_copy, problem_ids, SIZE_LIMIT};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

const BEGIN: &str = "<!-- BEGIN generated: just crates-report -->\n";
const END: &str = "<!-- END generated -->";
/// The excess column of a row `just crates-report` has not measured (yet).
const NOT_MEASURED: &str = "not measured yet";

fn report_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/crates-report.md")
}

/// One program's row, all but the excess.
struct Row {
    id: String,
    crates: String,
    bytes: String,
    minified: String,
    digest: String,
    rewritten: String,
    /// Why no excess can be measured (it does not bundle, or is over the size limit).
    unmeasurable: Option<String>,
    source: Option<String>,
}

fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace('\n', " ")
}

fn digest(source: &str) -> String {
    Sha256::digest(source.as_bytes()).iter().take(6).map(|b| format!("{:02x}", b)).collect()
}

/// What the bundle's text was changed by, from the crate graph (editions) and its header lines.
fn rewritten(graph: &bundler::find::crates::CrateGraph, b: &bundler::Bundle) -> String {
    let mut parts = Vec::new();
    let mut translated = Vec::new();
    for held in &b.crates {
        if let Some(k) = graph.crates.iter().find(|k| k.display() == held.package) {
            if k.edition.as_str() < "2021" {
                translated.push(format!("{} ({})", k.package, k.edition));
            }
        }
    }
    if !translated.is_empty() {
        parts.push(format!("edition → 2021: {}", translated.join(", ")));
    }
    let cfg_marker = " was compiled with the cfgs its build script set on the bundling machine (not probed on the judge's rustc): ";
    let macro_marker = "// proc macros expanded at bundle time: ";
    for line in b.source.lines().take_while(|l| l.starts_with("//") || l.is_empty()) {
        if let Some((module, cfgs)) = line.strip_prefix("// ").and_then(|l| l.split_once(cfg_marker)) {
            parts.push(format!("build-script cfgs of {}: {}", module, cfgs));
        } else if let Some(macros) = line.strip_prefix(macro_marker) {
            parts.push(format!("proc macros expanded: {}", macros));
        }
    }
    if let Some(step) = &b.shrunk {
        parts.push(format!("shrunk: {}", step));
    }
    if parts.is_empty() {
        "—".to_string()
    } else {
        parts.join("; ")
    }
}

fn first_line(text: &str) -> String {
    text.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("failed with no message").to_string()
}

fn rows(root: &Path) -> Vec<Row> {
    let graph = bundler::find::crates::CrateGraph::load(root).unwrap_or_else(|e| panic!("the crate graph: {}", e));
    let plain = Options { judge: Some("vnoj".into()), ..Options::default() };
    let small = Options { judge: Some("vnoj".into()), remove_docs: true, minify: true, ..Options::default() };
    let ids = problem_ids();
    registry::in_parallel(ids.len(), &|i| {
        let id = ids[i].clone();
        match bundle(root, &id, &plain) {
            Err(e) => Row {
                crates: "—".into(),
                bytes: "—".into(),
                minified: "—".into(),
                digest: "—".into(),
                rewritten: "—".into(),
                unmeasurable: Some(format!("does not bundle: {}", first_line(&e.to_string()))),
                source: None,
                id,
            },
            Ok(b) => {
                let minified = bundle(root, &id, &small).map_or_else(|e| format!("fails: {}", first_line(&e.to_string())), |m| m.source.len().to_string());
                let crates: Vec<&str> = b.crates.iter().map(|c| c.package.as_str()).collect();
                let over = b.source.len() > SIZE_LIMIT;
                Row {
                    crates: if crates.is_empty() { "—".into() } else { crates.join(", ") },
                    bytes: b.source.len().to_string(),
                    minified,
                    digest: digest(&b.source),
                    rewritten: rewritten(&graph, &b),
                    unmeasurable: if over {
                        Some(format!("over {} bytes (vnoj's limit): not measured", SIZE_LIMIT))
                    } else if b.crates.is_empty() {
                        Some("no library code inlined".to_string())
                    } else {
                        None
                    },
                    source: if over { None } else { Some(b.source) },
                    id,
                }
            }
        }
    })
}

/// The table; `excess` gives the measured column of each program.
fn render(rows: &[Row], excess: &BTreeMap<String, String>) -> String {
    let mut s = String::from("| program | crates inlined | bytes | minified | excess | digest | rewritten |\n| --- | --- | ---: | ---: | --- | --- | --- |\n");
    for r in rows {
        let e = match &r.unmeasurable {
            Some(why) => why.clone(),
            None => excess.get(&r.id).cloned().unwrap_or_else(|| NOT_MEASURED.into()),
        };
        s.push_str(&format!("| `{}` | {} | {} | {} | {} | `{}` | {} |\n", r.id, cell(&r.crates), r.bytes, r.minified, cell(&e), r.digest, cell(&r.rewritten)));
    }
    s
}

/// The recorded (digest, excess) of every program in the report's table.
fn recorded(doc: &str) -> BTreeMap<String, (String, String)> {
    let table = doc.split(BEGIN).nth(1).and_then(|t| t.split(END).next()).unwrap_or("");
    table
        .lines()
        .filter(|l| l.starts_with("| `"))
        .filter_map(|l| {
            let cells: Vec<&str> = l.split(" | ").collect();
            let id = cells.first()?.trim_start_matches("| `").trim_end_matches('`');
            Some((id.to_string(), (cells.get(5)?.trim_matches('`').to_string(), cells.get(4)?.to_string())))
        })
        .collect()
}

/// The excess of a bundle that fits, or why it cannot be measured.
fn measure(source: &str, scratch: &Path) -> String {
    match bundler::fit::measure::measure(source, scratch) {
        Ok(m) => format!("{:.3} ({} of {} library bytes left)", m.ratio(), m.floor, m.kept),
        Err(_) => {
            // Say what rustc says about it.
            std::fs::create_dir_all(scratch).unwrap();
            let file = scratch.join("unmeasurable.rs");
            std::fs::write(&file, source).unwrap();
            let out = Command::new("rustc").args(["--edition", "2021", "--emit=metadata", "--crate-name", "unmeasurable", "--out-dir"]).arg(scratch).arg(&file).output().unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            match stderr.lines().find(|l| l.starts_with("error")) {
                Some(e) => format!("does not compile: {}", e),
                None => "could not be measured".to_string(),
            }
        }
    }
}

/// The rows are made two at a time on big stacks (`registry::in_parallel`).
#[test]
fn the_crates_report_is_current() {
    let write = std::env::var("CRATES_REPORT").as_deref() == Ok("write");
    let root = private_copy("report");
    let rows = rows(&root);
    // Asking for a smaller bundle never makes one that fits fail (the compile-guided route once
    // started from the minified libraries and left im-rc's at 334,707 bytes).
    for r in &rows {
        if let (Ok(plain), minified) = (r.bytes.parse::<usize>(), r.minified.parse::<usize>()) {
            if plain <= SIZE_LIMIT {
                assert!(minified.map_or(false, |m| m <= SIZE_LIMIT), "{}: {} bytes as it is, but with --remove-docs --minify: {}", r.id, plain, r.minified);
            }
        }
    }
    let path = report_path();
    let doc = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: cannot read it: {}", path.display(), e));
    assert!(doc.contains(BEGIN) && doc.contains(END), "{}: the markers {:?} and {:?} are missing", path.display(), BEGIN.trim(), END);
    let old = recorded(&doc);
    let mut excess: BTreeMap<String, String> = BTreeMap::new();
    let mut to_measure = Vec::new();
    for r in &rows {
        match old.get(&r.id) {
            Some((d, e)) if *d == r.digest && e != NOT_MEASURED => {
                excess.insert(r.id.clone(), e.clone());
            }
            _ => to_measure.extend(r.source.as_ref().map(|s| (r.id.clone(), s.clone()))),
        }
    }
    let start = doc.find(BEGIN).unwrap() + BEGIN.len();
    let end = doc.find(END).unwrap();
    let (before, after) = (doc[..start].to_string(), doc[end..].to_string());
    // The smallest bundles first (the biggest take many minutes of rustc runs), so that an
    // interrupted run has measured the most rows.
    to_measure.sort_by_key(|(_, source)| source.len());
    if write {
        // Written after every measurement, so an interrupted run keeps what it measured.
        let save = |excess: &BTreeMap<String, String>| {
            std::fs::write(&path, format!("{}{}{}", before, render(&rows, excess), after)).unwrap();
        };
        save(&excess);
        for (id, source) in &to_measure {
            let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("crates-report").join(id);
            let e = measure(source, &scratch);
            eprintln!("{}: {}", id, e);
            excess.insert(id.clone(), e);
            save(&excess);
        }
        eprintln!("wrote {}", path.display());
        return;
    }
    let table = render(&rows, &excess);
    let current = &doc[start..end];
    if current != table {
        let diff = similar::TextDiff::from_lines(current, table.as_str()).unified_diff().header("docs/crates-report.md", "recomputed").to_string();
        panic!("docs/crates-report.md is not current (a bundle changed, so its recorded excess is stale): regenerate it with `just crates-report`\n{}", diff);
    }
}

#[test]
fn recorded_rows_are_read_back() {
    let rows = [Row {
        id: "a_b".into(),
        crates: "x 1.0.0".into(),
        bytes: "10".into(),
        minified: "5".into(),
        digest: "0123456789ab".into(),
        rewritten: "edition → 2021: x (2015)".into(),
        unmeasurable: None,
        source: None,
    }];
    let excess: BTreeMap<String, String> = [("a_b".to_string(), "1.000 (3 of 3 library bytes left)".to_string())].into_iter().collect();
    let doc = format!("intro\n{}{}{}\n", BEGIN, render(&rows, &excess), END);
    let back = recorded(&doc);
    assert_eq!(back.get("a_b"), Some(&("0123456789ab".to_string(), "1.000 (3 of 3 library bytes left)".to_string())));
    assert_eq!(render(&rows, &BTreeMap::new()).lines().nth(2).unwrap(), "| `a_b` | x 1.0.0 | 10 | 5 | not measured yet | `0123456789ab` | edition → 2021: x (2015) |");
}
