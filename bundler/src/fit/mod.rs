//! Fitting a judge's size limit with the compiler's help, and measuring how much of a bundle
//! the compiler shows to be dead.
//!
//! - In: a bundle's text over its judge's limit (or any bundle, for [`measure`]). Out: a
//!   smaller text that still compiles ([`compile_shrink`], guided by what code generation
//!   instantiates, [`mono_items`], and by rustc's dead-code reports), or the measurement.
//! - Never: hand back a text it has not compiled; the pipeline keeps a result only when it
//!   also passes the program's fixtures ([`crate::check`]).

pub mod compile_shrink;
pub mod measure;
pub mod mono_items;
