//! Enum variants a private glob import brings into patterns: `L` in a pattern is the variant
//! only while the glob is there (without it, a binding, and rustc's E0170).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Dir {
    L,
    R,
}

use Dir::*;

pub fn flip(d: Dir) -> Dir {
    match d {
        L => R,
        R => L,
    }
}

/// The enum in another module, its variants globbed by path; a variant only in patterns.
pub mod kinds {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Kind {
        Small,
        Big,
        Huge,
    }
}

pub mod judge {
    use crate::kinds::Kind::*;
    use crate::kinds::Kind;

    pub fn size(k: Kind) -> u32 {
        match k {
            Small => 1,
            Huge => 3,
            _ => 2,
        }
    }

    pub fn is_huge(k: &Kind) -> bool {
        matches!(k, Huge)
    }
}

/// Variants through `use super::*` of a module that globs them.
pub mod nested {
    use super::*;

    pub fn left(d: Dir) -> bool {
        if let L = d {
            true
        } else {
            false
        }
    }
}

/// std's variants by a glob: `Less` in a pattern is `Ordering::Less` only through the import.
pub mod order {
    use std::cmp::Ordering::*;

    pub fn sign(a: i32, b: i32) -> i32 {
        match a.cmp(&b) {
            Less => -1,
            Equal => 0,
            Greater => 1,
        }
    }
}
