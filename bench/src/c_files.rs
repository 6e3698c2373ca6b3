//! The C files against the Rust bundles (`bench c`, and part of the default run): for the
//! problems with the largest inputs among those whose judge takes only C, the bundle's
//! `main.rs` built as a Rust judge builds it (`rustc -O`) and its `main.c` built as a GCC judge
//! does (`gcc -O2`), each run on the same input, interleaved, five rounds; CPU time from
//! `wait4`, and the C file's peak RSS against the problem's memory limit. The goal: the C file
//! within 2x the Rust bundle's time (the WebAssembly route costs a bounds check per memory
//! access and a shadow stack), and within the limit. The table goes into docs/c-target.md.

use crate::peers::random_lines;
use std::fmt::Write as _;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const ROUNDS: usize = 5;
const RATIO_GOAL: f64 = 2.0;
const DOC: &str = "docs/c-target.md";
const COMMAND: &str = "just bench c";

/// One problem: its id, its input, what the input is, and its memory limit in MiB.
struct Case {
    id: &'static str,
    input: PathBuf,
    description: &'static str,
    memory_mib: u64,
}

/// Builds both programs of `id` into `dir`: the bundler writes both files, then `rustc -O` and
/// `gcc -O2`. `None` (with a notice) when a tool is missing.
fn build(bundler: &Path, root: &Path, id: &str, dir: &Path) -> Option<(PathBuf, PathBuf)> {
    let out = Command::new(bundler).current_dir(root).args(["bundle", id, "--emit", "c", "--no-check"]).output().ok()?;
    if !out.status.success() {
        eprintln!("notice: `bundler bundle {} --emit c` failed, so its C file is not timed:\n{}", id, String::from_utf8_lossy(&out.stderr));
        return None;
    }
    let bundle = root.join("target/bundle").join(id);
    let (rust, c) = (dir.join(format!("{}-rust", id)), dir.join(format!("{}-c", id)));
    let rustc = Command::new("rustc").args(["--edition", "2021", "-O", "-o"]).arg(&rust).arg(bundle.join("main.rs")).status().ok()?;
    let gcc = Command::new("gcc").args(["-O2", "-o"]).arg(&c).arg(bundle.join("main.c")).status();
    match gcc {
        Ok(status) if status.success() && rustc.success() => Some((rust, c)),
        _ => {
            eprintln!("notice: gcc or rustc could not build {}'s files, so they are not timed", id);
            None
        }
    }
}

fn run_once(program: &Path, input: &Path) -> (f64, u64) {
    let stdin = File::open(input).unwrap_or_else(|e| panic!("{}: {}", input.display(), e));
    let mut command = Command::new(program);
    command.stdin(stdin).stdout(Stdio::null()).stderr(Stdio::inherit());
    crate::cpu_and_rss(&mut command, &format!("{} on {}", program.display(), input.display()))
}

/// Runs the comparison and prints (and records) its table; `false` when a goal is missed.
pub fn run(bundler: &Path, root: &Path, bench_dir: &Path) -> bool {
    let dir = bench_dir.join("c-files");
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        Case { id: "hdu3032", input: crate::hdu3032_input(bench_dir, 10_000_000), description: "T = 1, N = 10^7 heaps < 2^31", memory_mib: 32 },
        Case {
            id: "hdu1525",
            input: random_lines(bench_dir, "hdu1525-1e6-v1.in", 1525, "", 1_000_000, "0 0\n", |r, _, text| {
                writeln!(text, "{} {}", r.range(1, (1 << 31) - 1), r.range(1, (1 << 31) - 1)).unwrap();
            }),
            description: "10^6 pairs < 2^31, then 0 0",
            memory_mib: 32,
        },
        Case {
            id: "hdu2516",
            input: random_lines(bench_dir, "hdu2516-1e6-v1.in", 2516, "", 1_000_000, "0\n", |r, i, text| {
                let n = if i % 16 == 0 { r.fib_in(2, (1 << 31) - 1) } else { r.range(2, (1 << 31) - 1) };
                writeln!(text, "{}", n).unwrap();
            }),
            description: "10^6 n < 2^31 (1 in 16 a Fibonacci number), then 0",
            memory_mib: 32,
        },
    ];
    let mut table = String::from("| problem | input | Rust bundle (rustc -O) | C file (gcc -O2) | C / Rust | C peak RSS | goal |\n| --- | --- | ---: | ---: | ---: | ---: | --- |\n");
    let mut ok = true;
    for case in &cases {
        let Some((rust, c)) = build(bundler, root, case.id, &dir) else { continue };
        // Same output first: a fast wrong program measures nothing.
        let answer = |p: &Path| Command::new(p).stdin(File::open(&case.input).unwrap()).output().map(|o| o.stdout).unwrap_or_default();
        assert_eq!(answer(&rust), answer(&c), "{}: the C file and the Rust bundle answer differently", case.id);
        let (mut rust_cpu, mut c_cpu) = (Vec::new(), Vec::new());
        for _ in 0..ROUNDS {
            rust_cpu.push(run_once(&rust, &case.input).0);
            c_cpu.push(run_once(&c, &case.input).0);
        }
        // wait4's peak counts the bench process forked before the exec: the peak comes from
        // /usr/bin/time (or VmHWM) instead, as in the main table.
        let c_rss = crate::peak_rss(&c, &case.input, &dir).1;
        let (r, cm) = (crate::median(&rust_cpu), crate::median(&c_cpu));
        let ratio = cm / r.max(1e-9);
        let within = ratio <= RATIO_GOAL && c_rss <= case.memory_mib << 10;
        ok &= within;
        writeln!(
            table,
            "| {} | {} | {:.0} ms | {:.0} ms | {:.2} | {:.1} MiB | <= {} x, <= {} MiB: {} |",
            case.id,
            case.description,
            r * 1000.0,
            cm * 1000.0,
            ratio,
            c_rss as f64 / 1024.0,
            RATIO_GOAL,
            case.memory_mib,
            if within { "met" } else { "MISSED" }
        )
        .unwrap();
    }
    print!("{}", table);
    crate::generated::write_section(root, DOC, COMMAND, &format!("{}\n\n{}", crate::generated::stamp_measuring(COMMAND, &format!("median of {} interleaved rounds, CPU time (user + system)", ROUNDS)), table));
    ok
}
