//! `--check`: compile the bundle with every available rustc, warnings denied, run it on the
//! problem's fixtures, and compare the output the way judges do.
//!
//! Compilers: `rustc` from PATH (current stable) and, when present and different,
//! `/usr/bin/rustc` (Debian's 1.63, our stand-in for an old judge compiler). Missing 1.63 is a
//! notice, not a failure, on a developer's machine; CI installs it.

use crate::error::{Error, Result};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The old judge compiler's path.
pub const OLD_RUSTC: &str = "/usr/bin/rustc";

#[derive(Clone, Debug)]
pub struct Compiler {
    /// `stable` or `1.63` style label, for messages and binary names.
    pub label: String,
    pub path: PathBuf,
    /// `rustc --version` output.
    pub version: String,
}

/// The compilers to check with, and notices about the ones that are missing.
pub fn compilers() -> (Vec<Compiler>, Vec<String>) {
    let mut found = Vec::new();
    let mut notices = Vec::new();
    let version = |p: &Path| -> Option<String> {
        let out = Command::new(p).arg("--version").output().ok()?;
        if !out.status.success() {
            return None;
        }
        Some(String::from_utf8_lossy(&out.stdout).trim().to_string())
    };
    match version(Path::new("rustc")) {
        Some(v) => found.push(Compiler { label: "stable".into(), path: "rustc".into(), version: v }),
        None => notices.push("no `rustc` on PATH: cannot compile-check".to_string()),
    }
    match version(Path::new(OLD_RUSTC)) {
        Some(v) if found.iter().all(|c| c.version != v) => {
            let label = v.split_whitespace().nth(1).unwrap_or("old").to_string();
            found.push(Compiler { label, path: OLD_RUSTC.into(), version: v });
        }
        Some(_) => {}
        None => notices.push(format!(
            "notice: {} (rustc 1.63) is missing, so the old-compiler check is skipped; `apt-get install rustc` provides it",
            OLD_RUSTC
        )),
    }
    (found, notices)
}

/// Compiles `source` with `compiler` under `edition`, denying warnings, into `binary`.
pub fn compile(compiler: &Compiler, source: &Path, binary: &Path, edition: &str) -> Result<()> {
    let out = Command::new(&compiler.path)
        .args(["--edition", edition, "-O", "-D", "warnings", "--crate-name", "main", "-o"])
        .arg(binary)
        .arg(source)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| Error::new(format!("cannot run {}: {}", compiler.path.display(), e)))?;
    if out.status.success() {
        return Ok(());
    }
    Err(Error::new(format!(
        "the bundle does not compile with {} (edition {}):\n{}",
        compiler.version,
        edition,
        String::from_utf8_lossy(&out.stderr).trim_end()
    ))
    .help("fix the problem or the library; if the library compiles in the workspace, this is a bundler bug: report it with the bundle"))
}

/// How a fixture reaches the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Channel {
    Stdin,
    /// The input as `<id>.inp` (or `<ID>.INP` with `upper`) in the working directory, stdin
    /// at /dev/null, the output read from the `.out` file the program writes.
    File { upper: bool },
}

/// Runs `binary` on `input` through `channel` in a fresh directory `work`; the program's output.
pub fn run(binary: &Path, id: &str, input: &[u8], channel: Channel, work: &Path) -> Result<String> {
    let _ = std::fs::remove_dir_all(work);
    std::fs::create_dir_all(work).map_err(|e| Error::new(format!("cannot create {}: {}", work.display(), e)))?;
    let binary = std::fs::canonicalize(binary).unwrap_or_else(|_| binary.to_path_buf());
    let mut cmd = Command::new(&binary);
    cmd.current_dir(work).stderr(Stdio::piped()).stdout(Stdio::piped());
    let (inp, outp) = match channel {
        Channel::Stdin => (None, None),
        Channel::File { upper } => {
            let (i, o) = if upper {
                (format!("{}.INP", id.to_uppercase()), format!("{}.OUT", id.to_uppercase()))
            } else {
                (format!("{}.inp", id), format!("{}.out", id))
            };
            std::fs::write(work.join(&i), input).map_err(|e| Error::new(format!("cannot write {}: {}", i, e)))?;
            (Some(i), Some(o))
        }
    };
    let output = if inp.is_some() {
        cmd.stdin(Stdio::null()).output()
    } else {
        use std::io::Write;
        cmd.stdin(Stdio::piped());
        let mut child = cmd.spawn().map_err(|e| Error::new(format!("cannot run the bundle: {}", e)))?;
        let mut stdin = child.stdin.take().expect("piped stdin");
        let data = input.to_vec();
        let feeder = std::thread::spawn(move || {
            let _ = stdin.write_all(&data);
        });
        let out = child.wait_with_output();
        let _ = feeder.join();
        out
    }
    .map_err(|e| Error::new(format!("cannot run the bundle: {}", e)))?;
    if !output.status.success() {
        return Err(Error::new(format!(
            "the program failed ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr).trim_end()
        )));
    }
    let text = match outp {
        None => String::from_utf8_lossy(&output.stdout).into_owned(),
        Some(o) => {
            if !output.stdout.is_empty() {
                return Err(Error::new(format!("in file mode the program wrote to stdout instead of {}", o)));
            }
            std::fs::read_to_string(work.join(&o)).map_err(|e| Error::new(format!("no {} after the run: {}", o, e)))?
        }
    };
    Ok(text)
}

/// Judges `actual` for one case: the special judge for `*.any` cases, else judge-style equality.
pub fn judge_case(id: &str, case: &problem_spec::Case, input: &str, actual: &str) -> std::result::Result<(), String> {
    let expected = std::fs::read_to_string(&case.output).unwrap_or_default();
    if case.special {
        checkers::special::check(id, input, &expected, actual)
    } else {
        checkers::compare::judge_equal(&expected, actual)
    }
}

/// What `check_bundle` verified.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub compilers: Vec<String>,
    pub cases: usize,
    pub runs: usize,
    pub notices: Vec<String>,
}

/// Whether the problem reads `ID.INP` when present (it calls `judge_io`).
pub fn uses_judge_files(source: &str) -> bool {
    source.contains("judge_io(")
}

/// The full check of a bundle: compile with each compiler and each edition, then run every
/// fixture with each binary (and, for file-style problems, through `ID.INP` in both cases too).
pub fn check_bundle(root: &Path, id: &str, source: &str, editions: &[&str]) -> Result<Report> {
    // One directory per check, so that parallel checks of one problem never collide.
    static CHECKS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let serial = CHECKS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let dir = root.join("target/bundle/.check").join(format!("{}-{}-{}", id, std::process::id(), serial));
    let _ = std::fs::remove_dir_all(&dir);
    // Removed however the check ends: a failed check leaves nothing behind either.
    let _cleanup = RemoveOnDrop(dir.clone());
    std::fs::create_dir_all(&dir).map_err(|e| Error::new(format!("cannot create {}: {}", dir.display(), e)))?;
    let src = dir.join("main.rs");
    std::fs::write(&src, source).map_err(|e| Error::new(format!("cannot write {}: {}", src.display(), e)))?;
    let (compilers, notices) = compilers();
    let mut report = Report { notices, ..Report::default() };
    let mut binaries = Vec::new();
    for c in &compilers {
        for &edition in editions {
            // rustc 1.63 knows no edition 2024.
            if edition == "2024" && c.path == Path::new(OLD_RUSTC) {
                continue;
            }
            let bin = dir.join(format!("main-{}-{}", c.label, edition));
            compile(c, &src, &bin, edition)?;
            report.compilers.push(format!("{} (edition {})", c.version, edition));
            binaries.push(bin);
        }
    }
    let cases = problem_spec::layout::cases(root, id);
    report.cases = cases.len();
    if cases.is_empty() {
        report.notices.push(format!(
            "warning: fixtures/{}/ has no cases, so the bundle was compiled but never run: add sample-1.in and sample-1.out there",
            id
        ));
    }
    let file_style = uses_judge_files(source);
    let mut channels = vec![Channel::Stdin];
    if file_style {
        channels.push(Channel::File { upper: false });
        channels.push(Channel::File { upper: true });
    }
    for case in &cases {
        let input = std::fs::read(&case.input).map_err(|e| Error::new(format!("cannot read {}: {}", case.input.display(), e)))?;
        let input_text = String::from_utf8_lossy(&input).into_owned();
        for bin in &binaries {
            for &channel in &channels {
                let work = dir.join("run");
                let actual = run(bin, id, &input, channel, &work).map_err(|e| {
                    Error::new(format!("{} on fixtures/{}/{}.in ({:?}): {}", bin_name(bin), id, case.name, channel, e.message))
                })?;
                judge_case(id, case, &input_text, &actual).map_err(|diff| {
                    Error::new(format!(
                        "wrong answer on fixtures/{}/{}.in with {} ({:?}):\n{}",
                        id,
                        case.name,
                        bin_name(bin),
                        channel,
                        diff
                    ))
                    .help("compare with `cargo run -p problems --bin <id> < <case>.in`; if the workspace binary is right, the bundle differs from it")
                })?;
                report.runs += 1;
            }
        }
    }
    Ok(report)
}

struct RemoveOnDrop(PathBuf);

impl Drop for RemoveOnDrop {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn bin_name(bin: &Path) -> String {
    bin.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}
