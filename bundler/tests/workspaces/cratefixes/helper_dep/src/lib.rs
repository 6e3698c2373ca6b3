//! icu_provider's part in icu_segmenter_data's macros: a crate that the macros' bodies name,
//! which the invoking crate depends on and the defining crate does not.

pub fn double(x: u32) -> u32 {
    2 * x
}

pub fn unused_by_anyone() -> u32 {
    7
}
