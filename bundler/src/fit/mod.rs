//! Fitting a judge's size limit with the compiler's help, and measuring how much of a bundle
//! the compiler shows to be dead.
//!
//! - In: a bundle over its judge's limit, and a way to make it again (or any bundle's text,
//!   for [`measure`]). Out: a bundle that fits ([`to_limit`]: without build-script cfgs,
//!   with macros expanded, then [`compile_shrink`], guided by what code generation
//!   instantiates, [`mono_items`], and by rustc's dead-code reports), or the one it was given,
//!   for the limit check to refuse, with its [`floor`] when even the code it runs is over the
//!   limit (then the compile-guided step is not tried); or the measurement.
//! - Never: hand back a text it has not compiled; the pipeline keeps a result only when it
//!   also passes the program's fixtures ([`crate::check`]) and runs the same code as where the
//!   step started ([`same_code`], by rustc's MIR).

pub mod compile_shrink;
pub mod floor;
pub mod measure;
pub mod mono_items;
pub mod same_code;
pub mod to_limit;
