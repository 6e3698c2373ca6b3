//! `dup` 2.0.0: one of two versions of one crate in the same build.

pub const VERSION: u32 = 2;
