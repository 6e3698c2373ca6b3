//! What needs an operating system, behind one contract with two back-ends (the rest of the
//! crate is `core` + `alloc`): `std_os` for Rust judges (`not(target_arch = "wasm32")`: what
//! solver-core always did; the only one in a Rust bundle), and `host` for the WebAssembly build
//! whose C translation is the submission where a judge takes no Rust (`target_arch = "wasm32"`:
//! four imports from the C file, the allocator, the panic handler; its docs give the ABI and
//! how it differs from std: the judge's files by fixed spellings, terse `IoError`s, a panic's
//! fixed line, the stack size as a link flag).
//!
//! The contract, the same names on both:
//! - `IoError` (`IoError::new(&'static str)`); `Input`, a [`crate::io::Source`]; `Output` and
//!   `Stderr`, [`crate::io::Sink`]s; `stdin()`, `stdout()`, `stderr()`.
//! - `open_judge_files(id) -> Option<(Input, Output)>`: `ID.INP` / `ID.OUT` as
//!   [`crate::io::judge_io`] describes; `None` without an input file; panics when it cannot be
//!   opened or the output cannot be created.
//! - `write_stderr(&[u8])` (failures ignored), `exit(i32) -> !`, `fail(fmt::Arguments) -> !`
//!   and `fail_io(context, &IoError) -> !` (the message and a newline on stderr, exit 1).
//! - `run_with_stack(stack_bytes, work)`: see [`crate::stack::run_with_stack`].
//!
//! std only: `judge_files(id) -> Option<(PathBuf, PathBuf)>` (naming the files without opening
//! them needs a directory listing, which portable C lacks).

#[cfg(not(target_arch = "wasm32"))]
mod std_os;
#[cfg(not(target_arch = "wasm32"))]
pub use self::std_os::{exit, fail, fail_io, judge_files, open_judge_files, run_with_stack, stderr, stdin, stdout, write_stderr, Input, IoError, Output, Stderr};

#[cfg(target_arch = "wasm32")]
mod host;
#[cfg(target_arch = "wasm32")]
pub use self::host::{exit, fail, fail_io, open_judge_files, run_with_stack, stderr, stdin, stdout, write_stderr, Input, IoError, Output, Stderr};
