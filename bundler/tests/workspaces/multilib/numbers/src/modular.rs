//! Arithmetic modulo m < 2^63, through u128 where products overflow.

pub fn add_mod(a: u64, b: u64, m: u64) -> u64 {
    ((a % m) + (b % m)) % m
}

pub fn mul_mod(a: u64, b: u64, m: u64) -> u64 {
    ((a as u128 * b as u128) % m as u128) as u64
}

/// base^exp mod m by repeated squaring.
pub fn pow_mod(mut base: u64, mut exp: u64, m: u64) -> u64 {
    let mut acc = 1 % m;
    base %= m;
    while exp > 0 {
        if exp & 1 == 1 {
            acc = mul_mod(acc, base, m);
        }
        base = mul_mod(base, base, m);
        exp >>= 1;
    }
    acc
}

/// The sum of `values` modulo `m` (what `mod_sum!` expands to).
pub fn sum_mod(m: u64, values: &[u64]) -> u64 {
    values.iter().fold(0, |acc, &v| add_mod(acc, v, m))
}
