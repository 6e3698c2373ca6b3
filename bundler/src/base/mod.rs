//! Shared pieces at the bottom of the pipeline, which every stage may use and which import
//! nothing from the stages above them.
//!
//! - In: paths, texts, byte ranges. Out: [`error::Error`] (every failure, with where and what
//!   to do), [`edit::Edit`]s applied to texts, files written whole or not at all
//!   ([`output`]), the workspace's places ([`workspace`]), and the record of every file and
//!   variable read ([`inputs`]), which the caches key on.
//! - Never: a bundling decision. Nothing here knows what a judge, a crate or a problem is
//!   beyond where its files are.

pub mod edit;
pub mod error;
pub mod inputs;
pub mod linemap;
pub mod output;
pub mod scratch;
pub mod syntax;
pub mod workspace;
