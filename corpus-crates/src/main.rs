//! `corpus-crates [--crates a,b] [--limit N] [--sample N] [--jobs N] [--report FILE] [--json FILE]
//! [--no-old-rustc] [--sizes vnoj]`: bundles the doctests and examples of the crates in
//! `corpus-crates/crates.toml` and reports which bundles compile alone and behave as the
//! programs did, and with `--sizes` which fit a judge's size limit (docs/corpus-crates.md). Exit 0 when the run completed (bundler failures are
//! its findings, not errors), 1 when the runner itself failed, 2 on a usage error.

use corpus_crates::bundled::{self, Bundled};
use corpus_crates::cache::{self, Cache};
use corpus_crates::programs::{self, Program, Skip};
use corpus_crates::report::{self, CrateLine, Record, Run};
use corpus_crates::sizes::{self, JudgeSize};
use corpus_crates::unbundled::{self, Unbundled};
use corpus_crates::{crate_list, packages, pool};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

const USAGE: &str = "usage: corpus-crates [--crates a,b] [--limit N] [--sample N] [--jobs N] [--report FILE] [--json FILE] [--no-old-rustc] [--sizes vnoj [--cached-sizes]] [--list]

  --crates a,b     only these crates of corpus-crates/crates.toml (package names)
  --limit N        at most N programs of each crate (the first N)
  --sample N       a fixed sample of N programs of the chosen crates (by a digest of their names)
  --jobs N         worker threads and cargo's jobs (default: available parallelism)
  --report FILE    write the generated section of FILE (docs/corpus-crates.md)
  --json FILE      machine-readable results (default: target/corpus-crates/results.json)
  --no-old-rustc   do not check bundles with /usr/bin/rustc (1.63)
  --sizes JUDGE    also measure the passing bundles against JUDGE's size limit (vnoj): bundle
                   again those over it with that profile, whose shrink steps (the compile-guided
                   one: ~30 compiles a program) say which makes each fit. Slow; cached
  --cached-sizes   with --sizes: only the sizes an earlier run measured (cached); the rest are
                   reported as not measured, and none is bundled again
  --project DIR    a copy of corpus-crates/programs to work in (default: that folder)
  --only-chosen-deps  with --project and --crates: the copy depends on the chosen crates only
                   (its lock pruned, versions kept), so that a small run builds only what it needs
  --out DIR        bundles, cache and results (default: target/corpus-crates)
  --list           only count: each chosen crate's programs (after --limit) and blocks not run,
                   then the totals; builds and bundles nothing";

struct Args {
    crates: Option<Vec<String>>,
    limit: Option<usize>,
    sample: Option<usize>,
    jobs: usize,
    report: Option<PathBuf>,
    json: Option<PathBuf>,
    old_rustc: bool,
    project: Option<PathBuf>,
    out: Option<PathBuf>,
    only_chosen_deps: bool,
    sizes: Option<&'static bundler::judge::Judge>,
    cached_sizes: bool,
    list: bool,
}

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut a = Args { crates: None, limit: None, sample: None, jobs: std::thread::available_parallelism().map_or(1, |n| n.get()), report: None, json: None, old_rustc: true, project: None, out: None, only_chosen_deps: false, sizes: None, cached_sizes: false, list: false };
    let mut i = 0;
    let number = |flag: &str, v: Option<&String>| -> Result<usize, String> {
        let v = v.ok_or_else(|| format!("{} needs a number", flag))?;
        v.parse::<usize>().ok().filter(|n| *n > 0).ok_or_else(|| format!("{} needs a positive number, not `{}`", flag, v))
    };
    while i < args.len() {
        let flag = args[i].as_str();
        let value = args.get(i + 1);
        match flag {
            "--crates" => {
                let v = value.ok_or("--crates needs a comma-separated list of crate names")?;
                a.crates = Some(v.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect());
            }
            "--limit" => a.limit = Some(number(flag, value)?),
            "--sample" => a.sample = Some(number(flag, value)?),
            "--jobs" => a.jobs = number(flag, value)?,
            "--report" => a.report = Some(PathBuf::from(value.ok_or("--report needs a file")?)),
            "--json" => a.json = Some(PathBuf::from(value.ok_or("--json needs a file")?)),
            "--project" => a.project = Some(PathBuf::from(value.ok_or("--project needs a folder")?)),
            "--out" => a.out = Some(PathBuf::from(value.ok_or("--out needs a folder")?)),
            "--sizes" => a.sizes = Some(sizes::profile(value.ok_or("--sizes needs a judge profile (vnoj)")?).map_err(|e| format!("--sizes: {}", e))?),
            "--no-old-rustc" => {
                a.old_rustc = false;
                i += 1;
                continue;
            }
            "--cached-sizes" => {
                a.cached_sizes = true;
                i += 1;
                continue;
            }
            "--list" => {
                a.list = true;
                i += 1;
                continue;
            }
            "--only-chosen-deps" => {
                a.only_chosen_deps = true;
                i += 1;
                continue;
            }
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown argument `{}`", other)),
        }
        i += 2;
    }
    if a.cached_sizes && a.sizes.is_none() {
        return Err("--cached-sizes goes with --sizes JUDGE".to_string());
    }
    Ok(a)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args = match parse_args(&args) {
        Ok(a) => a,
        Err(e) if e.is_empty() => {
            println!("{}", USAGE);
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("error: {}\n\n{}", e, USAGE);
            return ExitCode::from(2);
        }
    };
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err((code, e)) => {
            eprintln!("error: {}", e);
            ExitCode::from(code)
        }
    }
}

fn say(msg: &str) {
    eprintln!("corpus-crates: {}", msg);
}

/// `rustc -vV` of a compiler, or a note that there is none.
fn version_of(rustc: &str) -> String {
    Command::new(rustc).arg("-vV").output().map(|o| String::from_utf8_lossy(&o.stdout).into_owned()).unwrap_or_else(|e| format!("none: {}", e))
}

fn run(args: &Args) -> Result<(), (u8, String)> {
    let fail = |e: String| (1u8, e);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the workspace root").to_path_buf();
    let here = root.join("corpus-crates");
    let project = args.project.clone().unwrap_or_else(|| here.join("programs"));
    if !project.join("Cargo.toml").is_file() {
        return Err((2, format!("no Cargo.toml in {}", project.display())));
    }
    let project = project.canonicalize().map_err(|e| fail(format!("cannot find {}: {}", project.display(), e)))?;
    let out = args.out.clone().unwrap_or_else(|| root.join("target/corpus-crates"));
    let run_dir = out.join("run");
    std::fs::create_dir_all(&run_dir).map_err(|e| fail(format!("cannot create {}: {}", run_dir.display(), e)))?;
    // The programs run in folders of their own: a relative `--out` would name nothing there.
    let out = out.canonicalize().map_err(|e| fail(format!("cannot find {}: {}", out.display(), e)))?;
    let run_dir = out.join("run");
    let started = Instant::now();

    let list = crate_list::load(&here.join("crates.toml")).map_err(fail)?;
    if args.only_chosen_deps {
        let (Some(names), Some(_)) = (&args.crates, &args.project) else {
            return Err((2, "--only-chosen-deps needs --crates and --project (a copy: the corpus project itself keeps every crate)".into()));
        };
        let chosen: Vec<crate_list::CrateEntry> = list.iter().filter(|e| names.contains(&e.name)).cloned().collect();
        if crate_list::sync_manifest(&project, &chosen).map_err(fail)? {
            // `--workspace`: the lock's other entries keep their versions; unused ones go.
            let st = Command::new("cargo").args(["update", "--workspace"]).current_dir(&project).status().map_err(|e| fail(format!("cannot run cargo: {}", e)))?;
            if !st.success() {
                return Err(fail(format!("cargo update --workspace failed in {}", project.display())));
            }
        }
    } else if crate_list::sync_manifest(&project, &list).map_err(fail)? {
        say("programs/Cargo.toml was not what crates.toml gives: rewrote it (commit it with programs/Cargo.lock)");
        // Only the changed entries move: the rest of the lock stays as committed.
        let st = Command::new("cargo").args(["update", "--workspace"]).current_dir(&project).status().map_err(|e| fail(format!("cannot run cargo: {}", e)))?;
        if !st.success() {
            return Err(fail("cargo update --workspace failed in corpus-crates/programs".into()));
        }
    }
    let chosen: Vec<&crate_list::CrateEntry> = match &args.crates {
        None => list.iter().collect(),
        Some(names) => {
            let unknown: Vec<&String> = names.iter().filter(|n| !list.iter().any(|e| &e.name == *n)).collect();
            if !unknown.is_empty() {
                return Err((2, format!("not in corpus-crates/crates.toml: {}", unknown.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(", "))));
            }
            list.iter().filter(|e| names.contains(&e.name)).collect()
        }
    };
    let resolved = packages::resolve(&project).map_err(fail)?;

    // The programs.
    let mut all: Vec<Program> = Vec::new();
    let mut skipped: Vec<Skip> = Vec::new();
    let mut crate_lines = Vec::new();
    let mut chosen: Vec<&crate_list::CrateEntry> = chosen;
    chosen.sort_by(|a, b| a.name.cmp(&b.name));
    for e in &chosen {
        let p = resolved.packages.get(&e.name).ok_or_else(|| fail(format!("{} is in crates.toml but not in the corpus project's dependencies", e.name)))?;
        let mut cp = programs::of_crate(p, &resolved.available);
        let programs_in_corpus = cp.programs.len();
        if let Some(n) = args.limit {
            cp.programs.truncate(n);
        }
        for u in &cp.unparsed {
            say(&format!("{}: cannot parse {}", e.name, u));
        }
        if args.list {
            println!("{:<24} {:>5} programs {:>5} not run", e.name, cp.programs.len(), cp.skipped.len());
        }
        crate_lines.push(CrateLine { name: e.name.clone(), version: e.version.clone(), set: e.set.clone(), unparsed: cp.unparsed.len(), programs_in_corpus });
        all.extend(cp.programs);
        skipped.extend(cp.skipped);
    }
    let mut scope = Vec::new();
    if let Some(names) = &args.crates {
        scope.push(format!("crates {}", names.join(", ")));
    }
    if let Some(n) = args.limit {
        scope.push(format!("at most {} programs per crate", n));
    }
    if let Some(n) = args.sample {
        // A fixed sample: the programs whose names' digests come first.
        let mut keyed: Vec<(String, Program)> = all.into_iter().map(|p| (cache::digest(&[p.name.as_bytes()]), p)).collect();
        keyed.sort_by(|a, b| a.0.cmp(&b.0));
        keyed.truncate(n);
        let mut kept: Vec<Program> = keyed.into_iter().map(|(_, p)| p).collect();
        kept.sort_by(|a, b| (&a.krate, number_of(&a.name)).cmp(&(&b.krate, number_of(&b.name))));
        let in_sample: BTreeSet<&str> = kept.iter().map(|p| p.krate.as_str()).collect();
        crate_lines.retain(|c| in_sample.contains(c.name.as_str()));
        let names: BTreeSet<String> = in_sample.iter().map(|s| s.to_string()).collect();
        skipped.retain(|k| names.contains(&k.krate));
        all = kept;
        scope.push(format!("a fixed sample of {} programs", n));
    }
    say(&format!("{} crates, {} programs, {} blocks or examples not run", crate_lines.len(), all.len(), skipped.len()));
    if args.list {
        println!("{} crates, {} programs, {} blocks or examples not run", crate_lines.len(), all.len(), skipped.len());
        return Ok(());
    }

    // Unbundled.
    let lock = std::fs::read(project.join("Cargo.lock")).unwrap_or_default();
    let stable = version_of("rustc");
    let old_rustc = Path::new("/usr/bin/rustc");
    let old = (args.old_rustc && old_rustc.is_file()).then(|| old_rustc.to_path_buf());
    let old_version = old.as_ref().map_or("none".to_string(), |o| version_of(&o.to_string_lossy()));
    let unb_cache = Cache::new(&out, "unbundled");
    let unb_key = |p: &Program| cache::digest(&[p.text.as_bytes(), &lock, stable.as_bytes(), &[p.should_panic as u8, unbundled::RUNS as u8]]);
    let mut unb: BTreeMap<String, Unbundled> = BTreeMap::new();
    for p in &all {
        if let Some(u) = unb_cache.get(&p.name, &unb_key(p)).as_ref().and_then(Unbundled::from_json) {
            unb.insert(p.name.clone(), u);
        }
    }
    let refs: Vec<&Program> = all.iter().collect();
    programs::write_bins(&project, &refs).map_err(fail)?;
    let todo: Vec<&Program> = all.iter().filter(|p| !unb.contains_key(&p.name)).collect();
    let mut runner_errors: BTreeMap<String, String> = BTreeMap::new();
    if !todo.is_empty() {
        say(&format!("building {} programs unbundled (cargo build --keep-going)", todo.len()));
        let t = Instant::now();
        let names: Vec<String> = todo.iter().map(|p| p.name.clone()).collect();
        let built = unbundled::build(&project, &names, args.jobs).map_err(fail)?;
        say(&format!("built in {:.0} s; running them", t.elapsed().as_secs_f64()));
        let results = pool::map(&todo, args.jobs, |p| unbundled::run_one(p, &built[&p.name], &run_dir, Duration::from_secs(10)));
        for (p, r) in todo.iter().zip(results) {
            match r {
                Ok(u) => {
                    unb_cache.put(&p.name, &unb_key(p), u.to_json());
                    unb.insert(p.name.clone(), u);
                }
                Err(e) => {
                    runner_errors.insert(p.name.clone(), e);
                }
            }
        }
    }
    let passing: Vec<&Program> = all.iter().filter(|p| unb.get(&p.name).map_or(false, |u| u.passed)).collect();
    say(&format!("{} of {} pass unbundled", passing.len(), all.len()));

    // Bundled.
    // The bundler's own sources and manifest (not its tests): what the bundles depend on; and
    // this stage's own code, which decides what is tried (the whole-crate fallback).
    let bundler_digest = cache::digest(&[
        cache::tree_digest(&root.join("bundler/src")).as_bytes(),
        &std::fs::read(root.join("bundler/Cargo.toml")).unwrap_or_default(),
        &std::fs::read(root.join("corpus-crates/src/bundled.rs")).unwrap_or_default(),
    ]);
    let ctx = bundled::Context {
        project: project.clone(),
        out: out.join("bundles"),
        run_dir: run_dir.clone(),
        old_rustc: old,
        rust_versions: resolved.rust_versions.clone(),
        run_limit: Duration::from_secs(10),
        compile_limit: Duration::from_secs(600),
    };
    let b_cache = Cache::new(&out, "bundled");
    let b_key = |p: &Program| {
        let u = unb[&p.name].to_json().to_string();
        cache::digest(&[p.text.as_bytes(), bundler_digest.as_bytes(), stable.as_bytes(), old_version.as_bytes(), &lock, u.as_bytes()])
    };
    let mut bun: BTreeMap<String, Bundled> = BTreeMap::new();
    for p in &passing {
        if let Some(b) = b_cache.get(&p.name, &b_key(p)).as_ref().and_then(Bundled::from_json) {
            bun.insert(p.name.clone(), b);
        }
    }
    let todo: Vec<&Program> = passing.iter().copied().filter(|p| !bun.contains_key(&p.name)).collect();
    if !todo.is_empty() {
        say(&format!("bundling, compiling and running {} programs ({} cached)", todo.len(), passing.len() - todo.len()));
        let t = Instant::now();
        // The first alone: it runs the crates' build scripts once for all the others.
        // Each result is stored as soon as it is made, so a run cut short keeps what it did.
        let one = |p: &Program| {
            let r = bundled::one(&ctx, p, &unb[&p.name]);
            if r.runner_error.is_none() {
                b_cache.put(&p.name, &b_key(p), r.to_json());
            }
            r
        };
        let first = one(todo[0]);
        let done = std::sync::atomic::AtomicUsize::new(1);
        let rest = pool::map(&todo[1..], args.jobs, |p| {
            let r = one(p);
            let n = done.fetch_add(1, std::sync::atomic::Ordering::SeqCst) + 1;
            if n % 50 == 0 {
                say(&format!("{} of {} bundled ({:.0} s)", n, todo.len(), t.elapsed().as_secs_f64()));
            }
            r
        });
        for (p, r) in todo.iter().zip(std::iter::once(first).chain(rest)) {
            bun.insert(p.name.clone(), r);
        }
    }

    // Sizes under a judge's limit (`--sizes`).
    let mut sized: BTreeMap<String, JudgeSize> = BTreeMap::new();
    if let Some(judge) = args.sizes {
        let sctx = sizes::Context {
            judge,
            project: project.clone(),
            unlimited_bundles: out.join("bundles"),
            out: out.join("sizes").join(judge.name),
            run_dir: run_dir.clone(),
            run_limit: Duration::from_secs(10),
            compile_limit: Duration::from_secs(600),
        };
        // What a second bundling depends on besides the program and its bundled result: the
        // bundler, the comparison its check judges fixtures by (checkers), the compilers that
        // check runs (rustc 1.63 too, whatever --no-old-rustc says), and this stage's code.
        let sizes_digest = cache::digest(&[
            cache::tree_digest(&root.join("bundler/src")).as_bytes(),
            &std::fs::read(root.join("bundler/Cargo.toml")).unwrap_or_default(),
            cache::tree_digest(&root.join("checkers/src")).as_bytes(),
            &std::fs::read(root.join("corpus-crates/src/sizes.rs")).unwrap_or_default(),
            bundler::check::compiler_identity_here().as_bytes(),
            judge.name.as_bytes(),
        ]);
        let s_cache = Cache::new(&out, &format!("sizes-{}", judge.name));
        let s_key = |p: &Program| {
            let (u, b) = (unb[&p.name].to_json().to_string(), bun[&p.name].to_json().to_string());
            cache::digest(&[p.text.as_bytes(), sizes_digest.as_bytes(), stable.as_bytes(), &lock, u.as_bytes(), b.as_bytes()])
        };
        let mut todo: Vec<&Program> = Vec::new();
        for p in passing.iter().copied().filter(|p| bun.get(&p.name).map_or(false, |b| b.passed)) {
            let b = &bun[&p.name];
            if let Some(z) = sizes::as_made(&sctx, p, b).or_else(|| s_cache.get(&p.name, &s_key(p)).as_ref().and_then(JudgeSize::from_json)) {
                sized.insert(p.name.clone(), z);
            } else {
                todo.push(p);
            }
        }
        if args.cached_sizes && !todo.is_empty() {
            say(&format!("{} programs over {}'s limit as made not measured (--cached-sizes; {} fit or cached)", todo.len(), judge.name, sized.len()));
        } else if !todo.is_empty() {
            say(&format!("bundling {} programs again for {} (over its limit as made; {} fit or cached)", todo.len(), judge.name, sized.len()));
            let t = Instant::now();
            let results = pool::map(&todo, args.jobs, |p| {
                let z = sizes::one(&sctx, p, &unb[&p.name], &bun[&p.name]);
                if z.runner_error.is_none() {
                    s_cache.put(&p.name, &s_key(p), z.to_json());
                }
                let how = z.fit.map_or_else(|| z.bundle_error.clone().or(z.runner_error.clone()).unwrap_or_default(), |f| f.name().to_string());
                say(&format!("{} for {}: {} ({} -> {} {}), {:.0} s", p.name, judge.name, how, bun[&p.name].bytes.unwrap_or(0), z.size.unwrap_or(0), judge.size_limit.map_or("bytes", |(_, u)| u.word()), z.seconds.unwrap_or(0.0)));
                z
            });
            say(&format!("bundled {} again in {:.0} s", todo.len(), t.elapsed().as_secs_f64()));
            for (p, z) in todo.iter().zip(results) {
                sized.insert(p.name.clone(), z);
            }
        }
    }

    let records: Vec<Record> = all
        .iter()
        .map(|p| Record { program: p, unbundled: unb.get(&p.name).cloned(), bundled: bun.get(&p.name).cloned(), size: sized.get(&p.name).cloned(), runner_error: runner_errors.get(&p.name).cloned() })
        .collect();
    let run = Run { crates: crate_lines, records, skipped, scope: scope.join(", "), sizes: args.sizes };
    let (n, u, ok, rerr) = report::totals(&run);
    say(&format!("{} programs, {} pass unbundled, {} bundled and pass ({}), {} runner errors, {:.0} s", n, u, ok, if u == 0 { "—".into() } else { format!("{:.1}%", 100.0 * ok as f64 / u as f64) }, rerr, started.elapsed().as_secs_f64()));
    if let Some(judge) = args.sizes {
        let count = |f: sizes::Fit| sized.values().filter(|z| z.fit == Some(f)).count();
        let fit = sized.values().filter(|z| z.fits()).count();
        let steps: Vec<String> = sizes::Fit::ALL.iter().filter(|&&f| f != sizes::Fit::Over).map(|&f| format!("{} {}", f.name(), count(f))).collect();
        say(&format!("under {}: {} of {} passing bundles fit ({}), {} over, {} not known", judge.name, fit, ok, steps.join(", "), count(sizes::Fit::Over), ok.saturating_sub(sized.values().filter(|z| z.fit.is_some()).count())));
    }
    let json_path = args.json.clone().unwrap_or_else(|| out.join("results.json"));
    if let Some(dir) = json_path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    std::fs::write(&json_path, serde_json::to_string_pretty(&report::json(&run)).expect("JSON")).map_err(|e| fail(format!("cannot write {}: {}", json_path.display(), e)))?;
    if let Some(doc) = &args.report {
        let path = if doc.is_absolute() { doc.clone() } else { root.join(doc) };
        let old_doc = std::fs::read_to_string(&path).unwrap_or_default();
        std::fs::write(&path, report::splice(&old_doc, &report::markdown(&run))).map_err(|e| fail(format!("cannot write {}: {}", path.display(), e)))?;
        say(&format!("wrote {}", doc.display()));
    }
    Ok(())
}

/// The `n` of `<crate>__<n>`, for sorting.
fn number_of(name: &str) -> usize {
    name.rsplit("__").next().and_then(|n| n.parse().ok()).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Args, String> {
        parse_args(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn sizes_take_a_profile_that_differs_from_unlimited_in_its_limit_alone() {
        assert!(parse(&[]).unwrap().sizes.is_none(), "not measured unless asked");
        assert_eq!(parse(&["--sizes", "vnoj", "--jobs", "1"]).unwrap().sizes.map(|j| j.name), Some("vnoj"));
        assert!(parse(&["--sizes", "codeforces"]).err().unwrap().contains("more than its size limit"));
        assert!(parse(&["--sizes"]).err().unwrap().contains("needs a judge profile"));
        assert!(parse(&["--sizes", "vnoj", "--cached-sizes"]).unwrap().cached_sizes);
        assert!(parse(&["--cached-sizes"]).err().unwrap().contains("goes with --sizes"));
    }
}
