//! zerocopy 0.8's shape (ahash 0.8.12 and ppv-lite86 bring it into bundles): `unsafe` marker
//! traits with a provided method, implemented for every primitive type by a macro invoked
//! as statements of anonymous constants (`const _: () = unsafe { unsafe_impl!(..); };`), the
//! macro's expansion a block of a call and the impl, its multi-trait arm recursing through
//! a packed token tree; and a function whose bound needs one impl of them.

#[macro_use]
mod macros;

/// # Safety
/// Every bit pattern of `Self` is a valid value.
pub unsafe trait FromBytes {
    fn only_derive_is_allowed_to_implement_this_trait()
    where
        Self: Sized;

    fn zeroed() -> Self
    where
        Self: Sized,
    {
        // SAFETY: the trait's promise.
        unsafe { core::mem::zeroed() }
    }
}

/// # Safety
/// `Self` has no padding bytes.
pub unsafe trait IntoBytes {
    fn only_derive_is_allowed_to_implement_this_trait()
    where
        Self: Sized;
}

/// # Safety
/// `Self` has alignment 1.
pub unsafe trait Unaligned {}

const fn promise() {}

const _: () = unsafe {
    unsafe_impl!(u8: FromBytes, IntoBytes, Unaligned);
    unsafe_impl!(i8: FromBytes, IntoBytes, Unaligned);
    unsafe_impl!(u16: FromBytes, IntoBytes);
    unsafe_impl!(u32: FromBytes, IntoBytes);
    unsafe_impl!(u64: FromBytes, IntoBytes);
    unsafe_impl!(i64: FromBytes, IntoBytes);
    unsafe_impl!(u128: FromBytes, IntoBytes);
};

const _: () = unsafe { unsafe_impl!(usize: FromBytes, IntoBytes) };

/// Reinterprets the bytes of `value` as a `U` of the same size, as `zerocopy::transmute!`.
pub fn transmute<T: IntoBytes, U: FromBytes>(value: T) -> U {
    assert_eq!(core::mem::size_of::<T>(), core::mem::size_of::<U>(), "sizes differ");
    let out = unsafe { core::mem::transmute_copy(&value) };
    core::mem::forget(value);
    out
}
