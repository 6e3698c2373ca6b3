mod uapi;
pub(crate) use uapi::*;

mod gnu;
pub(crate) use gnu::*;

// `linux` is found through the glob above, whose lookup runs into these very globs.
pub use linux::futex::*;
pub use linux::types::*;
pub use linux::can::*;
// `sys` too is found through a glob (`gnu::*`).
pub use sys::statvfs::*;
