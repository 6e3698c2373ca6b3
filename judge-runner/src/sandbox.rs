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
//!
//! Under a judge's [`Sandbox`] ([`run_under`]) the child also gets that judge's rules, set before
//! `exec`: `RLIMIT_STACK` for the main stack, `RLIMIT_AS` (and `RLIMIT_DATA`) the way the judge
//! counts memory, and, where the judge refuses threads, no new task at all: `RLIMIT_NPROC = 0`
//! as DMOJ sets it, and, because `RLIMIT_NPROC` does not bind root (CI and these machines run as
//! root), a seccomp filter that fails `clone`, `fork` and `vfork` with EAGAIN, what
//! `RLIMIT_NPROC` gives, and `clone3` with ENOSYS, so that glibc falls back to `clone`. The
//! filter emulates a rule; it is no security boundary (the program is our own).

use bundler::judge::{Memory, Sandbox, Stack};
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
/// Set for the helper when the program is to print a panic's backtrace (`judge --backtrace`).
const BACKTRACE_VAR: &str = "JUDGE_RUNNER_BACKTRACE";
/// How much of the end of stderr a [`Run`] keeps: a panic with its backtrace fits.
const STDERR_TAIL_BYTES: usize = 16 << 10;

/// Where a judge counts memory in use rather than address space ([`Memory::Resident`]), the
/// address space is still capped, at the limit plus this, so that a runaway allocation stops
/// before the machine swaps; peak RSS over the limit is MLE all the same.
pub const RESIDENT_ADDRESS_HEADROOM: u64 = 1 << 30;

/// The rlimits and filter one run applies in the child, as the helper receives them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct ChildRules {
    address_space: u64,
    /// `RLIMIT_DATA`, when the judge sets it.
    data: Option<u64>,
    /// `RLIMIT_STACK`: `None` keeps the caller's; `Some(RLIM_INFINITY)` for unlimited.
    stack: Option<u64>,
    /// No thread or process may be started.
    no_new_tasks: bool,
}

impl ChildRules {
    /// The machine's own rules: the address space at the limit, everything else inherited.
    fn local(memory_bytes: u64) -> ChildRules {
        ChildRules { address_space: memory_bytes, data: None, stack: None, no_new_tasks: false }
    }

    fn of(sandbox: &Sandbox, memory_bytes: u64) -> ChildRules {
        let (address_space, data) = match sandbox.memory {
            Memory::Rlimits { address_grace_bytes, data } => (memory_bytes + address_grace_bytes, if data { Some(memory_bytes) } else { None }),
            Memory::Resident => (memory_bytes + RESIDENT_ADDRESS_HEADROOM, None),
        };
        let stack = match sandbox.main_stack {
            Stack::Unlimited => libc::RLIM_INFINITY,
            Stack::Bytes(bytes) => bytes,
        };
        // A task limit above zero (Library Checker's pids cgroup of 100) is not emulated:
        // RLIMIT_NPROC counts every process of the user, not the program's own.
        ChildRules { address_space, data, stack: Some(stack), no_new_tasks: !sandbox.threads || sandbox.tasks == Some(0) }
    }

    fn encode(&self) -> String {
        let opt = |v: Option<u64>| v.map_or_else(|| "-".to_string(), |v| v.to_string());
        format!("{}:{}:{}:{}", self.address_space, opt(self.data), opt(self.stack), u8::from(self.no_new_tasks))
    }

    fn decode(text: &str) -> Option<ChildRules> {
        let parts: Vec<&str> = text.split(':').collect();
        let [address_space, data, stack, no_new_tasks] = parts[..] else { return None };
        let opt = |v: &str| if v == "-" { Some(None) } else { v.parse().ok().map(Some) };
        Some(ChildRules {
            address_space: address_space.parse().ok()?,
            data: opt(data)?,
            stack: opt(stack)?,
            no_new_tasks: match no_new_tasks {
                "0" => false,
                "1" => true,
                _ => return None,
            },
        })
    }
}

/// Runs `program` on `input` under `limits` in the directory `work` (created fresh, removed
/// by the caller).
///
/// The program is started by a fresh copy of the current executable (the sandbox helper), not
/// by this process: a forked child's peak RSS starts at its parent's, and this process may hold
/// a parsed library, while the helper holds next to nothing. Every binary that calls `run` must
/// call [`serve_if_requested`] first thing in `main`.
pub fn run(program: &Path, input: &Path, channel: &Channel, limits: Limits, work: &Path) -> std::io::Result<Run> {
    run_with(program, input, channel, limits, ChildRules::local(limits.memory_bytes), work, false)
}

/// [`run`] under a judge's sandbox rules (a profile's [`Sandbox`]): its main stack, its way of
/// counting memory, and whether the program may start threads.
pub fn run_under(program: &Path, input: &Path, channel: &Channel, limits: Limits, sandbox: &Sandbox, work: &Path) -> std::io::Result<Run> {
    run_with(program, input, channel, limits, ChildRules::of(sandbox, limits.memory_bytes), work, false)
}

/// [`run_under`], with `RUST_BACKTRACE=1` for the program when `backtrace` is set: a panic then
/// prints its call stack (judges run without it; only a panicking run pays for it).
pub fn run_under_traced(program: &Path, input: &Path, channel: &Channel, limits: Limits, sandbox: &Sandbox, work: &Path, backtrace: bool) -> std::io::Result<Run> {
    run_with(program, input, channel, limits, ChildRules::of(sandbox, limits.memory_bytes), work, backtrace)
}

fn run_with(program: &Path, input: &Path, channel: &Channel, limits: Limits, rules: ChildRules, work: &Path, backtrace: bool) -> std::io::Result<Run> {
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
    let mut helper = Command::new(std::env::current_exe()?);
    if backtrace {
        helper.env(BACKTRACE_VAR, "1");
    } else {
        helper.env_remove(BACKTRACE_VAR);
    }
    let status = helper
        .env(HELPER_VAR, format!("{}:{}", (limits.time * WALL_FACTOR).as_nanos(), rules.encode()))
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
    let tail_from = stderr.len().saturating_sub(STDERR_TAIL_BYTES);
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
    let bad = || {
        std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "want JUDGE_RUNNER_SANDBOX=<wall-time kill ns>:<address space>:<data or ->:<stack or ->:<no new tasks 0|1> and args <program> <stdin>",
        )
    };
    let (wall, rules) = spec.split_once(':').ok_or_else(bad)?;
    let wall = Duration::from_nanos(wall.parse().map_err(|_| bad())?);
    let rules = ChildRules::decode(rules).ok_or_else(bad)?;
    let [program, stdin] = args else { return Err(bad()) };
    let mut cmd = Command::new(program);
    // A judge runs the program without the caller's backtrace setting: a backtrace would cost
    // time and memory the program is judged on (cargo test sets RUST_BACKTRACE).
    // Asked for (`judge --backtrace`): a panic's backtrace, nothing else.
    if std::env::var_os(BACKTRACE_VAR).is_some() {
        cmd.env("RUST_BACKTRACE", "1");
    } else {
        cmd.env_remove("RUST_BACKTRACE");
    }
    cmd.env_remove(HELPER_VAR)
        .env_remove(BACKTRACE_VAR)
        .env_remove("RUST_LIB_BACKTRACE")
        .stdin(File::open(stdin)?)
        .stdout(File::create(".stdout")?)
        .stderr(File::create(".stderr")?);
    // Built before the fork: nothing may allocate between fork and exec.
    let filter = no_new_tasks_filter();
    // SAFETY: only async-signal-safe calls (setrlimit, prctl) between fork and exec; `filter`
    // lives in the closure, which outlives the prctl that reads it.
    unsafe {
        cmd.pre_exec(move || {
            let set = |resource, value: u64| {
                let limit = libc::rlimit { rlim_cur: value as libc::rlim_t, rlim_max: value as libc::rlim_t };
                if libc::setrlimit(resource, &limit) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            };
            set(libc::RLIMIT_AS, rules.address_space)?;
            if let Some(data) = rules.data {
                set(libc::RLIMIT_DATA, data)?;
            }
            if let Some(stack) = rules.stack {
                set(libc::RLIMIT_STACK, stack)?;
            }
            set(libc::RLIMIT_FSIZE, OUTPUT_LIMIT_BYTES)?;
            set(libc::RLIMIT_CORE, 0)?;
            if rules.no_new_tasks {
                set(libc::RLIMIT_NPROC, 0)?;
                install_filter(&filter)?;
            }
            Ok(())
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

/// A sandbox in a few words, for `judge`'s header: "no threads, unlimited main stack, address
/// space = limit + 64 MiB, data = limit".
pub fn describe(sandbox: &Sandbox) -> String {
    let mib = |bytes: u64| if bytes.is_multiple_of(1 << 20) { format!("{} MiB", bytes >> 20) } else { format!("{} bytes", bytes) };
    let threads = if sandbox.threads { "threads allowed" } else { "no threads" };
    let stack = match sandbox.main_stack {
        Stack::Unlimited => "unlimited main stack".to_string(),
        Stack::Bytes(bytes) => format!("{} main stack", mib(bytes)),
    };
    let memory = match sandbox.memory {
        Memory::Rlimits { address_grace_bytes, data } => {
            format!("address space = limit + {}{}", mib(address_grace_bytes), if data { ", data = limit" } else { "" })
        }
        Memory::Resident => "memory in use counted".to_string(),
    };
    let assumed = if sandbox.unconfirmed.is_empty() { "" } else { " (partly assumed)" };
    format!("{}, {}, {}{}", threads, stack, memory, assumed)
}

/// `AUDIT_ARCH_X86_64` from linux/audit.h (`EM_X86_64 | __AUDIT_ARCH_64BIT | __AUDIT_ARCH_LE`),
/// which the libc crate does not define.
const AUDIT_ARCH_X86_64: u32 = 0xC000_003E;

/// The seccomp program of a judge that refuses new tasks: `clone3` fails with ENOSYS (glibc then
/// falls back to `clone`), `clone`, `fork` and `vfork` with EAGAIN, which is what
/// `RLIMIT_NPROC = 0` gives a user that is not root; everything else is allowed. On another
/// architecture than x86_64 the filter allows everything (the syscall numbers are x86_64's).
fn no_new_tasks_filter() -> [libc::sock_filter; 11] {
    let statement = |code: u32, k: u32| libc::sock_filter { code: code as u16, jt: 0, jf: 0, k };
    let jump_if = |k: i64, jt: u8, jf: u8| libc::sock_filter { code: (libc::BPF_JMP | libc::BPF_JEQ | libc::BPF_K) as u16, jt, jf, k: k as u32 };
    let load = |offset: u32| statement(libc::BPF_LD | libc::BPF_W | libc::BPF_ABS, offset);
    let ret = |value: u32| statement(libc::BPF_RET | libc::BPF_K, value);
    // struct seccomp_data: nr at offset 0, arch at 4.
    [
        load(4),
        jump_if(AUDIT_ARCH_X86_64 as i64, 1, 0),
        ret(libc::SECCOMP_RET_ALLOW),
        load(0),
        jump_if(libc::SYS_clone3, 0, 1),
        ret(libc::SECCOMP_RET_ERRNO | libc::ENOSYS as u32),
        jump_if(libc::SYS_clone, 2, 0),
        jump_if(libc::SYS_fork, 1, 0),
        jump_if(libc::SYS_vfork, 0, 1),
        ret(libc::SECCOMP_RET_ERRNO | libc::EAGAIN as u32),
        ret(libc::SECCOMP_RET_ALLOW),
    ]
}

/// Installs `filter` for this process and what it executes (after `PR_SET_NO_NEW_PRIVS`, which
/// a process that is not root needs for a filter).
fn install_filter(filter: &[libc::sock_filter]) -> std::io::Result<()> {
    let program = libc::sock_fprog { len: filter.len() as u16, filter: filter.as_ptr() as *mut libc::sock_filter };
    // SAFETY: `program` points at `filter`, alive for the call; the kernel copies it.
    unsafe {
        if libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 {
            return Err(std::io::Error::last_os_error());
        }
        if libc::prctl(libc::PR_SET_SECCOMP, libc::SECCOMP_MODE_FILTER, &program as *const libc::sock_fprog) != 0 {
            return Err(std::io::Error::last_os_error());
        }
    }
    Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_profiles_sandbox_becomes_the_childs_rlimits() {
        let mib = 1u64 << 20;
        let vnoj = ChildRules::of(&bundler::judge::find("vnoj").unwrap().sandbox, 256 * mib);
        assert_eq!(vnoj, ChildRules { address_space: 320 * mib, data: Some(256 * mib), stack: Some(libc::RLIM_INFINITY), no_new_tasks: true });
        let themis = ChildRules::of(&bundler::judge::find("themis").unwrap().sandbox, 256 * mib);
        assert_eq!(themis, ChildRules { address_space: 256 * mib + RESIDENT_ADDRESS_HEADROOM, data: None, stack: Some(mib), no_new_tasks: false });
        let checker = ChildRules::of(&bundler::judge::find("library_checker").unwrap().sandbox, mib);
        assert!(!checker.no_new_tasks, "a task limit above zero is not emulated");
        for rules in [vnoj, themis, checker, ChildRules::local(7 * mib)] {
            assert_eq!(ChildRules::decode(&rules.encode()), Some(rules), "{}", rules.encode());
        }
        assert_eq!(ChildRules::decode("1:2:3"), None);
        assert_eq!(ChildRules::decode("1:-:-:2"), None);
    }

    #[test]
    fn the_filter_ends_in_allow_and_its_jumps_stay_inside() {
        let filter = no_new_tasks_filter();
        assert_eq!(filter.last().unwrap().k, libc::SECCOMP_RET_ALLOW);
        for (i, f) in filter.iter().enumerate() {
            if f.code == (libc::BPF_JMP | libc::BPF_JEQ | libc::BPF_K) as u16 {
                assert!(i + 1 + (f.jt.max(f.jf) as usize) < filter.len(), "jump at {} leaves the program", i);
            }
        }
    }

    #[test]
    fn describe_names_the_rules() {
        assert_eq!(
            describe(&bundler::judge::find("vnoj").unwrap().sandbox),
            "no threads, unlimited main stack, address space = limit + 64 MiB, data = limit"
        );
        assert_eq!(describe(&bundler::judge::find("library_checker").unwrap().sandbox), "threads allowed, unlimited main stack, memory in use counted");
    }
}
