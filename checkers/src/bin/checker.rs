//! `checker --judge <name> <input> <output> <expected>`: one output judged the way the problem's
//! judge does, with the calling convention of `oj test --judge-command` (and DMOJ/VNOJ-style
//! custom checkers): exit 0 = accepted, 1 = wrong answer (the reason on stderr), 2 = usage
//! error, 3 = the checker itself failed (unreadable file, input that is not the problem's).

use checkers::Checker;
use clap::Parser;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "checker",
    about = "Judge one output: exit 0 when accepted, 1 with the reason on stderr when not",
    after_help = "With online-judge-tools:\n  oj test -c target/release/nim -d fixtures/nim --judge-command \"target/release/checker --judge nim\""
)]
struct Args {
    /// `exact` (judge-style comparison) or a special judge: nim, bocsoia .. bocsoig, hamilton
    #[arg(long, default_value = "exact", value_parser = parse_checker)]
    judge: Checker,
    /// The test's input file
    input: PathBuf,
    /// The program's output
    output: PathBuf,
    /// The expected output (a special judge only uses it to flag a corrupt expected answer)
    expected: PathBuf,
}

fn parse_checker(name: &str) -> Result<Checker, String> {
    Checker::from_name(name)
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read(path)
        .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
        .map_err(|e| format!("checker: cannot read {}: {}", path.display(), e))
}

fn main() -> ExitCode {
    let args = Args::parse();
    let texts = (read(&args.input), read(&args.output), read(&args.expected));
    let (input, output, expected) = match texts {
        (Ok(i), Ok(o), Ok(e)) => (i, o, e),
        (i, o, e) => {
            for err in [i.err(), o.err(), e.err()].into_iter().flatten() {
                eprintln!("{}", err);
            }
            return ExitCode::from(3);
        }
    };
    // A special judge panics on an input that is not its problem's; that is the checker's
    // failure, not the program's wrong answer.
    std::panic::set_hook(Box::new(|_| {}));
    let verdict = std::panic::catch_unwind(|| args.judge.judge(&input, &expected, &output));
    match verdict {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(reason)) => {
            eprintln!("wrong answer ({} checker): {}", args.judge, reason.trim_end());
            ExitCode::from(1)
        }
        Err(panic) => {
            let what = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            eprintln!("checker failed on {}: {} (is this the {} problem's input?)", args.input.display(), what, args.judge);
            ExitCode::from(3)
        }
    }
}
