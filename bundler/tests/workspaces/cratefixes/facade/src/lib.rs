//! serde's and serde_json's shapes: a facade module that re-exports std's items through a
//! glob of std (serde_core's `mod lib { mod core { pub use std::*; } pub use self::core::fmt::..
//! }`, which its modules glob-import), a dependency renamed at the crate root (serde_json's
//! `extern crate serde_core as serde;`, then `use serde::de;` in its modules), and a dependency
//! declared in a module (multimap's `extern crate serde;` in `mod serde`, then `use
//! self::serde::de;`).

extern crate partial_use as pu;

mod lib {
    mod core {
        pub use std::*;
    }

    pub use self::core::fmt::{self, Display};
    pub use self::core::marker::PhantomData;
}

pub mod counted;
pub mod shown;
