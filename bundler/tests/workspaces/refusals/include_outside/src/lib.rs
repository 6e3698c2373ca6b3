#![doc = include_str!("../README.md")]
//! Reads a data file from outside src/, as rustc reads it (relative to this file): the bundle
//! carries its text as a literal, like a file inside src/. The crate's documentation comes from
//! its README (the attribute goes: docs change no program); one path is computed with
//! `concat!` and `env!`, and two includes are under `cfg`s that do not hold, naming files that
//! do not exist (rustc never reads them, and neither may the bundler).

/// The table, as `include_str!("../data/table.txt")` reads it: a doc comment that mentions an
/// include is documentation like any other, and stays.
pub const TABLE: &str = include_str!("../data/table.txt");

/// The same file through the manifest's folder.
pub const SAME_TABLE: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/data", "/table.txt"));

#[cfg(any())]
pub const NEVER: &str = include_str!("../data/never-written.txt");

#[cfg(any())]
include!(concat!(env!("OUT_DIR"), "/never-generated.rs"));

#[cfg_attr(docsrs, doc = include_str!("../README.md"))]
pub fn rows() -> usize {
    #[cfg(any())]
    let _never = include_bytes!("missing.bin");
    TABLE.lines().count() + (SAME_TABLE == TABLE) as usize * 100
}
