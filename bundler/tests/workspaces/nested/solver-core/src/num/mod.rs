//! Number traits the generic code is written against.
mod identities;

pub use identities::{One, Zero};
// Re-exported here and used from `geometry` as `super::num::PI`.
pub use std::f64::consts::PI;

/// The largest value, as a sentinel for "unreachable".
pub trait Bounded {
    const MAX: Self;
}

macro_rules! bounded {
    ($($t:ty),*) => {
        $(impl Bounded for $t {
            const MAX: Self = <$t>::MAX;
        })*
    };
}

bounded!(u32, u64, i64, usize);

/// What a shortest-path weight needs; every type with these properties is one.
pub trait Weight: Copy + Ord + std::ops::Add<Output = Self> + Zero + Bounded {}

impl<T> Weight for T where T: Copy + Ord + std::ops::Add<Output = T> + Zero + Bounded {}
