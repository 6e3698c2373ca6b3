//! A #![no_std] crate that allocates through `alloc`: it works inside a std program as it is.
#![no_std]

extern crate alloc;

use alloc::vec::Vec;
use core::fmt::Write;

/// The squares 0, 1, 4, ... of the first `n` numbers.
pub fn squares(n: u64) -> Vec<u64> {
    (0..n).map(|i| i * i).collect()
}

/// The numbers joined by commas.
pub fn joined(values: &[u64]) -> alloc::string::String {
    let mut out = alloc::string::String::new();
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write!(out, "{}", v).unwrap();
    }
    out
}
