//! `bundle <id> --watch`: bundle again, with the check, each time a file the bundle depends on
//! is saved, and say how it went in one line.
//!
//! What is watched is recomputed after every round: the problem file, its spec
//! (`fixtures/<id>.toml`) and fixtures (`fixtures/<id>/`), and the library files the last good
//! bundle was made from (the files of the modules it holds and each crate's root: a change to
//! any other library file cannot change the bundle). A failed round keeps the previous list and
//! adds the file its error points at. Before the first good bundle, every `.rs` file of the
//! workspace's own library crates is watched, since which of them the problem draws on is not
//! known yet.
//!
//! Events come from the operating system (inotify on Linux) through `notify-debouncer-full`,
//! which merges the bursts one save makes (truncate, write, rename, chmod) into one; the loop
//! blocks on them, so an idle watch costs nothing. Directories are watched rather than files, so
//! a save that replaces the file (write a temporary, rename it over) is seen like any other.
//! Reads (opening, closing without writing) and metadata changes (`touch`) do not count.
//!
//! Ctrl-C (or SIGTERM, SIGHUP) stops the check in progress, removes its scratch files (see
//! [`crate::base::scratch`]) and exits with 130. A bundle is only written, atomically, after its check
//! passed, so a stop never leaves a partial or unchecked bundle.

use crate::base::error::{Error, Result};
use notify_debouncer_full::notify::event::ModifyKind;
use notify_debouncer_full::notify::{EventKind, RecursiveMode};
use notify_debouncer_full::{new_debouncer, DebounceEventResult};
use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How long the files must be quiet before a round starts: longer than the gaps inside one
/// editor save, short enough to feel immediate.
pub const DEBOUNCE: Duration = Duration::from_millis(200);

/// What one round came to.
#[derive(Clone, Debug, Default)]
pub struct Round {
    /// The bundle was written (it passed its check).
    pub ok: bool,
    /// The one line to print: what was written, or the error's first line.
    pub summary: String,
    /// More to say, printed to stderr after the line (warnings, the error's snippet and help).
    pub details: Vec<String>,
    /// The files the bundle was made from (relative to the root), when it was made; or the
    /// file an error points at.
    pub sources: Vec<String>,
}

impl Round {
    /// A failed round from the error that ended it.
    pub fn failed(error: &Error) -> Round {
        let text = error.to_string();
        let mut lines = text.lines();
        let summary = lines.next().unwrap_or("error").to_string();
        let details = lines.map(str::to_string).collect();
        // `file:line:col`, `file:line` or `file`: the file.
        let file = error.location.split(':').next().unwrap_or("").to_string();
        Round { ok: false, summary, details, sources: if file.is_empty() { Vec::new() } else { vec![file] } }
    }
}

enum Wake {
    Files(DebounceEventResult),
    Stop,
}

/// Set by the interrupt handler: the round in progress is being stopped.
static STOPPING: AtomicBool = AtomicBool::new(false);

/// Runs `round` now and after every relevant save, printing `<id> #<n>: <summary> (<secs> s)`
/// on stdout each time, until interrupted; then exits the process with 130. Returns only when
/// the watch cannot start.
pub fn run(root: &Path, id: &str, mut round: impl FnMut() -> Round) -> Result<()> {
    let root = std::fs::canonicalize(root).map_err(|e| Error::new(format!("cannot watch: {}", e)).at(root.display().to_string()))?;
    let (tx, rx) = mpsc::channel();
    let stop = tx.clone();
    ctrlc::set_handler(move || {
        STOPPING.store(true, Ordering::SeqCst);
        // Kill the compilers and programs of the check in progress and remove its folders.
        crate::base::scratch::interrupt();
        let _ = stop.send(Wake::Stop);
    })
    .map_err(|e| Error::new(format!("cannot handle Ctrl-C: {}", e)).help("run without --watch"))?;
    let mut debouncer = new_debouncer(DEBOUNCE, None, move |events: DebounceEventResult| {
        let _ = tx.send(Wake::Files(events));
    })
    .map_err(|e| Error::new(format!("cannot watch files: {}", e)).help("on Linux, raise fs.inotify.max_user_instances, or run without --watch"))?;

    let fixed = Fixed::new(&root, id);
    let mut sources: BTreeSet<PathBuf> = library_sources(&root);
    let mut watched: BTreeSet<PathBuf> = BTreeSet::new();
    let mut rounds = 0;
    eprintln!("watching {}: a save of the problem, its fixtures or a library file it uses bundles it again; Ctrl-C stops", id);
    // Watched before the first round and updated before each line is printed, so that a save
    // made after a line has been seen is never missed.
    update_watches(&mut debouncer, &mut watched, &sources, &fixed);
    loop {
        rounds += 1;
        let started = Instant::now();
        let result = round();
        if STOPPING.load(Ordering::SeqCst) {
            break;
        }
        let named: BTreeSet<PathBuf> = result.sources.iter().map(|s| root.join(s)).filter(|p| p.is_file()).collect();
        if result.ok {
            sources = named;
        } else {
            sources.extend(named);
        }
        update_watches(&mut debouncer, &mut watched, &sources, &fixed);
        println!("{} #{}: {} ({:.1} s)", id, rounds, result.summary, started.elapsed().as_secs_f64());
        for d in &result.details {
            eprintln!("{}", d);
        }
        let _ = std::io::stdout().flush();
        // Block until a save of a watched file; then take what else queued, which the next
        // round covers.
        loop {
            match rx.recv() {
                Ok(Wake::Stop) | Err(_) => stopped(id),
                Ok(Wake::Files(Ok(events))) => {
                    if events.iter().any(|e| changes_content(&e.event.kind) && e.event.paths.iter().any(|p| sources.contains(p) || fixed.covers(p))) {
                        break;
                    }
                }
                Ok(Wake::Files(Err(errors))) => {
                    for e in errors {
                        eprintln!("warning: watching: {}", e);
                    }
                }
            }
        }
        while let Ok(wake) = rx.try_recv() {
            if let Wake::Stop = wake {
                stopped(id);
            }
        }
    }
    stopped(id)
}

/// Watches the directories of `sources` and of the fixed files (not the files: a save by
/// rename replaces the file), and no others.
fn update_watches<W: notify_debouncer_full::notify::Watcher, C: notify_debouncer_full::FileIdCache>(
    debouncer: &mut notify_debouncer_full::Debouncer<W, C>,
    watched: &mut BTreeSet<PathBuf>,
    sources: &BTreeSet<PathBuf>,
    fixed: &Fixed,
) {
    let mut dirs: BTreeSet<PathBuf> = sources.iter().chain(&fixed.files).filter_map(|f| f.parent().map(Path::to_path_buf)).collect();
    dirs.insert(fixed.fixture_dir.clone());
    let dirs: BTreeSet<PathBuf> = dirs.into_iter().filter(|d| d.is_dir()).collect();
    for gone in watched.difference(&dirs) {
        let _ = debouncer.unwatch(gone);
    }
    for new in dirs.difference(watched) {
        if let Err(e) = debouncer.watch(new, RecursiveMode::NonRecursive) {
            eprintln!("warning: cannot watch {}: {}", new.display(), e);
        }
    }
    *watched = dirs;
}

fn stopped(id: &str) -> ! {
    eprintln!("stopped watching {}", id);
    std::process::exit(130)
}

/// A write, a creation, a removal or a rename; not a read or a metadata change.
fn changes_content(kind: &EventKind) -> bool {
    match kind {
        EventKind::Create(_) | EventKind::Remove(_) | EventKind::Any => true,
        EventKind::Modify(ModifyKind::Metadata(_)) => false,
        EventKind::Modify(_) => true,
        EventKind::Access(_) | EventKind::Other => false,
    }
}

/// What is watched whatever the bundle holds: the problem, its spec and its fixtures.
struct Fixed {
    files: Vec<PathBuf>,
    fixture_dir: PathBuf,
}

impl Fixed {
    fn new(root: &Path, id: &str) -> Fixed {
        let fixtures = root.join(crate::base::workspace::FIXTURES_DIR);
        Fixed {
            files: vec![root.join(crate::base::workspace::PROBLEMS_DIR).join(format!("{}.rs", id)), fixtures.join(format!("{}.toml", id))],
            fixture_dir: fixtures.join(id),
        }
    }

    fn covers(&self, path: &Path) -> bool {
        self.files.iter().any(|f| f == path) || path.parent() == Some(self.fixture_dir.as_path())
    }
}

/// Every `.rs` file of the workspace's own library crates (not registry crates, which do not
/// change): what may matter before the first bundle says what does.
fn library_sources(root: &Path) -> BTreeSet<PathBuf> {
    fn walk(dir: &Path, out: &mut BTreeSet<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().map_or(false, |e| e == "rs") {
                out.insert(path);
            }
        }
    }
    let mut out = BTreeSet::new();
    let dirs: Vec<PathBuf> = match crate::find::crates::CrateGraph::load(root) {
        Ok(graph) => graph.crates.iter().filter(|k| k.origin.is_none()).map(|k| k.base.join(&k.src_rel)).collect(),
        Err(_) => vec![root.join("solver-core/src")],
    };
    for dir in dirs {
        if let Ok(dir) = std::fs::canonicalize(dir) {
            if dir.starts_with(root) {
                walk(&dir, &mut out);
            }
        }
    }
    out
}
