//! WebAssembly (MVP + sign-extension + saturating float->int) to one portable C file.
//!
//! The C is C89 and C++98 at once, assumes a little-endian target with 8-bit chars, 32-bit
//! `unsigned int`, IEEE 754 `float`/`double` and two's complement conversions (every judge and
//! compiler this is meant for). See README.md for the design and the spec test results.

mod emit;
mod rt;

use std::fmt;

pub use emit::{Export, Translation, Ty};
/// The trap messages by code: `T(k)` in the C, `wt_trap(k)` in a spec harness.
pub use rt::TRAPS;

/// How the translation is hosted.
pub struct Options {
    /// Host::SolverCore: the export called by C `main()`, e.g. "sc_main".
    /// Host::SpecTest: the prefix of every external C name (`<entry>x<export index>` for the
    /// exported functions and globals, `<entry>init` for instantiation).
    pub entry: String,
    pub host: Host,
}

pub enum Host {
    /// The solver-core ABI: imports `env.sc_read/sc_write/sc_open/sc_exit`, `int main(void)`.
    SolverCore,
    /// For the spec test harness: no `main`, traps call `void wt_trap(int code)` (defined by the
    /// harness, which must not return), `spectest` imports provided.
    SpecTest,
}

/// Why a module was refused.
#[derive(Debug, Clone)]
pub struct Error {
    pub message: String,
    /// The function index (in the function index space) where the refusal happened, if any.
    pub func: Option<u32>,
    /// Byte offset in the module.
    pub offset: Option<u64>,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)?;
        if let Some(i) = self.func {
            write!(f, " in function {i}")?;
        }
        if let Some(o) = self.offset {
            write!(f, " at byte offset {o:#x}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Error {}

impl Error {
    pub(crate) fn new(message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
            func: None,
            offset: None,
        }
    }
    pub(crate) fn at(message: impl Into<String>, func: Option<u32>, offset: u64) -> Error {
        Error {
            message: message.into(),
            func,
            offset: Some(offset),
        }
    }
}

impl From<wasmparser::BinaryReaderError> for Error {
    fn from(e: wasmparser::BinaryReaderError) -> Error {
        Error {
            message: format!("invalid module: {}", e.message()),
            func: None,
            offset: Some(e.offset() as u64),
        }
    }
}

/// Translates a module into one C file.
pub fn translate(wasm: &[u8], options: &Options) -> Result<String, Error> {
    Ok(translate_full(wasm, options)?.c)
}

/// As [`translate`], also telling the C names of the exports (for harnesses).
pub fn translate_full(wasm: &[u8], options: &Options) -> Result<Translation, Error> {
    emit::translate(wasm, options)
}
