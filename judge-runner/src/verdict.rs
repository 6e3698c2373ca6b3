//! One case's verdict, decided in the order a judge decides it: over the CPU time limit or
//! killed at the wall-time backstop (TLE), over
//! the memory limit (MLE, including an allocation that failed against the limit), a crash or
//! nonzero exit (RE), then the checker (AC or WA).

use crate::sandbox::{Exit, Run};
use checkers::Checker;
use std::fmt;
use std::time::Duration;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verdict {
    Accepted,
    WrongAnswer,
    RuntimeError,
    TimeLimitExceeded,
    MemoryLimitExceeded,
}

impl Verdict {
    pub fn code(self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::RuntimeError => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::MemoryLimitExceeded => "MLE",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A verdict and what to show with it (a diff, the checker's reason, stderr).
#[derive(Clone, Debug)]
pub struct Judgement {
    pub verdict: Verdict,
    pub detail: String,
}

/// Rust's message when an allocation fails, e.g. against `RLIMIT_AS`.
const ALLOCATION_FAILED: &str = "memory allocation of";

pub fn judge(run: &Run, time_limit: Duration, memory_limit_bytes: u64, checker: Checker, input: &str, expected: &str) -> Judgement {
    let verdict = |verdict, detail: String| Judgement { verdict, detail };
    if run.exit == Exit::TimedOut {
        return verdict(
            Verdict::TimeLimitExceeded,
            format!("killed after {} ms wall, {} ms CPU (limit {} ms CPU)", run.wall.as_millis(), run.cpu.as_millis(), time_limit.as_millis()),
        );
    }
    if run.cpu > time_limit {
        return verdict(Verdict::TimeLimitExceeded, format!("{} ms CPU (limit {} ms)", run.cpu.as_millis(), time_limit.as_millis()));
    }
    let failed = run.exit != Exit::Success;
    if run.peak_rss_bytes > memory_limit_bytes || (failed && run.stderr_tail.contains(ALLOCATION_FAILED)) {
        return verdict(
            Verdict::MemoryLimitExceeded,
            format!("limit {}; {}", mib(memory_limit_bytes), last_line(&run.stderr_tail).unwrap_or_else(|| format!("peak {}", mib(run.peak_rss_bytes)))),
        );
    }
    if failed {
        let how = match &run.exit {
            Exit::Code(c) => format!("exit status {}", c),
            Exit::Signal(s) => format!("killed by signal {}{}", s, if *s == libc::SIGXFSZ { " (output over the size limit)" } else { "" }),
            _ => unreachable!("success and timeout are handled above"),
        };
        let stderr = panic_report(&run.stderr_tail).or_else(|| last_line(&run.stderr_tail)).map(|l| format!(": {}", l)).unwrap_or_default();
        return verdict(Verdict::RuntimeError, format!("{}{}", how, stderr));
    }
    if run.output_file_missing {
        return verdict(Verdict::WrongAnswer, "file mode: the program wrote no output file (did it write to stdout?)".into());
    }
    let actual = String::from_utf8_lossy(&run.output);
    match checker.judge(input, expected, &actual) {
        Ok(()) => verdict(Verdict::Accepted, String::new()),
        Err(reason) => {
            let detail = match checker {
                Checker::Exact => line_diff(expected, &actual),
                Checker::Special(_) => reason,
            };
            verdict(Verdict::WrongAnswer, detail)
        }
    }
}

/// A unified line diff of what a judge compares (trailing spaces and final blank lines
/// dropped), at most `MAX_DIFF_LINES` lines.
pub fn line_diff(expected: &str, actual: &str) -> String {
    const MAX_DIFF_LINES: usize = 40;
    let want = checkers::compare::judge_lines(expected).join("\n") + "\n";
    let got = checkers::compare::judge_lines(actual).join("\n") + "\n";
    let diff = similar::TextDiff::from_lines(&want, &got);
    let text = diff.unified_diff().context_radius(2).header("expected", "actual").to_string();
    let lines: Vec<&str> = text.lines().collect();
    let mut shown = lines.iter().take(MAX_DIFF_LINES).copied().collect::<Vec<_>>().join("\n");
    if lines.len() > MAX_DIFF_LINES {
        shown.push_str(&format!("\n... ({} more diff lines)", lines.len() - MAX_DIFF_LINES));
    }
    shown
}

/// The end of stderr without Rust's `note: run with RUST_BACKTRACE` hints: for a panic, the
/// location and the message.
fn last_line(text: &str) -> Option<String> {
    let lines: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with("note: ")).collect();
    if lines.is_empty() {
        return None;
    }
    Some(lines[lines.len().saturating_sub(2)..].join(" / "))
}

/// A panic in stderr: its line (`thread 'main' panicked at <place>:`) and message, joined by
/// ` / `, then one line for each frame of its backtrace (when it printed one) in the program's
/// own files, not the standard library's: `at <place> (<function>)`. `None` without a panic.
pub fn panic_report(stderr: &str) -> Option<String> {
    /// A panic message of many lines is cut here.
    const MESSAGE_LINES: usize = 4;
    let lines: Vec<&str> = stderr.lines().collect();
    let at = lines.iter().rposition(|l| l.contains(" panicked at "))?;
    let mut message = vec![lines[at].trim()];
    let mut k = at + 1;
    while k < lines.len() && !lines[k].starts_with("note: ") && !lines[k].starts_with("stack backtrace:") {
        if message.len() <= MESSAGE_LINES {
            message.push(lines[k].trim());
        }
        k += 1;
    }
    let mut out = message.join(" / ");
    if lines.get(k).map_or(false, |l| l.starts_with("stack backtrace:")) {
        let mut function = "";
        for line in &lines[k + 1..] {
            let t = line.trim();
            if let Some(place) = t.strip_prefix("at ") {
                if bundler::cli::mapfile::may_be_bundle(place) {
                    out.push_str(&format!("\n  at {} ({})", place, function));
                }
            } else if t.starts_with("note: ") {
                break;
            } else {
                // `3: main::solver_core::nim::f`, or an inlined function's name without a number.
                function = t.split_once(": ").filter(|(n, _)| n.chars().all(|c| c.is_ascii_digit())).map_or(t, |(_, f)| f);
            }
        }
    }
    Some(out)
}

/// `12.3 MiB`.
pub fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / (1 << 20) as f64)
}
