//! num-integer 0.1.45 (edition 2015) in a few lines: `extern crate num_traits as traits;` at the
//! root, so its paths reach the dependency through the alias, and `use core; use core::mem;`
//! in a module of a `no_std` crate; and fixedbitset 0.4.2 built without its `std` feature:
//! `use core as std;` at the root, then `use std::fmt::Write;` and `std::cmp::max(..)`.
#![no_std]

use core as std;
use std::fmt::Write;
use std::fmt::{Display, Error, Formatter};

extern crate nostd_paths as paths;

pub mod roots {
    use core;
    use core::mem;
    use paths::Twice;

    /// 128 for every `x`: the bits of a `u64`, doubled.
    pub fn bits_twice(x: u64) -> u64 {
        (8 * mem::size_of::<u64>() as u64).twice() + core::cmp::max(x, x) - x
    }
}

pub use paths::sizes;

pub fn widen(x: u8) -> u64 {
    ::paths::widen_u8(x)
}

/// A byte's bits, most significant first.
pub struct Bits(pub u8);

impl Display for Bits {
    fn fmt(&self, f: &mut Formatter) -> Result<(), Error> {
        for i in (0..8).rev() {
            f.write_char(if self.0 >> i & 1 == 1 { '1' } else { '0' })?;
        }
        Ok(())
    }
}

pub fn low_max(a: u32, b: u32) -> u32 {
    std::cmp::max(a, b) & 0xff
}
