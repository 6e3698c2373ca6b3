//! ndarray's `impl_scalar_lhs_op!`: a macro of impls, defined at the crate root, whose body
//! names a type (`Vector`) and a trait (`Mul`) that only the invoking module imports: the body
//! resolves where it expands.
pub mod vector {
    pub struct Vector(pub Vec<u64>);

    impl Vector {
        pub fn sum(&self) -> u64 {
            self.0.iter().sum()
        }
    }
}

macro_rules! impl_scalar_lhs_mul {
    ($scalar:ty) => {
        impl Mul<Vector> for $scalar {
            type Output = Vector;
            fn mul(self, rhs: Vector) -> Vector {
                Vector(rhs.0.iter().map(|x| x * self as u64).collect())
            }
        }
    };
}

mod ops {
    use super::vector::Vector;
    use std::ops::Mul;

    impl_scalar_lhs_mul!(u64);
    impl_scalar_lhs_mul!(u32);
}

/// nalgebra's `from_to_typenum!`: a macro body's `dims::$D` names a type of another crate that
/// only the invocations spell (`D2`, `D3`); nothing else names them.
pub mod sized {
    pub trait Width {
        type Unit;
        fn width() -> u64;
    }

    pub struct Narrow;
    pub struct Wide;

    macro_rules! widths {
        ($($T:ident => $D:ident),*) => {
            $(impl Width for $T {
                type Unit = dims::$D;
                fn width() -> u64 {
                    <dims::$D as dims::Dim>::VALUE
                }
            })*
        };
    }

    widths!(Narrow => D2, Wide => D3);
}
