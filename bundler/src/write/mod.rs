//! Writing the bundle: the kept items become one text, then the text steps make it smaller.
//!
//! - In: the libraries and what [`crate::reach`] kept. Out: the bundle's text ([`emit`]: the
//!   program, then one module per crate, with a line map), the text steps over it
//!   ([`strip`]: docs and comments; [`minify`]), the size steps that need no compiler
//!   ([`shrink`]), and the C back-end ([`c_target`]: the bundle compiled to WebAssembly and
//!   translated to one C file).
//! - Never: change what the program means. Every step here keeps the bundle's tokens' meaning;
//!   steps that remove code on the compiler's word are [`crate::fit`]'s.

pub mod bundle;
pub mod c_target;
pub mod emit;
pub mod header;
pub mod minify;
pub mod shrink;
pub mod strip;
pub mod style;
