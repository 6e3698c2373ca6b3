//! The command line's pieces around the pipeline: the line map written beside a bundle and
//! messages translated through it ([`mapfile`]), and bundling again on every save ([`watch`]).
//!
//! - In: a finished bundle, or file-change events. Out: files beside the bundle, messages.
//! - Never: bundle differently from the library API: the command line only calls it.

pub mod mapfile;
pub mod watch;
