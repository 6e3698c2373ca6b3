//! proconio's shape: a library that re-exports a proc-macro crate's macros at its root beside
//! its own code.

pub use pm_attrs::*;

/// The tokens of a line, parsed.
pub fn numbers(line: &str) -> Vec<i64> {
    line.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect()
}
