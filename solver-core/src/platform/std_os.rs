//! The std back-end of [`crate::platform`]: Rust judges (Linux, Windows). Behaviour is what
//! solver-core did before it had a platform layer: stdin and stdout locks, `File`, a directory
//! listing for the judge's files, `eprintln!` and `std::process::exit`, a big-stack thread.

use crate::io::output_name_for;
use alloc::format;
use alloc::string::String;
use std::fs::File;
use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::sync::Mutex;

/// Why a read or a write failed: the operating system's error.
pub struct IoError(pub io::Error);

impl IoError {
    /// An error described by `description` (for a [`crate::io::Source`] or [`crate::io::Sink`]
    /// of your own).
    pub fn new(description: &'static str) -> IoError {
        IoError(io::Error::new(io::ErrorKind::Other, description))
    }
}

impl From<io::Error> for IoError {
    fn from(e: io::Error) -> IoError {
        IoError(e)
    }
}

/// Every reader is a [`crate::io::Source`]; an interrupted read is tried again.
impl<R: Read> crate::io::Source for R {
    #[inline]
    fn read(&mut self, buf: &mut [u8]) -> Result<usize, IoError> {
        loop {
            match Read::read(self, buf) {
                Ok(n) => return Ok(n),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(IoError(e)),
            }
        }
    }
}

/// Every writer is a [`crate::io::Sink`].
impl<W: Write> crate::io::Sink for W {
    #[inline]
    fn write_all(&mut self, data: &[u8]) -> Result<(), IoError> {
        Write::write_all(self, data).map_err(IoError)
    }

    #[inline]
    fn flush(&mut self) -> Result<(), IoError> {
        Write::flush(self).map_err(IoError)
    }
}

/// The input stream: stdin (locked) or the judge's input file.
pub enum Input {
    Stdin(io::StdinLock<'static>),
    File(File),
}

impl Read for Input {
    #[inline]
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Input::Stdin(s) => s.read(buf),
            Input::File(f) => f.read(buf),
        }
    }
}

/// The output stream: stdout (locked) or the judge's output file.
pub enum Output {
    Stdout(io::StdoutLock<'static>),
    File(File),
}

impl Write for Output {
    #[inline]
    fn write(&mut self, data: &[u8]) -> io::Result<usize> {
        match self {
            Output::Stdout(s) => s.write(data),
            Output::File(f) => f.write(data),
        }
    }

    #[inline]
    fn write_all(&mut self, data: &[u8]) -> io::Result<()> {
        match self {
            Output::Stdout(s) => s.write_all(data),
            Output::File(f) => f.write_all(data),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Output::Stdout(s) => s.flush(),
            Output::File(f) => f.flush(),
        }
    }
}

/// The error stream (unbuffered, as std's stderr is).
pub struct Stderr(io::Stderr);

impl Write for Stderr {
    fn write(&mut self, data: &[u8]) -> io::Result<usize> {
        self.0.write(data)
    }

    fn write_all(&mut self, data: &[u8]) -> io::Result<()> {
        self.0.write_all(data)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()
    }
}

/// Stdin, locked for the program's life.
pub fn stdin() -> Input {
    Input::Stdin(io::stdin().lock())
}

/// Stdout, locked for the program's life.
pub fn stdout() -> Output {
    Output::Stdout(io::stdout().lock())
}

/// Stderr.
pub fn stderr() -> Stderr {
    Stderr(io::stderr())
}

/// Writes `bytes` to stderr, ignoring a failure.
pub fn write_stderr(bytes: &[u8]) {
    let _ = io::stderr().write_all(bytes);
}

/// Ends the program with exit status `code` (`std::process::exit`).
pub fn exit(code: i32) -> ! {
    std::process::exit(code)
}

/// `eprintln!("{}", message)`, then exit status 1.
#[cold]
pub fn fail(message: core::fmt::Arguments) -> ! {
    std::eprintln!("{}", message);
    std::process::exit(1)
}

/// `eprintln!("{}{}", context, error)`, then exit status 1.
#[cold]
pub fn fail_io(context: &str, error: &IoError) -> ! {
    std::eprintln!("{}{}", context, error.0);
    std::process::exit(1)
}

/// The judge's files for problem `id`, opened: `None` when no input file exists (see
/// [`judge_files`]); panics when it exists but cannot be opened, or the output cannot be
/// created.
pub fn open_judge_files(id: &str) -> Option<(Input, Output)> {
    let (input, output) = judge_files(id)?;
    let reader = File::open(&input).unwrap_or_else(|e| panic!("solver_core::io: cannot open {}: {}", input.display(), e));
    let writer = File::create(&output).unwrap_or_else(|e| panic!("solver_core::io: cannot create {}: {}", output.display(), e));
    Some((Input::File(reader), Output::File(writer)))
}

/// The `(ID.INP, ID.OUT)` pair in the working directory, if the input exists. When several
/// spellings exist (Linux allows `tab.inp` beside `TAB.INP`), the byte-wise smallest name wins,
/// so the choice is deterministic.
///
/// # Constraints
/// `id` is ASCII. `None` also when the directory cannot be listed. std back-end only (a C
/// program cannot list a directory; see [`crate::platform`]).
///
/// # Complexity
/// One directory listing.
///
/// # Example
/// ```no_run
/// if let Some((input, output)) = solver_core::io::judge_files("tab") {
///     println!("{} -> {}", input.display(), output.display());
/// }
/// ```
pub fn judge_files(id: &str) -> Option<(PathBuf, PathBuf)> {
    let wanted = format!("{}.inp", id);
    let mut found: Option<String> = None;
    for entry in std::fs::read_dir(".").ok()?.flatten() {
        let name = match entry.file_name().into_string() {
            Ok(name) => name,
            Err(_) => continue,
        };
        let is_file = entry.file_type().map(|t| !t.is_dir()).unwrap_or(false);
        if is_file && name.eq_ignore_ascii_case(&wanted) && found.as_ref().map_or(true, |f| name < *f) {
            found = Some(name);
        }
    }
    let input = found?;
    let output = output_name_for(&input);
    Some((PathBuf::from(input), PathBuf::from(output)))
}

/// Runs `work` on a new thread whose stack is `stack_bytes` where threads may be started, on
/// the calling thread where not (see [`crate::stack::run_with_stack`]).
pub fn run_with_stack<T, F>(stack_bytes: usize, work: F) -> T
where
    F: FnOnce() -> T + Send,
    T: Send,
{
    // The closure waits here so that it is still ours when the spawn fails (`spawn_scoped`
    // drops what it was given).
    let slot = Mutex::new(Some(work));
    let take = || match slot.lock() {
        Ok(mut guard) => guard.take(),
        Err(poisoned) => poisoned.into_inner().take(),
    };
    std::thread::scope(|scope| {
        let spawned = std::thread::Builder::new().stack_size(stack_bytes).spawn_scoped(scope, || take().map(|work| work()));
        match spawned {
            Ok(handle) => match handle.join() {
                Ok(Some(result)) => result,
                // The thread ran nothing: the closure was taken here first, which cannot happen.
                Ok(None) => unreachable!("run_with_stack: the closure ran on no thread"),
                Err(payload) => std::panic::resume_unwind(payload),
            },
            Err(_) => match take() {
                Some(work) => work(),
                None => unreachable!("run_with_stack: a thread that failed to start took the closure"),
            },
        }
    })
}
