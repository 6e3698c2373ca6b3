//! `shapes/detail.rs`, private to `shapes`.
pub(crate) fn checked(x: u64) -> u64 {
    assert!(x < u64::MAX);
    x
}
