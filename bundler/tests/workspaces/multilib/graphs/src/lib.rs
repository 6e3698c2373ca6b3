//! Graph algorithms over `numbers`.

pub mod bfs;
pub mod dag;
pub mod dsu;

/// The gcd trait of `numbers`, so that users of `graphs` need not name that crate.
pub use numbers::Gcd;
