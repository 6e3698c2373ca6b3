//! Derives reached the ways icu4x's crates reach theirs.

mod kinds;
pub use kinds::{describe_name, Kind, Shape, Unit};
