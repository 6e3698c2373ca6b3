//! zerocopy's `cryptocorrosion_derive_traits!`, which ppv-lite86 invokes at item level to
//! declare its vector types: an exported macro that writes the struct it is given and impls of
//! this crate's traits for it, checking its input through a `$crate::` call of itself.

pub trait Lanes {
    fn lanes(&self) -> usize;
}

/// Never reached by the programs: what the macro's expansion does not ask for stays out.
pub trait Unused {
    fn unused(&self);
}

#[macro_export]
macro_rules! lanes_struct {
    (
        #[repr($repr:ident)]
        $(#[$attr:meta])*
        $vis:vis struct $name:ident<$($tyvar:ident),*>(pub [$w:ident; $n:literal]);
    ) => {
        $crate::lanes_struct!(@repr #[repr($repr)]);

        $(#[$attr])*
        #[repr($repr)]
        $vis struct $name<$($tyvar),*>(pub [$w; $n]);

        impl<$($tyvar),*> $crate::Lanes for $name<$($tyvar),*> {
            fn lanes(&self) -> usize {
                $n
            }
        }
    };
    (@repr #[repr(transparent)]) => {};
    (@repr #[repr(C)]) => {};
}
