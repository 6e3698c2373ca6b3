//! log 0.4.35 without its `std` feature, in a few lines: a `no_std` crate whose root declares
//! `extern crate core as std;`, so that its modules' `std::` paths (edition 2018 and later, through
//! the extern prelude) mean `core::`.
#![no_std]

extern crate core as std;

use std::cmp;
use std::fmt;

pub struct Level(pub u32);

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "level {}", cmp::min(self.0, 5))
    }
}

pub mod bits {
    pub fn width(n: u32) -> u32 {
        std::mem::size_of::<u32>() as u32 * 8 - n.leading_zeros()
    }
}
