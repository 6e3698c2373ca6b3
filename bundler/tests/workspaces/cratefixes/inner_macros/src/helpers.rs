/// Exported, but meant only for `sum_of_squares!` (lazy_static's `__lazy_static_internal!`).
#[doc(hidden)]
#[macro_export]
macro_rules! __square {
    ($x:expr) => {
        ($x) * ($x)
    };
}
