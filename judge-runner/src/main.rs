//! `judge <id>...` / `judge --all`: a problem's fixtures judged under its limits, case by case.
//! See `judge --help`.

use clap::Parser;
use judge_runner::sandbox::{self, Channel, Limits};
use judge_runner::verdict::{self, mib, Verdict};
use problem_spec::{layout, IoMode, ProblemSpec};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

#[derive(Parser)]
#[command(
    name = "judge",
    about = "Run a problem's bundle on every fixture under the limits of fixtures/<id>.toml: AC, WA (with a diff), RE, TLE, MLE",
    after_help = "Each program runs under the sandbox rules of the problem's judge (fixtures/<id>.toml), or of --sandbox <profile>: threads refused where that judge refuses them, its main stack, its way of counting memory.\nExit status: 0 when every case is AC, 1 otherwise, 2 for a usage error.\nA bundle's panic is reported at the source line it came from (through the bundle's line map), not at main.rs:L:C.\nExamples:\n  judge hdu1525\n  judge --backtrace hdu1525\n  judge --dev nim\n  judge --sandbox vnoj acl_maxflow\n  judge --all"
)]
struct Args {
    /// Problem ids (the stems of problems/src/bin/*.rs)
    #[arg(required_unless_present = "all", conflicts_with = "all")]
    ids: Vec<String>,
    /// Every problem, with a progress bar and a summary table
    #[arg(long)]
    all: bool,
    /// Judge the workspace binary (cargo build --release) instead of the bundle
    #[arg(long, conflicts_with = "program")]
    dev: bool,
    /// Judge this executable instead (one problem only), like `oj test -c`
    #[arg(long, value_name = "PATH")]
    program: Option<PathBuf>,
    /// Judge under this profile's sandbox (threads, main stack, memory rule) instead of the
    /// one of the judge named in the problem spec
    #[arg(long, value_name = "PROFILE", value_parser = clap::builder::PossibleValuesParser::new(bundler::judge::JUDGES.iter().map(|j| j.name)))]
    sandbox: Option<String>,
    /// The workspace (default: found from the current directory)
    #[arg(long, value_name = "DIR")]
    root: Option<PathBuf>,
    /// Run with RUST_BACKTRACE=1, the bundle built unoptimized with debug info: a panic shows
    /// the frames of its call stack in the source files. Slower; judges run without it.
    #[arg(long)]
    backtrace: bool,
}

/// What one problem came to.
struct Summary {
    id: String,
    cases: usize,
    accepted: usize,
    worst: Option<Verdict>,
    max_wall: Duration,
    max_cpu: Duration,
    max_rss: u64,
    error: Option<String>,
}

fn main() -> ExitCode {
    sandbox::serve_if_requested();
    let args = Args::parse();
    if args.program.is_some() && (args.all || args.ids.len() != 1) {
        clap::Error::raw(clap::error::ErrorKind::ArgumentConflict, "--program judges one problem: give exactly one id\n").exit();
    }
    let root = match &args.root {
        Some(r) => r.clone(),
        None => match std::env::current_dir().ok().and_then(|d| layout::workspace_root_from(&d)) {
            Some(r) => r,
            None => {
                eprintln!("error: not inside the solver workspace (no Cargo.toml with [workspace] above here); pass --root <dir>");
                return ExitCode::FAILURE;
            }
        },
    };
    let ids = if args.all { layout::problem_ids(&root) } else { args.ids.clone() };
    let many = args.all || ids.len() > 1;
    let bar = if many {
        let bar = indicatif::ProgressBar::new(ids.len() as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}").expect("a valid template"),
        );
        bar
    } else {
        indicatif::ProgressBar::hidden()
    };
    let mut summaries = Vec::new();
    for id in &ids {
        bar.set_message(id.clone());
        let print = |line: String| {
            if many {
                bar.println(line)
            } else {
                println!("{}", line)
            }
        };
        summaries.push(judge_problem(&root, id, &args, !many, &print));
        bar.inc(1);
    }
    bar.finish_and_clear();
    if many {
        print_table(&summaries);
    }
    if summaries.iter().all(|s| s.error.is_none() && s.accepted == s.cases) {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn judge_problem(root: &Path, id: &str, args: &Args, every_case: bool, print: &dyn Fn(String)) -> Summary {
    let mut summary = Summary { id: id.to_string(), cases: 0, accepted: 0, worst: None, max_wall: Duration::ZERO, max_cpu: Duration::ZERO, max_rss: 0, error: None };
    let fail = |mut summary: Summary, message: String| {
        print(format!("{}: error: {}", id, message));
        summary.error = Some(message);
        summary
    };
    if !layout::is_valid_id(id) || !layout::solution_path(root, id).is_file() {
        return fail(summary, format!("unknown problem `{}` (problems live in problems/src/bin/<id>.rs; `judge --all` judges all)", id));
    }
    let spec = match ProblemSpec::load(root, id) {
        Ok(s) => s,
        Err(e) => return fail(summary, e),
    };
    let cases = layout::cases(root, id);
    if cases.is_empty() {
        return fail(summary, format!("fixtures/{}/ has no cases: add sample-1.in and sample-1.out", id));
    }
    let profile_name = args.sandbox.as_deref().unwrap_or(&spec.judge);
    let profile = match bundler::judge::find(profile_name) {
        Ok(p) => p,
        Err(e) => return fail(summary, format!("fixtures/{}.toml: {}", id, e)),
    };
    // What the judge is given: the C file where it takes C and no Rust, else the bundle. A
    // bundle's panics name `main.rs:L:C`: its map says which source line that is.
    // By the spec's judge: --sandbox changes how the program runs, not which program it is.
    let c_judge = bundler::judge::find(&spec.judge).ok().and_then(|j| j.c.filter(|_| !j.accepts_rust));
    let (program, what) = match (&args.program, args.dev, c_judge) {
        (Some(p), _, _) => (Ok((p.clone(), None)), "program"),
        (None, true, _) => (judge_runner::build::workspace_binary(root, id).map(|p| (p, None)), "workspace binary"),
        (None, false, Some(c)) if !args.backtrace => (judge_runner::build::c_binary(root, id, &c).map(|p| (p, None)), "C file"),
        (None, false, _) => (judge_runner::build::bundle_program(root, id, args.backtrace).map(|p| (p.binary, Some(p.map))), "bundle"),
    };
    let (program, map) = match program {
        Ok(p) => p,
        Err(e) => return fail(summary, e),
    };
    let limits = Limits { time: Duration::from_millis(spec.time_limit_ms), memory_bytes: spec.memory_limit_mib << 20 };
    let channel = match &spec.io {
        IoMode::Stdin => Channel::Stdin,
        IoMode::File(stem) => Channel::File(stem.clone()),
    };
    if every_case {
        print(format!(
            "{}: {} {}; {} ms CPU, {} MiB, {}, checker {}; {}'s sandbox: {}",
            id,
            what,
            program.strip_prefix(root).unwrap_or(&program).display(),
            spec.time_limit_ms,
            spec.memory_limit_mib,
            match &spec.io {
                IoMode::Stdin => "stdin".to_string(),
                IoMode::File(stem) => format!("file {}.inp -> {}.out", stem, stem),
            },
            spec.checker,
            profile.name,
            sandbox::describe(&profile.sandbox)
        ));
    }
    let work = root.join("target/judge").join(id).join(format!("run-{}", std::process::id()));
    for case in &cases {
        summary.cases += 1;
        let input = String::from_utf8_lossy(&std::fs::read(&case.input).unwrap_or_default()).into_owned();
        let expected = std::fs::read_to_string(&case.output).unwrap_or_default();
        let mut run = match sandbox::run_under_traced(&program, &case.input, &channel, limits, &profile.sandbox, &work, args.backtrace) {
            Ok(r) => r,
            Err(e) => {
                let _ = std::fs::remove_dir_all(&work);
                return fail(summary, format!("cannot run {}: {}", program.display(), e));
            }
        };
        if let Some(map) = &map {
            run.stderr_tail = map.translate(&run.stderr_tail, &bundler::cli::mapfile::is_main_rs);
        }
        let judgement = verdict::judge(&run, limits.time, limits.memory_bytes, spec.checker_for(case), &input, &expected);
        summary.max_wall = summary.max_wall.max(run.wall);
        summary.max_cpu = summary.max_cpu.max(run.cpu);
        summary.max_rss = summary.max_rss.max(run.peak_rss_bytes);
        summary.worst = summary.worst.max(Some(judgement.verdict));
        if judgement.verdict == Verdict::Accepted {
            summary.accepted += 1;
        }
        if every_case || judgement.verdict != Verdict::Accepted {
            let mut line = format!(
                "  {:<3}  {}{:<28} {:>6} ms wall {:>6} ms cpu  {:>9}",
                judgement.verdict.code(),
                if every_case { String::new() } else { format!("{}/", id) },
                case.name,
                run.wall.as_millis(),
                run.cpu.as_millis(),
                mib(run.peak_rss_bytes)
            );
            for detail in judgement.detail.lines() {
                line.push_str("\n       ");
                line.push_str(detail);
            }
            print(line);
        }
    }
    let _ = std::fs::remove_dir_all(&work);
    if every_case {
        print(format!("{}: {} of {} cases AC", id, summary.accepted, summary.cases));
    }
    summary
}

fn print_table(summaries: &[Summary]) {
    println!("{:<14} {:>5} {:>5}  {:<7} {:>9} {:>9} {:>11}", "problem", "cases", "AC", "verdict", "max wall", "max cpu", "max memory");
    for s in summaries {
        let verdict = match (&s.error, s.worst) {
            (Some(_), _) => "error".to_string(),
            (None, Some(v)) => v.code().to_string(),
            (None, None) => "-".to_string(),
        };
        println!(
            "{:<14} {:>5} {:>5}  {:<7} {:>6} ms {:>6} ms {:>11}",
            s.id,
            s.cases,
            s.accepted,
            verdict,
            s.max_wall.as_millis(),
            s.max_cpu.as_millis(),
            mib(s.max_rss)
        );
    }
    let bad = summaries.iter().filter(|s| s.error.is_some() || s.accepted != s.cases).count();
    println!("{} of {} problems all AC", summaries.len() - bad, summaries.len());
}
