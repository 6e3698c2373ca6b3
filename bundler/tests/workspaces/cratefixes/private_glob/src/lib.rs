//! thiserror's and serde's shapes: a public module that glob-re-exports a private one
//! (`pub mod __private21 { pub use crate::private::*; }`, which their build scripts write),
//! whose names are themselves re-exports of std's items (`pub use core::error::Error;`; std's
//! here, which rustc 1.63 has), and
//! which derives' expansions name (`impl ::thiserror::__private21::Error for ..`, `&dyn
//! ::thiserror::..`); and a module's re-export of a name that only a private inner module
//! re-exports from elsewhere (serde's `pub use self::content::Content;` beside `mod content {
//! pub use crate::serde_core_private::Content; }`), which nothing kept names.

mod aserror;
mod private;

#[doc(hidden)]
pub mod __private7 {
    #[doc(hidden)]
    pub use crate::private::*;
}
