//! Type-level sizes re-exported at the root by a glob (typenum's `pub use consts::*;`), which
//! `scalar` names only inside a macro body, as `dims::$D`.
pub trait Dim {
    const VALUE: u64;
}

mod consts {
    pub struct D1;
    pub struct D2;
    pub struct D3;

    impl crate::Dim for D1 {
        const VALUE: u64 = 1;
    }
    impl crate::Dim for D2 {
        const VALUE: u64 = 2;
    }
    impl crate::Dim for D3 {
        const VALUE: u64 = 3;
    }
}

pub use consts::*;
