//! Indexing past the end of a table: a panic inside the library.

/// The table the problem indexes.
pub const VALUES: [u32; 3] = [2, 3, 5];

/// `VALUES[i]`; panics when `i` is past the end, on a line the bundle keeps as it is.
pub fn pick(i: usize) -> u32 {
    VALUES[i] // panics: pick
}

/// `VALUES[i] + VALUES[j]`; panics when `j` is past the end, on a line the bundle edits
/// before the place (`crate::boom` becomes `crate::solver_core::boom`).
pub fn pair_sum(i: usize, j: usize) -> u32 {
    crate::boom::VALUES[i] + VALUES[j] // panics: pair
}
