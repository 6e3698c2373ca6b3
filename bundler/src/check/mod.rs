//! `--check`: compile the bundle with every available rustc, run it on the problem's fixtures,
//! and compare the output the way judges do.
//!
//! - In: a bundle's text, the program's fixtures and the judge's profile. Out: a verdict
//!   ([`Report`], or an error that points at the user's own file and line), for the Rust
//!   bundle here and for the C file in [`c_check`].
//! - Never: change the bundle. A check that fails is reported, not mended.
//!
//! Compilers: `rustc` from PATH (current stable) and, when present and different,
//! `/usr/bin/rustc` (Debian's 1.63, our stand-in for an old judge compiler). Missing 1.63 is a
//! notice, not a failure, on a developer's machine; CI installs it.
//!
//! **What is built.** [`Depth::Quick`] (the command line and the test suite): stable, under the
//! first edition, builds the one binary, optimised as judges build it (`-O`), and it runs every
//! fixture (file-style problems also through `id.inp` and `ID.INP`, on the case with the smallest
//! input), on as many threads as there are cores; every other compiler and edition (stable
//! under 2024, rustc 1.63) only type-checks (`--emit=metadata`, the lints included), at the
//! same time as that build. A second binary
//! would only re-run the same program: rustc 1.63's std at run time is what
//! `solver-core/tests/old_compiler.rs` tests (solver-core's own tests built and run by 1.63).
//! A 1.63 `-O` build cost four times stable's (1.6 s of CPU against 0.4 s for hdu1525), and
//! type-checking costs a fifth of stable's build. [`Depth::Thorough`] still builds and runs a
//! binary for every compiler and edition, for whoever wants that.
//!
//! **Warnings.** The bundle is compiled with diagnostics as JSON. Each warning is traced back
//! to its source line ([`crate::base::linemap`]). The libraries' modules allow every lint
//! ([`crate::write::emit::LIBRARY_LINTS`]), as cargo's `--cap-lints allow` does for a dependency, so
//! their code raises none; one that shows there anyway is reported, and does not fail. A
//! warning in a line the bundler wrote fails the check (a bundler bug). A warning in the
//! program's own lines fails it for this workspace's problems, as `-D warnings` would
//! ([`Program::own_warnings_fail`]), and is shown, as cargo shows it, for a contestant's
//! project (`cargo judgefile`).
//!
//! **Errors** point at `problems/src/bin/<id>.rs:L:C` or `solver-core/src/<file>.rs:L:C` with
//! the original line. When the bundle does not compile, the problem is also built the workspace
//! way (the library as a crate, the problem against it, same compiler and edition): only when
//! that succeeds does the message call it a bundler bug.
//!
//! **Cache.** With [`CheckOptions::cache`], a passed check is remembered under
//! `target/bundle/.cache/<id>`, keyed by a hash of the bundle's bytes, the compilers' versions,
//! the editions and depth, the fixtures' bytes, and the bundler binary itself; an unchanged
//! problem is not checked again.

pub mod c_check;
pub mod inputs;

use crate::base::error::{Error, Result};
use crate::base::linemap::{LineMap, Origin};
use crate::base::scratch;
use serde_json::Value;
use crate::judge::OLD_RUSTC;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Mutex, OnceLock};

/// The folder (under a test's `CARGO_TARGET_TMPDIR`) where tests share optimised bundle
/// binaries; see [`compile_shared`].
pub const SHARED_BINARIES: &str = "bundle-binaries";

/// Where passed checks are remembered, relative to the workspace root.
pub const CACHE_DIR: &str = "target/bundle/.cache";

#[derive(Clone, Debug)]
pub struct Compiler {
    /// `stable` or `1.63` style label, for messages and binary names.
    pub label: String,
    pub path: PathBuf,
    /// `rustc --version` output.
    pub version: String,
    /// The folder of this compiler's std as a shared library, when it ships one: the check's
    /// own fixture binary links std from there (see `compile_for_check`).
    pub std_dylibs: Option<PathBuf>,
}

/// The compilers found once per process, by whichever of [`compilers`] and [`compilers_in`]
/// asked first.
static FOUND: OnceLock<(Vec<Compiler>, Vec<String>)> = OnceLock::new();

/// The compilers to check with, and notices about the ones that are missing. Asked once per
/// process (both at once), so `--all` and warm-up calls cost nothing more.
pub fn compilers() -> (Vec<Compiler>, Vec<String>) {
    FOUND.get_or_init(|| found_from(ask_versions())).clone()
}

/// [`compilers`], with the versions' answers remembered under the workspace at `root`
/// ([`VERSIONS_CACHE`]) and asked again only when [`compiler_identity`] changed: each
/// `rustc --version` costs 40-85 ms (the rustup proxy, then the real rustc), more than a
/// cached check's bundling.
pub fn compilers_in(root: &Path) -> (Vec<Compiler>, Vec<String>) {
    FOUND
        .get_or_init(|| {
            found_from(cached_versions(&root.join(VERSIONS_CACHE), &compiler_identity_here(), ask_versions))
        })
        .clone()
}

/// What decides which compilers [`compilers_in`] finds, asked now (not remembered for the
/// process as [`compilers_in`]'s answer is): [`compiler_identity`] from the current PATH,
/// folder and environment. Equal identities are taken to mean equal compilers, as the versions
/// cache does.
pub fn compiler_identity_here() -> String {
    let cwd = std::env::current_dir().unwrap_or_default();
    compiler_identity(std::env::var_os("PATH").as_deref(), Path::new(OLD_RUSTC), &cwd, &|k| std::env::var_os(k))
}

/// Where [`compilers_in`] keeps the compilers' `--version` answers, relative to the root.
pub const VERSIONS_CACHE: &str = "target/bundle/.cache/rustc-versions";

/// What `rustc --version` (from PATH) and `/usr/bin/rustc --version` say, `None` for one
/// that cannot run; and the compiler that `rustc` from PATH runs, `<sysroot>/bin/rustc`, when
/// that file exists. Through rustup's proxy every run of `rustc` first starts the proxy, which
/// picks the toolchain and then starts its rustc (about 10 ms); the check calls that rustc
/// directly. The identity ([`compiler_identity`]) covers what the proxy chooses by, so a
/// remembered path is as current as the remembered versions. `std_dylibs`: the folder of that
/// toolchain's std as a shared library (`<sysroot>/lib/rustlib/<host>/lib/libstd-*.so`).
#[derive(Clone, Debug, Default, PartialEq)]
struct Versions {
    stable: Option<String>,
    old: Option<String>,
    stable_direct: Option<PathBuf>,
    std_dylibs: Option<PathBuf>,
}

fn ask_versions() -> Versions {
    let ask = |p: &Path, arg: &str| -> Option<String> {
        let out = Command::new(p).arg(arg).stdin(Stdio::null()).output().ok()?;
        if !out.status.success() {
            return None;
        }
        Some(String::from_utf8_lossy(&out.stdout).trim().to_string())
    };
    std::thread::scope(|s| {
        let old = s.spawn(|| ask(Path::new(OLD_RUSTC), "--version"));
        let sysroot = s.spawn(|| ask(Path::new("rustc"), "--print=sysroot"));
        // `-vV`: the version on its first line, as `--version` prints it, and the host.
        let verbose = ask(Path::new("rustc"), "-vV");
        let stable = verbose.as_deref().and_then(|v| v.lines().next()).map(str::to_string);
        let host = verbose.as_deref().and_then(|v| v.lines().find_map(|l| l.strip_prefix("host: "))).map(str::to_string);
        let sysroot = sysroot.join().unwrap_or(None).map(PathBuf::from);
        let stable_direct = sysroot.as_ref().map(|root| root.join("bin/rustc")).filter(|p| p.is_file());
        let std_dylibs = match (&sysroot, &host) {
            (Some(root), Some(host)) => Some(root.join("lib/rustlib").join(host).join("lib")).filter(|dir| {
                std::fs::read_dir(dir).map_or(false, |entries| {
                    entries.filter_map(|e| e.ok()).any(|e| e.file_name().to_str().map_or(false, |n| n.starts_with("libstd-") && n.ends_with(".so")))
                })
            }),
            _ => None,
        };
        Versions { stable, old: old.join().unwrap_or(None), stable_direct, std_dylibs }
    })
}

/// The answers remembered in `cache` for `identity`, or `ask`'s, remembered there for next time.
fn cached_versions(cache: &Path, identity: &str, ask: impl FnOnce() -> Versions) -> Versions {
    let remembered = std::fs::read_to_string(cache).ok().and_then(|text| {
        let v: Value = serde_json::from_str(&text).ok()?;
        if v.get("identity")?.as_str()? != identity {
            return None;
        }
        let answer = |k: &str| v.get(k).and_then(Value::as_str).map(str::to_string);
        // An entry written before the direct path was remembered is asked again.
        v.get("stable_direct")?;
        v.get("std_dylibs")?;
        Some(Versions {
            stable: answer("stable"),
            old: answer("old"),
            stable_direct: answer("stable_direct").map(PathBuf::from),
            std_dylibs: answer("std_dylibs").map(PathBuf::from),
        })
    });
    if let Some(versions) = remembered {
        return versions;
    }
    let versions = ask();
    let value = serde_json::json!({
        "identity": identity,
        "stable": versions.stable,
        "old": versions.old,
        "stable_direct": versions.stable_direct.as_ref().map(|p| p.to_string_lossy().into_owned()),
        "std_dylibs": versions.std_dylibs.as_ref().map(|p| p.to_string_lossy().into_owned()),
    });
    if let Some(dir) = cache.parent() {
        let _ = std::fs::create_dir_all(dir);
        // Written aside and renamed, so that a parallel run never reads half a file.
        let tmp = dir.join(format!(".rustc-versions.tmp-{}", std::process::id()));
        if std::fs::write(&tmp, value.to_string()).is_ok() && std::fs::rename(&tmp, cache).is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
    }
    versions
}

/// Everything that decides which compilers `rustc` (from `path`, the `PATH` variable) and
/// `old` are, without running them: a digest of
/// - the file `rustc` resolves to on `path` and `old`, each by path, size, modification and
///   change times and inode (a reinstalled or upgraded compiler is a new file; the change time
///   is set by the kernel, so a package that keeps its files' mtimes still shows);
/// - when that `rustc` is rustup's proxy, everything rustup chooses a toolchain by: the
///   `RUSTUP_TOOLCHAIN` and `RUSTUP_HOME` variables, every `rust-toolchain` and
///   `rust-toolchain.toml` from `cwd` up, `settings.toml` (the default toolchain and the
///   directory overrides), and each installed toolchain's `bin/rustc` by the same file facts
///   (`rustup update` replaces it). `env` reads a variable (the process's, or a test's).
///
/// Two runs with the same identity get the same `--version` answers; anything else that could
/// change them (a toolchain edited in place without touching `bin/rustc`) is not seen.
pub fn compiler_identity(path: Option<&std::ffi::OsStr>, old: &Path, cwd: &Path, env: &dyn Fn(&str) -> Option<std::ffi::OsString>) -> String {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    let mut field = |bytes: &[u8]| {
        h.update((bytes.len() as u64).to_le_bytes());
        h.update(bytes);
    };
    field(b"compiler identity v1");
    let stable = path.and_then(|p| std::env::split_paths(p).map(|dir| dir.join("rustc")).find(|f| f.is_file()));
    for file in [stable.as_deref(), Some(old)] {
        match file {
            Some(f) => {
                field(f.to_string_lossy().as_bytes());
                field(file_facts(f).as_bytes());
            }
            None => field(b"(none)"),
        }
    }
    let proxy = stable.as_deref().map_or(false, |f| {
        let target = std::fs::read_link(f).unwrap_or_default();
        target.file_name().map_or(false, |n| n == "rustup") || f.with_file_name("rustup").is_file()
    });
    if proxy {
        for var in ["RUSTUP_TOOLCHAIN", "RUSTUP_HOME"] {
            field(env(var).unwrap_or_default().to_string_lossy().as_bytes());
        }
        for dir in cwd.ancestors() {
            for name in ["rust-toolchain", "rust-toolchain.toml"] {
                if let Ok(text) = std::fs::read(dir.join(name)) {
                    field(dir.join(name).to_string_lossy().as_bytes());
                    field(&text);
                }
            }
        }
        let home = env("RUSTUP_HOME").map(PathBuf::from).or_else(|| env("HOME").map(|h| Path::new(&h).join(".rustup"))).unwrap_or_default();
        field(&std::fs::read(home.join("settings.toml")).unwrap_or_default());
        let mut toolchains: Vec<PathBuf> = std::fs::read_dir(home.join("toolchains")).map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect()).unwrap_or_default();
        toolchains.sort();
        for t in toolchains {
            field(t.to_string_lossy().as_bytes());
            field(file_facts(&t.join("bin/rustc")).as_bytes());
        }
    }
    h.finalize().iter().map(|b| format!("{:02x}", b)).collect()
}

/// A file's size, times and inode (following links), or `(missing)`.
fn file_facts(file: &Path) -> String {
    match std::fs::metadata(file) {
        #[cfg(unix)]
        Ok(m) => {
            use std::os::unix::fs::MetadataExt;
            format!("{} {}.{} {}.{} {} {}", m.len(), m.mtime(), m.mtime_nsec(), m.ctime(), m.ctime_nsec(), m.ino(), m.dev())
        }
        #[cfg(not(unix))]
        Ok(m) => format!("{} {:?}", m.len(), m.modified().ok()),
        Err(_) => "(missing)".to_string(),
    }
}

/// The compilers and notices from their versions' answers.
fn found_from(Versions { stable, old, stable_direct, std_dylibs }: Versions) -> (Vec<Compiler>, Vec<String>) {
    let mut found = Vec::new();
    let mut notices = Vec::new();
    match stable {
        Some(v) => found.push(Compiler { label: "stable".into(), path: stable_direct.unwrap_or_else(|| "rustc".into()), version: v, std_dylibs }),
        None => notices.push("no `rustc` on PATH: cannot compile-check".to_string()),
    }
    match old {
        Some(v) if found.iter().all(|c| c.version != v) => {
            let label = v.split_whitespace().nth(1).unwrap_or("old").to_string();
            found.push(Compiler { label, path: OLD_RUSTC.into(), version: v, std_dylibs: None });
        }
        Some(_) => {}
        None => notices.push(format!(
            "notice: {} (rustc 1.63) is missing, so the old-compiler check is skipped; `apt-get install rustc` provides it",
            OLD_RUSTC
        )),
    }
    (found, notices)
}

/// Compiles `source` with `compiler` under `edition`, optimized and denying warnings, into
/// `binary`; the error holds rustc's own message. (The differential test's build; the check
/// itself uses [`check_bundle_with`].)
pub fn compile(compiler: &Compiler, source: &Path, binary: &Path, edition: &str) -> Result<()> {
    let out = scratch::output(
        Command::new(&compiler.path)
            .args(["--edition", edition, "-O", "-C", "strip=debuginfo", "-D", "warnings", "--crate-name", "main", "-o"])
            .arg(binary)
            .arg(source),
    )
    .map_err(|e| Error::new(format!("cannot run {}: {}", compiler.path.display(), e)))?;
    if out.status.success() {
        return Ok(());
    }
    Err(Error::new(format!(
        "the bundle does not compile with {} (edition {}):\n{}",
        compiler.version,
        edition,
        String::from_utf8_lossy(&out.stderr).trim_end()
    )))
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
    run_with(None, binary, id, input, channel, work)
}

/// [`run`], with `runner` (`wine`) starting the binary when it does not run natively.
pub fn run_with(runner: Option<&str>, binary: &Path, id: &str, input: &[u8], channel: Channel, work: &Path) -> Result<String> {
    match run_once(runner, binary, id, input, channel, work, true) {
        // Our programs say why whenever they fail, so a run under wine that fails without a
        // word is wine's failure, seen once on a CI machine and never here: run it once more,
        // with wine's own error channels on, so that a second failure says what wine saw.
        Err(Silent(_)) if runner.is_some() => run_once(runner, binary, id, input, channel, work, false).map_err(|e| match e {
            Silent(status) => Error::new(format!("the program failed twice under wine ({}) without a word: stdout and stderr empty", status)),
            Said(e) => e,
        }),
        Err(Silent(status)) => Err(Error::new(format!("the program failed ({}) without a word: stdout and stderr empty", status))),
        Err(Said(e)) => Err(e),
        Ok(text) => Ok(text),
    }
}

/// Why a run failed: with a message, or silently (no output at all, a nonzero status).
enum RunFailure {
    Said(Error),
    Silent(std::process::ExitStatus),
}
use RunFailure::{Said, Silent};

impl From<Error> for RunFailure {
    fn from(e: Error) -> RunFailure {
        Said(e)
    }
}

fn run_once(runner: Option<&str>, binary: &Path, id: &str, input: &[u8], channel: Channel, work: &Path, quiet_wine: bool) -> std::result::Result<String, RunFailure> {
    let _ = std::fs::remove_dir_all(work);
    std::fs::create_dir_all(work).map_err(|e| Error::new(format!("cannot create {}: {}", work.display(), e)))?;
    let binary = std::fs::canonicalize(binary).unwrap_or_else(|_| binary.to_path_buf());
    let mut cmd = match runner {
        Some(runner) => {
            let mut cmd = Command::new(runner);
            cmd.arg(&binary);
            crate::base::scratch::wine_env(&mut cmd);
            if !quiet_wine {
                cmd.env_remove("WINEDEBUG");
            }
            cmd
        }
        None => Command::new(&binary),
    };
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
        scratch::output(&mut cmd)
    } else {
        use std::io::Write;
        cmd.stdin(Stdio::piped());
        let mut child = scratch::spawn(&mut cmd).map_err(|e| Error::new(format!("cannot run the bundle: {}", e)))?;
        let child_id = child.id();
        let mut stdin = child.stdin.take().expect("piped stdin");
        let data = input.to_vec();
        let feeder = std::thread::spawn(move || {
            let _ = stdin.write_all(&data);
        });
        let out = child.wait_with_output();
        scratch::reaped(child_id);
        let _ = feeder.join();
        out
    }
    .map_err(|e| Error::new(format!("cannot run the bundle: {}", e)))?;
    if !output.status.success() {
        if output.stdout.is_empty() && output.stderr.is_empty() {
            return Err(Silent(output.status));
        }
        return Err(Said(Error::new(format!(
            "the program failed ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr).trim_end()
        ))));
    }
    let text = match outp {
        None => String::from_utf8_lossy(&output.stdout).into_owned(),
        Some(o) => {
            if !output.stdout.is_empty() {
                return Err(Said(Error::new(format!("in file mode the program wrote to stdout instead of {}", o))));
            }
            // A Windows program under wine names files as Windows does, in any letter case
            // (the C file's host opened `TAB.INP` for `tab.inp`, so it writes `TAB.OUT`), and
            // Windows finds either: so does this.
            let written = match runner {
                Some(_) => std::fs::read_dir(work)
                    .ok()
                    .and_then(|entries| entries.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).find(|n| n.eq_ignore_ascii_case(&o)))
                    .unwrap_or_else(|| o.clone()),
                None => o.clone(),
            };
            std::fs::read_to_string(work.join(&written)).map_err(|e| Error::new(format!("no {} after the run: {}", o, e)))?
        }
    };
    Ok(text)
}

/// What a check verified.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub compilers: Vec<String>,
    pub cases: usize,
    pub runs: usize,
    pub notices: Vec<String>,
    /// Warnings that do not fail the check (the program's own in a contestant's project, any a
    /// library raised through its `allow`s), one rendered message each.
    pub warnings: Vec<String>,
    /// The result came from the cache: nothing was compiled or run.
    pub cached: bool,
}

/// Whether a problem's source reads `ID.INP` when present (it calls `judge_io`).
pub fn uses_judge_files(source: &str) -> bool {
    source.contains("judge_io(")
}

/// Whether problem `id` is file-style, decided from its own source: a bundle may hold
/// `judge_io` without calling it (`--keep-modules` keeps whole modules).
pub fn problem_uses_judge_files(root: &Path, id: &str) -> bool {
    let path = root.join(crate::base::workspace::PROBLEMS_DIR).join(format!("{}.rs", id));
    std::fs::read_to_string(path).map_or(false, |s| uses_judge_files(&s))
}

/// How much a check does; see the module documentation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Depth {
    /// One optimised binary (the first compiler, the first edition) runs every fixture; every
    /// other compiler and edition type-checks only (`--emit=metadata`, warnings denied).
    Quick,
    /// Every compiler and edition builds an optimised binary, and each runs every fixture.
    Thorough,
}

#[derive(Clone, Debug)]
pub struct CheckOptions<'a> {
    pub editions: &'a [&'a str],
    pub depth: Depth,
    /// Skip the check when an identical one passed before, and remember this one.
    pub cache: bool,
    /// Why the old compiler (rustc 1.63) is left out, when the bundle's crates need a newer
    /// one and the judge profile has it (`ac-library-rs 0.2.0 needs Rust 1.70 ...`).
    pub skip_old_rustc: Option<String>,
}

/// The test suite's check of a bundle, uncached: [`Depth::Quick`] under `editions` (stable
/// builds the binary that runs every fixture, also through `ID.INP` for file-style problems;
/// every other compiler and edition type-checks).
pub fn check_bundle(root: &Path, id: &str, source: &str, editions: &[&str]) -> Result<Report> {
    check_bundle_with(root, id, source, None, &CheckOptions { editions, depth: Depth::Quick, cache: false, skip_old_rustc: None })
}

/// [`check_bundle`], with the optimised binary shared through `binaries` (see
/// [`compile_shared`]): a test that compiles the same bundle the same way again (the
/// differential test) reuses it instead of building it twice.
pub fn check_bundle_sharing(root: &Path, id: &str, source: &str, editions: &[&str], binaries: &Path) -> Result<Report> {
    let options = CheckOptions { editions, depth: Depth::Quick, cache: false, skip_old_rustc: None };
    check_inner(root, &Program::workspace(root, id), source, None, &options, &[], Some(binaries))
}

/// What one compile produces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Output {
    /// An optimised binary (`-O`, as judges build), which runs the fixtures.
    Binary,
    /// Type checking and lints only (`--emit=metadata`, as `cargo check`): every error and
    /// warning the verdict needs, at a fraction of a build's time. (Errors that only code
    /// generation finds, post-monomorphisation ones, are the binary build's to find.)
    TypeCheck,
}

/// One compile of the check.
struct Build {
    compiler: Compiler,
    edition: String,
    output: Output,
    /// The binary, or the `.rmeta` of a type check.
    path: PathBuf,
    /// The judge's crates (`--extern`, `-L`).
    extern_args: Vec<String>,
}

/// The check; `line_map` (from the [`crate::write::bundle::Bundle`]) lets compiler messages point at the
/// user's files.
pub fn check_bundle_with(root: &Path, id: &str, source: &str, line_map: Option<&LineMap>, options: &CheckOptions) -> Result<Report> {
    check_bundle_with_externs(root, id, source, line_map, options, &[])
}

/// [`check_bundle_with`], passing every compiler `extern_args` too (`--extern name=path`, `-L
/// dependency=..`: the judge's own crates, see [`crate::judge::judge_crates`]).
pub fn check_bundle_with_externs(root: &Path, id: &str, source: &str, line_map: Option<&LineMap>, options: &CheckOptions, extern_args: &[String]) -> Result<Report> {
    let program = Program::workspace(root, id);
    check_program(root, &program, source, line_map, options, extern_args)
}

/// What a check is of: the program's source and package, and its cases (this workspace's
/// problems, or any project's program, [`crate::find::project`]).
#[derive(Clone, Debug)]
pub struct Program {
    /// The bundle's id: the program's judge file name, and its cache entry.
    pub id: String,
    /// The program's file, relative to the root.
    pub source_rel: String,
    /// The package whose crates it uses; `None`: this workspace's problems.
    pub package: Option<crate::find::crates::Package>,
    pub fixtures: crate::find::fixtures::Fixtures,
    /// How to run the program unbundled, for the help of a wrong answer (`cargo run -p problems
    /// --bin hdu1525`).
    pub run_command: String,
    /// Where the bundle goes, relative to the root, for messages about its lines.
    pub bundle_rel: String,
    /// A warning in the program's own lines fails the check: this workspace's standard for its
    /// problems. A contestant's project (`cargo judgefile`) is shown its warnings, as cargo
    /// shows them, and passes.
    pub own_warnings_fail: bool,
}

impl Program {
    /// Problem `id` of this workspace: `problems/src/bin/<id>.rs` on `fixtures/<id>/`.
    pub fn workspace(root: &Path, id: &str) -> Program {
        Program {
            id: id.to_string(),
            source_rel: format!("{}/{}.rs", crate::base::workspace::PROBLEMS_DIR, id),
            package: None,
            fixtures: crate::find::fixtures::Fixtures::workspace(root, id),
            run_command: format!("cargo run -p problems --bin {}", id),
            bundle_rel: crate::base::workspace::bundle_path(id),
            own_warnings_fail: true,
        }
    }

    /// The program of a Cargo project.
    pub fn of_project(project: &crate::find::project::Project) -> Program {
        Program {
            id: project.id.clone(),
            source_rel: project.source_rel.clone(),
            package: Some(project.package.clone()),
            fixtures: project.fixtures.clone(),
            run_command: project.run_command(),
            bundle_rel: project.bundle_path(),
            own_warnings_fail: false,
        }
    }
}

/// The check of `program`'s bundle `source`, as [`check_bundle_with_externs`].
pub fn check_program(root: &Path, program: &Program, source: &str, line_map: Option<&LineMap>, options: &CheckOptions, extern_args: &[String]) -> Result<Report> {
    check_inner(root, program, source, line_map, options, extern_args, None)
}

fn check_inner(
    root: &Path,
    program: &Program,
    source: &str,
    line_map: Option<&LineMap>,
    options: &CheckOptions,
    extern_args: &[String],
    binaries: Option<&Path>,
) -> Result<Report> {
    let id = program.id.as_str();
    // The check runs tools in other directories: every path it hands them is absolute.
    let root_buf = std::path::absolute(root).unwrap_or_else(|_| root.to_path_buf());
    let root = root_buf.as_path();
    let (mut compilers, mut notices) = compilers_in(root);
    if let Some(why) = &options.skip_old_rustc {
        if compilers.iter().any(|c| c.path == Path::new(OLD_RUSTC)) {
            compilers.retain(|c| c.path != Path::new(OLD_RUSTC));
            notices.push(format!("notice: the rustc 1.63 check is skipped: {}", why));
        }
    }
    let cases = program.fixtures.cases.clone();
    let file_style = std::fs::read_to_string(root.join(&program.source_rel)).map_or(false, |s| uses_judge_files(&s));
    let keyed = if extern_args.is_empty() { source.to_string() } else { format!("{}\n{:?}", source, extern_args) };
    let key = if options.cache { Some(cache_key(id, &keyed, &compilers, options, file_style, &cases)?) } else { None };
    if let Some(key) = &key {
        if let Some(mut report) = cache_lookup(root, id, key) {
            report.notices = notices;
            return Ok(report);
        }
    }
    let report = check_uncached(root, program, source, line_map, options, &compilers, notices, file_style, &cases, extern_args, binaries);
    match (&report, &key) {
        (Ok(r), Some(key)) => cache_store(root, id, key, r),
        (Err(_), _) => {
            let _ = std::fs::remove_file(root.join(CACHE_DIR).join(id));
        }
        _ => {}
    }
    report
}

#[allow(clippy::too_many_arguments)]
fn check_uncached(
    root: &Path,
    program: &Program,
    source: &str,
    line_map: Option<&LineMap>,
    options: &CheckOptions,
    compilers: &[Compiler],
    notices: Vec<String>,
    file_style: bool,
    cases: &[problem_spec::Case],
    extern_args: &[String],
    binaries: Option<&Path>,
) -> Result<Report> {
    let id = program.id.as_str();
    // One folder per check, so that parallel checks of one problem never collide; removed
    // however the check ends, interruptions included.
    static CHECKS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let serial = CHECKS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let folder = scratch::Folder::create(root, &format!("{}-{}-{}", id, std::process::id(), serial))
        .map_err(|e| Error::new(format!("cannot create the check's folder under {}: {}", scratch::CHECK_DIR, e)))?;
    let dir = folder.path();
    let src = dir.join("main.rs");
    std::fs::write(&src, source).map_err(|e| Error::new(format!("cannot write {}: {}", src.display(), e)))?;
    let mut report = Report { notices, cases: cases.len(), ..Report::default() };

    let builds = planned_builds(compilers, options, dir, extern_args);
    // All compiles at once: on two cores the type checks finish while stable optimises.
    let outcomes: Vec<Result<Compiled>> = std::thread::scope(|s| {
        let handles: Vec<_> = builds.iter().map(|b| s.spawn(move || compile_for_check(b, source, dir, binaries))).collect();
        handles.into_iter().map(|h| h.join().expect("a compile thread panicked")).collect()
    });
    let bundle_location = program.bundle_rel.clone();
    // The binaries that run the fixtures, by build.
    let mut runnable: Vec<(usize, PathBuf)> = Vec::new();
    // Resolved only when there is a diagnostic to place.
    let map = std::cell::OnceCell::new();
    // A shrunk bundle has no line map (its libraries were minified): what lies below the
    // libraries' start line is still their code, whose warnings are their authors'.
    let shrunk_library_from = match line_map {
        None => source.find(crate::write::shrink::LIBRARY_START).map(|at| source[..=at].matches('\n').count() + 1),
        Some(_) => None,
    };
    let place = |d: &Diagnostic| {
        let mut p = d.place(map.get_or_init(|| line_map.map(|m| m.resolve(source)).unwrap_or_default()), source, &bundle_location);
        if p.generated && shrunk_library_from.map_or(false, |from| p.line >= from) {
            p.generated = false;
        }
        p
    };
    for (b, (build, outcome)) in builds.iter().zip(outcomes).enumerate() {
        let compiled = outcome?;
        let what = format!("{} (edition {})", build.compiler.version, build.edition);
        // The workspace build (a type-check of every library crate and of the problem, one
        // after another) is made only when an error needs it (four serial type-checks for
        // multimap, more than the bundle's own build).
        let workspace = std::cell::OnceCell::new();
        let ws = || workspace.get_or_init(|| workspace_build(root, program, source, &build.compiler, &build.edition, dir));
        if !compiled.success {
            let errors: Vec<&Diagnostic> = compiled.diagnostics.iter().filter(|d| d.level == "error" && !d.is_summary()).collect();
            return Err(compile_error(program, &what, &errors, &place, ws()));
        }
        let warnings: Vec<&Diagnostic> = compiled.diagnostics.iter().filter(|d| d.level == "warning" && !d.is_summary()).collect();
        // The libraries' modules allow every lint (`emit::LIBRARY_LINTS`), as cargo caps a
        // dependency's: a warning that shows there all the same is no one's to fix here.
        let (theirs, ours): (Vec<&Diagnostic>, Vec<&Diagnostic>) = warnings.iter().partition(|d| {
            let p = place(d);
            (p.in_library() || p.in_dependency()) && p.file != program.source_rel
        });
        // A line the bundler wrote is its own mistake.
        let (made, own): (Vec<&Diagnostic>, Vec<&Diagnostic>) = ours.into_iter().partition(|d| place(d).generated);
        if !made.is_empty() {
            return Err(warning_error(&what, &made, &place, program));
        }
        if !own.is_empty() && program.own_warnings_fail {
            return Err(warning_error(&what, &own, &place, program));
        }
        for (d, why) in own.iter().map(|d| (d, "in your program: shown, as cargo shows it; it does not fail the check")).chain(theirs.iter().map(|d| (d, "in a library's code, not yours, so it does not fail the check"))) {
            let p = place(d);
            let head = format!("warning: {}: {}", p.location(), d.message);
            if !report.warnings.iter().any(|w| w.starts_with(&head)) {
                report.warnings.push(format!("warning: {}\n  = {} ({})", d.render(&p), why, what));
            }
        }
        report.compilers.push(match build.output {
            Output::TypeCheck => format!("{} (edition {}, type-checked)", build.compiler.version, build.edition),
            Output::Binary => what,
        });
        if let Some(binary) = compiled.binary {
            runnable.push((b, binary));
        }
    }

    report.runs = run_fixtures(root, program, cases, file_style, &runnable, &builds, dir)?;
    Ok(report)
}

/// The builds a check makes: every compiler under every edition (rustc 1.63 knows no 2024);
/// the first builds the binary that runs the fixtures, the rest only type-check, unless
/// [`Depth::Thorough`] asks for a binary from each.
fn planned_builds(compilers: &[Compiler], options: &CheckOptions, dir: &Path, extern_args: &[String]) -> Vec<Build> {
    let mut builds = Vec::new();
    for c in compilers {
        for &edition in options.editions {
            // rustc 1.63 knows no edition 2024.
            if edition == "2024" && c.path == Path::new(OLD_RUSTC) {
                continue;
            }
            let output = if builds.is_empty() || options.depth == Depth::Thorough { Output::Binary } else { Output::TypeCheck };
            // No dots: rustc names its temporary objects after the output's stem up to the
            // first dot, so `main-1.63.0-2018` and `main-1.63.0-2021`, built at once in one
            // folder, would overwrite each other's objects (a link error, as under timus).
            let stem = format!("main-{}-{}", c.label.replace('.', "_"), edition);
            let path = dir.join(if output == Output::Binary { stem } else { format!("{}.rmeta", stem) });
            builds.push(Build { compiler: c.clone(), edition: edition.to_string(), output, path, extern_args: extern_args.to_vec() });
        }
    }
    builds
}

/// Runs every fixture on the built binaries, on as many threads as there are cores, and judges
/// each output as the judge would; the first failure stops the rest. The number of runs.
fn run_fixtures(root: &Path, program: &Program, cases: &[problem_spec::Case], file_style: bool, runnable: &[(usize, PathBuf)], builds: &[Build], dir: &Path) -> Result<usize> {
    let id = program.id.as_str();
    let mut channels = vec![Channel::Stdin];
    if file_style {
        channels.push(Channel::File { upper: false });
        channels.push(Channel::File { upper: true });
    }
    let inputs: Vec<Vec<u8>> = cases
        .iter()
        .map(|c| std::fs::read(&c.input).map_err(|e| Error::new(format!("cannot read {}: {}", c.input.display(), e))))
        .collect::<Result<_>>()?;
    // The file channels are the same reading and writing code whatever the case holds, so they
    // run on the case with the smallest input only (the first of equals); every case runs
    // through stdin. A big case through all three channels tripled the check's running time
    // (jump's 2·10⁶ case) without a verdict the one run does not give.
    let file_case = (0..inputs.len()).min_by_key(|&k| inputs[k].len());
    let mut tasks = Vec::new();
    for (r, _) in runnable.iter().enumerate() {
        for k in 0..cases.len() {
            for &channel in &channels {
                if channel == Channel::Stdin || Some(k) == file_case {
                    tasks.push((r, k, channel));
                }
            }
        }
    }
    let results: Vec<Mutex<Option<Result<()>>>> = tasks.iter().map(|_| Mutex::new(None)).collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failed = std::sync::atomic::AtomicBool::new(false);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).min(tasks.len()).max(1);
    std::thread::scope(|s| {
        for w in 0..workers {
            let (tasks, results, next, failed, runnable, inputs, builds, fixtures) = (&tasks, &results, &next, &failed, runnable, &inputs, builds, &program.fixtures);
            let run_command = program.run_command.as_str();
            s.spawn(move || loop {
                let t = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                if t >= tasks.len() || failed.load(std::sync::atomic::Ordering::SeqCst) {
                    break;
                }
                let (r, k, channel) = tasks[t];
                let case = &cases[k];
                let (b, bin) = &runnable[r];
                let name = bin_name(&builds[*b].path);
                let work = dir.join(format!("run-{}", w));
                let shown = fixtures.shown(case);
                let result = run(bin, id, &inputs[k], channel, &work)
                    .map_err(|e| Error::new(format!("{} on {} ({:?}): {}", name, shown, channel, e.message)))
                    .and_then(|actual| {
                        fixtures.judge(id, case, &String::from_utf8_lossy(&inputs[k]), &actual).map_err(|diff| {
                            // Relative to the root, however the root was given.
                            let input = std::fs::canonicalize(&case.input)
                                .ok()
                                .and_then(|p| Some(p.strip_prefix(root.canonicalize().ok()?).ok()?.display().to_string()))
                                .unwrap_or_else(|| case.input.display().to_string());
                            Error::new(format!("wrong answer on {} with {} ({:?}):\n{}", shown, name, channel, diff))
                                .help(format!("compare with `{} < {}`; if the unbundled program is right, the bundle differs from it", run_command, input))
                        })
                    });
                if result.is_err() {
                    failed.store(true, std::sync::atomic::Ordering::SeqCst);
                }
                *results[t].lock().unwrap() = Some(result);
            });
        }
    });
    let mut done = 0;
    for r in results {
        match r.into_inner().unwrap() {
            Some(Err(e)) => return Err(e),
            Some(Ok(())) => done += 1,
            None => {}
        }
    }
    Ok(done)
}

/// The warning for a problem without fixtures: it compiled but never ran.
pub fn no_fixtures_warning(id: &str) -> String {
    format!(
        "warning: fixtures/{id}/ has no cases, so the bundle was never run; add fixtures/{id}/sample-1.in and sample-1.out (the statement's sample) before submitting",
        id = id
    )
}

struct Compiled {
    success: bool,
    diagnostics: Vec<Diagnostic>,
    /// The binary to run, for an [`Output::Binary`] build that succeeded.
    binary: Option<PathBuf>,
}

/// The name of `source`'s optimised binary built by `compiler` under `edition`, in a folder of
/// shared binaries: a hash of everything the binary depends on.
fn shared_binary_name(compiler: &Compiler, edition: &str, source: &str) -> String {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    for field in ["bundle binary v2 -O -C strip=debuginfo --crate-name main", &compiler.path.to_string_lossy(), &compiler.version, edition, source] {
        h.update((field.len() as u64).to_le_bytes());
        h.update(field.as_bytes());
    }
    h.finalize().iter().map(|b| format!("{:02x}", b)).collect()
}

/// Puts `binary` into `binaries` under `name` (a hard link, else a copy), atomically: a
/// parallel test that wants the same binary sees it whole or not at all.
fn share_binary(binary: &Path, binaries: &Path, name: &str) {
    static SHARED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let _ = std::fs::create_dir_all(binaries);
    let tmp = binaries.join(format!(".{}-{}-{}", name, std::process::id(), SHARED.fetch_add(1, std::sync::atomic::Ordering::SeqCst)));
    if std::fs::hard_link(binary, &tmp).or_else(|_| std::fs::copy(binary, &tmp).map(|_| ())).is_ok() && std::fs::rename(&tmp, binaries.join(name)).is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
}

/// `source`'s optimised binary built by `compiler` under `edition` with warnings denied, from
/// the folder `binaries` when a test built it before (the check of the same bundle, through
/// [`check_bundle_sharing`]), else built now and put there. Only builds without a single
/// diagnostic are shared, so a binary found there compiled cleanly.
pub fn compile_shared(compiler: &Compiler, source: &str, edition: &str, binaries: &Path) -> Result<PathBuf> {
    let name = shared_binary_name(compiler, edition, source);
    let shared = binaries.join(&name);
    if shared.is_file() {
        return Ok(shared);
    }
    static BUILDS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let dir = binaries.join(format!(".build-{}-{}", std::process::id(), BUILDS.fetch_add(1, std::sync::atomic::Ordering::SeqCst)));
    std::fs::create_dir_all(&dir).map_err(|e| Error::new(format!("cannot create {}: {}", dir.display(), e)))?;
    let src = dir.join("main.rs");
    std::fs::write(&src, source).map_err(|e| Error::new(format!("cannot write {}: {}", src.display(), e)))?;
    let built = compile(compiler, &src, &dir.join("main"), edition);
    if built.is_ok() {
        share_binary(&dir.join("main"), binaries, &name);
    }
    let _ = std::fs::remove_dir_all(&dir);
    built.map(|()| shared)
}

fn compile_for_check(build: &Build, source: &str, dir: &Path, binaries: Option<&Path>) -> Result<Compiled> {
    // A binary another test built from the same bundle the same way (no externs then).
    let shared = binaries.filter(|_| build.output == Output::Binary && build.extern_args.is_empty()).map(|b| (b, shared_binary_name(&build.compiler, &build.edition, source)));
    if let Some((binaries, name)) = &shared {
        if binaries.join(name).is_file() {
            return Ok(Compiled { success: true, diagnostics: Vec::new(), binary: Some(binaries.join(name)) });
        }
    }
    let mut cmd = Command::new(&build.compiler.path);
    cmd.current_dir(dir).args(["--edition", &build.edition, "--crate-name", "main", "--error-format=json"]);
    match build.output {
        // Optimised as judges build it. Without std's debug info in the binary: nothing reads
        // it (the program's own code has none under `-O`, and a panic's location is compiled
        // in), and the linker then writes a tenth less (18 ms of multimap's 173 ms build).
        Output::Binary => cmd.args(["-O", "-C", "strip=debuginfo"]),
        Output::TypeCheck => cmd.arg("--emit=metadata"),
    };
    // The binary only runs the fixtures here, right after this build, so it may link std as the
    // toolchain's shared library (found through an absolute runpath) instead of copying it in:
    // the same std code, and the link of a small bundle 14% faster (132 against 154 ms for
    // multimap). A binary shared with other tests stays self-contained.
    if let (Output::Binary, None, Some(dir)) = (build.output, &shared, &build.compiler.std_dylibs) {
        cmd.args(["-C", "prefer-dynamic", "-C"]).arg(format!("link-arg=-Wl,-rpath,{}", dir.display()));
    }
    cmd.args(&build.extern_args);
    cmd.arg("-o").arg(&build.path).arg("main.rs");
    let out = scratch::output(&mut cmd).map_err(|e| Error::new(format!("cannot run {}: {}", build.compiler.path.display(), e)))?;
    let diagnostics = parse_diagnostics(&String::from_utf8_lossy(&out.stderr));
    if !out.status.success() && diagnostics.iter().all(|d| d.level != "error") {
        return Err(Error::new(format!(
            "{} failed without a diagnostic ({}): {}",
            build.compiler.version,
            out.status,
            String::from_utf8_lossy(&out.stderr).trim_end()
        )));
    }
    let success = out.status.success();
    let binary = (success && build.output == Output::Binary).then(|| build.path.clone());
    if let (Some((binaries, name)), true) = (&shared, success && diagnostics.is_empty()) {
        share_binary(&build.path, binaries, name);
    }
    Ok(Compiled { success, diagnostics, binary })
}

/// One rustc diagnostic (from `--error-format=json`).
#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub level: String,
    pub message: String,
    pub code: Option<String>,
    pub spans: Vec<Span>,
    pub children: Vec<Diagnostic>,
}

#[derive(Clone, Debug)]
pub struct Span {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub column_end: usize,
    pub primary: bool,
    pub label: Option<String>,
    /// The call site, when the span is inside a macro expansion.
    pub expansion: Option<Box<Span>>,
}

/// Parses rustc's JSON diagnostics, one per line; other lines are ignored.
pub fn parse_diagnostics(stderr: &str) -> Vec<Diagnostic> {
    stderr
        .lines()
        .filter(|l| l.starts_with('{'))
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|v| v.get("message").is_some())
        .map(|v| diagnostic(&v))
        .collect()
}

fn diagnostic(v: &Value) -> Diagnostic {
    let s = |v: &Value, k: &str| v.get(k).and_then(Value::as_str).map(str::to_string);
    Diagnostic {
        level: s(v, "level").unwrap_or_default(),
        message: s(v, "message").unwrap_or_default(),
        code: v.get("code").and_then(|c| s(c, "code")),
        spans: v.get("spans").and_then(Value::as_array).map(|a| a.iter().map(span).collect()).unwrap_or_default(),
        children: v.get("children").and_then(Value::as_array).map(|a| a.iter().map(diagnostic).collect()).unwrap_or_default(),
    }
}

fn span(v: &Value) -> Span {
    let n = |k: &str| v.get(k).and_then(Value::as_u64).unwrap_or(0) as usize;
    Span {
        file: v.get("file_name").and_then(Value::as_str).unwrap_or("").to_string(),
        line: n("line_start"),
        column: n("column_start"),
        column_end: n("column_end"),
        primary: v.get("is_primary").and_then(Value::as_bool).unwrap_or(false),
        label: v.get("label").and_then(Value::as_str).map(str::to_string),
        expansion: v.get("expansion").and_then(|e| e.get("span")).map(|s| Box::new(span(s))),
    }
}

/// Where a diagnostic points, in the user's terms.
#[derive(Clone, Debug, Default)]
pub struct Place {
    /// `problems/src/bin/<id>.rs`, `solver-core/src/<file>.rs`, or the bundle's path for a line
    /// the bundler wrote; empty when the diagnostic has no place.
    pub file: String,
    pub line: usize,
    pub column: usize,
    /// The line as the user wrote it.
    pub text: String,
    /// Caret and label under `text`, when the columns are known.
    pub marker: Option<String>,
    /// The place is a line only the bundler wrote.
    pub generated: bool,
}

impl Place {
    pub fn in_library(&self) -> bool {
        self.file.starts_with("solver-core/")
    }

    /// In a library crate other than solver-core (a registry crate, another crate of the
    /// workspace): not the problem, not solver-core, not a line the bundler wrote.
    pub fn in_dependency(&self) -> bool {
        !self.file.is_empty() && !self.generated && !self.in_library() && !self.file.starts_with(crate::base::workspace::PROBLEMS_DIR)
    }

    pub fn location(&self) -> String {
        if self.file.is_empty() {
            String::new()
        } else {
            format!("{}:{}:{}", self.file, self.line, self.column)
        }
    }
}

/// Columns (1-based, in chars) of the text that `column..column_end` spans in `bundle_line`,
/// found in `original` (the nearest occurrence to where the column would be if the rewrite
/// changed the line's length before it); `(0, 0)` when it is not there.
fn realign(bundle_line: &str, original: &str, column: usize, column_end: usize) -> (usize, usize) {
    let chars: Vec<char> = bundle_line.chars().collect();
    let (from, to) = (column.saturating_sub(1).min(chars.len()), column_end.saturating_sub(1).min(chars.len()));
    let needle: String = chars[from..to.max(from)].iter().collect();
    if needle.trim().is_empty() {
        return (0, 0);
    }
    let shift = chars.len() as isize - original.chars().count() as isize;
    let guess = from as isize - shift;
    original
        .match_indices(&needle)
        .map(|(byte, _)| original[..byte].chars().count())
        .min_by_key(|&c| (c as isize - guess).abs())
        .map_or((0, 0), |c| (c + 1, c + 1 + needle.chars().count()))
}

fn marker(text: &str, column: usize, column_end: usize, label: &Option<String>) -> String {
    let pad: String = text.chars().take(column.saturating_sub(1)).map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
    let width = column_end.saturating_sub(column).max(1);
    format!("{}{} {}", pad, "^".repeat(width), label.clone().unwrap_or_default()).trim_end().to_string()
}

impl Diagnostic {
    /// "aborting due to ..." and "N warnings emitted".
    fn is_summary(&self) -> bool {
        self.spans.is_empty() && (self.message.starts_with("aborting due to") || self.message.ends_with("emitted"))
    }

    /// The primary span in a file of ours: the macro call site for an error inside a macro
    /// from std.
    fn primary_span(&self, ours: impl Fn(&str) -> bool) -> Option<Span> {
        let first = self.spans.iter().find(|s| s.primary).or_else(|| self.spans.first())?;
        let mut at = first.clone();
        while !ours(&at.file) {
            at = *at.expansion.clone()?;
        }
        Some(at)
    }

    /// Where this diagnostic (of the bundle, file `main.rs`) points in the user's files.
    fn place(&self, map: &[Option<Origin>], bundle: &str, bundle_location: &str) -> Place {
        let Some(span) = self.primary_span(|f| f == "main.rs") else { return Place::default() };
        let bundle_line = bundle.lines().nth(span.line.saturating_sub(1)).unwrap_or("");
        match map.get(span.line.wrapping_sub(1)).cloned().flatten() {
            Some(origin) => {
                // A rewritten line: find the spanned text in the original line.
                let (column, column_end) = if origin.exact {
                    (span.column, span.column_end)
                } else {
                    realign(bundle_line, &origin.text, span.column, span.column_end)
                };
                Place {
                marker: (column > 0).then(|| marker(&origin.text, column, column_end, &span.label)),
                column: column.max(1),
                file: origin.file,
                line: origin.line,
                text: origin.text,
                generated: false,
            }
            }
            None => Place {
                file: bundle_location.to_string(),
                line: span.line,
                column: span.column,
                marker: Some(marker(bundle_line, span.column, span.column_end, &span.label)),
                text: bundle_line.to_string(),
                generated: true,
            },
        }
    }

    /// The place of a diagnostic from a workspace build (paths relative to the root).
    fn workspace_place(&self, root: &Path) -> Place {
        let Some(span) = self.primary_span(|f| !f.starts_with('/') && !f.starts_with('<')) else { return Place::default() };
        let text = std::fs::read_to_string(root.join(&span.file))
            .ok()
            .and_then(|t| t.lines().nth(span.line.saturating_sub(1)).map(str::to_string))
            .unwrap_or_default();
        Place {
            marker: Some(marker(&text, span.column, span.column_end, &span.label)),
            file: span.file,
            line: span.line,
            column: span.column,
            text,
            generated: false,
        }
    }

    /// `message [code]`, the place, the line, and the compiler's notes.
    pub fn render(&self, place: &Place) -> String {
        let mut out = String::new();
        if !place.file.is_empty() {
            out.push_str(&place.location());
            out.push_str(": ");
        }
        out.push_str(&self.message);
        if let Some(code) = &self.code {
            out.push_str(&format!(" [{}]", code));
        }
        if place.generated {
            out.push_str(" (in a line the bundler wrote)");
        }
        if !place.file.is_empty() {
            out.push_str(&format!("\n  | {}", place.text));
            if let Some(m) = &place.marker {
                out.push_str(&format!("\n  | {}", m));
            }
        }
        for child in &self.children {
            if child.message.is_empty() {
                continue;
            }
            out.push_str(&format!("\n  = {}: {}", child.level, child.message));
        }
        out
    }
}

/// The workspace build of one problem with one compiler: the library as a crate, then the
/// problem against it, both type-checked only (`--emit=metadata`, as `cargo check`).
struct WorkspaceBuild {
    /// The problem builds the workspace way.
    success: bool,
    /// The errors, placed in the user's files.
    errors: Vec<(Diagnostic, Place)>,
}

/// Builds, the way cargo would, every library crate the bundle holds (and what they depend
/// on), dependencies first, each with its own edition, features and extern names, then the
/// problem against them.
fn workspace_build(root: &Path, program: &Program, source: &str, compiler: &Compiler, edition: &str, scratch_dir: &Path) -> WorkspaceBuild {
    let out_dir = scratch_dir.join(format!("workspace-{}-{}", compiler.label, edition));
    let _ = std::fs::create_dir_all(&out_dir);
    let mut build = WorkspaceBuild { success: false, errors: Vec::new() };
    let loaded = match &program.package {
        Some(package) => crate::find::crates::CrateGraph::load_package(root, package),
        None => crate::find::crates::CrateGraph::load(root),
    };
    let Ok(graph) = loaded else { return build };
    // The crates in the bundle, and everything they depend on.
    let mut needed = vec![false; graph.crates.len()];
    let modules: Vec<String> = crate::write::emit::library_headers(source).into_iter().map(|(_, name)| name).collect();
    let mut stack: Vec<usize> = (0..graph.crates.len()).filter(|&c| modules.contains(&graph.crates[c].module)).collect();
    while let Some(c) = stack.pop() {
        if !std::mem::replace(&mut needed[c], true) {
            stack.extend(graph.crates[c].deps.iter().map(|&(_, d)| d));
        }
    }
    let rmeta = |c: usize| out_dir.join(format!("lib{}.rmeta", graph.crates[c].lib_name));
    let extern_args = |deps: &mut dyn Iterator<Item = (String, usize)>| -> Vec<std::ffi::OsString> {
        deps.filter(|(_, d)| needed[*d])
            .flat_map(|(name, d)| [std::ffi::OsString::from("--extern"), std::ffi::OsString::from(format!("{}={}", name, rmeta(d).display()))])
            .collect()
    };
    let run = |dir: &Path, edition: &str, args: &[std::ffi::OsString]| {
        scratch::output(
            Command::new(&compiler.path)
                .current_dir(dir)
                .args(["--edition", edition, "--emit=metadata", "--error-format=json", "--out-dir"])
                .arg(&out_dir)
                .arg("-L")
                .arg(&out_dir)
                .args(args),
        )
    };
    let record = |stderr: &[u8], build: &mut WorkspaceBuild| {
        for d in parse_diagnostics(&String::from_utf8_lossy(stderr)) {
            if d.level == "error" && !d.is_summary() {
                let place = d.workspace_place(root);
                build.errors.push((d, place));
            }
        }
    };
    let mut order = graph.dependents_first();
    order.reverse();
    for c in order.into_iter().filter(|&c| needed[c]) {
        let krate = &graph.crates[c];
        let mut args: Vec<std::ffi::OsString> = ["--crate-type", "lib", "--crate-name", &krate.lib_name, &krate.root_rel].iter().map(Into::into).collect();
        for feature in &krate.features {
            args.push("--cfg".into());
            args.push(format!("feature=\"{}\"", feature).into());
        }
        args.extend(extern_args(&mut krate.deps.iter().cloned()));
        if krate.origin.is_some() {
            // As cargo does for crates from a registry or git: their lints are not ours.
            args.extend(["--cap-lints".into(), "warn".into()]);
        }
        let Ok(out) = run(&krate.base, &krate.edition, &args) else { return build };
        record(&out.stderr, &mut build);
        if !out.status.success() {
            return build;
        }
    }
    // A binary's crate name as cargo makes it (`abc300-a` -> `abc300_a`).
    let crate_name = program.id.replace('-', "_");
    let mut args: Vec<std::ffi::OsString> = ["--crate-type", "bin", "--crate-name", &crate_name, &program.source_rel].iter().map(Into::into).collect();
    args.extend(extern_args(&mut graph.problem_deps.iter().cloned()));
    let Ok(bin) = run(root, edition, &args) else {
        return build;
    };
    record(&bin.stderr, &mut build);
    build.success = bin.status.success();
    build
}

fn compile_error(program: &Program, what: &str, errors: &[&Diagnostic], place: &dyn Fn(&Diagnostic) -> Place, ws: &WorkspaceBuild) -> Error {
    let build_command = program.run_command.replacen("cargo run", "cargo build", 1);
    let first = errors.first();
    let first_place = first.map(|d| place(d)).unwrap_or_default();
    let mut err = Error::new(format!(
        "{}{} (the bundle, compiled with {})",
        first.map_or("the bundle does not compile".to_string(), |d| d.message.clone()),
        first.and_then(|d| d.code.as_ref()).map_or(String::new(), |c| format!(" [{}]", c)),
        what
    ))
    .at(first_place.location());
    if !first_place.file.is_empty() {
        err = err.snippet(first_place.text.clone());
        if let Some(m) = &first_place.marker {
            err.notes.push(format!("  | {}", m));
        }
        if first_place.generated {
            err.notes.push("  (in a line the bundler wrote)".to_string());
        }
    }
    if let Some(d) = first {
        for child in d.children.iter().filter(|c| !c.message.is_empty()) {
            err.notes.push(format!("  = {}: {}", child.level, child.message));
        }
    }
    for d in errors.iter().skip(1) {
        err.notes.push(format!("error: {}", d.render(&place(d))));
    }
    if ws.success {
        err.help(format!(
            "the workspace build of this problem with {} succeeds, so this is a bundler bug: please report it with the problem and the library files above",
            what
        ))
    } else if ws.errors.is_empty() {
        err.help(format!("fix the code at the place above; `{}` shows the same error", build_command))
    } else {
        let (_, p) = &ws.errors[0];
        err.help(format!(
            "the workspace build fails too ({}), so the mistake is in your code: fix it there; `{}` shows it",
            if p.file.is_empty() { "see above".to_string() } else { p.location() },
            build_command
        ))
    }
}

fn warning_error(what: &str, denied: &[&Diagnostic], place: &dyn Fn(&Diagnostic) -> Place, program: &Program) -> Error {
    let d = denied[0];
    let p = place(d);
    let mut err = Error::new(format!(
        "warning denied: {}{} (the bundle, compiled with {})",
        d.message,
        d.code.as_ref().map_or(String::new(), |c| format!(" [{}]", c)),
        what
    ))
    .at(p.location());
    if !p.file.is_empty() {
        err = err.snippet(p.text.clone());
        if let Some(m) = &p.marker {
            err.notes.push(format!("  | {}", m));
        }
    }
    for child in d.children.iter().filter(|c| !c.message.is_empty()) {
        err.notes.push(format!("  = {}: {}", child.level, child.message));
    }
    for other in &denied[1..] {
        err.notes.push(format!("warning denied: {}", other.render(&place(other))));
    }
    if p.generated {
        err.help("the line is one the bundler wrote, so bundling introduced the warning: this is a bundler bug; please report it with the problem")
    } else {
        err.help(format!(
            "this workspace's problems must compile without warnings (judges may use -D warnings): fix it, or allow the lint on that item; `{}` shows it",
            program.run_command.replacen("cargo run", "cargo build", 1)
        ))
    }
}

/// The cache key of a check: everything its outcome depends on.
fn cache_key(id: &str, source: &str, compilers: &[Compiler], options: &CheckOptions, file_style: bool, cases: &[problem_spec::Case]) -> Result<String> {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    let mut field = |bytes: &[u8]| {
        h.update((bytes.len() as u64).to_le_bytes());
        h.update(bytes);
    };
    field(b"bundler check v2");
    // The bundler itself: a rebuilt bundler may check differently.
    if let Ok(meta) = std::env::current_exe().and_then(std::fs::metadata) {
        field(format!("{} {:?}", meta.len(), meta.modified().ok()).as_bytes());
    }
    field(id.as_bytes());
    field(source.as_bytes());
    for c in compilers {
        field(c.path.to_string_lossy().as_bytes());
        field(c.version.as_bytes());
    }
    field(options.editions.join(",").as_bytes());
    field(format!("{:?} {}", options.depth, file_style).as_bytes());
    for case in cases {
        field(case.name.as_bytes());
        field(&std::fs::read(&case.input).map_err(|e| Error::new(format!("cannot read {}: {}", case.input.display(), e)))?);
        match std::fs::read(&case.output) {
            Ok(bytes) => field(&bytes),
            Err(_) => field(b"(no output file)"),
        }
    }
    Ok(h.finalize().iter().map(|b| format!("{:02x}", b)).collect())
}

fn cache_lookup(root: &Path, id: &str, key: &str) -> Option<Report> {
    let text = std::fs::read_to_string(root.join(CACHE_DIR).join(id)).ok()?;
    let v: Value = serde_json::from_str(&text).ok()?;
    if v.get("key")?.as_str()? != key {
        return None;
    }
    let strings = |k: &str| -> Vec<String> {
        v.get(k).and_then(Value::as_array).map(|a| a.iter().filter_map(|s| s.as_str().map(str::to_string)).collect()).unwrap_or_default()
    };
    Some(Report {
        compilers: strings("compilers"),
        cases: v.get("cases")?.as_u64()? as usize,
        runs: v.get("runs")?.as_u64()? as usize,
        notices: Vec::new(),
        warnings: strings("warnings"),
        cached: true,
    })
}

fn cache_store(root: &Path, id: &str, key: &str, report: &Report) {
    let value = serde_json::json!({
        "key": key,
        "compilers": report.compilers,
        "cases": report.cases,
        "runs": report.runs,
        "warnings": report.warnings,
    });
    let dir = root.join(CACHE_DIR);
    let _ = std::fs::create_dir_all(&dir);
    let tmp = dir.join(format!(".{}.tmp-{}", id, std::process::id()));
    if std::fs::write(&tmp, value.to_string()).is_ok() && std::fs::rename(&tmp, dir.join(id)).is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
}

fn bin_name(bin: &Path) -> String {
    bin.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsString;

    /// A fresh folder under the system's temporary directory.
    fn scratch_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("bundler-check-{}-{}", name, std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_changed_compiler_changes_the_identity_and_is_asked_again() {
        // A rustup layout: a proxy `rustc` beside `rustup` on PATH, a rustup home with two
        // toolchains, an old compiler, a project folder.
        let dir = scratch_dir("identity");
        let (bin, home, project) = (dir.join("cargo-bin"), dir.join("rustup-home"), dir.join("project/src"));
        for d in [&bin, &home.join("toolchains/stable/bin"), &home.join("toolchains/nightly/bin"), &project] {
            std::fs::create_dir_all(d).unwrap();
        }
        std::fs::write(bin.join("rustup"), "rustup").unwrap();
        std::fs::write(bin.join("rustc"), "rustup").unwrap();
        std::fs::write(home.join("settings.toml"), "default_toolchain = \"stable\"\n").unwrap();
        std::fs::write(home.join("toolchains/stable/bin/rustc"), "rustc 1.95").unwrap();
        std::fs::write(home.join("toolchains/nightly/bin/rustc"), "rustc 1.97-nightly").unwrap();
        let old = dir.join("old-rustc");
        std::fs::write(&old, "rustc 1.63").unwrap();
        let path = std::env::join_paths([dir.join("nothing-here"), bin.clone()]).unwrap();
        let vars = |toolchain: Option<&str>| {
            let home = home.clone();
            let toolchain = toolchain.map(OsString::from);
            move |k: &str| match k {
                "RUSTUP_HOME" => Some(home.clone().into_os_string()),
                "RUSTUP_TOOLCHAIN" => toolchain.clone(),
                _ => None,
            }
        };
        let identity = |toolchain: Option<&str>| compiler_identity(Some(&path), &old, &project, &vars(toolchain));
        let first = identity(None);
        assert_eq!(identity(None), first, "nothing changed");

        // What rustup chooses by, one at a time.
        assert_ne!(identity(Some("nightly")), first, "RUSTUP_TOOLCHAIN");
        std::fs::write(dir.join("project/rust-toolchain.toml"), "[toolchain]\nchannel = \"nightly\"\n").unwrap();
        let with_file = identity(None);
        assert_ne!(with_file, first, "a rust-toolchain.toml above the folder");
        std::fs::write(home.join("settings.toml"), "default_toolchain = \"nightly\"\n").unwrap();
        let with_settings = identity(None);
        assert_ne!(with_settings, with_file, "settings.toml");
        // `rustup update`: the toolchain's rustc replaced by a new file.
        std::fs::remove_file(home.join("toolchains/stable/bin/rustc")).unwrap();
        std::fs::write(home.join("toolchains/stable/bin/rustc"), "rustc 1.96").unwrap();
        let updated = identity(None);
        assert_ne!(updated, with_settings, "an updated toolchain");
        // The old compiler upgraded in place (same size).
        std::fs::write(&old, "rustc 1.64").unwrap();
        let old_upgraded = identity(None);
        assert_ne!(old_upgraded, updated, "a rewritten old compiler");

        // The answers: asked on the first run, remembered for the same identity, asked again
        // for a changed one.
        let cache = dir.join("cache/rustc-versions");
        let asked = std::cell::Cell::new(0);
        let ask = |v: &str| {
            asked.set(asked.get() + 1);
            Versions { stable: Some(v.to_string()), old: None, stable_direct: Some(home.join("toolchains/stable/bin/rustc")), std_dylibs: None }
        };
        assert_eq!(cached_versions(&cache, &old_upgraded, || ask("rustc 1.96.0")).stable.as_deref(), Some("rustc 1.96.0"));
        let remembered = cached_versions(&cache, &old_upgraded, || ask("never asked"));
        assert_eq!(remembered.stable.as_deref(), Some("rustc 1.96.0"));
        assert_eq!(remembered.stable_direct, Some(home.join("toolchains/stable/bin/rustc")), "the toolchain's own rustc, remembered");
        assert_eq!(asked.get(), 1);
        // An entry from before the direct path was remembered is a miss.
        std::fs::write(&cache, serde_json::json!({ "identity": old_upgraded, "stable": "rustc 1.96.0", "old": null }).to_string()).unwrap();
        assert_eq!(cached_versions(&cache, &old_upgraded, || ask("rustc 1.96.0")).stable_direct, Some(home.join("toolchains/stable/bin/rustc")));
        assert_eq!(asked.get(), 2);
        std::fs::remove_file(bin.join("rustc")).unwrap();
        std::fs::write(bin.join("rustc"), "a plain rustc, no longer the proxy").unwrap();
        let replaced = identity(None);
        assert_ne!(replaced, old_upgraded, "another rustc on PATH");
        assert_eq!(cached_versions(&cache, &replaced, || ask("rustc 2.0.0")).stable.as_deref(), Some("rustc 2.0.0"));
        assert_eq!(asked.get(), 3);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
