//! One run of a program under limits, in a fresh working directory.
//!
//! Why these mechanisms: the time limit is CPU time (user + system, from `wait4`), as judges
//! count it, so that a loaded machine does not turn an accepted program into TLE; the program is
//! killed (`SIGKILL`, found by polling `wait4(WNOHANG)`) once its wall time reaches
//! [`WALL_FACTOR`] times the limit, so a program stuck in a loop or blocked on input stops; the
//! memory limit is `RLIMIT_AS` set in the child before `exec`, so an allocation past the limit
//! fails (Rust then aborts with "memory allocation of N bytes failed") instead of the machine
//! swapping; the peak is `ru_maxrss` of that one child, from `wait4`. Output goes to files, not
//! pipes, so a program that writes a lot never blocks on a full pipe while we wait for it.

use std::fs::File;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Output past this size is cut by `RLIMIT_FSIZE` (the program gets SIGXFSZ): no fixture needs
/// more, and a runaway loop must not fill the disk.
pub const OUTPUT_LIMIT_BYTES: u64 = 256 << 20;

/// How the program gets its input and gives its output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Channel {
    Stdin,
    /// `<stem>.inp` in the working directory, stdin at /dev/null, output from `<stem>.out`.
    File(String),
}

/// A program is killed when its wall time reaches this many times the time limit.
pub const WALL_FACTOR: u32 = 3;

#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// CPU time (user + system).
    pub time: Duration,
    pub memory_bytes: u64,
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Exit status 0.
    Success,
    /// A nonzero exit status.
    Code(i32),
    /// Killed by a signal (not ours).
    Signal(i32),
    /// Killed by us at [`WALL_FACTOR`] times the time limit.
    TimedOut,
}

#[derive(Clone, Debug)]
pub struct Run {
    pub exit: Exit,
    pub wall: Duration,
    /// User + system CPU time.
    pub cpu: Duration,
    /// Peak resident set size in bytes, as `wait4` reports it.
    pub peak_rss_bytes: u64,
    /// What the program wrote: stdout, or the `<stem>.out` file in file mode.
    pub output: Vec<u8>,
    /// In file mode: the program wrote to stdout and not to the file.
    pub output_file_missing: bool,
    /// The last part of stderr, for messages.
    pub stderr_tail: String,
}

/// The variable that turns a process into the sandbox helper (see [`serve_if_requested`]).
const HELPER_VAR: &str = "JUDGE_RUNNER_SANDBOX";

/// Runs `program` on `input` under `limits` in the directory `work` (created fresh, removed
/// by the caller).
///
/// The program is started by a fresh copy of the current executable (the sandbox helper), not
/// by this process: a forked child's peak RSS starts at its parent's, and this process may hold
/// a parsed library, while the helper holds next to nothing. Every binary that calls `run` must
/// call [`serve_if_requested`] first thing in `main`.
pub fn run(program: &Path, input: &Path, channel: &Channel, limits: Limits, work: &Path) -> std::io::Result<Run> {
    if std::env::var_os(HELPER_VAR).is_some() {
        return Err(std::io::Error::new(std::io::ErrorKind::Other, "sandbox::run inside the sandbox helper: call serve_if_requested() first in main"));
    }
    let _ = std::fs::remove_dir_all(work);
    std::fs::create_dir_all(work)?;
    let program = std::fs::canonicalize(program)?;
    let (stdin, output_path) = match channel {
        Channel::Stdin => (std::fs::canonicalize(input)?, work.join(".stdout")),
        Channel::File(stem) => {
            std::fs::copy(input, work.join(format!("{}.inp", stem)))?;
            (PathBuf::from("/dev/null"), work.join(format!("{}.out", stem)))
        }
    };
    let status = Command::new(std::env::current_exe()?)
        .env(HELPER_VAR, format!("{}:{}", (limits.time * WALL_FACTOR).as_nanos(), limits.memory_bytes))
        .arg(&program)
        .arg(&stdin)
        .current_dir(work)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .status()?;
    let result = std::fs::read_to_string(work.join(".result")).map_err(|e| {
        std::io::Error::new(e.kind(), format!("the sandbox helper left no result ({}): {}", status, e))
    })?;
    let numbers: Vec<i64> = result.split_whitespace().filter_map(|w| w.parse().ok()).collect();
    let [kind, value, wall_nanos, cpu_micros, rss_kib] = numbers[..] else {
        return Err(std::io::Error::new(std::io::ErrorKind::InvalidData, format!("bad sandbox result {:?}", result)));
    };
    let exit = match kind {
        0 => Exit::Success,
        1 => Exit::Code(value as i32),
        2 => Exit::Signal(value as i32),
        _ => Exit::TimedOut,
    };
    let output_file_missing = matches!(channel, Channel::File(_)) && !output_path.exists();
    let output = std::fs::read(&output_path).unwrap_or_default();
    let stderr = std::fs::read(work.join(".stderr")).unwrap_or_default();
    let tail_from = stderr.len().saturating_sub(2000);
    Ok(Run {
        exit,
        wall: Duration::from_nanos(wall_nanos as u64),
        cpu: Duration::from_micros(cpu_micros as u64),
        peak_rss_bytes: rss_kib.max(0) as u64 * 1024,
        output,
        output_file_missing,
        stderr_tail: String::from_utf8_lossy(&stderr[tail_from..]).trim_end().to_string(),
    })
}

/// When this process was started as the sandbox helper by [`run`]: run the program under the
/// limits, write `.result` (exit kind, value, wall nanoseconds, CPU microseconds, peak RSS KiB)
/// and exit.
/// Otherwise return at once.
pub fn serve_if_requested() {
    let Some(spec) = std::env::var_os(HELPER_VAR) else { return };
    let spec = spec.to_string_lossy().into_owned();
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let code = match helper(&spec, &args) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("sandbox helper: {}", e);
            1
        }
    };
    std::process::exit(code);
}

fn helper(spec: &str, args: &[std::ffi::OsString]) -> std::io::Result<()> {
    let bad = || std::io::Error::new(std::io::ErrorKind::InvalidInput, "want JUDGE_RUNNER_SANDBOX=<wall-time kill ns>:<memory bytes> and args <program> <stdin>");
    let (wall, memory) = spec.split_once(':').ok_or_else(bad)?;
    let wall = Duration::from_nanos(wall.parse().map_err(|_| bad())?);
    let memory: u64 = memory.parse().map_err(|_| bad())?;
    let [program, stdin] = args else { return Err(bad()) };
    let mut cmd = Command::new(program);
    // A judge runs the program without the caller's backtrace setting: a backtrace would cost
    // time and memory the program is judged on (cargo test sets RUST_BACKTRACE).
    cmd.env_remove(HELPER_VAR)
        .env_remove("RUST_BACKTRACE")
        .env_remove("RUST_LIB_BACKTRACE")
        .stdin(File::open(stdin)?)
        .stdout(File::create(".stdout")?)
        .stderr(File::create(".stderr")?);
    let memory = memory as libc::rlim_t;
    // SAFETY: only async-signal-safe calls (setrlimit) between fork and exec.
    unsafe {
        cmd.pre_exec(move || {
            let set = |resource, value: libc::rlim_t| {
                let limit = libc::rlimit { rlim_cur: value, rlim_max: value };
                if libc::setrlimit(resource, &limit) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            };
            set(libc::RLIMIT_AS, memory)?;
            set(libc::RLIMIT_FSIZE, OUTPUT_LIMIT_BYTES as libc::rlim_t)?;
            set(libc::RLIMIT_CORE, 0)
        });
    }
    let start = Instant::now();
    let child = cmd.spawn()?;
    let (status, usage, timed_out) = wait_with_deadline(child.id() as libc::pid_t, start + wall)?;
    let elapsed = start.elapsed();
    let (kind, value) = if timed_out {
        (3, 0)
    } else if libc::WIFEXITED(status) {
        match libc::WEXITSTATUS(status) {
            0 => (0, 0),
            code => (1, code),
        }
    } else {
        (2, libc::WTERMSIG(status))
    };
    let micros = |t: libc::timeval| t.tv_sec as i64 * 1_000_000 + t.tv_usec as i64;
    let cpu_micros = micros(usage.ru_utime) + micros(usage.ru_stime);
    // Linux reports ru_maxrss in KiB.
    std::fs::write(".result", format!("{} {} {} {} {}\n", kind, value, elapsed.as_nanos(), cpu_micros, usage.ru_maxrss))
}

/// Waits for `pid`, killing it at `deadline`; (wait status, its rusage, whether we killed it).
fn wait_with_deadline(pid: libc::pid_t, deadline: Instant) -> std::io::Result<(i32, libc::rusage, bool)> {
    let mut status = 0;
    // SAFETY: rusage is plain old data; wait4 fills it.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let mut pause = Duration::from_micros(200);
    let mut killed = false;
    loop {
        // SAFETY: pid is our child, not yet reaped.
        let got = unsafe { libc::wait4(pid, &mut status, if killed { 0 } else { libc::WNOHANG }, &mut usage) };
        if got == pid {
            return Ok((status, usage, killed));
        }
        if got < 0 {
            let err = std::io::Error::last_os_error();
            if err.kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return Err(err);
        }
        if Instant::now() >= deadline {
            // SAFETY: signalling our own unreaped child.
            unsafe { libc::kill(pid, libc::SIGKILL) };
            killed = true;
            continue;
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(5));
    }
}
