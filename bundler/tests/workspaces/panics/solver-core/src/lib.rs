//! A library that panics at known lines, for the tests of the runtime-error map
//! (tests/runtime_errors.rs) and of `--watch` (tests/watch.rs).

pub mod boom;
pub mod idle;
