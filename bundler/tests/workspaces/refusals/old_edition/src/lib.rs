//! Edition 2015: `async` is an identifier and trait methods may have anonymous parameters,
//! neither of which compiles once inlined into a 2021 program.
#![allow(anonymous_parameters)]

pub trait Scale {
    fn scale(&self, u64) -> u64;
}

pub struct Doubler;

impl Scale for Doubler {
    fn scale(&self, x: u64) -> u64 {
        let async = 2;
        async * x
    }
}
