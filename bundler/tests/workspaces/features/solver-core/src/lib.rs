//! A small library that exercises every shape of module the bundler must handle.
#![warn(missing_debug_implementations)]

pub mod algebra;
pub mod big;
#[macro_use]
pub mod macros;
#[path = "extra/odd_name.rs"]
pub mod renamed;
pub mod shapes;

// A re-export at the root, as `use solver_core::pow_mod` expects.
pub use algebra::modular::pow_mod;
pub use shapes::area::rect as rectangle_area;
