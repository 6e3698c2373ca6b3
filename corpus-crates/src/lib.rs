//! `corpus-crates`: measures the bundler on programs nobody wrote for it, the doctests and
//! examples of real crates (docs/corpus-crates.md).
//!
//! One file per job, data flowing one way: [`crate_list`] reads `crates.toml` and writes the
//! corpus project's manifest; [`packages`] asks cargo where each crate's source is and what it
//! depends on; [`doctest`] finds the doc comments' code blocks and turns each into the program
//! rustdoc would compile; [`examples`] finds the crates' example programs; [`programs`] names
//! them all and writes them into the corpus project; [`unbundled`] builds and runs them as cargo
//! does; [`bundled`] bundles each with the bundler's library API, compiles the bundle alone with
//! plain rustc and runs it; [`sizes`] (opt-in, `--sizes vnoj`) bundles again for a judge's size
//! limit those over it, and says which shrink step makes each fit; [`cache`] keeps each result
//! under a digest of what it depends on; [`report`] writes docs/corpus-crates.md and
//! results.json. [`run`] (the child processes with a timeout) and [`pool`] (the worker threads)
//! serve them.

pub mod bundled;
pub mod cache;
pub mod crate_list;
pub mod doctest;
pub mod examples;
pub mod packages;
pub mod pool;
pub mod programs;
pub mod report;
pub mod run;
pub mod sizes;
pub mod unbundled;
