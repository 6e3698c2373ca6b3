//! `bench`: fixed-input benchmarks of the bundler and of the problems at their limits.
//!
//! # bench
//!
//! Run it with `just bench` (`cargo run --release -p testkit --bin bench -- check` for the check's
//! rows alone), which builds the release binaries first
//! (`cargo build --release -p bundler -p problems -p testkit`) and then runs
//! `cargo run --release -p testkit --bin bench`. The binaries under test are found next to this
//! one (`target/release/bundler`, `target/release/<id>`); testkit does not link solver-core.
//!
//! Inputs are generated in-process, deterministically (SplitMix64, fixed seeds), into
//! `target/bench/`; the ~110 MB hdu3032 input is written once and reused while its file exists.
//!
//! | what | how | budget (exit 1 when blown) |
//! | --- | --- | --- |
//! | bundling one problem | `bundler bundle <id> --no-check --stdout`, 2 warm-ups, 20 runs: median, max | median < 30 ms |
//! | bundling all | `bundler bundle --all --no-check`, 1 warm-up, median of 5 | — |
//! | jump | sum N = 2*10^6, M = 50, as 1 test and as 10 tests: median of 5 | median < 1 s |
//! | hdu3032 | T = 1, N = 10^7 heaps (~110 MB): median of 3, peak RSS | peak RSS < 16 MiB |
//! | gcj2010r1a_c | 100 cases up to 10^18, 100 cases up to 10^6: median of 5 | — |
//! | nim | T = 10, k = 10^5 each: median of 5 | — |
//! | the check | `bundler bundle <id>` for hdu1525, bocsoia, jump: cold (cache removed, 3 runs), cached (10 runs), and `cargo equip --bin <id>` with its default check when installed (else the row says skipped) | cached median < 50 ms |
//!
//! Peak RSS comes from `/usr/bin/time -f %M` when it exists, else from polling `VmHWM` in
//! `/proc/<pid>/status`. The printed markdown table can be pasted into the README.
//!
//! Wall times include process start-up and, for stdin problems, reading the input file; the
//! machine's other load shows up in them, so compare medians, not single runs.

use std::fmt::Write as _;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};
use testkit::generate::Rng;

const BUNDLE_BUDGET_MS: f64 = 30.0;
const JUMP_BUDGET_MS: f64 = 1000.0;
const HDU3032_RSS_BUDGET_KIB: u64 = 16 * 1024;
const CACHED_CHECK_BUDGET_MS: f64 = 50.0;
/// The problems whose check is timed: a small stdin one, a file-style one, a heavy one.
const CHECK_IDS: [&str; 3] = ["hdu1525", "bocsoia", "jump"];

struct Row {
    what: String,
    input: String,
    median: String,
    max: String,
    budget: String,
    ok: bool,
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

fn max(v: &[f64]) -> f64 {
    v.iter().cloned().fold(0.0, f64::max)
}

fn fmt_ms(x: f64) -> String {
    if x >= 100.0 {
        format!("{:.0} ms", x)
    } else {
        format!("{:.1} ms", x)
    }
}

/// Runs `cmd` to completion, stdout captured, and returns (wall time, stdout). Panics with the
/// stderr when it fails: a benchmark of a failing run means nothing.
fn timed(cmd: &mut Command) -> (Duration, Vec<u8>) {
    let start = Instant::now();
    let out = cmd.stderr(Stdio::piped()).output().unwrap_or_else(|e| panic!("cannot run {:?}: {}", cmd, e));
    let elapsed = start.elapsed();
    if !out.status.success() {
        panic!("{:?} failed ({}): {}", cmd, out.status, String::from_utf8_lossy(&out.stderr));
    }
    (elapsed, out.stdout)
}

/// A problem binary on `input` through stdin.
fn run_problem(bin: &Path, input: &Path, dir: &Path) -> (Duration, Vec<u8>) {
    let stdin = File::open(input).unwrap_or_else(|e| panic!("{}: {}", input.display(), e));
    // An empty working directory, so file-style problems never see a stray ID.INP.
    timed(Command::new(bin).current_dir(dir).stdin(stdin))
}

fn line_count(out: &[u8]) -> usize {
    out.split(|&b| b == b'\n').filter(|l| !l.is_empty()).count()
}

/// Writes `text` to `target/bench/<name>` and returns the path.
fn write_input(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap_or_else(|e| panic!("{}: {}", p.display(), e));
    p
}

/// Peak RSS in KiB and wall time of one run of `bin < input`.
fn peak_rss(bin: &Path, input: &Path, dir: &Path) -> (Duration, u64) {
    let time = Path::new("/usr/bin/time");
    if time.is_file() {
        let report = dir.join("time.txt");
        let stdin = File::open(input).unwrap();
        let start = Instant::now();
        let status = Command::new(time)
            .args(["-f", "%M", "-o"])
            .arg(&report)
            .arg(bin)
            .current_dir(dir)
            .stdin(stdin)
            .stdout(Stdio::null())
            .status()
            .expect("/usr/bin/time");
        let elapsed = start.elapsed();
        assert!(status.success(), "{} failed under /usr/bin/time: {}", bin.display(), status);
        let text = std::fs::read_to_string(&report).unwrap();
        let kib = text.lines().last().and_then(|l| l.trim().parse().ok()).expect("a %M line");
        return (elapsed, kib);
    }
    // Fallback: poll VmHWM (the high-water mark) until the process exits.
    let stdin = File::open(input).unwrap();
    let start = Instant::now();
    let mut child = Command::new(bin).current_dir(dir).stdin(stdin).stdout(Stdio::null()).spawn().unwrap();
    let status_path = format!("/proc/{}/status", child.id());
    let mut kib = 0;
    loop {
        if let Ok(s) = std::fs::read_to_string(&status_path) {
            for l in s.lines() {
                if let Some(v) = l.strip_prefix("VmHWM:") {
                    kib = kib.max(v.trim().trim_end_matches("kB").trim().parse().unwrap_or(0));
                }
            }
        }
        if let Some(st) = child.try_wait().unwrap() {
            assert!(st.success(), "{} failed: {}", bin.display(), st);
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    (start.elapsed(), kib)
}

/// The hdu3032 stress input: T = 1, N heaps in 1..=2^31-1. Written once (atomically).
fn hdu3032_input(dir: &Path, n: usize) -> PathBuf {
    let path = dir.join(format!("hdu3032-n{}-v1.in", n));
    if path.is_file() {
        return path;
    }
    let tmp = dir.join("hdu3032.tmp");
    let mut w = BufWriter::with_capacity(1 << 20, File::create(&tmp).unwrap());
    let mut r = Rng::new(3032);
    writeln!(w, "1\n{}", n).unwrap();
    let mut line = String::with_capacity(1 << 16);
    for i in 0..n {
        let s = r.range(1, (1 << 31) - 1);
        write!(line, "{}", s).unwrap();
        line.push(if i % 16 == 15 || i + 1 == n { '\n' } else { ' ' });
        if line.len() > 60_000 {
            w.write_all(line.as_bytes()).unwrap();
            line.clear();
        }
    }
    w.write_all(line.as_bytes()).unwrap();
    w.flush().unwrap();
    drop(w);
    std::fs::rename(&tmp, &path).unwrap();
    path
}

fn main() -> ExitCode {
    let exe = std::env::current_exe().expect("own path");
    let bin_dir = exe.parent().unwrap().to_path_buf();
    let root = testkit::fixtures::workspace_root();
    let bench_dir = bin_dir.parent().unwrap().join("bench");
    let run_dir = bench_dir.join("run");
    std::fs::create_dir_all(&run_dir).unwrap();
    let bin = |name: &str| -> PathBuf {
        let p = bin_dir.join(format!("{}{}", name, std::env::consts::EXE_SUFFIX));
        if !p.is_file() {
            eprintln!(
                "error: {} is missing; build first: cargo build --release -p bundler -p problems -p testkit (or `just bench`)",
                p.display()
            );
            std::process::exit(2);
        }
        p
    };
    let mut rows: Vec<Row> = Vec::new();
    // `bench check`: only the check's rows (cold, cached, cargo-equip).
    let only_check = std::env::args().nth(1).as_deref() == Some("check");
    if only_check {
        check_rows(&bin("bundler"), &root, &bench_dir, &mut rows);
        return print_rows(&rows);
    }

    // (a) Bundling speed.
    let bundler = bin("bundler");
    let ids = testkit::fixtures::problem_ids(&root);
    for id in &ids {
        let mut cmd = Command::new(&bundler);
        cmd.args(["bundle", id, "--no-check", "--stdout"]).current_dir(&root);
        for _ in 0..2 {
            timed(&mut cmd);
        }
        let mut t: Vec<f64> = (0..20).map(|_| ms(timed(&mut cmd).0)).collect();
        let m = median(&mut t);
        rows.push(Row {
            what: format!("bundle `{}`", id),
            input: "`--no-check --stdout`, 20 runs".into(),
            median: fmt_ms(m),
            max: fmt_ms(max(&t)),
            budget: format!("< {} ms", BUNDLE_BUDGET_MS),
            ok: m < BUNDLE_BUDGET_MS,
        });
    }
    {
        let mut cmd = Command::new(&bundler);
        cmd.args(["bundle", "--all", "--no-check"]).current_dir(&root).stdout(Stdio::null());
        timed(&mut cmd);
        let mut t: Vec<f64> = (0..5).map(|_| ms(timed(&mut cmd).0)).collect();
        let m = median(&mut t);
        rows.push(Row {
            what: "bundle `--all`".into(),
            input: format!("{} problems, `--no-check`, 5 runs", ids.len()),
            median: fmt_ms(m),
            max: fmt_ms(max(&t)),
            budget: "—".into(),
            ok: true,
        });
    }

    // Problems: (name, binary, input file, description, runs, expected lines, budget ms).
    let mut cases: Vec<(String, PathBuf, String, usize, Option<f64>)> = Vec::new();

    // (b) jump: sum N = 2e6, M = 50.
    let jump1 = write_input(&bench_dir, "jump-1x2e6.in", "1\n2000000 50 1 0\n");
    cases.push(("jump".into(), jump1, "1 test, N = 2*10^6, M = 50, x = 1, y = 0".into(), 1, Some(JUMP_BUDGET_MS)));
    let mut text = String::from("10\n");
    for i in 0..10u64 {
        writeln!(text, "200000 50 {} {}", 1 + i * 7, i * 5).unwrap();
    }
    let jump10 = write_input(&bench_dir, "jump-10x2e5.in", &text);
    cases.push(("jump".into(), jump10, "10 tests, N = 2*10^5, M = 50".into(), 10, Some(JUMP_BUDGET_MS)));

    // (d) gcj2010r1a_c.
    let gcj = |name: &str, hi: u64, seed: u64| -> PathBuf {
        let mut r = Rng::new(seed);
        let mut text = String::from("100\n");
        for _ in 0..100 {
            let (a1, a2) = {
                let (x, y) = (r.range(1, hi), r.range(1, hi));
                (x.min(y), x.max(y))
            };
            let (b1, b2) = {
                let (x, y) = (r.range(1, hi), r.range(1, hi));
                (x.min(y), x.max(y))
            };
            writeln!(text, "{} {} {} {}", a1, a2, b1, b2).unwrap();
        }
        write_input(&bench_dir, name, &text)
    };
    let gcj_big = gcj("gcj-100x1e18.in", 1_000_000_000_000_000_000, 2010);
    let gcj_small = gcj("gcj-100x1e6.in", 1_000_000, 2011);
    cases.push(("gcj2010r1a_c".into(), gcj_big, "T = 100, values <= 10^18".into(), 100, None));
    cases.push(("gcj2010r1a_c".into(), gcj_small, "T = 100, values <= 10^6 (official large)".into(), 100, None));

    // (e) nim: T = 10, k = 1e5.
    {
        let mut r = Rng::new(11);
        let mut text = String::from("10\n");
        for _ in 0..10 {
            text.push_str("100000");
            for _ in 0..100_000 {
                write!(text, " {}", r.range(0, 1_000_000_000_000_000_000)).unwrap();
            }
            text.push('\n');
        }
        let nim = write_input(&bench_dir, "nim-10x1e5.in", &text);
        cases.push(("nim".into(), nim, "T = 10, k = 10^5, p <= 10^18".into(), 10, None));
    }

    for (id, input, desc, lines, budget) in &cases {
        let b = bin(id);
        let (_, out) = run_problem(&b, input, &run_dir);
        assert_eq!(line_count(&out), *lines, "{} on {}: wrong number of output lines", id, input.display());
        let mut t: Vec<f64> = (0..5).map(|_| ms(run_problem(&b, input, &run_dir).0)).collect();
        let m = median(&mut t);
        rows.push(Row {
            what: format!("`{}`", id),
            input: desc.clone(),
            median: fmt_ms(m),
            max: fmt_ms(max(&t)),
            budget: budget.map_or("—".into(), |b| format!("< {} s", b / 1000.0)),
            ok: budget.is_none_or(|b| m < b),
        });
    }

    // (c) hdu3032: N = 1e7 heaps, memory.
    {
        let n = 10_000_000;
        let gen_start = Instant::now();
        let input = hdu3032_input(&bench_dir, n);
        let gen = gen_start.elapsed();
        let size = std::fs::metadata(&input).unwrap().len();
        let b = bin("hdu3032");
        let (_, out) = run_problem(&b, &input, &run_dir);
        assert_eq!(line_count(&out), 1, "hdu3032: expected one answer line");
        let mut t = Vec::new();
        let mut rss = 0;
        for _ in 0..3 {
            let (d, k) = peak_rss(&b, &input, &run_dir);
            t.push(ms(d));
            rss = rss.max(k);
        }
        let m = median(&mut t);
        rows.push(Row {
            what: "`hdu3032`".into(),
            input: format!("T = 1, N = 10^7 heaps ({:.0} MB)", size as f64 / 1e6),
            median: fmt_ms(m),
            max: fmt_ms(max(&t)),
            budget: "—".into(),
            ok: true,
        });
        rows.push(Row {
            what: "`hdu3032` peak RSS".into(),
            input: "same, max of 3 runs".into(),
            median: format!("{} KiB ({:.2} MiB)", rss, rss as f64 / 1024.0),
            max: "".into(),
            budget: format!("< {} MiB", HDU3032_RSS_BUDGET_KIB / 1024),
            ok: rss < HDU3032_RSS_BUDGET_KIB,
        });
        if gen > Duration::from_millis(50) {
            eprintln!("(generated {} in {:.1} s)", input.display(), gen.as_secs_f64());
        }
    }
    // (f) The check: cold, cached, and cargo-equip's own check of the same problem.
    check_rows(&bundler, &root, &bench_dir, &mut rows);
    let _ = std::fs::remove_dir_all(&run_dir);
    print_rows(&rows)
}

/// Prints the markdown table; fails when a budget is blown.
fn print_rows(rows: &[Row]) -> ExitCode {
    println!("| benchmark | input | median | max | budget | |");
    println!("| --- | --- | ---: | ---: | --- | --- |");
    for r in rows {
        println!(
            "| {} | {} | {} | {} | {} | {} |",
            r.what,
            r.input,
            r.median,
            r.max,
            r.budget,
            if r.ok { "ok" } else { "**over**" }
        );
    }
    let blown: Vec<&Row> = rows.iter().filter(|r| !r.ok).collect();
    if blown.is_empty() {
        ExitCode::SUCCESS
    } else {
        for r in blown {
            eprintln!("budget blown: {} ({}): {} against {}", r.what, r.input, r.median, r.budget);
        }
        ExitCode::FAILURE
    }
}

/// Wall time of a command that may fail (cargo-equip on a library it cannot take); the error's
/// first line otherwise.
fn try_timed(cmd: &mut Command) -> Result<Duration, String> {
    let start = Instant::now();
    let out = cmd.stdout(Stdio::null()).stderr(Stdio::piped()).output().map_err(|e| e.to_string())?;
    let elapsed = start.elapsed();
    if out.status.success() {
        Ok(elapsed)
    } else {
        let err = String::from_utf8_lossy(&out.stderr);
        Err(err.lines().find(|l| l.contains("error")).unwrap_or("failed").trim().to_string())
    }
}

/// The check's cost per problem: cold (no cache: both compilers in parallel, every fixture),
/// cached (nothing changed since the last check), and `cargo equip --bin <id>` with its default
/// check (`cargo check` of its bundle) when cargo-equip is installed, side by side.
fn check_rows(bundler: &Path, root: &Path, bench_dir: &Path, rows: &mut Vec<Row>) {
    let equip = Command::new("cargo")
        .args(["equip", "--version"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_or(false, |s| s.success());
    for id in CHECK_IDS {
        let mut bundle = Command::new(bundler);
        bundle.args(["bundle", id]).current_dir(root).stdout(Stdio::null());
        let cache = root.join("target/bundle/.cache").join(id);
        let mut cold: Vec<f64> = (0..3)
            .map(|_| {
                let _ = std::fs::remove_file(&cache);
                ms(timed(&mut bundle).0)
            })
            .collect();
        let cold_median = median(&mut cold);
        rows.push(Row {
            what: format!("check `{}`, cold", id),
            input: "`bundle <id>` with no cached check, 3 runs".into(),
            median: fmt_ms(cold_median),
            max: fmt_ms(max(&cold)),
            budget: "—".into(),
            ok: true,
        });
        timed(&mut bundle);
        let mut cached: Vec<f64> = (0..10).map(|_| ms(timed(&mut bundle).0)).collect();
        let m = median(&mut cached);
        rows.push(Row {
            what: format!("check `{}`, cached", id),
            input: "`bundle <id>`, unchanged, 10 runs".into(),
            median: fmt_ms(m),
            max: fmt_ms(max(&cached)),
            budget: format!("< {} ms", CACHED_CHECK_BUDGET_MS),
            ok: m < CACHED_CHECK_BUDGET_MS,
        });
        if !equip {
            rows.push(Row {
                what: format!("`cargo equip --bin {}`", id),
                input: "skipped: cargo-equip is not installed (`cargo install cargo-equip`)".into(),
                median: "—".into(),
                max: "—".into(),
                budget: "—".into(),
                ok: true,
            });
            continue;
        }
        let out = bench_dir.join(format!("equip-{}.rs", id));
        let mut cmd = Command::new("cargo");
        cmd.args(["equip", "--package", "problems", "--bin", id, "--output"]).arg(&out).current_dir(root);
        let runs: Result<Vec<f64>, String> = (0..4).map(|_| try_timed(&mut cmd).map(ms)).collect();
        match runs {
            Ok(mut t) => {
                t.remove(0); // warm-up: cargo's own caches
                let e = median(&mut t);
                rows.push(Row {
                    what: format!("`cargo equip --bin {}`", id),
                    input: format!("its default check, 3 runs; our cold check / this = {:.2}", cold_median / e),
                    median: fmt_ms(e),
                    max: fmt_ms(max(&t)),
                    budget: "—".into(),
                    ok: true,
                });
            }
            Err(e) => rows.push(Row {
                what: format!("`cargo equip --bin {}`", id),
                input: format!("failed: {}", e.replace('|', "/")),
                median: "—".into(),
                max: "—".into(),
                budget: "—".into(),
                ok: true,
            }),
        }
    }
}
