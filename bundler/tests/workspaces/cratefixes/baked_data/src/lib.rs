//! icu_segmenter_data's shape: `#[macro_export]` macros re-exported under another name (`pub
//! use __impl_answer as impl_answer;`), whose bodies name crates the invoker must have
//! (`helper_dep::`); and pathfinding's `matrix!`,
//! whose body names its own crate by name.

pub mod prelude {
    pub use tagdep;
}

#[doc(hidden)]
#[macro_export]
macro_rules! __impl_answer {
    ($provider:ty) => {
        impl $provider {
            pub fn answer(&self) -> u32 {
                helper_dep::double(21)
            }
        }
    };
}
#[doc(inline)]
pub use __impl_answer as impl_answer;

pub struct Pair(pub u32, pub u32);

impl Pair {
    pub fn new(a: u32) -> Pair {
        Pair(a, a + 1)
    }
}

#[macro_export]
macro_rules! pair {
    ($a:expr) => {
        baked_data::Pair::new($a)
    };
}
