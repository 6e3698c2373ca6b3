macro_rules! unsafe_impl {
    ($ty:ty: $trait:ident) => {{
        crate::promise();
        unsafe impl $trait for $ty {
            unsafe_impl!(@method $trait);
        }
    }};
    ($ty:ty: $($traits:ident),*) => {
        unsafe_impl!(@packed { } $ty: $($traits),*)
    };
    (@packed $attrs:tt $ty:ty: $($traits:ident),*) => {{
        $( unsafe_impl!(@unpack $attrs $ty: $traits); )*
    }};
    (@unpack { } $ty:ty: $trait:ident) => {
        unsafe_impl!($ty: $trait);
    };
    (@method Unaligned) => {};
    (@method $trait:ident) => {
        #[allow(clippy::missing_inline_in_public_items)]
        fn only_derive_is_allowed_to_implement_this_trait() {}
    };
}
