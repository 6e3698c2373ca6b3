//! The C file's check: `main.c` compiled by every C compiler found here, in C and C++ modes,
//! 32- and 64-bit, Linux and Windows (MinGW, run under wine), warnings as errors, and each
//! binary run on every fixture, as [`crate::check`] does for the Rust bundle.
//!
//! In: the C text and the program (its fixtures). Out: which compilers built it and how many
//! runs passed, or the first failure (the compiler's message, or the fixture and the diff).
//! Never: passes with a warning, or with a compiler skipped silently (a missing one is a
//! notice that says what to install).

use crate::check::{run_with, Channel, Program};
use crate::base::error::{Error, Result};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

/// One way of compiling the C file: a compiler, its language mode and width, and what runs
/// its binary (wine for Windows executables).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CCompiler {
    /// As reports show it: `gcc -std=c89 -m32`.
    pub label: String,
    pub program: String,
    pub args: Vec<String>,
    /// The program that runs the binary (`wine`), if it does not run natively.
    pub runner: Option<String>,
    /// Whether its binaries can run here: a Windows compiler whose runner is missing (32-bit
    /// wine) still checks that the file compiles without a warning.
    pub runs: bool,
}

/// Warnings as errors under the strictest common flags: a judge that shows warnings must see
/// none of ours.
const STRICT: [&str; 5] = ["-O2", "-Wall", "-Wextra", "-pedantic", "-Werror"];

/// The matrix the issue of portability asks for: GCC in C89 (with `long long` written so that
/// `-pedantic` accepts it) and C99, 32- and 64-bit; G++ as C++98 and C++17; Clang; TCC; MinGW
/// for 64- and 32-bit Windows.
fn matrix() -> Vec<(CCompiler, &'static str)> {
    let strict = |program: &str, label: &str, mode: &[&str], runner: Option<&str>| CCompiler {
        label: label.to_string(),
        program: program.to_string(),
        args: mode.iter().chain(STRICT.iter()).map(|s| s.to_string()).collect(),
        runner: runner.map(str::to_string),
        runs: true,
    };
    vec![
        (strict("gcc", "gcc -std=c99 -m64", &["-std=c99", "-m64"], None), "Debian's gcc"),
        (strict("gcc", "gcc -std=c99 -m32", &["-std=c99", "-m32"], None), "Debian's gcc-multilib"),
        (strict("gcc", "gcc -std=c89 -m64", &["-std=c89", "-m64"], None), "Debian's gcc"),
        (strict("gcc", "gcc -std=c89 -m32", &["-std=c89", "-m32"], None), "Debian's gcc-multilib"),
        (strict("g++", "g++ -std=c++98", &["-x", "c++", "-std=c++98"], None), "Debian's g++"),
        (strict("g++", "g++ -std=c++17", &["-x", "c++", "-std=c++17"], None), "Debian's g++"),
        (strict("clang", "clang -std=c99", &["-std=c99"], None), "Debian's clang"),
        (CCompiler { label: "tcc".into(), program: "tcc".into(), args: vec!["-Wall".into(), "-Werror".into()], runner: None, runs: true }, "Debian's tcc"),
        (strict("x86_64-w64-mingw32-gcc", "x86_64-w64-mingw32-gcc (wine)", &["-std=c99"], Some("wine")), "Debian's gcc-mingw-w64-x86-64 and wine"),
        (strict("i686-w64-mingw32-gcc", "i686-w64-mingw32-gcc (wine)", &["-std=c99"], Some("wine")), "Debian's gcc-mingw-w64-i686 and wine32:i386"),
    ]
}

/// The C compilers that work here (each built and ran a probe), and a notice for each that
/// does not, naming what to install. Asked once per process.
pub fn c_compilers() -> &'static (Vec<CCompiler>, Vec<String>) {
    static FOUND: std::sync::OnceLock<(Vec<CCompiler>, Vec<String>)> = std::sync::OnceLock::new();
    FOUND.get_or_init(probe_all)
}

fn probe_all() -> (Vec<CCompiler>, Vec<String>) {
    // A wine server that outlives each program (a minute after the last): wine otherwise starts
    // one per run, a second or more each.
    if crate::base::scratch::which("wineserver").is_some() {
        let mut server = Command::new("wineserver");
        server.arg("-p60");
        crate::base::scratch::wine_env(&mut server);
        // Not waited for (it lives on for its minute); its output must not hold a pipe open.
        let null = std::process::Stdio::null;
        if let Ok(mut child) = server.stdin(null()).stdout(null()).stderr(null()).spawn() {
            std::thread::spawn(move || child.wait());
        }
        // The first program of a wine session starts its services (winedevice.exe), which
        // inherit that program's output and live as long as the server: started here with none,
        // so that no check's pipe stays open for the server's minute.
        let mut boot = Command::new("wine");
        boot.args(["cmd.exe", "/c", "exit"]);
        crate::base::scratch::wine_env(&mut boot);
        let _ = boot.stdin(null()).stdout(null()).stderr(null()).status();
    }
    let dir = std::env::temp_dir().join(format!("bundler-c-probe-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let source = dir.join("probe.c");
    let _ = std::fs::write(&source, "#include <stdio.h>\nint main(void) { fputs(\"ok\\n\", stdout); return 0; }\n");
    let entries = matrix();
    // (compiles, runs) for each.
    let results: Vec<Mutex<(bool, bool)>> = entries.iter().map(|_| Mutex::new((false, false))).collect();
    std::thread::scope(|s| {
        for (k, (compiler, _)) in entries.iter().enumerate() {
            let (dir, source, results) = (&dir, &source, &results);
            s.spawn(move || {
                let binary = dir.join(format!("probe-{}.exe", k));
                let compiles = compile(compiler, source, &binary).is_ok();
                // wine prints "ok" with the CRLF of Windows' text mode.
                let runs = compiles && run_binary(compiler, &binary, dir).map_or(false, |out| out.status.success() && (out.stdout == b"ok\n" || out.stdout == b"ok\r\n"));
                *results[k].lock().unwrap() = (compiles, runs);
            });
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
    let mut found = Vec::new();
    // One line each for what is missing, whatever the number of compilers it concerns.
    let (mut unchecked, mut unrun): (Vec<String>, Vec<String>) = (Vec::new(), Vec::new());
    for ((mut compiler, _), result) in entries.into_iter().zip(results) {
        match result.into_inner().unwrap() {
            (true, runs) => {
                if !runs {
                    unrun.push(compiler.label.clone());
                    compiler.label.push_str(", compiled only");
                }
                compiler.runs = runs;
                found.push(compiler);
            }
            (false, _) => unchecked.push(compiler.label.clone()),
        }
    }
    let mut notices = Vec::new();
    let wanted = |labels: &[String]| -> Vec<&'static str> {
        let mut list: Vec<&'static str> = matrix().into_iter().filter(|(c, _)| labels.contains(&c.label)).map(|(_, p)| p).collect();
        list.dedup();
        list
    };
    if !unchecked.is_empty() {
        notices.push(format!("notice: main.c was not checked with {}: install {}", unchecked.join(", "), wanted(&unchecked).join("; ")));
    }
    if !unrun.is_empty() {
        // The compiler is there; what is missing is what runs its programs.
        notices.push(format!("notice: main.c was compiled but not run with {}: its programs need wine (32-bit Windows ones Debian's wine32:i386)", unrun.join(", ")));
    }
    (found, notices)
}

fn run_binary(compiler: &CCompiler, binary: &Path, dir: &Path) -> std::io::Result<std::process::Output> {
    let mut cmd = match &compiler.runner {
        Some(runner) => {
            let mut c = Command::new(runner);
            c.arg(binary);
            c
        }
        None => Command::new(binary),
    };
    crate::base::scratch::wine_env(&mut cmd);
    crate::base::scratch::output(cmd.current_dir(dir))
}


/// Compiles `source` into `binary` with `compiler`; the error is the compiler's message.
pub fn compile(compiler: &CCompiler, source: &Path, binary: &Path) -> Result<()> {
    let mut cmd = Command::new(&compiler.program);
    cmd.args(&compiler.args).arg("-o").arg(binary).arg(source);
    if compiler.runner.is_none() && std::fs::read_to_string(source).map_or(false, |s| s.contains("<math.h>")) {
        cmd.arg("-lm");
    }
    let out = crate::base::scratch::output(&mut cmd).map_err(|e| Error::new(format!("cannot run {}: {}", compiler.program, e)))?;
    if out.status.success() {
        return Ok(());
    }
    Err(Error::new(format!(
        "main.c does not compile cleanly with {}:\n{}",
        compiler.label,
        String::from_utf8_lossy(&out.stderr).trim_end()
    ))
    .help("the C file is the translator's output, not yours: report it with the problem (wasm-to-c)"))
}

/// What the C check verified.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CReport {
    pub compilers: Vec<String>,
    pub cases: usize,
    pub runs: usize,
    pub notices: Vec<String>,
    pub cached: bool,
}

/// Checks `c` (program's `main.c`): every compiler of [`c_compilers`] builds it without a
/// warning, and every binary passes every fixture (through stdin, and for a file-style program
/// also through `id.inp` and `ID.INP` on the smallest case). `cache`: reuse a pass of the same
/// text, compilers and fixtures (`target/bundle/.c-check/<id>`).
pub fn check_c(root: &Path, program: &Program, c: &str, file_style: bool, cache: bool) -> Result<CReport> {
    let (compilers, notices) = c_compilers();
    if compilers.is_empty() {
        return Ok(CReport { notices: notices.clone(), ..CReport::default() });
    }
    let key = {
        use sha2::Digest;
        let mut h = sha2::Sha256::new();
        h.update(c.as_bytes());
        h.update(format!("{:?} {}", compilers, file_style).as_bytes());
        h.update(program.fixtures.digest().as_bytes());
        format!("{:x}", h.finalize())
    };
    let cache_file = root.join("target/bundle/.c-check").join(&program.id);
    if cache {
        if let Ok(text) = std::fs::read_to_string(&cache_file) {
            let mut lines = text.lines();
            if lines.next() == Some(key.as_str()) {
                let runs = lines.next().and_then(|l| l.parse().ok()).unwrap_or(0);
                return Ok(CReport { compilers: lines.map(str::to_string).collect(), cases: program.fixtures.cases.len(), runs, notices: notices.clone(), cached: true });
            }
        }
    }
    let folder = crate::base::scratch::Folder::create(root, &format!("c-{}", program.id)).map_err(|e| Error::new(format!("cannot create the check's scratch folder: {}", e)))?;
    let dir = folder.path();
    let source = dir.join("main.c");
    std::fs::write(&source, c).map_err(|e| Error::new(format!("cannot write {}: {}", source.display(), e)))?;
    let binaries: Vec<PathBuf> = (0..compilers.len()).map(|k| dir.join(format!("main-{}.exe", k))).collect();
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).max(1);
    let built: Vec<Mutex<Option<Result<()>>>> = compilers.iter().map(|_| Mutex::new(None)).collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..workers.min(compilers.len()) {
            s.spawn(|| loop {
                let k = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                if k >= compilers.len() {
                    break;
                }
                *built[k].lock().unwrap() = Some(compile(&compilers[k], &source, &binaries[k]));
            });
        }
    });
    for b in built {
        b.into_inner().unwrap().expect("every compiler ran")?;
    }
    let cases = &program.fixtures.cases;
    let inputs: Vec<Vec<u8>> = cases
        .iter()
        .map(|c| std::fs::read(&c.input).map_err(|e| Error::new(format!("cannot read {}: {}", c.input.display(), e))))
        .collect::<Result<_>>()?;
    let file_case = (0..inputs.len()).min_by_key(|&k| inputs[k].len());
    let mut tasks = Vec::new();
    for k in (0..compilers.len()).filter(|&k| compilers[k].runs) {
        for case in 0..cases.len() {
            tasks.push((k, case, Channel::Stdin));
            if file_style && Some(case) == file_case {
                tasks.push((k, case, Channel::File { upper: false }));
                tasks.push((k, case, Channel::File { upper: true }));
            }
        }
    }
    let failure: Mutex<Option<Error>> = Mutex::new(None);
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for w in 0..workers.min(tasks.len()).max(1) {
            let (tasks, failure, next, inputs, binaries) = (&tasks, &failure, &next, &inputs, &binaries);
            s.spawn(move || loop {
                let t = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                if t >= tasks.len() || failure.lock().unwrap().is_some() {
                    break;
                }
                let (k, case, channel) = tasks[t];
                let compiler = &compilers[k];
                let shown = program.fixtures.shown(&cases[case]);
                let work = dir.join(format!("run-{}", w));
                let result = run_with(compiler.runner.as_deref(), &binaries[k], &program.id, &inputs[case], channel, &work)
                    .map_err(|e| Error::new(format!("main.c built with {} on {} ({:?}): {}", compiler.label, shown, channel, e.message)))
                    .and_then(|actual| {
                        program
                            .fixtures
                            .judge(&program.id, &cases[case], &String::from_utf8_lossy(&inputs[case]), &actual)
                            .map_err(|diff| Error::new(format!("wrong answer from main.c built with {} on {} ({:?}):\n{}", compiler.label, shown, channel, diff)))
                    });
                if let Err(e) = result {
                    failure.lock().unwrap().get_or_insert(e);
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().unwrap() {
        let _ = std::fs::remove_file(&cache_file);
        return Err(e);
    }
    let report = CReport { compilers: compilers.iter().map(|c| c.label.clone()).collect(), cases: cases.len(), runs: tasks.len(), notices: notices.clone(), cached: false };
    if cache {
        let _ = std::fs::create_dir_all(cache_file.parent().expect("a folder"));
        let _ = std::fs::write(&cache_file, format!("{}\n{}\n{}\n", key, report.runs, report.compilers.join("\n")));
    }
    Ok(report)
}
