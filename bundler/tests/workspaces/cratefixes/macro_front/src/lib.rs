//! serde's shape: a crate that hands on a module of its dependency by name (`pub use
//! serde_core::{de, ser, ..};`), through which programs reach the module's items
//! (`serde::de::IgnoredAny`).

pub use macro_facade::ser;
