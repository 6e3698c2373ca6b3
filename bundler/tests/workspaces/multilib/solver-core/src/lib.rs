//! A tiny game library: Grundy values on a directed acyclic graph.

pub mod grundy;

pub use grundy::mex;
