//! Judges' sandboxes, emulated by the real `judge` binary: a program that starts a thread with
//! no fallback gets RE under vnoj's rules (DMOJ's `nproc = 0`), also as root, where
//! `RLIMIT_NPROC` alone binds nothing; and acl_maxflow's bundle, whose deepest fixture recurses
//! about 2*10^5 deep, is AC under vnoj's rules (no threads, unlimited main stack), under an
//! 8 MiB main stack with threads allowed, and under atcoder's rules, while the same program
//! without its big-stack thread overflows the 8 MiB stack.

#[path = "common/plant.rs"]
mod plant;

use bundler::judge::{find, Stack, JUDGES};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A scratch workspace with one problem `plant` (echo a number) judged by `judge`.
fn workspace(tag: &str, judge: &str) -> PathBuf {
    let spec = plant::Spec { name: "echo", judge, io: "stdin", time_limit_ms: 1000 };
    plant::workspace("judge-sandboxes", tag, &spec, &[("sample-1", "7\n", "7\n")])
}

fn compile(source: &str, binary: &Path) {
    let file = binary.with_extension("rs");
    std::fs::write(&file, source).unwrap();
    let out = Command::new("rustc").args(["--edition", "2021", "-O", "-A", "warnings", "-o"]).arg(binary).arg(&file).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

/// `judge <args>`: (exit code, stdout and stderr).
fn judge(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_judge")).args(args).current_dir(env!("CARGO_MANIFEST_DIR")).output().unwrap();
    (out.status.code().unwrap(), String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr))
}

const SPAWN_WITHOUT_FALLBACK: &str = r#"fn main() {
    let mut s = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut s).unwrap();
    let worker = std::thread::Builder::new().stack_size(64 << 20).spawn(move || s.trim().to_string()).expect("a thread for the work");
    println!("{}", worker.join().unwrap());
}
"#;

const FORK_A_PROCESS: &str = r#"fn main() {
    let status = std::process::Command::new("/bin/true").status();
    println!("{}", if status.is_ok() { 7 } else { 0 });
}
"#;

#[test]
fn a_thread_without_fallback_is_re_under_vnoj_even_as_root() {
    let root = workspace("thread", "vnoj");
    let binary = root.join("spawns");
    compile(SPAWN_WITHOUT_FALLBACK, &binary);
    let (root_s, binary_s) = (root.to_str().unwrap(), binary.to_str().unwrap());
    // SAFETY: geteuid has no preconditions.
    let euid = unsafe { libc::geteuid() };
    eprintln!("running as uid {} ({})", euid, if euid == 0 { "root: RLIMIT_NPROC alone would not bind" } else { "not root" });

    let (code, out) = judge(&["--root", root_s, "plant", "--program", binary_s]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("vnoj's sandbox: no threads, unlimited main stack"), "{out}");
    assert!(out.contains("RE   sample-1") && out.contains("a thread for the work") && out.contains("Resource temporarily unavailable"), "{out}");

    // Where threads are allowed the same program is AC: --sandbox overrides the spec's judge.
    for allowing in ["atcoder", "codeforces", "library_checker"] {
        assert!(find(allowing).unwrap().sandbox.threads);
        let (code, out) = judge(&["--root", root_s, "plant", "--program", binary_s, "--sandbox", allowing]);
        assert_eq!(code, 0, "{allowing}: {out}");
        assert!(out.contains(&format!("{}'s sandbox: threads allowed", allowing)) && out.contains("AC   sample-1"), "{out}");
    }
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn no_process_may_be_started_under_vnoj_either() {
    let root = workspace("fork", "vnoj");
    let binary = root.join("forks");
    compile(FORK_A_PROCESS, &binary);
    let (root_s, binary_s) = (root.to_str().unwrap(), binary.to_str().unwrap());
    let (code, out) = judge(&["--root", root_s, "plant", "--program", binary_s]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("WA   sample-1"), "the fork should have failed: {out}");
    let (code, out) = judge(&["--root", root_s, "plant", "--program", binary_s, "--sandbox", "atcoder"]);
    assert_eq!(code, 0, "{out}");
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn an_unknown_sandbox_profile_is_a_usage_error() {
    let (code, out) = judge(&["hdu1525", "--sandbox", "vnojj"]);
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("possible values") && out.contains("library_checker"), "{out}");
}

#[test]
fn acl_maxflow_is_ac_on_its_deepest_case_under_every_kind_of_sandbox() {
    // The three the issue names: vnoj (no threads, unlimited main stack), an 8 MiB main stack
    // with threads allowed (every profile of that kind), and atcoder's rules.
    let eight_mib: Vec<&str> = JUDGES.iter().filter(|j| j.sandbox.threads && j.sandbox.main_stack == Stack::Bytes(8 << 20)).map(|j| j.name).collect();
    assert!(!eight_mib.is_empty(), "no profile with an 8 MiB main stack and threads");
    let vnoj = find("vnoj").unwrap().sandbox;
    assert!(!vnoj.threads && vnoj.main_stack == Stack::Unlimited);
    let mut profiles = vec!["vnoj", "atcoder"];
    profiles.extend(eight_mib.iter().copied().filter(|p| *p != "atcoder"));
    for profile in &profiles {
        let (code, out) = judge(&["acl_maxflow", "--sandbox", profile]);
        assert_eq!(code, 0, "{profile}: {out}");
        assert!(out.contains("AC   deepest-augmenting-path"), "{profile}: {out}");
    }

    // The deepest case is deep enough to matter: the same bundle with the flow search on the
    // main thread overflows an 8 MiB stack, and is AC only where the main stack is unlimited.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let bundle = std::fs::read_to_string(root.join("target/judge/acl_maxflow/main.rs")).unwrap();
    let call = "run_with_stack(STACK_BYTES, match_and_print);";
    assert_eq!(bundle.matches(call).count(), 1, "acl_maxflow's main no longer calls {call}");
    let dir = std::env::temp_dir().join(format!("judge-sandboxes-{}-mainthread", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let binary = dir.join("main_thread_only");
    compile(&bundle.replace(call, "match_and_print();"), &binary);
    let binary_s = binary.to_str().unwrap();
    let (code, out) = judge(&["acl_maxflow", "--program", binary_s, "--sandbox", eight_mib[0]]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("RE   deepest-augmenting-path") && out.contains("overflowed its stack"), "{out}");
    let (code, out) = judge(&["acl_maxflow", "--program", binary_s, "--sandbox", "vnoj"]);
    assert_eq!(code, 0, "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}
