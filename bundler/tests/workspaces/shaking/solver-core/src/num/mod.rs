//! Item 14: a std constant re-exported here and used from a sibling as `super::num::PI`.
pub use std::f64::consts::PI;
