//! num-integer 0.1.45 (edition 2015) in a few lines: `extern crate num_traits as traits;` at the
//! root, so its paths reach the dependency through the alias, and `use core; use core::mem;`
//! in a module of a `no_std` crate.
#![no_std]

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
