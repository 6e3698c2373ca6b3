//! An edition-2015 crate: its dependency has another name here, and `use` paths are relative
//! to the crate root.

extern crate basics as base;
extern crate core;

use base::Double;

mod roots;
pub use roots::Root;

/// One more than twice.
pub trait Twice: Sized {
    fn twice_plus_one(&self) -> Self;
}

impl Twice for u64 {
    fn twice_plus_one(&self) -> u64 {
        self.double() + 1
    }
}

impl Twice for i64 {
    fn twice_plus_one(&self) -> i64 {
        // The inherent `i64::abs`: neither base::Magnitude nor absolute::Absolute is in
        // scope here.
        self.abs().double() + 1
    }
}

/// `abs` like `i64::abs`, in scope neither where oldnum calls `abs` nor in the problem
/// (OLDNUM_ABS_MARKER).
pub mod absolute {
    pub trait Absolute {
        fn abs(&self) -> Self;
    }

    impl Absolute for i64 {
        fn abs(&self) -> i64 {
            if *self < 0 {
                -*self
            } else {
                *self
            }
        }
    }
}

/// Cubes through a glob of `base::power`: the glob brings every trait of that module.
pub mod cube {
    use base::power::*;

    pub fn cube(x: u64) -> u64 {
        x.power(3)
    }
}
