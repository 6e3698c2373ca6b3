//! Containers.
pub mod sorted;
