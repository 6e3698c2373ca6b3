//! The binary reflected Gray code and its inverse: the thread of seed 003's chapter 2 (the
//! Chinese rings in [`crate::chinese_rings`], the n-cube's Hamilton cycle in
//! [`crate::hamilton`]).
//!
//! Source: seed 003 (Doan Van Loi, "Mot so bai toan tro choi co noi dung toan hoc", master's
//! thesis, Hanoi 2012). Our copy of the seed breaks off after the Nim section, so the statements
//! below follow the standard treatments the thesis cites: F. Gray, US patent 2,632,058 (1953);
//! D. E. Knuth, TAOCP vol. 4A, section 7.2.1.1. Seed 003, ch. 2 section 1 "Ma Gray".

/// The binary reflected Gray code of `i`: `i xor (i >> 1)`. Consecutive codes differ in one
/// bit.
///
/// Source: seed 003, ch. 2 section 1; F. Gray, US patent 2,632,058 (1953).
///
/// # Constraints
/// Any `u64`; it is a bijection of u64, inverted by [`gray_inverse`].
///
/// # Complexity
/// O(1).
///
/// Checked for all `i < 2^16` (one bit changes between neighbours, and [`gray_inverse`]
/// inverts it).
///
/// # Example
/// ```
/// use solver_core::gray::gray_code;
/// assert_eq!(gray_code(5), 7);
/// ```
pub fn gray_code(i: u64) -> u64 {
    i ^ (i >> 1)
}

/// The index whose Gray code is `g`: the prefix XOR of `g`'s bits from the top.
///
/// Source: as [`gray_code`].
///
/// # Constraints
/// Any `u64`.
///
/// # Complexity
/// O(log 64) shifts.
///
/// Checked for all `g < 2^16` and at `u64::MAX`.
///
/// # Example
/// ```
/// use solver_core::gray::{gray_code, gray_inverse};
/// assert_eq!(gray_inverse(7), 5);
/// assert_eq!(gray_inverse(gray_code(u64::MAX)), u64::MAX);
/// ```
pub fn gray_inverse(g: u64) -> u64 {
    let mut i = g;
    let mut shift = 1;
    while shift < 64 {
        i ^= i >> shift;
        shift <<= 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gray_code_round_trips() {
        for i in 0..1u64 << 16 {
            assert_eq!(gray_inverse(gray_code(i)), i);
            assert_eq!(gray_code(gray_inverse(i)), i);
            assert_eq!((gray_code(i) ^ gray_code(i + 1)).count_ones(), 1);
        }
        assert_eq!(gray_inverse(gray_code(u64::MAX)), u64::MAX);
        assert_eq!(gray_inverse(1 << 63), u64::MAX);
    }
}
