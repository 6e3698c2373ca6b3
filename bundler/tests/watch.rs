//! `bundle --watch` with real file changes, in a copy of tests/workspaces/panics: the CLI is
//! started, files are saved (in place, and as editors do: a temporary renamed over the file),
//! and its lines are read. A save re-bundles; a broken save reports the error at the place in
//! the problem file and keeps the last good bundle; the next good save recovers; a save of a
//! library file the bundle does not draw on starts no round; Ctrl-C in the middle of a check
//! stops it, exits 130 and leaves no scratch folder, temporary or half-written bundle.

#[path = "common/panics.rs"]
mod panics;

use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

/// Long enough for a round with both compilers on a loaded machine.
const ROUND: Duration = Duration::from_secs(240);

struct Watch {
    child: Child,
    lines: Receiver<String>,
    stderr: std::thread::JoinHandle<String>,
}

fn start(root: &Path) -> Watch {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bundler"))
        .args(["bundle", panics::ID, "--watch", "--root"])
        .arg(root)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (tx, lines) = channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if tx.send(line.unwrap()).is_err() {
                break;
            }
        }
    });
    let mut err = child.stderr.take().unwrap();
    let stderr = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = err.read_to_string(&mut text);
        text
    });
    Watch { child, lines, stderr }
}

impl Watch {
    /// The next verdict line, which must be round `n`'s.
    fn round(&self, n: usize) -> String {
        let line = self.lines.recv_timeout(ROUND).unwrap_or_else(|_| panic!("no line for round {} within {:?}", n, ROUND));
        assert!(line.starts_with(&format!("{} #{}: ", panics::ID, n)), "round {}: {}", n, line);
        line
    }
}

fn read(root: &Path, rel: &str) -> String {
    std::fs::read_to_string(root.join(rel)).unwrap()
}

/// Saves as many editors do: a temporary beside the file, renamed over it.
fn save_by_rename(root: &Path, rel: &str, text: &str) {
    let tmp = root.join(format!("{}.swp", rel));
    std::fs::write(&tmp, text).unwrap();
    std::fs::rename(&tmp, root.join(rel)).unwrap();
}

fn append(root: &Path, rel: &str, line: &str) {
    let text = read(root, rel) + line;
    std::fs::write(root.join(rel), text).unwrap();
}

#[test]
fn saves_rebundle_errors_point_at_the_problem_and_ctrl_c_stops_cleanly() {
    let root: PathBuf = Path::new(env!("CARGO_TARGET_TMPDIR")).join("watch");
    panics::copy(&root, false);
    let problem = format!("problems/src/bin/{}.rs", panics::ID);
    let bundle_rel = format!("target/bundle/{}/main.rs", panics::ID);
    let watch = start(&root);

    let first = watch.round(1);
    assert!(first.contains(": ok: ") && first.contains("checked"), "{}", first);

    append(&root, &problem, "// saved once\n");
    assert!(watch.round(2).contains(": ok: "));
    let good = read(&root, &bundle_rel);
    assert!(good.contains("// saved once"));

    // A broken save, by rename: `let = 5;` inserted, where the error is at the `=`.
    let text = read(&root, &problem);
    let broken = text.replacen("    let mut words", "    let = 5;\n    let mut words", 1);
    let line = broken.lines().position(|l| l == "    let = 5;").unwrap() + 1;
    let column = "    let = 5;".find('=').unwrap() + 1;
    save_by_rename(&root, &problem, &broken);
    let error = watch.round(3);
    assert!(error.contains(&format!(": error: {}:{}:{}: ", problem, line, column)), "{}", error);
    assert_eq!(read(&root, &bundle_rel), good, "a failed round keeps the last good bundle");

    // The next good save recovers.
    save_by_rename(&root, &problem, &text);
    assert!(watch.round(4).contains(": ok: "));

    // A library file the bundle does not draw on: no round.
    append(&root, "solver-core/src/idle.rs", "// not used\n");
    assert!(watch.lines.recv_timeout(Duration::from_secs(3)).is_err(), "a save of idle.rs started a round");
    // One it does draw on: the next round is 5, so idle.rs queued nothing either.
    append(&root, "solver-core/src/boom.rs", "// used\n");
    let fifth = watch.round(5);
    assert!(fifth.contains(": ok: "), "{}", fifth);
    assert!(read(&root, &bundle_rel).contains("// used"));

    // Ctrl-C while the next round checks.
    append(&root, &problem, "// saved again\n");
    std::thread::sleep(super_debounce());
    // SAFETY: kill(2) on our own child's pid.
    unsafe {
        libc::kill(watch.child.id() as i32, libc::SIGINT);
    }
    let (tx, done) = channel();
    let mut child = watch.child;
    std::thread::spawn(move || tx.send(child.wait().unwrap()).unwrap());
    let status = done.recv_timeout(Duration::from_secs(60)).expect("the watch stops on Ctrl-C");
    let stderr = watch.stderr.join().unwrap();
    assert_eq!(status.code(), Some(130), "{}", stderr);
    assert!(stderr.contains("stopped watching"), "{}", stderr);
    // Whatever the stop interrupted, nothing is left half done.
    while let Ok(line) = watch.lines.try_recv() {
        assert!(line.contains(": ok: "), "a round printed after Ctrl-C must be a whole one: {}", line);
    }
    assert!(!root.join(bundler::base::scratch::CHECK_DIR).exists(), "the check's scratch folder is left");
    let dir = root.join("target/bundle").join(panics::ID);
    let mut names: Vec<String> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    names.sort();
    assert_eq!(names, ["main.rs", "main.rs.map"]);
    let map = bundler::cli::mapfile::SavedMap::parse(&read(&root, &format!("{}.map", bundle_rel)), "main.rs.map").unwrap();
    assert!(map.matches(&read(&root, &bundle_rel)), "the map is the bundle's");
}

/// A little more than the debounce window: the round has started and is checking.
fn super_debounce() -> Duration {
    bundler::cli::watch::DEBOUNCE + Duration::from_millis(400)
}
