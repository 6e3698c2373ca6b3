//! Stress testing: [`shrink`] knows each problem's input format well enough to make a failing
//! input smaller (fewer tests, fewer heaps, smaller numbers) while keeping it valid.

pub mod shrink;
