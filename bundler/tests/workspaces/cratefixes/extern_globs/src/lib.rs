//! libc 0.2.191's shapes (issue 37): modules that glob-import each other in a cycle (`mod new`
//! finds `linux` through `pub(crate) use uapi::*;` while one of its own globs is `pub use
//! linux::futex::*;`), leaf modules whose private `use crate::prelude::*;` a glob from outside
//! does not see, functions declared in `extern { }` blocks reached through globs, an extern
//! function named like the struct a glob brings (`fn statvfs(.., buf: *mut statvfs)`), and
//! structs made by macros that pass each struct, a private one too, on to another arm with
//! its attributes (`s2!`, `s_no_extra_traits!`, `custom_struct!`).
#![allow(non_camel_case_types)]

#[macro_use]
mod macros;
mod prelude {
    pub(crate) use std::os::raw::{c_int, c_ulong};
}
mod new;
mod unix;

pub use new::*;
pub use unix::*;
