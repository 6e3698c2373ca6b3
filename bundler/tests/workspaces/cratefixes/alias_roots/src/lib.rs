//! The roots of hashbrown 0.17.2 and allocator-api2 0.2 (`extern crate alloc as alloc_crate;`,
//! `extern crate alloc as stdalloc;`) and regex-automata 0.3.9's util/memchr.rs in small: a
//! sysroot crate bound under another name at the crate root, which every module names by that
//! name (the extern prelude), and a function named like a dependency that calls
//! `dependency::function` (a path's first segment is looked up among types and modules only);
//! and regex-syntax 0.7.5's `ages`: a module imported inside a nested function's body, whose
//! items only paths through that import name.
#![no_std]

extern crate alloc as alloc_crate;
extern crate std as stdlib;

use alloc_crate::string::String;

pub mod words;
mod tables;

pub mod find {
    pub use self::inner::*;

    pub(super) mod inner {
        pub fn seek(hay: &[u8], b: u8) -> Option<usize> {
            seek::seek(hay, b)
        }

        pub fn seek_last(hay: &[u8], b: u8) -> Option<usize> {
            seek::seek_last(hay, b)
        }
    }
}

/// The text between the first and the last `b` in `s`.
pub fn between(s: &str, b: u8) -> String {
    match (find::seek(s.as_bytes(), b), find::seek_last(s.as_bytes(), b)) {
        (Some(i), Some(j)) if i < j => String::from(&s[i + 1..j]),
        _ => String::new(),
    }
}

/// The age of `c`'s block, by the table's name for it.
pub fn age_of(c: char) -> &'static str {
    fn imp(c: char) -> &'static str {
        use crate::tables::age;

        const AGES: &[(&str, &[(char, char)])] = &[("V1", age::V1), ("V2", age::V2)];
        AGES.iter().find(|(_, ranges)| ranges.iter().any(|&(a, b)| a <= c && c <= b)).map_or("none", |(name, _)| name)
    }
    imp(c)
}
