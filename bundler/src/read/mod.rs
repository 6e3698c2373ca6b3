//! Reading a crate as the compiler sees it for the judge's target: the front end.
//!
//! - In: one crate of the [`crate::find::crates::CrateGraph`] and the judge's
//!   [`crate::judge::target::Target`]. Out: a [`library::Library`]: its module tree and items,
//!   each with what it mentions, after `cfg`s are decided ([`cfg`](mod@cfg), [`cfg_if`]; a false `cfg`
//!   reads no file), its build script run and its outputs carried ([`build_script`],
//!   [`cargo_env`]), its edition translated ([`edition`], [`edition_names`]), its
//!   `macro_rules!` and procedural macros expanded ([`macro_expand`], [`older_macros`],
//!   [`proc_macro`] through the toolchain's server, [`proc_macro_server`]), and the edits that
//!   make its paths point into the bundle ([`rewrite`]). [`parse`] and [`scan`] are the
//!   parsers under them.
//! - Never: decide what a program needs. Everything the compiler would see is read; what
//!   to keep is [`crate::reach`]'s.

pub mod build_script;
pub mod cargo_env;
pub mod cfg;
pub mod cfg_if;
pub mod edition;
pub mod edition_names;
pub mod library;
pub mod macro_expand;
pub mod older_macros;
pub mod parse;
pub mod proc_macro;
pub mod proc_macro_server;
pub mod rewrite;
pub mod scan;
