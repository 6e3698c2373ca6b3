//! Test support shared by the bundler's tests, the fixture checks, `stress` and the benchmarks:
//! independent reference solvers ([`reference`]), input generators ([`generate`]) and fixture
//! helpers ([`fixtures`]). No binaries: `regen-fixtures` lives in `stress`, the benchmark in
//! `bench`.
//!
//! Everything here is independent of solver-core on purpose: expected outputs must not share
//! code with the solutions they judge. The judges themselves (judge-style comparison, special
//! judges) live in the `checkers` crate and the fixture layout in `problem-spec`; use them from
//! there.

pub mod fixtures;
pub mod generate;
pub mod reference;
