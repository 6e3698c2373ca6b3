//! Modular arithmetic and greatest common divisors.

pub mod gcd;
pub mod modular;

pub use gcd::{gcd, Gcd};
pub use modular::{add_mod, mul_mod, pow_mod};

/// The sum of the listed values modulo `m`: `mod_sum!(m; a, b, c)`.
#[macro_export]
macro_rules! mod_sum {
    ($m:expr; $($x:expr),* $(,)?) => {
        $crate::modular::sum_mod($m, &[$($x),*])
    };
}
