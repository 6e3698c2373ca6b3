//! What the roots of hashbrown 0.14.5, indexmap 2.0.0, num-traits 0.2.15 and num-bigint 0.4.3
//! do, in a few lines: a `no_std` crate with `#[macro_use] extern crate std;` and
//! `extern crate alloc;` (reached as `crate::alloc::..`), a module named `core` beside
//! `use ::core::..`, a trait a macro makes re-exported at the root, a name that only a
//! macro's body mentions where the macro is invoked, and a module that holds nothing but a
//! macro writing operator impls for another module's type and its invocation.
#![no_std]

#[macro_use]
extern crate std;
extern crate alloc;

#[macro_use]
mod macros {
    // num-bigint's `promote_scalars!`: its body names `Wide`, which the invoking module imports.
    macro_rules! widen_fn {
        ($name:ident, $t:ty) => {
            pub fn $name(x: $t) -> Wide {
                x as Wide * 3
            }
        };
    }
}

/// indexmap's `map::core` beside `use ::core::..`.
pub mod map {
    mod core {
        pub fn label() -> &'static str {
            "local core"
        }
    }
    use ::core::fmt;

    pub struct Pair(pub u32, pub u32);

    impl fmt::Display for Pair {
        fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
            write!(f, "{}:{} ({})", self.0, self.1, self::core::label())
        }
    }
}

/// hashbrown's `use crate::alloc::alloc::{alloc, dealloc, Layout};`.
mod raw {
    use crate::alloc::alloc::Layout;
    use crate::alloc::vec::Vec;

    pub fn sizes() -> Vec<usize> {
        vec![Layout::new::<u64>().size(), Layout::new::<u16>().size()]
    }
}
pub use raw::sizes;

/// num-traits' `float_const_impl!`: the trait exists only in the macro's expansion.
mod made {
    macro_rules! make_trait {
        ($name:ident, $method:ident) => {
            pub trait $name {
                fn $method(&self) -> u64;
            }
            impl $name for u64 {
                fn $method(&self) -> u64 {
                    self * 2
                }
            }
        };
    }
    make_trait!(Twice, twice);
}
pub use made::Twice;

mod promote {
    pub type Wide = u64;
}

mod widen {
    use crate::promote::Wide;
    widen_fn!(widen_u8, u8);
}
pub use widen::widen_u8;

/// num-bigint's bigint/shift.rs: nothing but a macro that writes operator impls for a type of
/// another module, and its invocation; the program's `<<` needs them.
mod shift {
    use crate::map::Pair;
    use ::core::ops::Shl;

    macro_rules! impl_shl {
        ($($rhs:ty),*) => {$(
            impl Shl<$rhs> for Pair {
                type Output = Pair;

                fn shl(self, rhs: $rhs) -> Pair {
                    Pair(self.0 << rhs, self.1 << rhs)
                }
            }
        )*};
    }
    impl_shl!(u8, usize);
}
