//! `a/mod.rs` style module with a nested file module.
pub mod modular;

/// Multiplies; used by `square!` through `$crate`.
pub fn mul(a: u64, b: u64) -> u64 {
    a * b
}

pub fn unused_in_algebra() -> u64 {
    7
}

#[cfg(test)]
mod tests {
    #[test]
    fn mul_works() {
        assert_eq!(super::mul(2, 3), 6);
    }
}
