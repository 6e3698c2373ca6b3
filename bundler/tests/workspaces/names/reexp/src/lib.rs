//! A dependency re-exported: as an extern crate and by `pub use`.
pub extern crate helper;
pub use helper as tools;

pub fn own() -> u32 {
    helper::Tool::id() + 1
}

/// Another crate's exported macro, re-exported.
pub use tables::hmap as ten_times;
pub use tables::twice;
