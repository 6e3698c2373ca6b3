//! icu_locale_core's and litemap's macro shapes: `#[macro_export]` macros re-exported by path
//! under other names (`pub use __struct_keyword as struct_keyword;`, then `pub use macros::*;`
//! and `use crate::..::struct_keyword;` where it is invoked), a macro re-exported as a
//! module's member (`pub use __value as value;` in module `value`, then `pub use
//! value::{Value, value};`), and a `cfg` that an invocation passes (`litemap_impl!(feature =
//! "alloc", ..)` into `#[cfg($cfg)]`, beside a `cfg_attr` of the body's own).

mod macros;
mod kw;
mod value;
pub use kw::*;
pub use value::{value, Value};

macro_rules! store_impl(
    ($cfg:meta, $store:ident $(=$defaultty:ty)?) => {
        #[derive(Clone, Debug, PartialEq)]
        #[cfg_attr(feature = "never", derive(Eq))]
        #[cfg($cfg)]
        pub struct Store<K, $store $(= $defaultty)?> {
            pub items: $store,
            pub key: Option<K>,
        }
    };
);
store_impl!(feature = "alloc", S = Vec<(K, u32)>);
store_impl!(not(feature = "alloc"), S);

impl<K> Store<K> {
    pub fn with(items: Vec<(K, u32)>) -> Self {
        Store { items, key: None }
    }
}
