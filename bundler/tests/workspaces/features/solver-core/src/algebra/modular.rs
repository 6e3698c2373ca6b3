//! Nested file module `algebra/modular.rs`.
use super::mul;
use std::collections::HashMap;

/// `base^exp mod m` by squaring.
pub fn pow_mod(mut base: u64, mut exp: u64, m: u64) -> u64 {
    let mut acc = 1 % m;
    base %= m;
    while exp > 0 {
        if exp & 1 == 1 {
            acc = mul(acc, base) % m;
        }
        base = mul(base, base) % m;
        exp >>= 1;
    }
    acc
}

pub fn memo_table() -> HashMap<u64, u64> {
    HashMap::new()
}
