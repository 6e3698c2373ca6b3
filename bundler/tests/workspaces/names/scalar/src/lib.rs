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
