//! What reaches what: from the names a program mentions to the library items it needs.
//!
//! - In: the program's parsed file and the [`crate::read::library::Library`] of each crate.
//!   Out: per crate, the items to keep ([`shake::Shaken`]), with the roots the program gives
//!   ([`problem`]), re-exports of whole crates followed ([`reexport`]), method calls on std
//!   types resolved ([`receivers`]), and what may go into one file at all ([`admission`]:
//!   native libraries, files outside the crate, a compiler newer than the judge's).
//! - Never: change text. It decides; [`crate::write`] writes. And it keeps rather than drops
//!   when it cannot tell: a wrong drop breaks the bundle, a wrong keep only costs bytes.

pub mod admission;
pub mod load;
pub mod problem;
pub mod receivers;
pub mod reexport;
pub mod shake;
pub mod walk;
