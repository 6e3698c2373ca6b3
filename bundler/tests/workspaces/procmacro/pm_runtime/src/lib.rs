//! The runtime half of `pm_local`: the trait its derive implements, and the macros
//! re-exported, as serde does with serde_derive.

pub use pm_local::*;

/// A one-line description of a value.
pub trait Describe {
    fn describe(&self) -> String;
}

/// Describes every value, one per line.
pub fn describe_all<T: Describe>(values: &[T]) -> String {
    values.iter().map(|v| v.describe()).collect::<Vec<_>>().join("\n")
}

/// Not used by any problem: must not be bundled.
pub fn unused_helper() -> u32 {
    7
}
