//! The results as docs/corpus-crates.md's generated section (summary, per-crate table, failure
//! classes, every failure) and as `results.json`. Deterministic: sorted by crate and program,
//! no timestamps, paths relative to the workspace root.

use crate::bundled::Bundled;
use crate::programs::{Kind, Program, Skip};
use crate::unbundled::Unbundled;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::fmt::Write;

/// The generated section's markers in docs/corpus-crates.md.
pub const BEGIN: &str = "<!-- BEGIN generated: just corpus-crates -->";
pub const END: &str = "<!-- END generated -->";

/// The judges' common size limit the summary measures against.
pub const LIMIT_64K: usize = 65_536;

/// Everything known about one program.
pub struct Record<'a> {
    pub program: &'a Program,
    /// None: a runner error before the program ran (then `runner_error` says why).
    pub unbundled: Option<Unbundled>,
    pub bundled: Option<Bundled>,
    pub runner_error: Option<String>,
}

/// One crate's line of the list.
pub struct CrateLine {
    pub name: String,
    pub version: String,
    pub set: String,
    /// Source files syn could not parse.
    pub unparsed: usize,
}

/// What the run covered.
pub struct Run<'a> {
    pub crates: Vec<CrateLine>,
    pub records: Vec<Record<'a>>,
    pub skipped: Vec<Skip>,
    /// How the run was limited (`--sample 150`), empty for the whole corpus.
    pub scope: String,
}

/// The failure classes' key: a compiler error's code, else its words with names in backticks
/// and numbers blanked (`error: cannot find `_` in `_``).
pub fn class_of(stage: &str, first: &str) -> String {
    if let Some(i) = first.find("error[E") {
        let code: String = first[i + 6..].chars().take_while(|c| *c != ']').collect();
        return format!("{}: {}", stage, code);
    }
    let msg = first.split_once("error: ").map_or(first, |(_, m)| m);
    let mut out = String::new();
    let mut in_tick = false;
    for c in msg.chars() {
        if c == '`' {
            if !in_tick {
                out.push_str("`_");
            }
            in_tick = !in_tick;
            if !in_tick {
                out.push('`');
            }
        } else if !in_tick {
            out.push(if c.is_ascii_digit() { '#' } else { c });
        }
    }
    let out: String = out.chars().take(90).collect();
    format!("{}: {}", stage, out)
}

fn pct(a: usize, b: usize) -> String {
    if b == 0 {
        "—".to_string()
    } else {
        format!("{:.1}%", 100.0 * a as f64 / b as f64)
    }
}

fn median(v: &mut [usize]) -> Option<usize> {
    v.sort_unstable();
    (!v.is_empty()).then(|| v[(v.len() - 1) / 2])
}

fn md_escape(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

/// Counts the run's headline numbers: (programs, passed unbundled, bundled passes, runner errors).
pub fn totals(run: &Run) -> (usize, usize, usize, usize) {
    let programs = run.records.len();
    let unb = run.records.iter().filter(|r| r.unbundled.as_ref().map_or(false, |u| u.passed)).count();
    let ok = run.records.iter().filter(|r| r.bundled.as_ref().map_or(false, |b| b.passed)).count();
    let runner = run.records.iter().filter(|r| r.runner_error.is_some() || r.bundled.as_ref().map_or(false, |b| b.runner_error.is_some())).count();
    (programs, unb, ok, runner)
}

/// The generated markdown section (without the markers).
pub fn markdown(run: &Run) -> String {
    let mut s = String::new();
    let (programs, unb, ok, runner) = totals(run);
    let judged: Vec<&Bundled> = run.records.iter().filter_map(|r| r.bundled.as_ref()).filter(|b| b.runner_error.is_none()).collect();
    let sizes: Vec<usize> = judged.iter().filter_map(|b| b.bytes).collect();
    let small = sizes.iter().filter(|&&b| b <= LIMIT_64K).count();
    let stage = |name: &str| judged.iter().filter(|b| b.failure().map_or(false, |(st, _)| st == name)).count();
    let _ = writeln!(s, "Scope: {}.\n", if run.scope.is_empty() { "every crate of corpus-crates/crates.toml, every program".to_string() } else { run.scope.clone() });
    let _ = writeln!(s, "| measure | count | share |\n| --- | ---: | ---: |");
    let _ = writeln!(s, "| crates | {} | |", run.crates.len());
    let _ = writeln!(s, "| programs (doctests and examples run) | {} | |", programs);
    let doct = run.records.iter().filter(|r| r.program.kind == Kind::Doctest).count();
    let _ = writeln!(s, "| of them doctests / examples | {} / {} | |", doct, programs - doct);
    let _ = writeln!(s, "| passing unbundled (the reference) | {} | {} of programs |", unb, pct(unb, programs));
    let _ = writeln!(s, "| bundled, compiled alone and run the same | {} | **{}** of passing |", ok, pct(ok, judged.len()));
    let whole = judged.iter().filter(|b| b.passed && b.shaken_failure.is_some()).count();
    let _ = writeln!(s, "| of them through whole crates (the shaken bundle failed; `cargo judgefile` falls back so) | {} | {} of passing |", whole, pct(whole, judged.len()));
    let _ = writeln!(s, "| failed: bundling | {} | {} |", stage("bundle"), pct(stage("bundle"), judged.len()));
    let _ = writeln!(s, "| failed: compiling the bundle | {} | {} |", stage("compile"), pct(stage("compile"), judged.len()));
    let _ = writeln!(s, "| failed: running differently | {} | {} |", stage("run"), pct(stage("run"), judged.len()));
    let _ = writeln!(s, "| runner errors (not counted above) | {} | |", runner);
    let _ = writeln!(s, "| bundles made | {} | |", sizes.len());
    let _ = writeln!(s, "| bundles ≤ 65,536 bytes | {} | {} of bundles |", small, pct(small, sizes.len()));
    let buckets = [(LIMIT_64K, 128 << 10, "64–128 KiB"), (128 << 10, 256 << 10, "128–256 KiB"), (256 << 10, 512 << 10, "256–512 KiB"), (512 << 10, 1 << 20, "512 KiB–1 MiB"), (1 << 20, usize::MAX, "over 1 MiB")];
    for (lo, hi, label) in buckets {
        let n = sizes.iter().filter(|&&b| b > lo && b <= hi).count();
        let _ = writeln!(s, "| bundles of {} | {} | {} |", label, n, pct(n, sizes.len()));
    }
    let old = |prefix: &str| judged.iter().filter(|b| b.old_rustc.as_deref().map_or(false, |o| o.starts_with(prefix))).count();
    let old_err = judged.iter().filter(|b| b.old_rustc.as_deref().map_or(false, |o| o != "ok" && !o.starts_with("skipped"))).count();
    let _ = writeln!(s, "| compiled bundles rustc 1.63 also checks: ok / error / skipped | {} / {} / {} | |", old("ok"), old_err, old("skipped"));
    let mut skip_counts: BTreeMap<String, usize> = BTreeMap::new();
    for k in &run.skipped {
        let class = if k.why.starts_with("needs dev-dependency") { "needs a dev-dependency" } else if k.why.starts_with("needs features") { "needs features not enabled" } else { k.why.as_str() };
        *skip_counts.entry(class.to_string()).or_default() += 1;
    }
    let skips: Vec<String> = skip_counts.iter().map(|(k, n)| format!("{} {}", k, n)).collect();
    let _ = writeln!(s, "| blocks and examples not run (rustdoc's rules, or not buildable here; of the crates' whole source, not limited) | {} | {} |", run.skipped.len(), skips.join(", "));
    let unparsed: usize = run.crates.iter().map(|c| c.unparsed).sum();
    if unparsed > 0 {
        let _ = writeln!(s, "| source files syn could not parse (their doctests not found) | {} | |", unparsed);
    }

    // Per crate.
    let _ = writeln!(s, "\n### Per crate\n");
    let _ = writeln!(s, "| crate | set | programs | passed unbundled | passed bundled | failed | first error of the first failure | median bytes | max bytes |\n| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |");
    for c in &run.crates {
        let rs: Vec<&Record> = run.records.iter().filter(|r| r.program.krate == c.name).collect();
        let unb = rs.iter().filter(|r| r.unbundled.as_ref().map_or(false, |u| u.passed)).count();
        let okc = rs.iter().filter(|r| r.bundled.as_ref().map_or(false, |b| b.passed)).count();
        let fails: Vec<(&str, String)> = rs.iter().filter_map(|r| r.bundled.as_ref()?.failure()).filter(|(st, _)| *st != "runner").collect();
        let mut bytes: Vec<usize> = rs.iter().filter_map(|r| r.bundled.as_ref()?.bytes).collect();
        let max = bytes.iter().max().copied();
        let med = median(&mut bytes);
        let first = fails.first().map(|(st, e)| md_escape(&format!("{}: {}", st, e)).chars().take(120).collect::<String>()).unwrap_or_default();
        let n = |o: Option<usize>| o.map_or("—".to_string(), |v| v.to_string());
        let _ = writeln!(s, "| {} {} | {} | {} | {} | {} | {} | {} | {} | {} |", c.name, c.version, c.set, rs.len(), unb, okc, fails.len(), first, n(med), n(max));
    }

    // Classes.
    let mut classes: BTreeMap<String, Vec<&Record>> = BTreeMap::new();
    for r in &run.records {
        if let Some((st, e)) = r.bundled.as_ref().and_then(|b| b.failure()) {
            if st != "runner" {
                classes.entry(class_of(st, &e)).or_default().push(r);
            }
        }
    }
    let mut classes: Vec<(String, Vec<&Record>)> = classes.into_iter().collect();
    classes.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then(a.0.cmp(&b.0)));
    let _ = writeln!(s, "\n### Failure classes\n");
    let _ = writeln!(s, "By stage and first error (the compiler's code, or the message with names blanked).\n");
    let _ = writeln!(s, "| class | programs | crates | examples |\n| --- | ---: | ---: | --- |");
    for (class, rs) in &classes {
        let mut crates: Vec<&str> = rs.iter().map(|r| r.program.krate.as_str()).collect();
        crates.dedup();
        let ex: Vec<String> = rs.iter().take(2).map(|r| format!("`{}`", r.program.name)).collect();
        let _ = writeln!(s, "| {} | {} | {} | {} |", md_escape(class), rs.len(), crates.len(), ex.join(", "));
    }

    // Every failure.
    let _ = writeln!(s, "\n### Every failure\n");
    let _ = writeln!(s, "Program (bundle at `target/corpus-crates/bundles/<program>/main.rs`), its source in the crate, stage, first error.\n");
    for r in &run.records {
        if let Some((st, e)) = r.bundled.as_ref().and_then(|b| b.failure()) {
            let _ = writeln!(s, "- `{}` ({} {}): {}: {}", r.program.name, r.program.krate, r.program.place, st, md_escape(&e));
        } else if let Some(e) = &r.runner_error {
            let _ = writeln!(s, "- `{}` ({} {}): runner: {}", r.program.name, r.program.krate, r.program.place, md_escape(e));
        }
    }
    s
}

/// Replaces the generated section of `doc` (or appends one).
pub fn splice(doc: &str, section: &str) -> String {
    match (doc.find(BEGIN), doc.find(END)) {
        (Some(b), Some(e)) if b < e => format!("{}{}\n{}{}", &doc[..b], BEGIN, section, &doc[e..]),
        _ => format!("{}\n{}\n{}{}\n", doc.trim_end(), BEGIN, section, END),
    }
}

/// `results.json`: every program with its place and results, every skip.
pub fn json(run: &Run) -> Value {
    let programs: Vec<Value> = run
        .records
        .iter()
        .map(|r| {
            json!({
                "name": r.program.name, "crate": r.program.krate, "place": r.program.place,
                "kind": if r.program.kind == Kind::Doctest { "doctest" } else { "example" },
                "should_panic": r.program.should_panic,
                "unbundled": r.unbundled.as_ref().map(|u| { let mut v = u.to_json(); v.as_object_mut().map(|o| o.remove("stdout")); v }),
                "bundled": r.bundled.as_ref().map(Bundled::to_json),
                "runner_error": r.runner_error,
            })
        })
        .collect();
    let skipped: Vec<Value> = run.skipped.iter().map(|k| json!({ "crate": k.krate, "place": k.place, "why": k.why })).collect();
    let (n, unb, ok, runner) = totals(run);
    json!({
        "scope": run.scope,
        "crates": run.crates.iter().map(|c| json!({ "name": c.name, "version": c.version, "set": c.set, "unparsed_files": c.unparsed })).collect::<Vec<_>>(),
        "totals": { "programs": n, "passed_unbundled": unb, "passed_bundled": ok, "runner_errors": runner },
        "programs": programs,
        "skipped": skipped,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_keep_codes_and_blank_names() {
        assert_eq!(class_of("compile", "error[E0433]: failed to resolve: use of undeclared crate `x`"), "compile: E0433");
        assert_eq!(class_of("bundle", "src/bin/a.rs:3:5: error: cannot find `foo` in `bar` 12"), "bundle: cannot find `_` in `_` ##");
    }

    #[test]
    fn the_section_is_replaced_between_its_markers() {
        let doc = format!("# T\n\nintro\n\n{}\nold\n{}\n\nafter\n", BEGIN, END);
        assert_eq!(splice(&doc, "new\n"), format!("# T\n\nintro\n\n{}\nnew\n{}\n\nafter\n", BEGIN, END));
    }
}
