//! A local judge: run a program on a problem's fixtures under the problem's limits
//! (`fixtures/<id>.toml`) and give each case a verdict the way an online judge does.
//!
//! - [`sandbox`]: one run with a wall-time limit (killed when over), an address-space limit
//!   (`RLIMIT_AS`, so an allocation past the limit fails inside the program), peak RSS from
//!   `wait4`, input through stdin or `<stem>.inp`; [`sandbox::run_under`] adds a judge profile's
//!   sandbox rules (main stack, memory rule, no threads where the judge refuses them).
//! - [`verdict`]: AC, WA (with a line diff), RE, TLE, MLE for one case.
//! - [`build`]: the program to judge: the bundle (what gets submitted) or the workspace binary.

pub mod build;
pub mod sandbox;
pub mod verdict;
