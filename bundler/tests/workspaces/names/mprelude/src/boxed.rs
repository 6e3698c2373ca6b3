#![cfg(feature = "alloc")]
//! On with the default feature: rustc keeps the module, so must the bundle.

pub struct Boxed(pub Vec<u32>);
