//! Everything of solver-core that needs an operating system, behind one small contract with two
//! back-ends; the rest of the crate is `core` + `alloc` only.
//!
//! - `std_os` (`cfg(not(target_arch = "wasm32"))`): std, for Rust judges: stdin/stdout
//!   locks, `File`, a directory listing for the judge's files, `eprintln!` and
//!   `std::process::exit`, a big-stack thread. This is what a Rust bundle carries (the bundler
//!   decides `cfg`s for the judge's Linux or Windows target, so the host back-end never appears
//!   in it).
//! - `host` (`cfg(target_arch = "wasm32")`): a WebAssembly module whose C translation is the
//!   submission for judges without Rust (HDU, POJ). It talks to the C file through exactly four
//!   imports of module `"env"`, all `i32`:
//!   - `sc_read(ptr, cap) -> i32`: up to `cap` bytes of the input stream into memory at `ptr`;
//!     the count, 0 at the end of the input, -1 on a read error.
//!   - `sc_write(stream, ptr, len) -> i32`: stream 1 is the output (stdout unless `sc_open`
//!     replaced it), 2 is stderr; 0 when all was written, -1 otherwise.
//!   - `sc_open(which, ptr, len) -> i32`: the file named by `ptr..ptr + len` (not
//!     NUL-terminated); `which` 0 opens it for reading as the input stream, 1 creates it for
//!     writing as the output stream; 1 on success, 0 when it cannot be opened.
//!   - `sc_exit(code)`: flushes the output stream and exits; never returns.
//!
//!   The host back-end also defines, for the whole program, the `#[global_allocator]` (size
//!   classes with free lists over `memory.grow`) and the `#[panic_handler]` (a fixed message on
//!   stderr, exit code 101, as a Rust panic's; the `PanicInfo` is not formatted, so that
//!   programs which never format anything do not carry `core::fmt`).
//!
//! # The contract
//!
//! Both back-ends provide the same names, with the same meaning:
//!
//! | item | meaning |
//! | --- | --- |
//! | `struct IoError` | why a read or a write failed; `IoError::new(&'static str)` |
//! | `struct Input` | the input stream (stdin or the judge's input file); a [`crate::io::Source`] |
//! | `struct Output` | the output stream (stdout or the judge's output file); a [`crate::io::Sink`] |
//! | `struct Stderr` | the error stream; a [`crate::io::Sink`], unbuffered |
//! | `fn stdin() -> Input`, `fn stdout() -> Output`, `fn stderr() -> Stderr` | the standard streams |
//! | `fn open_judge_files(id: &str) -> Option<(Input, Output)>` | `ID.INP` / `ID.OUT` (see [`crate::io::judge_io`]); `None` when no input file exists; panics when it exists but cannot be opened, or the output cannot be created |
//! | `fn fail_io(context: &str, error: &IoError) -> !` | writes `context`, the error and a newline to stderr, exits with 1 |
//! | `fn fail(message: core::fmt::Arguments) -> !` | writes the message and a newline to stderr, exits with 1 |
//! | `fn write_stderr(bytes: &[u8])` | writes to stderr, ignoring failures (there is nowhere left to report them) |
//! | `fn exit(code: i32) -> !` | ends the program (the output written so far reaches its destination) |
//! | `fn run_with_stack<T, F>(stack_bytes: usize, work: F) -> T` | see [`crate::stack::run_with_stack`] |
//!
//! The std back-end also has `judge_files(id) -> Option<(PathBuf, PathBuf)>` (re-exported as
//! [`crate::io::judge_files`]): naming the files without opening them needs a directory
//! listing, which portable C does not have.
//!
//! # How the back-ends differ
//!
//! - **The judge's files.** std lists the working directory and takes, among the files whose
//!   name is `id.inp` in any letter case, the byte-wise smallest. The host cannot list a
//!   directory, so it tries a fixed set of spellings with `sc_open` in that same byte-wise order
//!   (stems: `id` in upper case, as given, in lower case; extensions `INP`, `Inp`, `inp`): the
//!   first that opens is the one std would have chosen among those spellings. A file spelt
//!   otherwise (`tAb.iNp`) is found by std only. On a case-insensitive file system (Windows) the
//!   first spelling opens whatever case the file has, and the output is created under the
//!   spelling that opened (`TAB.OUT`), which names the same file there. The output name follows
//!   the input's spelling exactly as [`crate::io::output_name_for`] says, on both.
//! - **Error texts.** An `IoError` on std is the operating system's error; on the host it is
//!   only "read error" or "write error" (the ABI returns -1, nothing more). A panic prints its
//!   message and location on std, a fixed line on the host; the exit code is 101 on both.
//! - **The big stack.** On the host [`crate::stack::run_with_stack`] runs the closure where it
//!   stands: WebAssembly has one shadow stack, whose size is a link flag
//!   (`-C link-arg=-zstack-size=<bytes>`; rustc's default is 1 MiB), so a problem with deep
//!   recursion sets it when the module is built.
//! - **Flushing.** `Output`'s flush is the OS's on std; on the host the C side buffers the output
//!   and `sc_exit` (or the C `main` returning after `sc_main`) flushes it.

#[cfg(not(target_arch = "wasm32"))]
mod std_os;
#[cfg(not(target_arch = "wasm32"))]
pub use self::std_os::{exit, fail, fail_io, judge_files, open_judge_files, run_with_stack, stderr, stdin, stdout, write_stderr, Input, IoError, Output, Stderr};

#[cfg(target_arch = "wasm32")]
mod host;
#[cfg(target_arch = "wasm32")]
pub use self::host::{exit, fail, fail_io, open_judge_files, run_with_stack, stderr, stdin, stdout, write_stderr, Input, IoError, Output, Stderr};
