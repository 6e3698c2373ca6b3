//! Traits for the primitive integers, one with a method name that std's inherent methods
//! also have (`abs`).

pub trait Double {
    fn double(&self) -> Self;
}

impl Double for u64 {
    fn double(&self) -> u64 {
        self * 2
    }
}

impl Double for i64 {
    fn double(&self) -> i64 {
        self * 2
    }
}

pub trait Zero {
    fn is_zero(&self) -> bool;
}

impl Zero for u64 {
    fn is_zero(&self) -> bool {
        *self == 0
    }
}

/// `abs` like `i64::abs`: oldnum calls the inherent one on an `i64` without importing this
/// trait, so the trait is not reached (BASICS_MAGNITUDE_MARKER).
pub trait Magnitude {
    fn abs(&self) -> Self;
}

impl Magnitude for i64 {
    fn abs(&self) -> i64 {
        if *self < 0 {
            -*self
        } else {
            *self
        }
    }
}

/// Powers, reached only through a glob of this module (BASICS_POWER_MARKER).
pub mod power {
    pub trait Power {
        fn power(&self, e: u32) -> Self;
    }

    impl Power for u64 {
        fn power(&self, e: u32) -> u64 {
            (0..e).fold(1, |acc, _| acc * *self)
        }
    }
}

/// Reached only through `renamed`'s `use basics as b;` and `use basics::{self as also};`
/// (BASICS_HALVING_MARKER).
pub mod halving {
    pub fn half(x: u64) -> u64 {
        x / 2
    }

    pub fn twice(x: u64) -> u64 {
        x * 2
    }
}
