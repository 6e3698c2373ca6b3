//! A problem's files and metadata, shared by the bundler, the judge runner, stress, the
//! scaffolding tools and the tests, so that they can never disagree about where things are.
//!
//! - [`layout`]: `problems/src/bin/<id>.rs`, `fixtures/<id>/<name>.in` / `.out`, `*.any` cases.
//! - [`spec`]: `fixtures/<id>.toml` (judge profile, I/O mode, limits, URL, checker).
//! - [`audit`]: what every problem must have before anything slow runs.
//! - [`judge_host`]: which judge's profile a problem URL's host names.

pub mod audit;
pub mod judge_host;
pub mod layout;
pub mod spec;

pub use layout::Case;
pub use spec::{IoMode, ProblemSpec};
