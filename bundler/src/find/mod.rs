//! Finding the program and its crates: the stage that turns a path (a problem id in this
//! workspace, or a binary of any Cargo project) into what the later stages read.
//!
//! - In: a workspace root or a contestant's project, and a program name. Out: the
//!   [`crates::CrateGraph`] of the crates the program may use (from `cargo metadata`), the
//!   [`project::Project`] (its program file, its judge, its crates) and the program's sample
//!   cases ([`fixtures`]).
//! - Never: read a crate's source. Which items a crate has, and what its `cfg`s mean, is
//!   [`crate::read`]'s.

pub mod crates;
pub mod fixtures;
pub mod project;
