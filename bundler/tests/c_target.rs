//! The C target on every problem whose judge takes C and no Rust (HDU, POJ) or whose spec names
//! a `c_judge` (the seed problems, for Themis graders with only C/C++): `main.c` is made from the
//! problem's own source, fits the judge's limit, compiles without a warning under every C
//! compiler found (gcc C89/C99 -m32/-m64, g++ C++98/C++17, clang, tcc, MinGW under wine), and
//! passes every fixture with each; on malformed input it says what the Rust bundle says, with
//! the same exit code. In CI (`CI` set) the wasm toolchain and the compilers are required, not
//! skipped.

use bundler::{check::c_check, write::c_target, check, judge, base::workspace, Options};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn root() -> PathBuf {
    workspace::find_root(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap()
}

fn in_ci() -> bool {
    std::env::var_os("CI").is_some()
}

/// Whether the C target can run here; in CI it must.
fn toolchain_here() -> bool {
    match c_target::toolchain() {
        Ok(_) => true,
        Err(e) if in_ci() => panic!("{}", e),
        Err(e) => {
            eprintln!("skipped: {}", e);
            false
        }
    }
}

/// The problems that get a `main.c`, with the profile it is for.
fn c_problems(root: &Path) -> Vec<(String, &'static judge::Judge)> {
    workspace::problem_ids(root).into_iter().filter_map(|id| judge::c_judge_for_problem(root, &id).unwrap().map(|j| (id, j))).collect()
}

/// hdu1525's C file: the goal for the smallest program.
const HDU1525_GOAL: usize = 16 * 1024;

#[test]
fn every_c_problem_has_a_main_c_that_fits_builds_cleanly_and_passes_every_fixture() {
    if !toolchain_here() {
        return;
    }
    let root = root();
    let problems = c_problems(&root);
    let ids: Vec<&str> = problems.iter().map(|(id, _)| id.as_str()).collect();
    for must in ["hdu1525", "hdu3032", "poj3922", "tab", "jump", "nim", "bocsoia", "bocsoig", "hanoi", "rings", "hamilton"] {
        assert!(ids.contains(&must), "{} has no C judge: {:?}", must, ids);
    }
    let (compilers, notices) = c_check::c_compilers();
    if in_ci() {
        // .ci/run installs them all; 32-bit wine (wine32:i386) only where the mirror has it.
        let missing: Vec<&String> = notices.iter().filter(|n| !n.contains("i686-w64-mingw32")).collect();
        assert!(missing.is_empty(), "{:?}", missing);
    }
    assert!(!compilers.is_empty(), "no C compiler: {:?}", notices);
    let rows = std::sync::Mutex::new(Vec::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let k = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                let Some((id, profile)) = problems.get(k) else { break };
                let made = (|| -> bundler::base::error::Result<(usize, usize, usize)> {
                    let c = bundler::bundle_c(&root, id, &Options::default())?;
                    c_target::admits(profile.name, &workspace::c_bundle_path(id), &c.source, profile.size_limit.map(|(l, _)| l))?;
                    let program = check::Program::workspace(&root, id);
                    let report = c_check::check_c(&root, &program, &c.source, check::problem_uses_judge_files(&root, id), false)?;
                    assert_eq!(report.compilers.len(), compilers.len());
                    assert!(report.runs >= report.cases * compilers.iter().filter(|c| c.runs).count() && report.cases > 0, "{}: {:?}", id, report);
                    Ok((c.source.len(), c.wasm_bytes, report.runs))
                })();
                match made {
                    Ok((bytes, wasm, runs)) => rows.lock().unwrap().push((id.clone(), profile.name, bytes, wasm, runs)),
                    Err(e) => failures.lock().unwrap().push(format!("{}: {}", id, e)),
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{} of {} problems failed:\n{}", failures.len(), problems.len(), failures.join("\n\n"));
    let mut rows = rows.into_inner().unwrap();
    rows.sort();
    let hdu1525 = rows.iter().find(|r| r.0 == "hdu1525").unwrap().2;
    assert!(hdu1525 <= HDU1525_GOAL, "hdu1525's main.c is {} bytes, over the {} goal", hdu1525, HDU1525_GOAL);
    let table = sizes_table(&rows, compilers);
    eprintln!("{}", table);
    if std::env::var_os("DOCS_UPDATE").is_some() {
        let path = root.join("docs/c-target.md");
        let text = std::fs::read_to_string(&path).unwrap();
        let (start, end) = ("<!-- sizes:start -->\n", "<!-- sizes:end -->");
        let (a, b) = (text.find(start).expect("the sizes markers") + start.len(), text.find(end).expect("the sizes markers"));
        std::fs::write(&path, format!("{}{}{}", &text[..a], table, &text[b..])).unwrap();
    }
}

fn sizes_table(rows: &[(String, &str, usize, usize, usize)], compilers: &[c_check::CCompiler]) -> String {
    let (run, built): (Vec<&c_check::CCompiler>, Vec<&c_check::CCompiler>) = compilers.iter().partition(|c| c.runs);
    let labels = |list: &[&c_check::CCompiler]| list.iter().map(|c| c.label.as_str()).collect::<Vec<_>>().join(", ");
    let mut out = format!("Every file compiled without a warning by {} and passed every fixture with each", labels(&run));
    if !built.is_empty() {
        out.push_str(&format!("; {} built each without a warning (not run here)", labels(&built)));
    }
    out.push_str(".\n\n");
    out.push_str("| problem | judge | main.c bytes | wasm bytes | fixture runs |\n| --- | --- | ---: | ---: | ---: |\n");
    for (id, judge, bytes, wasm, runs) in rows {
        out.push_str(&format!("| {} | {} | {} | {} | {} |\n", id, judge, bytes, wasm, runs));
    }
    out
}

/// One program's answer to one input: stdout, stderr, exit code.
fn answer(binary: &Path, input: &[u8]) -> (Vec<u8>, String, i32) {
    let dir = binary.parent().unwrap();
    let mut child = Command::new(binary).current_dir(dir).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let data = input.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = std::io::Write::write_all(&mut stdin, &data);
    });
    let out = child.wait_with_output().unwrap();
    let _ = feeder.join();
    (out.stdout, String::from_utf8_lossy(&out.stderr).into_owned(), out.status.code().unwrap_or(-1))
}

#[test]
fn on_malformed_input_the_c_file_says_what_the_rust_bundle_says() {
    if !toolchain_here() {
        return;
    }
    let root = root();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("c-target-malformed");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // Cut, letters, signs, overflow, CRLF, no final newline, extra spaces, an empty input.
    let inputs: &[&[u8]] = &[
        b"",
        b"1",
        b"x y\n",
        b"-5 3\n",
        b"99999999999999999999 1\n",
        b"18446744073709551616 2\n",
        b"3 4\r\n0 0\r\n",
        b"2\r\n1 1\r\n2 2",
        b"  7   3 \n\n 0 0",
        b"1 0\n",
        b"4\n1 2 3\n",
    ];
    let mut compared = 0;
    for id in ["hdu1525", "hdu3032", "hdu2516", "hdu1847", "poj3922", "hdu1850", "tab"] {
        let bundle = bundler::bundle(&root, id, &Options::default()).unwrap();
        let rs = dir.join(format!("{}.rs", id));
        std::fs::write(&rs, &bundle.source).unwrap();
        let rust_bin = dir.join(format!("{}-rust", id));
        let o = Command::new("rustc").args(["--edition", "2021", "-O", "-o"]).arg(&rust_bin).arg(&rs).output().unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let c = bundler::bundle_c(&root, id, &Options::default()).unwrap();
        let cs = dir.join(format!("{}.c", id));
        std::fs::write(&cs, &c.source).unwrap();
        let c_bin = dir.join(format!("{}-c", id));
        let o = Command::new("gcc").args(["-O2", "-o"]).arg(&c_bin).arg(&cs).output().unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        for input in inputs {
            let (rust, c) = (answer(&rust_bin, input), answer(&c_bin, input));
            assert_eq!(
                (String::from_utf8_lossy(&rust.0), &rust.1, rust.2),
                (String::from_utf8_lossy(&c.0), &c.1, c.2),
                "{} on {:?}: the Rust bundle (left) and the C file (right) differ",
                id,
                String::from_utf8_lossy(input)
            );
            compared += 1;
        }
    }
    assert_eq!(compared, 7 * inputs.len());
}

#[test]
fn the_command_writes_main_c_for_a_c_judge_and_says_what_to_install_without_the_toolchain() {
    if !toolchain_here() {
        return;
    }
    let root = root();
    let run = |args: &[&str], wasm_rustc: Option<&str>| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_bundler"));
        cmd.args(args).arg("--root").arg(&root);
        if let Some(r) = wasm_rustc {
            cmd.env("BUNDLER_WASM_RUSTC", r);
        }
        let out = cmd.output().unwrap();
        (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
    };
    let c = root.join(workspace::c_bundle_path("hdu1847"));
    let _ = std::fs::remove_file(&c);
    let (code, out, err) = run(&["bundle", "hdu1847", "--no-check"], None);
    assert_eq!(code, 0, "{}{}", out, err);
    assert!(out.contains("target/bundle/hdu1847/main.c") && c.is_file(), "{}", out);
    let text = std::fs::read_to_string(&c).unwrap();
    assert!(!text.contains(&root.to_string_lossy().into_owned()), "an absolute path in main.c");
    // Without a wasm toolchain: main.rs alone, and one line that says what to install.
    std::fs::remove_file(&c).unwrap();
    let (code, out, err) = run(&["bundle", "hdu1847", "--no-check"], Some("/nonexistent/rustc"));
    assert_eq!(code, 0, "{}{}", out, err);
    assert!(!c.exists());
    assert_eq!(err.lines().filter(|l| l.contains("wasm32-unknown-unknown")).count(), 1, "{}", err);
    // Asked for by name, its absence is an error.
    let (code, _, err) = run(&["bundle", "hdu1847", "--no-check", "--emit", "c"], Some("/nonexistent/rustc"));
    assert_eq!(code, 1, "{}", err);
    assert!(err.contains("rustup target add wasm32-unknown-unknown"), "{}", err);
    // --emit rust: no C file even for HDU.
    let (code, out, err) = run(&["bundle", "hdu1847", "--no-check", "--emit", "rust"], None);
    assert_eq!(code, 0, "{}{}", out, err);
    assert!(!c.exists() && !out.contains("main.c"), "{}", out);
    // The same input gives the same bytes.
    let a = bundler::bundle_c(&root, "hdu1847", &Options::default()).unwrap().source;
    let b = bundler::bundle_c(&root, "hdu1847", &Options::default()).unwrap().source;
    assert_eq!(a, b);
}
