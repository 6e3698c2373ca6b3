//! yoke's shape: a crate that re-exports a derive at its root (`pub use yoke_derive::Yokeable;`),
//! and zerovec's: one re-exported from a module in a file of its own (`pub mod ule;`).

pub use pm_derives::Describe;
pub use pm_derives::strip_marks;
pub mod derives;
