//! Every read of the file system and the environment that can change a bundle goes through
//! here, so that a finished bundle knows exactly what it was made from ([`crate::bundle_cache`]).
//!
//! While a [`Recording`] is open on the thread, each call appends what it saw: a file's content
//! digest (or that it could not be read), a probe's answer (file, folder, missing), a folder's
//! listing, a canonical path, a file's size/times/inode, an environment variable. Absences are
//! recorded like presences: `mod x;` probes `x.rs`, then `x/mod.rs`, and a file created later at
//! either path must make the record stale. [`Record::still_holds`] asks the same question again
//! (without recording) and compares, which is all a cache hit is decided by.
//!
//! Work whose result these records cannot describe (a compiler run that decides what a bundle
//! keeps, a local proc-macro crate cargo rebuilds) calls [`not_cacheable`]: the bundle is then
//! not stored. `tests/inputs_only.rs` fails when a file of bundler/src reads the file system
//! outside this module, except where the read is not an input of a bundle (its allow-list says why).
//!
//! Imports nothing from the crate (the bottom of `tests/one_way.rs`'s graph).

use sha2::{Digest, Sha256};
use std::cell::RefCell;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// One observation a bundle depended on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Record {
    /// A file's whole content: `sha256:<hex>`, or `error:<kind>` when it could not be read.
    Content { path: PathBuf, digest: String },
    /// What is at a path, following links: `file`, `dir`, `other` or `missing`.
    Probe { path: PathBuf, kind: String },
    /// A folder's entries (name and kind, sorted) as one digest, or `missing`.
    Listing { path: PathBuf, digest: String },
    /// A path's canonical form, or `error`.
    Canonical { path: PathBuf, result: String },
    /// A file's size, modification and change times, inode and device (a file too big to hash
    /// each run: the proc-macro server), or `(missing)`.
    Facts { path: PathBuf, facts: String },
    /// An environment variable's bytes (hex), or `unset`.
    Env { name: String, value: String },
    /// A value the crate derives from inputs it reads without recording them one by one (the
    /// compilers' identity, a program's fixtures): the question names it, and only the caller
    /// that asked can answer it again ([`Record::still_holds_with`]).
    Derived { question: String, answer: String },
    /// Work these records cannot describe was done: never reused.
    NotCacheable { why: String },
}

impl Record {
    /// Whether the same question asked now gets the same answer (nothing is recorded). A
    /// [`Record::Derived`] never holds here: only [`Record::still_holds_with`] can answer it.
    pub fn still_holds(&self) -> bool {
        self.still_holds_with(&|_| None)
    }

    /// [`Record::still_holds`], with `derived` answering [`Record::Derived`] questions again
    /// (`None`: it cannot, so the record does not hold).
    pub fn still_holds_with(&self, derived: &dyn Fn(&str) -> Option<String>) -> bool {
        match self {
            Record::Derived { question, answer } => derived(question).as_deref() == Some(answer.as_str()),
            Record::Content { path, digest } => content_digest(&std::fs::read(path)) == *digest,
            Record::Probe { path, kind } => probe_kind(path) == *kind,
            Record::Listing { path, digest } => listing(path).1 == *digest,
            Record::Canonical { path, result } => canonical_text(&std::fs::canonicalize(path)) == *result,
            Record::Facts { path, facts } => file_facts_of(path) == *facts,
            Record::Env { name, value } => env_text(&std::env::var_os(name)) == *value,
            Record::NotCacheable { .. } => false,
        }
    }

    /// One line of text, read back by [`Record::parse`]: a tag, then tab-separated fields.
    pub fn to_line(&self) -> String {
        let p = |p: &Path| hex(p.as_os_str().as_encoded_bytes());
        match self {
            Record::Content { path, digest } => format!("content\t{}\t{}", p(path), digest),
            Record::Probe { path, kind } => format!("probe\t{}\t{}", p(path), kind),
            Record::Listing { path, digest } => format!("listing\t{}\t{}", p(path), digest),
            Record::Canonical { path, result } => format!("canonical\t{}\t{}", p(path), result),
            Record::Facts { path, facts } => format!("facts\t{}\t{}", p(path), facts),
            Record::Env { name, value } => format!("env\t{}\t{}", hex(name.as_bytes()), value),
            Record::Derived { question, answer } => format!("derived\t{}\t{}", hex(question.as_bytes()), hex(answer.as_bytes())),
            Record::NotCacheable { why } => format!("not-cacheable\t{}", hex(why.as_bytes())),
        }
    }

    /// The record a [`Record::to_line`] line wrote; `None` for anything else.
    pub fn parse(line: &str) -> Option<Record> {
        let mut fields = line.split('\t');
        let tag = fields.next()?;
        let first = unhex(fields.next()?)?;
        let second = fields.next().map(str::to_string);
        if fields.next().is_some() {
            return None;
        }
        // SAFETY-free: the bytes came from `as_encoded_bytes` of an OsStr on this platform.
        let path = || -> Option<PathBuf> { Some(PathBuf::from(os_string_from_bytes(first.clone())?)) };
        Some(match tag {
            "content" => Record::Content { path: path()?, digest: second? },
            "probe" => Record::Probe { path: path()?, kind: second? },
            "listing" => Record::Listing { path: path()?, digest: second? },
            "canonical" => Record::Canonical { path: path()?, result: second? },
            "facts" => Record::Facts { path: path()?, facts: second? },
            "env" => Record::Env { name: String::from_utf8(first).ok()?, value: second? },
            "derived" => Record::Derived { question: String::from_utf8(first).ok()?, answer: String::from_utf8(unhex(&second?)?).ok()? },
            "not-cacheable" if second.is_none() => Record::NotCacheable { why: String::from_utf8(first).ok()? },
            _ => return None,
        })
    }
}

thread_local! {
    /// The log of the recording open on this thread, if any. Bundling reads on the thread
    /// that asked for the bundle (no pass spawns threads that read), so a thread-local log
    /// sees every read and tests bundling in parallel threads never mix their records.
    static LOG: RefCell<Option<Log>> = const { RefCell::new(None) };
}

/// Each question once, with its first answer, in the order first asked.
#[derive(Default)]
struct Log {
    records: Vec<Record>,
    asked: std::collections::HashMap<(u8, Vec<u8>), usize>,
}

impl Record {
    /// What was asked (kind and path or name), and the answer: a second record of the same
    /// question with another answer means the input changed while the bundle was made.
    fn question_and_answer(&self) -> Option<((u8, Vec<u8>), &str)> {
        let path = |p: &Path| p.as_os_str().as_encoded_bytes().to_vec();
        Some(match self {
            Record::Content { path: p, digest } => ((0, path(p)), digest.as_str()),
            Record::Probe { path: p, kind } => ((1, path(p)), kind.as_str()),
            Record::Listing { path: p, digest } => ((2, path(p)), digest.as_str()),
            Record::Canonical { path: p, result } => ((3, path(p)), result.as_str()),
            Record::Facts { path: p, facts } => ((4, path(p)), facts.as_str()),
            Record::Env { name, value } => ((5, name.as_bytes().to_vec()), value.as_str()),
            Record::Derived { question, answer } => ((6, question.as_bytes().to_vec()), answer.as_str()),
            Record::NotCacheable { .. } => return None,
        })
    }
}

impl Log {
    fn add(&mut self, r: Record) {
        let Some((question, answer)) = r.question_and_answer() else {
            self.records.push(r);
            return;
        };
        match self.asked.get(&question) {
            Some(&k) => {
                let first = self.records[k].question_and_answer().map(|(_, a)| a.to_string());
                if first.as_deref() != Some(answer) {
                    let what = String::from_utf8_lossy(&question.1).into_owned();
                    self.records.push(Record::NotCacheable { why: format!("{} changed while the bundle was made", what) });
                }
            }
            None => {
                self.asked.insert(question, self.records.len());
                self.records.push(r);
            }
        }
    }
}

/// Records every read on this thread from [`Recording::start`] until it is dropped.
/// Recordings do not nest: a second start on the same thread keeps the first log (its records
/// are a superset).
pub struct Recording {
    owner: bool,
}

impl Recording {
    pub fn start() -> Recording {
        LOG.with(|log| {
            let mut log = log.borrow_mut();
            if log.is_some() {
                return Recording { owner: false };
            }
            *log = Some(Log::default());
            Recording { owner: true }
        })
    }

    /// Everything recorded so far, in order, each question once (the first answer; a later
    /// different answer to the same question, a file changed while it was read twice, is
    /// recorded as not cacheable).
    pub fn records_so_far(&self) -> Vec<Record> {
        LOG.with(|log| log.borrow().as_ref().map(|l| l.records.clone()).unwrap_or_default())
    }
}

impl Drop for Recording {
    fn drop(&mut self) {
        if self.owner {
            LOG.with(|log| *log.borrow_mut() = None);
        }
    }
}

fn record(r: Record) {
    record_with(|| r);
}

/// [`record`], with the record made only when a recording is open: a file's digest costs a
/// pass over its bytes (num-traits' 93 files: 6% of an uncached `--no-cache` bundling's
/// instructions), which nothing reads when no bundle is stored.
fn record_with(make: impl FnOnce() -> Record) {
    LOG.with(|log| {
        if let Some(log) = log.borrow_mut().as_mut() {
            log.add(make());
        }
    });
}

/// Marks the bundle being made as one that must not be reused, and why.
pub fn not_cacheable(why: &str) {
    record(Record::NotCacheable { why: why.to_string() });
}

/// Records that the bundle depends on `answer` to `question`, a value the caller derives from
/// inputs it does not read through here; the bundle cache asks the caller again
/// ([`Record::still_holds_with`]).
pub fn derived(question: &str, answer: &str) {
    record(Record::Derived { question: question.to_string(), answer: answer.to_string() });
}

/// `std::fs::read`, recorded.
pub fn read(path: &Path) -> std::io::Result<Vec<u8>> {
    let bytes = std::fs::read(path);
    record_with(|| Record::Content { path: path.to_path_buf(), digest: content_digest(&bytes) });
    bytes
}

/// `std::fs::read_to_string`, recorded (its bytes; a file that is not UTF-8 is an error).
pub fn read_to_string(path: &Path) -> std::io::Result<String> {
    let bytes = read(path)?;
    String::from_utf8(bytes).map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))
}

/// `Path::is_file`, recorded.
pub fn is_file(path: &Path) -> bool {
    probe(path) == "file"
}

/// `Path::is_dir`, recorded.
pub fn is_dir(path: &Path) -> bool {
    probe(path) == "dir"
}

/// `Path::exists`, recorded.
pub fn exists(path: &Path) -> bool {
    probe(path) != "missing"
}

fn probe(path: &Path) -> String {
    let kind = probe_kind(path);
    record(Record::Probe { path: path.to_path_buf(), kind: kind.clone() });
    kind
}

/// One entry of [`read_dir`].
#[derive(Clone, Debug)]
pub struct Entry {
    pub name: OsString,
    pub path: PathBuf,
    /// Following links, as `Path::is_dir` answers.
    pub is_dir: bool,
}

/// A folder's entries sorted by name, recorded (names and kinds); `Err` when it cannot be read.
pub fn read_dir(path: &Path) -> std::io::Result<Vec<Entry>> {
    let (entries, digest) = listing(path);
    record(Record::Listing { path: path.to_path_buf(), digest });
    entries
}

/// `std::fs::canonicalize`, recorded.
pub fn canonicalize(path: &Path) -> std::io::Result<PathBuf> {
    let result = std::fs::canonicalize(path);
    record(Record::Canonical { path: path.to_path_buf(), result: canonical_text(&result) });
    result
}

/// A file's size, times, inode and device, recorded: for files too big to hash on every run
/// whose replacement changes those (a toolchain's binaries).
pub fn file_facts(path: &Path) -> String {
    let facts = file_facts_of(path);
    record(Record::Facts { path: path.to_path_buf(), facts: facts.clone() });
    facts
}

/// `std::env::var_os`, recorded.
pub fn var_os(name: &str) -> Option<OsString> {
    let value = std::env::var_os(name);
    record(Record::Env { name: name.to_string(), value: env_text(&value) });
    value
}

/// `std::env::var` (unset or not Unicode: `Err`), recorded.
pub fn var(name: &str) -> Result<String, std::env::VarError> {
    match var_os(name) {
        Some(v) => v.into_string().map_err(std::env::VarError::NotUnicode),
        None => Err(std::env::VarError::NotPresent),
    }
}

// ------------------------------------------------------------------ the answers themselves

fn content_digest(bytes: &std::io::Result<Vec<u8>>) -> String {
    match bytes {
        Ok(b) => format!("sha256:{:x}", Sha256::digest(b)),
        Err(e) => format!("error:{:?}", e.kind()),
    }
}

fn probe_kind(path: &Path) -> String {
    match std::fs::metadata(path) {
        Ok(m) if m.is_file() => "file",
        Ok(m) if m.is_dir() => "dir",
        Ok(_) => "other",
        Err(_) => "missing",
    }
    .to_string()
}

fn listing(path: &Path) -> (std::io::Result<Vec<Entry>>, String) {
    let entries = std::fs::read_dir(path).map(|d| {
        let mut v: Vec<Entry> = d
            .flatten()
            .map(|e| {
                let path = e.path();
                Entry { name: e.file_name(), is_dir: path.is_dir(), path }
            })
            .collect();
        v.sort_by(|a, b| a.name.cmp(&b.name));
        v
    });
    let digest = match &entries {
        Ok(v) => {
            let mut h = Sha256::new();
            for e in v {
                h.update(e.name.as_encoded_bytes());
                h.update(if e.is_dir { b"\0d\0" } else { b"\0f\0" });
            }
            format!("sha256:{:x}", h.finalize())
        }
        Err(_) => "missing".to_string(),
    };
    (entries, digest)
}

fn canonical_text(result: &std::io::Result<PathBuf>) -> String {
    match result {
        Ok(p) => hex(p.as_os_str().as_encoded_bytes()),
        Err(_) => "error".to_string(),
    }
}

/// A file's size, modification and change times, inode and device (following links), or
/// `(missing)`: a replaced or rewritten file changes at least its change time.
pub fn file_facts_of(path: &Path) -> String {
    match std::fs::metadata(path) {
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

fn env_text(value: &Option<OsString>) -> String {
    match value {
        Some(v) => format!("set:{}", hex(v.as_encoded_bytes())),
        None => "unset".to_string(),
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{:02x}", b)).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if text.len() % 2 != 0 {
        return None;
    }
    (0..text.len()).step_by(2).map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok()).collect()
}

fn os_string_from_bytes(bytes: Vec<u8>) -> Option<OsString> {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStringExt;
        Some(OsString::from_vec(bytes))
    }
    #[cfg(not(unix))]
    {
        String::from_utf8(bytes).ok().map(OsString::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("bundler-inputs-{}-{}", name, std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn every_kind_of_record_reads_back_and_goes_stale_when_its_answer_changes() {
        let dir = scratch("kinds");
        let file = dir.join("a.rs");
        std::fs::write(&file, "fn a() {}").unwrap();
        let missing = dir.join("b/mod.rs");
        let recording = Recording::start();
        assert_eq!(read_to_string(&file).unwrap(), "fn a() {}");
        assert!(!is_file(&missing));
        assert!(is_dir(&dir));
        assert_eq!(read_dir(&dir).unwrap().len(), 1);
        canonicalize(&file).unwrap();
        file_facts(&file);
        var_os("BUNDLER_INPUTS_TEST_UNSET_VARIABLE");
        let records = recording.records_so_far();
        drop(recording);
        assert_eq!(records.len(), 7);
        for r in &records {
            assert_eq!(Record::parse(&r.to_line()).as_ref(), Some(r), "{}", r.to_line());
            assert!(r.still_holds(), "{:?}", r);
        }
        // A new file where `mod b;` found none; the file's content; the folder's listing.
        std::fs::create_dir_all(missing.parent().unwrap()).unwrap();
        std::fs::write(&missing, "").unwrap();
        std::fs::write(&file, "fn a() { }").unwrap();
        let stale: Vec<String> = records.iter().filter(|r| !r.still_holds()).map(|r| r.to_line().split('\t').next().unwrap().to_string()).collect();
        assert_eq!(stale, ["content", "probe", "listing", "facts"]);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn nothing_is_recorded_without_a_recording_and_a_changed_answer_is_not_cacheable() {
        let dir = scratch("dedup");
        let file = dir.join("x");
        std::fs::write(&file, "1").unwrap();
        read(&file).unwrap();
        let recording = Recording::start();
        read(&file).unwrap();
        read(&file).unwrap();
        assert_eq!(recording.records_so_far().len(), 1);
        std::fs::write(&file, "2").unwrap();
        read(&file).unwrap();
        let records = recording.records_so_far();
        assert!(matches!(records.last(), Some(Record::NotCacheable { .. })), "{:?}", records);
        drop(recording);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_derived_record_holds_only_when_its_asker_gives_the_same_answer() {
        let recording = Recording::start();
        derived("compilers", "stable 1.95\tand 1.63");
        let records = recording.records_so_far();
        drop(recording);
        assert_eq!(records.len(), 1);
        let r = &records[0];
        assert_eq!(Record::parse(&r.to_line()).as_ref(), Some(r), "{}", r.to_line());
        assert!(!r.still_holds(), "no one to ask: it must not hold");
        assert!(r.still_holds_with(&|q| (q == "compilers").then(|| "stable 1.95\tand 1.63".to_string())));
        assert!(!r.still_holds_with(&|q| (q == "compilers").then(|| "stable 1.96\tand 1.63".to_string())));
        assert!(!r.still_holds_with(&|_| None));
    }
}
