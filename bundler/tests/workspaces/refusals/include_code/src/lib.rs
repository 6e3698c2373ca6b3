//! Pastes code from another file with `include!`: the bundle pastes it in the same place.

include!("values.rs");

pub fn total() -> u32 {
    VALUES.iter().sum()
}
