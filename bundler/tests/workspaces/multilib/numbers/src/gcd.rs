//! Greatest common divisors, as a function and as a trait.

/// gcd(a, b) by Euclid's algorithm; gcd(0, 0) = 0.
pub fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let r = a % b;
        a = b;
        b = r;
    }
    a
}

/// Types with a greatest common divisor.
pub trait Gcd: Copy {
    fn gcd_with(self, other: Self) -> Self;
}

impl Gcd for u64 {
    fn gcd_with(self, other: u64) -> u64 {
        gcd(self, other)
    }
}

impl Gcd for u32 {
    fn gcd_with(self, other: u32) -> u32 {
        gcd(self as u64, other as u64) as u32
    }
}

/// The gcd of every value; `zero` for none.
pub fn gcd_all<T: Gcd>(zero: T, values: &[T]) -> T {
    values.iter().fold(zero, |acc, &v| acc.gcd_with(v))
}
