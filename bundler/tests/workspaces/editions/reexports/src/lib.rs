//! Re-exports of a whole dependency, as `num` does (`pub mod bigint { pub use num_bigint::*; }`),
//! and of the crate itself under another name.

pub mod bigint {
    pub use bigdigits::*;
}

pub use bigdigits as digits;
