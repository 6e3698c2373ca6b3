//! Test support shared by the bundler's tests, the fixture checks, `stress` and the benchmarks.
//!
//! Everything here is independent of solver-core on purpose: expected outputs and special
//! judges must not share code with the solutions they judge. The judges themselves live in the
//! `checkers` crate and the fixture layout in `problem-spec` (tools use them without test
//! support); they are re-exported here under their old names.

pub use checkers::compare;
pub use checkers::special as checker;
pub mod fixtures;
pub mod generate;
pub mod reference;
