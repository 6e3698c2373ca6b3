//! serde_core's shape: a trait that an item macro declares (`declare_error_trait!`, once per
//! cfg), implemented in a child module file for a std type reached through the crate's facade
//! of std (`mod lib { mod core { pub use std::*; } .. }`, glob-imported), and required by an
//! associated type's bound of another trait's impl, which is all that needs it. The facade
//! holds only imports, and one of them is a trait (`Write as FmtWrite`) that the modules which
//! glob-import the facade call `write!` through.

mod lib {
    mod core {
        pub use std::*;
    }

    pub use self::core::fmt::{self, Debug, Display, Write as FmtWrite};
}

pub mod ser;
