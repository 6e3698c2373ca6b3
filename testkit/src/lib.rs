//! Test support shared by the bundler's tests and the fixture checks.
//!
//! Everything here is independent of solver-core on purpose: expected outputs and special
//! judges must not share code with the solutions they judge.

pub mod checker;
pub mod compare;
pub mod fixtures;
pub mod generate;
pub mod reference;
