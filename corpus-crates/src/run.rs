//! Child processes with a time limit: stdin empty, stdout and stderr read to their ends on
//! their own threads (so a chatty child never blocks), killed at the deadline.

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The exit code; `None` when killed by a signal or at the deadline.
    pub code: Option<i32>,
    pub timed_out: bool,
    pub stdout: String,
    pub stderr: String,
}

impl Outcome {
    /// `exit 0`, `exit 101`, `killed by a signal`, `timed out`.
    pub fn status(&self) -> String {
        match (self.timed_out, self.code) {
            (true, _) => "timed out".to_string(),
            (false, Some(c)) => format!("exit {}", c),
            (false, None) => "killed by a signal".to_string(),
        }
    }
}

/// Runs `cmd` in `dir` (when given) with empty stdin, at most `limit`.
pub fn run(mut cmd: Command, dir: Option<&Path>, limit: Duration) -> Result<Outcome, String> {
    if let Some(d) = dir {
        cmd.current_dir(d);
    }
    let shown = format!("{:?}", cmd.get_program());
    let mut child = cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().map_err(|e| format!("cannot run {}: {}", shown, e))?;
    let read = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut v = Vec::new();
            let _ = r.read_to_end(&mut v);
            String::from_utf8_lossy(&v).into_owned()
        })
    };
    let out = read(Box::new(child.stdout.take().expect("piped stdout")));
    let err = read(Box::new(child.stderr.take().expect("piped stderr")));
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait().map_err(|e| format!("cannot wait for {}: {}", shown, e))? {
            Some(s) => break s,
            None if start.elapsed() >= limit => {
                timed_out = true;
                let _ = child.kill();
                break child.wait().map_err(|e| format!("cannot wait for {}: {}", shown, e))?;
            }
            None => std::thread::sleep(Duration::from_millis(5).max(start.elapsed() / 50).min(Duration::from_millis(50))),
        }
    };
    let stdout = out.join().unwrap_or_default();
    let stderr = err.join().unwrap_or_default();
    Ok(Outcome { code: if timed_out { None } else { status.code() }, timed_out, stdout, stderr })
}

/// The first line of a compiler's output that says `error` (with its code: `error[E0433]: ..`),
/// else the first non-empty line.
pub fn first_error(stderr: &str) -> String {
    stderr
        .lines()
        .find(|l| l.starts_with("error"))
        .or_else(|| stderr.lines().find(|l| !l.trim().is_empty()))
        .unwrap_or("(no message)")
        .trim()
        .to_string()
}
