//! Exported macros; `$crate` paths must survive bundling.

/// `square!(x)` is `x * x`, through a library function.
#[macro_export]
macro_rules! square {
    ($x:expr) => {
        $crate::algebra::mul($x, $x)
    };
}

/// Used by textual scope inside the library (after `#[macro_use] mod macros`).
macro_rules! twice {
    ($x:expr) => {
        2 * $x
    };
}

/// A function of this module that uses the textual-scope macro.
pub fn double_it(x: u64) -> u64 {
    twice!(x)
}

/// Calls another exported macro through its crate path.
#[macro_export]
macro_rules! cube {
    ($x:expr) => {
        $crate::square!($x) * $x
    };
}
