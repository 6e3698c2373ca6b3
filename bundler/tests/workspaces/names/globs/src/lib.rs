//! Public items reached through glob re-exports and chains of them.
mod inner;
pub use inner::*;

/// A chain: `chain` globs `a`, which re-exports `b::Leaf` by name.
pub mod chain {
    pub use crate::a::*;
}
mod a {
    pub use crate::b::Leaf;
    pub fn from_a() -> u32 {
        2
    }
}
mod b {
    pub struct Leaf;
    impl Leaf {
        pub fn v(&self) -> u32 {
            3
        }
    }
}

/// A cycle: `ring` and `ring2` glob each other.
pub mod ring {
    pub use crate::ring2::*;
    pub fn one() -> u32 {
        4
    }
}
mod ring2 {
    pub use crate::ring::*;
    pub fn two() -> u32 {
        5
    }
}

/// An item of the module shadows the glob's item of the same name.
pub mod shadow {
    pub use crate::shadow_src::*;
    pub fn pick() -> u32 {
        6
    }
}
mod shadow_src {
    pub fn pick() -> u32 {
        7
    }
    pub fn other() -> u32 {
        8
    }
}

/// A glob re-export of a module with a `pub(crate)` item: only the `pub` one goes out.
mod vis {
    pub(crate) fn internal() -> u32 {
        9
    }
    pub fn external() -> u32 {
        internal() + 1
    }
}
pub use vis::*;

/// `crate::Thing`, which only the glob provides.
pub fn make() -> crate::Thing {
    crate::Thing
}

pub fn inside() -> u32 {
    internal() + chain::from_a()
}
