//! ppv-lite86's shape: its types are made by another crate's macro (the crate `lanes`),
//! invoked at item level through the crate's path and through an import, and their inherent
//! and trait impls are written beside the invocations.

pub mod pair;
pub mod quad;

pub use lanes::Lanes;
