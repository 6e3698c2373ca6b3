//! A crate whose build script enables big tables, with and without sound fallbacks: what the
//! bundler may leave out of a bundle over the judge's limit is what compiles and answers the
//! same without them (`tables_fast` only).

#[cfg(tables_needed)]
mod needed;

/// `i * i`. No fallback: without `tables_needed` this does not compile.
pub fn needed_square(i: usize) -> u64 {
    needed::SQUARES[i]
}

#[cfg(tables_exact)]
mod exact;

/// `i * i` from the table; the fallback only bounds it (a wrong answer without `tables_exact`).
#[cfg(tables_exact)]
pub fn exact_square(i: usize) -> u64 {
    exact::SQUARES[i]
}

#[cfg(not(tables_exact))]
pub fn exact_square(i: usize) -> u64 {
    (i as u64 + 1) * (i as u64 + 1)
}

#[cfg(tables_fast)]
mod fast;

/// `i * i`, looked up when the build script enabled the table, computed otherwise.
#[cfg(tables_fast)]
pub fn fast_square(i: usize) -> u64 {
    fast::SQUARES[i]
}

#[cfg(not(tables_fast))]
pub fn fast_square(i: usize) -> u64 {
    i as u64 * i as u64
}

mod big;

/// `i * i` for `i < 9000`, always from a table too big for a 64 KB bundle.
pub fn big_square(i: usize) -> u64 {
    big::SQUARES[i]
}
