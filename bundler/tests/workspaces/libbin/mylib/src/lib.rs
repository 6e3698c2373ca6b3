//! A contestant's own library: number theory and a scanner.

pub mod math;
pub mod scan;
