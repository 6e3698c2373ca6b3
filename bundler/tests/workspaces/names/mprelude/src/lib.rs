//! Names the bundle resolves otherwise than the crate does unless the bundler follows rustc:
//! tests/names.rs, `a_crates_macros_prelude_and_reexports_resolve_as_in_the_crate`.

// 2018: a root `extern crate x as y;` puts `y` in the extern prelude (nalgebra's `num`).
extern crate helper as aid;

#[macro_use]
mod macros;
pub mod bits;
// Inner `#![cfg(..)]` of the module's own file: on (default feature) and off.
pub mod boxed;
pub mod gone;
mod tables;
mod assign;

// anyhow's `pub use anyhow as format_err;`: a `pub use` of an exported macro.
pub use make_bits as new_bits;
pub use crate::macros::three;
pub use crate::macros::warned_twice;

// matrixmultiply: what is private at the root is crate-visible, so `pub(crate)` re-exports it.
mod defaults {
    pub const WIDTH: u32 = 8;
}
pub(crate) use defaults as params;

pub mod prelude {
    pub use crate::{bits::Bits, make_bits, MakeBits};
    #[cfg(feature = "alloc")]
    pub use crate::boxed::Boxed;
    pub use crate::tap::*;
}

pub mod tap {
    /// tap's prelude: reached through a glob that re-exports a glob.
    pub trait Tap: Sized {
        fn tap(self, f: impl FnOnce(&Self)) -> Self {
            f(&self);
            self
        }
    }
    impl<T> Tap for T {}
}

// itertools: a private module and a glob-imported function of the same name.
mod inter;
pub mod free {
    pub fn inter(n: u32) -> u32 {
        crate::inter::twice(n)
    }
}
pub use crate::free::*;

// ndarray's prelude chain: the imp_prelude glob reaches `Wide` through the root's glob.
mod aliases {
    pub type Wide = u64;
}
pub use crate::aliases::*;
mod imp_prelude {
    pub use crate::prelude2::*;
}
pub mod prelude2 {
    pub use crate::Wide;
}
mod dimension {
    use crate::imp_prelude::*;
    pub fn widen(x: u32) -> Wide {
        x as Wide
    }
}
pub use crate::dimension::*;

pub fn width() -> u32 {
    params::WIDTH + tables::count()
}

// safe_arch's `submodule!`: `mod $name;` in a module the outer invocation makes.
macro_rules! submodule {
    ($v:vis $name:ident) => {
        mod $name;
        $v use $name::*;
    };
    ($v:vis $name:ident { $($content:tt)* }) => {
        mod $name { $($content)* }
        $v use $name::*;
    };
}
submodule!(pub arch {
    submodule!(pub sse);
    // An exported macro in a module rustc may leave out (safe_arch's `cmp_op!` in `avx`):
    // re-exported from the root only where the module is.
    #[cfg(target_feature = "avx")]
    submodule!(pub avx);
});

// chrono's `format!("{TZDB_LOCATION}/{tz_name}")`: a format string captures a private const.
const ROOT_DIR: &str = "/usr/share";
pub fn under_root(name: &str) -> String {
    format!("{ROOT_DIR}/{name}")
}

// matrixmultiply: a macro of a `#[macro_use]` module, invoked in a module that globs another
// crate's module (`use core::arch::x86_64::*;`), which may hold any name but no macro that
// shadows a `macro_rules!` in textual scope.
#[macro_use]
mod loops {
    #[cfg(debug_assertions)]
    macro_rules! unrolled {
        ($e:expr) => { $e * 4 };
    }
    #[cfg(not(debug_assertions))]
    macro_rules! unrolled {
        ($e:expr) => { $e + $e + $e + $e };
    }
}
pub mod kernel {
    #[allow(unused_imports)]
    use std::ops::*;
    pub fn quad(x: u32) -> u32 {
        unrolled!(x)
    }
}

// ndarray's `azip!` in `zip`'s private `#[macro_use] mod zipmacro;`: exported at the root.
pub mod zip {
    #[macro_use]
    mod zipmacro {
        #[macro_export]
        macro_rules! zip_sum {
            ($a:expr, $b:expr) => { $a + $b };
        }
    }
    pub fn sum3(a: u32) -> u32 {
        zip_sum!(a, 3)
    }
}
