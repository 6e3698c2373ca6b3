//! icu_segmenter's shape: baked data made by another crate's macros, invoked inside `const _`
//! with a glob import of that crate, and a module that re-exports the crate itself.

use baked_data::{prelude::{tagdep::shout, *}};

pub const BASE: u32 = 21;

/// The provider.
#[doc = concat!("(version ", tagdep::tag!(), ")")]
pub struct Baked;

#[allow(unused_imports)]
const _: () = {
    use baked_data::*;
    impl_answer!(Baked);
};

/// icu_segmenter's `pub mod icu { pub use crate as segmenter; }`.
pub mod here {
    pub use crate as user;
}

pub fn base() -> u32 {
    here::user::BASE
}

pub fn loud(s: &str) -> String {
    shout(s)
}

#[cfg(test)]
include!("../tests/helpers.rs.raw");
