#[doc(hidden)]
#[macro_export]
macro_rules! __struct_keyword {
    ($(#[$doc:meta])* $([$derive_attrs:ty])? $name:ident, $key:literal, $value:ty, $into:expr) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq)]
        $(#[derive($derive_attrs)])?
        pub struct $name(pub $value);

        impl $name {
            pub const KEY: &'static str = $key;

            pub fn scaled(&self) -> u64 {
                $into(self)
            }
        }
    };
}
#[doc(inline)]
pub use __struct_keyword as struct_keyword;
