//! `stress <id>`: feed generated inputs (testkit's generators) to the solution and to the
//! independent reference (testkit's references) until they differ; shrink the input; save it
//! as fixtures/<id>/stress-<k>.in with the reference's .out; print the diff.

use checkers::Checker;
use clap::Parser;
use judge_runner::sandbox::{self, Channel, Limits};
use judge_runner::verdict::{self, Verdict};
use problem_spec::{layout, IoMode, ProblemSpec};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

#[derive(Parser)]
#[command(
    name = "stress",
    about = "Random inputs against the independent reference until they differ; shrink, save as a fixture, show the diff",
    after_help = "Exit status: 0 when every input agreed, 1 when a failing input was found (and saved), 2 for a usage error."
)]
struct Args {
    /// The problem id (it needs a generator in testkit/src/generate and a reference in testkit/src/reference)
    id: String,
    /// How many inputs at most
    #[arg(long, default_value_t = 1000)]
    cases: u64,
    /// The first generator seed (inputs use seeds S, S+1, ...)
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Stop after this many seconds even if fewer cases ran
    #[arg(long, default_value_t = 60)]
    time: u64,
    /// Test the bundle instead of the workspace binary
    #[arg(long, conflicts_with = "program")]
    bundle: bool,
    /// Test this executable instead of the workspace binary
    #[arg(long, value_name = "PATH")]
    program: Option<PathBuf>,
    /// The workspace (default: found from the current directory)
    #[arg(long, value_name = "DIR")]
    root: Option<PathBuf>,
}

/// Most program runs the shrinker may spend.
const SHRINK_BUDGET: usize = 3000;

struct Harness<'a> {
    id: &'a str,
    program: PathBuf,
    channel: Channel,
    limits: Limits,
    work: PathBuf,
}

impl Harness<'_> {
    /// The reference's answer, or `None` when it rejects the input (panics).
    fn reference(&self, input: &str) -> Option<String> {
        std::panic::catch_unwind(|| testkit::reference::solve(self.id, input)).ok().flatten()
    }

    /// The verdict of the program on `input` against `expected`, judged exactly: the statements
    /// ask for one canonical answer, which is what the reference prints.
    fn verdict(&self, input: &str, expected: &str) -> Result<verdict::Judgement, String> {
        let path = self.work.with_extension("in");
        std::fs::write(&path, input).map_err(|e| format!("cannot write {}: {}", path.display(), e))?;
        let run = sandbox::run(&self.program, &path, &self.channel, self.limits, &self.work)
            .map_err(|e| format!("cannot run {}: {}", self.program.display(), e))?;
        Ok(verdict::judge(&run, self.limits.time, self.limits.memory_bytes, Checker::Exact, input, expected))
    }

    fn fails(&self, input: &str) -> bool {
        match self.reference(input) {
            Some(expected) => self.verdict(input, &expected).map_or(false, |j| j.verdict != Verdict::Accepted),
            None => false,
        }
    }
}

fn main() -> ExitCode {
    sandbox::serve_if_requested();
    let args = Args::parse();
    match run(&args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("error: {}", e);
            ExitCode::FAILURE
        }
    }
}

/// `Ok(true)` when every input agreed.
fn run(args: &Args) -> Result<bool, String> {
    let root = match args.root.clone().or_else(|| std::env::current_dir().ok().and_then(|d| layout::workspace_root_from(&d))) {
        Some(r) => r,
        None => return Err("not inside the solver workspace; pass --root <dir>".into()),
    };
    let id = args.id.as_str();
    let has_reference = testkit::generate::generate(id, 0).map_or(false, |input| {
        std::panic::catch_unwind(|| testkit::reference::solve(id, &input)).ok().flatten().is_some()
    });
    if !has_reference {
        return Err(format!(
            "no generator or reference for `{}`: stress needs both (testkit/src/generate and testkit/src/reference); known: {}",
            id,
            testkit::reference::IDS.join(", ")
        ));
    }
    let spec = ProblemSpec::load(&root, id)?;
    let program = match (&args.program, args.bundle) {
        (Some(p), _) => p.clone(),
        (None, true) => judge_runner::build::bundle_binary(&root, id)?,
        (None, false) => judge_runner::build::workspace_binary(&root, id)?,
    };
    let work = root.join("target/stress").join(format!("{}-{}", id, std::process::id()));
    std::fs::create_dir_all(work.parent().expect("under target")).map_err(|e| e.to_string())?;
    let harness = Harness {
        id,
        program,
        channel: match &spec.io {
            IoMode::Stdin => Channel::Stdin,
            IoMode::File(stem) => Channel::File(stem.clone()),
        },
        limits: Limits { time: Duration::from_millis(spec.time_limit_ms), memory_bytes: spec.memory_limit_mib << 20 },
        work,
    };
    let result = hunt(args, &root, &harness);
    let _ = std::fs::remove_dir_all(&harness.work);
    let _ = std::fs::remove_file(harness.work.with_extension("in"));
    result
}

fn hunt(args: &Args, root: &Path, h: &Harness) -> Result<bool, String> {
    let started = Instant::now();
    let mut ran = 0;
    for seed in args.seed..args.seed.saturating_add(args.cases) {
        if started.elapsed() >= Duration::from_secs(args.time) {
            break;
        }
        let input = testkit::generate::generate(h.id, seed).expect("checked above");
        let expected = h.reference(&input).ok_or_else(|| format!("the reference rejects the generator's input for seed {}: a testkit bug", seed))?;
        ran += 1;
        let judgement = h.verdict(&input, &expected)?;
        if judgement.verdict == Verdict::Accepted {
            continue;
        }
        println!("seed {}: {} on a generated input of {} bytes; shrinking", seed, judgement.verdict, input.len());
        let small = match stress::shrink::format(h.id).and_then(|f| f.parse(&input).map(|t| (f, t))) {
            Some((format, tests)) => {
                let before = tests.len();
                let shrunk = stress::shrink::shrink(&format, tests, SHRINK_BUDGET, &mut |candidate| h.fails(candidate));
                println!("shrunk from {} tests to {} in {:.1} s", before, shrunk.len(), started.elapsed().as_secs_f64());
                format.render(&shrunk)
            }
            None => {
                println!("(no shrinker for `{}`: saving the input as generated)", h.id);
                input
            }
        };
        let expected = h.reference(&small).expect("the shrinker keeps inputs the reference accepts");
        let judgement = h.verdict(&small, &expected)?;
        let (input_path, output_path) = save(root, h.id, &small, &expected)?;
        println!("saved {} and {} (the reference's answer)", shown(root, &input_path), shown(root, &output_path));
        println!("input:\n{}", small.trim_end());
        println!("{}: {}", judgement.verdict, judgement.detail);
        return Ok(false);
    }
    println!("{}: {} inputs (seeds {}..) agree with the reference in {:.1} s", h.id, ran, args.seed, started.elapsed().as_secs_f64());
    Ok(true)
}

/// Writes fixtures/<id>/stress-<k>.in / .out with the first free k.
fn save(root: &Path, id: &str, input: &str, expected: &str) -> Result<(PathBuf, PathBuf), String> {
    let dir = layout::fixtures_dir(root, id);
    let k = (1..).find(|k| !dir.join(format!("stress-{}.in", k)).exists()).expect("a free number");
    let input_path = dir.join(format!("stress-{}.in", k));
    let output_path = dir.join(format!("stress-{}.out", k));
    std::fs::write(&output_path, expected).map_err(|e| format!("cannot write {}: {}", output_path.display(), e))?;
    std::fs::write(&input_path, input).map_err(|e| format!("cannot write {}: {}", input_path.display(), e))?;
    Ok((input_path, output_path))
}

fn shown(root: &Path, p: &Path) -> String {
    p.strip_prefix(root).unwrap_or(p).display().to_string()
}
