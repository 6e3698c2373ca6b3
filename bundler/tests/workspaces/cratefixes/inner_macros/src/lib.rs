//! lazy_static 1.4.0's shape: an edition-2015 crate whose public macro is
//! `#[macro_export(local_inner_macros)]` and calls, by bare name, a helper macro exported from a
//! submodule, and itself (recursion over a list).

mod helpers;

/// `sum_of_squares!(a, b, ..)`: the sum of the squares, through the helper `__square!`.
#[macro_export(local_inner_macros)]
macro_rules! sum_of_squares {
    () => { 0 };
    ($x:expr $(, $rest:expr)*) => { __square!($x) + sum_of_squares!($($rest),*) };
}
