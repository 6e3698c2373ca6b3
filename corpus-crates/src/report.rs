//! The results as docs/corpus-crates.md's generated section (summary, sizes under a judge's
//! limit, per-crate table, failure classes, every failure) and as `results.json`. The markdown is
//! deterministic: sorted by crate and program, no timestamps or durations, paths relative to the
//! workspace root (results.json also has how long each second bundling for the judge took).

use crate::bundled::Bundled;
use crate::programs::{Kind, Program, Skip};
use crate::sizes::{self, Fit, JudgeSize};
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
    /// Its bundle under the judge of `--sizes` (when the stage ran and the program passed
    /// bundled).
    pub size: Option<JudgeSize>,
    pub runner_error: Option<String>,
}

/// One crate's line of the list.
pub struct CrateLine {
    pub name: String,
    pub version: String,
    pub set: String,
    /// Source files syn could not parse.
    pub unparsed: usize,
    /// Its programs before `--limit` or `--sample` chose some: what the crate weighs in the
    /// corpus ([`corpus_weight`]).
    pub programs_in_corpus: usize,
}

/// The corpus docs/corpus-crates.md's headline run measures takes at most this many programs of
/// each crate (`just corpus-crates --limit 40`), so that a crate with hundreds of doctests does
/// not outweigh the rest.
pub const CORPUS_LIMIT: usize = 40;

/// How many of the corpus's programs a crate stands for: its programs, at most [`CORPUS_LIMIT`].
pub fn corpus_weight(c: &CrateLine) -> usize {
    c.programs_in_corpus.min(CORPUS_LIMIT)
}

/// What the run covered.
pub struct Run<'a> {
    pub crates: Vec<CrateLine>,
    pub records: Vec<Record<'a>>,
    pub skipped: Vec<Skip>,
    /// How the run was limited (`--sample 150`), empty for the whole corpus.
    pub scope: String,
    /// The judge whose size limit the bundles were measured against (`--sizes`); `None`: not
    /// measured.
    pub sizes: Option<&'static bundler::judge::Judge>,
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
    let _ = writeln!(s, "| bundles ≤ 65,536 bytes as made (`unlimited` shrinks nothing: see the sizes below) | {} | {} of bundles |", small, pct(small, sizes.len()));
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

    s.push_str(&sizes_section(run));

    // Per crate.
    let _ = writeln!(s, "\n### Per crate\n");
    let (size_head, size_rule) = match run.sizes {
        Some(j) => (format!(" fit under {} |", j.name), " ---: |"),
        None => (String::new(), ""),
    };
    let _ = writeln!(s, "| crate | set | programs | passed unbundled | passed bundled | failed | first error of the first failure | median bytes | max bytes |{}\n| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |{}", size_head, size_rule);
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
        let fit = match run.sizes {
            Some(_) => {
                let measured: Vec<&JudgeSize> = rs.iter().filter_map(|r| r.size.as_ref()).collect();
                format!(" {} |", if measured.is_empty() { "—".to_string() } else { format!("{} of {}", measured.iter().filter(|z| z.fits()).count(), measured.len()) })
            }
            None => String::new(),
        };
        let _ = writeln!(s, "| {} {} | {} | {} | {} | {} | {} | {} | {} | {} |{}", c.name, c.version, c.set, rs.len(), unb, okc, fails.len(), first, n(med), n(max), fit);
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

/// `n` with thousands separated (`65,536`).
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `65536` as `64 KiB`, `50000` as `48.8 KiB`.
fn kib(n: usize) -> String {
    if n % 1024 == 0 {
        format!("{} KiB", n / 1024)
    } else {
        format!("{:.1} KiB", n as f64 / 1024.0)
    }
}

/// `64–128 KiB`, `512 KiB–1 MiB`, `over 1 MiB`: sizes in (lo, hi].
fn range_label(lo: usize, hi: usize) -> String {
    let name = |n: usize| if n >= 1 << 20 && n % (1 << 20) == 0 { format!("{} MiB", n >> 20) } else { kib(n) };
    if hi == usize::MAX {
        return format!("over {}", name(lo));
    }
    let (a, b) = (name(lo), name(hi));
    // The unit once when both ends share it.
    match a.strip_suffix(" KiB").filter(|_| b.ends_with(" KiB")) {
        Some(number) => format!("{}–{}", number, b),
        None => format!("{}–{}", a, b),
    }
}

/// The sizes under the judge of `--sizes`: which step made each passing bundle fit, how far the
/// rest are over, and every one over; "not measured" when the stage did not run.
pub fn sizes_section(run: &Run) -> String {
    let mut s = String::new();
    let Some(judge) = run.sizes else {
        let _ = writeln!(s, "\n### Sizes under vnoj\n");
        let _ = writeln!(s, "Not measured: this run had no `--sizes vnoj`. The sizes above are of bundles made for `unlimited`, which shrinks nothing.");
        return s;
    };
    let limit = sizes::limit_of(judge);
    let unit = judge.size_limit.map_or("bytes", |(_, u)| u.word());
    let passed = run.records.iter().filter(|r| r.bundled.as_ref().map_or(false, |b| b.passed)).count();
    let measured: Vec<(&Record, &JudgeSize)> = run.records.iter().filter_map(|r| Some((r, r.size.as_ref()?))).collect();
    let _ = writeln!(s, "\n### Sizes under {}\n", judge.name);
    let _ = writeln!(
        s,
        "The {} bundles that passed above, as `--judge {}` makes them (limit {} {}): one that fits as made is the same text; one over is bundled again, and the bundler's shrink steps say which made it fit. Shares are of the {} bundles.\n",
        passed,
        judge.name,
        thousands(limit),
        unit,
        passed
    );
    let count = |f: Fit| measured.iter().filter(|(_, z)| z.fit == Some(f)).count();
    let _ = writeln!(s, "| fit in {} ({} {}) under {} | bundles | share |\n| --- | ---: | ---: |", kib(limit), thousands(limit), unit, judge.name);
    let rows = [
        (Fit::AsMade, "as made"),
        (Fit::TextSteps, "after the text steps (docs, comments dropped, minified)"),
        (Fit::BuildCfgs, "after leaving out build-script cfgs"),
        (Fit::MacroExpansion, "after expanding the libraries' macros"),
        (Fit::CompileGuided, "after the compile-guided shrink"),
    ];
    for (f, label) in rows {
        let _ = writeln!(s, "| {} | {} | {} |", label, count(f), pct(count(f), passed));
    }
    if count(Fit::OtherStep) > 0 {
        let _ = writeln!(s, "| after another step (see results.json's `shrunk`) | {} | {} |", count(Fit::OtherStep), pct(count(Fit::OtherStep), passed));
    }
    let fit = measured.iter().filter(|(_, z)| z.fits()).count();
    let _ = writeln!(s, "| **fit** | {} | **{}** |", fit, pct(fit, passed));
    let _ = writeln!(s, "| over after every step | {} | {} |", count(Fit::Over), pct(count(Fit::Over), passed));
    if let Some(e) = corpus_estimate(run) {
        let _ = writeln!(
            s,
            "| **estimate for the corpus** (this run measured {} of the corpus's {} programs; each crate's share that fits, weighted by its programs, at most {} each as the corpus takes them; crates with no program measured here left out) | {} of {} | **{}** |",
            measured.iter().filter(|(_, z)| z.fit.is_some()).count(),
            thousands(e.corpus),
            CORPUS_LIMIT,
            thousands(e.fit.round() as usize),
            thousands(e.weighed),
            pct(e.fit.round() as usize, e.weighed)
        );
    }
    let unknown = passed.saturating_sub(measured.iter().filter(|(_, z)| z.fit.is_some()).count());
    if unknown > 0 {
        let _ = writeln!(s, "| not known (not measured by this run, bundling for {} failed, or a runner error: the last two listed below) | {} | {} |", judge.name, unknown, pct(unknown, passed));
    }
    let shrunk: Vec<&JudgeSize> = measured.iter().map(|(_, z)| *z).filter(|z| z.fits() && z.fit != Some(Fit::AsMade)).collect();
    let ran = shrunk.iter().filter(|z| z.check.as_deref() == Some("ok")).count();
    let _ = writeln!(s, "| of the shrunk ones that fit: compiled alone and ran the same | {} of {} | |", ran, shrunk.len());
    let rebundled = measured.iter().filter(|(_, z)| z.rebundled).count();
    let bare = measured.iter().filter(|(_, z)| z.rebundled && z.no_fixtures.is_some()).count();
    let _ = writeln!(s, "| bundled again without fixtures (a reference that exits nonzero or prints differently each run: its compile-guided result is checked by the compilers and by comparing its MIR with the start's alone) | {} of {} | |", bare, rebundled);

    // How far over the rest are.
    let over: Vec<(&Record, &JudgeSize)> = measured.iter().copied().filter(|(_, z)| z.fit == Some(Fit::Over)).collect();
    if !over.is_empty() {
        let _ = writeln!(s, "\nThe bundles over the limit, by the smallest size a shrink step left ({}): after the text steps alone, or after the compile-guided shrink and the text steps, whichever is smaller:\n", unit);
        let _ = writeln!(s, "| over, at the smallest | bundles | share of over |\n| --- | ---: | ---: |");
        let mut bounds = vec![limit];
        bounds.extend([128usize << 10, 256 << 10, 512 << 10, 1 << 20].into_iter().filter(|&b| b > limit));
        bounds.push(usize::MAX);
        for w in bounds.windows(2) {
            let (lo, hi) = (w[0], w[1]);
            let n = over.iter().filter(|(_, z)| z.closest.into_iter().chain(z.minified).min().or(z.size).map_or(false, |b| b > lo && b <= hi)).count();
            let _ = writeln!(s, "| {} | {} | {} |", range_label(lo, hi), n, pct(n, over.len()));
        }
        // Those no step that keeps the crates' code can fit: the functions they run are
        // over the limit alone (`bundler::fit::floor`).
        let floored = over.iter().filter(|(_, z)| z.floor.is_some()).count();
        let _ = writeln!(s, "\nOf the {} over, {} are over by the code they run alone: the library functions their build instantiates take more than the limit, minified (`bundler/src/fit/floor.rs`), so no shrink that keeps the crates' code can fit them, and the compile-guided shrink was not tried.", over.len(), floored);
    }

    // Every one that does not fit, or fits and then fails.
    let listed: Vec<(&Record, &JudgeSize)> = measured.iter().copied().filter(|(_, z)| z.fit.map_or(true, |f| f == Fit::Over) || z.check.as_deref().map_or(false, |c| c != "ok")).collect();
    if !listed.is_empty() {
        let _ = writeln!(s, "\nEvery bundle over the limit (its size after the text steps and after the compile-guided shrink; the bundler's error, with what is left by crate), that could not be bundled for {}, or that fits and then failed:\n", judge.name);
        for (r, z) in listed {
            let what = if let Some(e) = z.runner_error.as_ref().map(|e| format!("runner: {}", e)).or_else(|| z.bundle_error.as_ref().map(|e| format!("bundle: {}", e))) {
                e
            } else if z.fit == Some(Fit::Over) {
                let after = z.minified.map(|m| format!("{} {} after the text steps; ", thousands(m), unit)).unwrap_or_default();
                let after = match (z.closest, z.floor) {
                    (_, Some(f)) => format!("{}at least {} in the code it runs (not tried further); ", after, thousands(f)),
                    (Some(c), None) => format!("{}{} after the compile-guided shrink; ", after, thousands(c)),
                    (None, None) => after,
                };
                let bare = z.no_fixtures.as_ref().map(|w| format!(" (no fixtures: {})", w)).unwrap_or_default();
                format!("{}{}{}", after, z.over.as_deref().unwrap_or("over"), bare)
            } else {
                format!("fits ({}), then {}", z.fit.map_or("", Fit::name), z.check.as_deref().unwrap_or(""))
            };
            let _ = writeln!(s, "- `{}` ({}): {}", r.program.name, r.program.krate, md_escape(&what));
        }
    }
    s
}

/// What a run that measured some of each crate's programs says of the whole corpus.
#[derive(Debug, PartialEq)]
pub struct Estimate {
    /// The corpus's programs ([`corpus_weight`] summed over the run's crates).
    pub corpus: usize,
    /// The programs of the crates of which at least one was measured.
    pub weighed: usize,
    /// Of those, how many are expected to fit: each crate's weight times the share of its
    /// measured programs that fit.
    pub fit: f64,
}

/// The corpus-wide estimate, when the run measured only some of a crate's programs (`--limit`,
/// `--sample`): a stratified sample, one stratum per crate, since how far a bundle shrinks is
/// mostly a matter of its crate. `None` when the run measured every program it stands for.
pub fn corpus_estimate(run: &Run) -> Option<Estimate> {
    let mut e = Estimate { corpus: 0, weighed: 0, fit: 0.0 };
    let mut partial = false;
    for c in &run.crates {
        let weight = corpus_weight(c);
        e.corpus += weight;
        let rs: Vec<&Record> = run.records.iter().filter(|r| r.program.krate == c.name).collect();
        partial |= rs.len() < weight;
        let known: Vec<&JudgeSize> = rs.iter().filter_map(|r| r.size.as_ref()).filter(|z| z.fit.is_some()).collect();
        if known.is_empty() {
            continue;
        }
        e.weighed += weight;
        e.fit += weight as f64 * known.iter().filter(|z| z.fits()).count() as f64 / known.len() as f64;
    }
    (partial && e.weighed > 0).then_some(e)
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
                "size": r.size.as_ref().map(JudgeSize::to_json),
                "runner_error": r.runner_error,
            })
        })
        .collect();
    let skipped: Vec<Value> = run.skipped.iter().map(|k| json!({ "crate": k.krate, "place": k.place, "why": k.why })).collect();
    let (n, unb, ok, runner) = totals(run);
    let sizes = run.sizes.map(|j| {
        let n = |f: Fit| run.records.iter().filter(|r| r.size.as_ref().map_or(false, |z| z.fit == Some(f))).count();
        let mut fits: serde_json::Map<String, Value> = Fit::ALL.iter().map(|&f| (f.name().to_string(), json!(n(f)))).collect();
        fits.insert("judge".into(), json!(j.name));
        fits.insert("limit".into(), json!(sizes::limit_of(j)));
        if let Some(e) = corpus_estimate(run) {
            fits.insert("corpus_estimate".into(), json!({ "corpus": e.corpus, "weighed": e.weighed, "fit": e.fit }));
        }
        Value::Object(fits)
    });
    json!({
        "scope": run.scope,
        "sizes": sizes,
        "crates": run.crates.iter().map(|c| json!({ "name": c.name, "version": c.version, "set": c.set, "unparsed_files": c.unparsed, "programs_in_corpus": c.programs_in_corpus })).collect::<Vec<_>>(),
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

    fn program(krate: &str, n: usize) -> Program {
        Program { name: format!("{}__{}", krate, n), krate: krate.into(), place: format!("src/lib.rs:{}", n), kind: Kind::Doctest, should_panic: false, text: String::new() }
    }

    fn passed(bytes: usize) -> Bundled {
        Bundled { bytes: Some(bytes), passed: true, run_status: Some("exit 0".into()), old_rustc: Some("ok".into()), ..Bundled::default() }
    }

    fn sized(fit: Fit, size: usize) -> JudgeSize {
        let rebundled = fit != Fit::AsMade;
        let check = (rebundled && fit != Fit::Over).then(|| "ok".to_string());
        let over = (fit == Fit::Over).then(|| "the bundle is big, over vnoj's limit of 65536 characters; what is left, by crate: big 90000 bytes".to_string());
        JudgeSize { rebundled, size: Some(size), bytes: Some(size), minified: (fit == Fit::Over).then(|| size - 10_000), closest: (fit == Fit::Over).then(|| size - 60_000), fit: Some(fit), over, check, ..JudgeSize::default() }
    }

    /// Two crates: `a` with four passing bundles (one fits as made, one after the text steps, one
    /// after the compile-guided shrink, one stays over at 160,000 characters, 150,000 after the
    /// text steps, 100,000 at best after the compile-guided shrink), `b` with two that fit as made; with the sizes measured or not.
    fn sample_run<'a>(programs: &'a [Program], measured: bool) -> Run<'a> {
        let fits = [(Fit::AsMade, 60_000), (Fit::TextSteps, 62_000), (Fit::CompileGuided, 64_000), (Fit::Over, 160_000), (Fit::AsMade, 1_000), (Fit::AsMade, 2_000)];
        let records = programs
            .iter()
            .zip(fits)
            .map(|(p, (fit, size))| Record {
                program: p,
                unbundled: None,
                bundled: Some(passed(if fit == Fit::AsMade { size } else { 200_000 })),
                size: measured.then(|| sized(fit, size)),
                runner_error: None,
            })
            .collect();
        let crates = ["a", "b"].iter().map(|c| CrateLine { name: c.to_string(), version: "1.0.0".into(), set: "test".into(), unparsed: 0, programs_in_corpus: if *c == "a" { 4 } else { 2 } }).collect();
        Run { crates, records, skipped: Vec::new(), scope: "a test".into(), sizes: measured.then(|| sizes::profile("vnoj").unwrap()) }
    }

    #[test]
    fn the_sizes_under_vnoj_say_which_step_made_each_fit_and_how_far_the_rest_are() {
        let programs: Vec<Program> = (1..=4).map(|n| program("a", n)).chain((1..=2).map(|n| program("b", n))).collect();
        let md = markdown(&sample_run(&programs, true));
        for row in [
            "| fit in 64 KiB (65,536 characters) under vnoj | bundles | share |",
            "| as made | 3 | 50.0% |",
            "| after the text steps (docs, comments dropped, minified) | 1 | 16.7% |",
            "| after leaving out build-script cfgs | 0 | 0.0% |",
            "| after the compile-guided shrink | 1 | 16.7% |",
            "| **fit** | 5 | **83.3%** |",
            "| over after every step | 1 | 16.7% |",
            "| of the shrunk ones that fit: compiled alone and ran the same | 2 of 2 | |",
            // 100,000 characters at the smallest, after the compile-guided shrink.
            "| 64–128 KiB | 1 | 100.0% |",
            "| 128–256 KiB | 0 | 0.0% |",
            "| over 1 MiB | 0 | 0.0% |",
            "- `a__4` (a): 150,000 characters after the text steps; 100,000 after the compile-guided shrink; the bundle is big, over vnoj's limit of 65536 characters; what is left, by crate: big 90000 bytes",
        ] {
            assert!(md.contains(row), "no `{}` in:\n{}", row, md);
        }
        assert!(!md.contains("not known"), "{}", md);
        assert!(md.contains("| fit under vnoj |") && md.contains("| 3 of 4 |\n") && md.contains("| 2 of 2 |\n"), "{}", md);
        let v = json(&sample_run(&programs, true));
        assert_eq!(v["sizes"]["as made"], 3);
        assert_eq!(v["sizes"]["over"], 1);
        assert_eq!(v["programs"][3]["size"]["fit"], "over");
    }

    #[test]
    fn a_run_of_some_programs_per_crate_estimates_the_corpus_by_crate() {
        let programs: Vec<Program> = (1..=4).map(|n| program("a", n)).chain((1..=2).map(|n| program("b", n))).collect();
        assert_eq!(corpus_estimate(&sample_run(&programs, true)), None, "every program measured: the counts are the answer");
        // `a`: 3 of its 4 fit, and it stands for 100 programs, of which the corpus takes 40;
        // `b`: both fit, of 10; `c`: 7 programs, none measured.
        let mut run = sample_run(&programs, true);
        run.crates[0].programs_in_corpus = 100;
        run.crates[1].programs_in_corpus = 10;
        run.crates.push(CrateLine { name: "c".into(), version: "1.0.0".into(), set: "test".into(), unparsed: 0, programs_in_corpus: 7 });
        assert_eq!(corpus_estimate(&run), Some(Estimate { corpus: 57, weighed: 50, fit: 40.0 * 0.75 + 10.0 }));
        let md = markdown(&run);
        assert!(md.contains("this run measured 6 of the corpus's 57 programs") && md.contains("| 40 of 50 | **80.0%** |"), "{}", md);
        assert_eq!(corpus_estimate(&sample_run(&programs, false)), None, "nothing measured: nothing to estimate");
    }

    #[test]
    fn sizes_not_measured_say_so_rather_than_show_zeros() {
        let programs: Vec<Program> = (1..=4).map(|n| program("a", n)).chain((1..=2).map(|n| program("b", n))).collect();
        let md = markdown(&sample_run(&programs, false));
        assert!(md.contains("### Sizes under vnoj\n\nNot measured"), "{}", md);
        assert!(!md.contains("| as made |") && !md.contains("fit under vnoj"), "{}", md);
        assert!(json(&sample_run(&programs, false))["sizes"].is_null());
    }

    #[test]
    fn size_ranges_are_named_as_people_read_them() {
        assert_eq!(range_label(65_536, 128 << 10), "64–128 KiB");
        assert_eq!(range_label(512 << 10, 1 << 20), "512 KiB–1 MiB");
        assert_eq!(range_label(1 << 20, usize::MAX), "over 1 MiB");
        assert_eq!(thousands(65_536), "65,536");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_234_567), "1,234,567");
    }

    #[test]
    fn the_section_is_replaced_between_its_markers() {
        let doc = format!("# T\n\nintro\n\n{}\nold\n{}\n\nafter\n", BEGIN, END);
        assert_eq!(splice(&doc, "new\n"), format!("# T\n\nintro\n\n{}\nnew\n{}\n\nafter\n", BEGIN, END));
    }
}
