//! Bit tricks. Only `graphs` depends on this crate: a problem reaches it through `graphs` alone.

/// The number of set bits in all of `values`.
pub fn total_ones(values: &[u64]) -> u32 {
    values.iter().map(|v| v.count_ones()).sum()
}

/// Whether `x` is a power of two.
pub fn is_power_of_two(x: u64) -> bool {
    x != 0 && x & (x - 1) == 0
}
