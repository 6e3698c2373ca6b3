/// The additive identity.
pub trait Zero: Sized {
    const ZERO: Self;
    fn is_zero(&self) -> bool;
}

/// The multiplicative identity.
pub trait One: Sized {
    const ONE: Self;
}

macro_rules! identities {
    ($($t:ty)*) => {
        $(
            impl Zero for $t {
                const ZERO: Self = 0;
                fn is_zero(&self) -> bool {
                    *self == <$t as Zero>::ZERO
                }
            }
            impl One for $t {
                const ONE: Self = 1;
            }
        )*
    };
}

identities!(u32 u64 i64 usize);
