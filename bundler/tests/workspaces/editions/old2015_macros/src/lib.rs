//! Edition 2015 exported macros, which `old2015` brings into scope crate-wide with
//! `#[macro_use] extern crate old2015_macros;` and calls by bare name in its modules.

#[macro_export]
macro_rules! square {
    ($x:expr) => {
        $x * $x
    };
}

/// `$p:pat` followed by `|`: fine in 2015 and 2018, an error in 2021 unless it is `pat_param`.
#[macro_export]
macro_rules! one_of {
    ($v:expr, $($p:pat)|+) => {
        match $v {
            $($p)|+ => true,
            _ => false,
        }
    };
}
