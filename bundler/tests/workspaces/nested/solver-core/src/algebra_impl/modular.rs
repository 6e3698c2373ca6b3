//! Integers modulo a constant; the operators come from one macro.
use crate::num::One;
use std::fmt;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ModP<const M: u64>(u64);

impl<const M: u64> ModP<M> {
    pub const MODULUS: u64 = M;

    pub fn new(x: u64) -> Self {
        ModP(x % M)
    }

    pub fn value(self) -> u64 {
        self.0
    }
}

macro_rules! binary_ops {
    ($($op:ident $method:ident $assign:ident $assign_method:ident |$a:ident, $b:ident| $body:expr;)*) => {$(
        impl<const M: u64> std::ops::$op for ModP<M> {
            type Output = Self;
            fn $method(self, rhs: Self) -> Self {
                let ($a, $b) = (self.0, rhs.0);
                ModP($body)
            }
        }
        impl<const M: u64> std::ops::$assign for ModP<M> {
            fn $assign_method(&mut self, rhs: Self) {
                *self = std::ops::$op::$method(*self, rhs);
            }
        }
    )*};
}

binary_ops! {
    Add add AddAssign add_assign |a, b| (a + b) % M;
    Sub sub SubAssign sub_assign |a, b| (a + M - b) % M;
    Mul mul MulAssign mul_assign |a, b| (a as u128 * b as u128 % M as u128) as u64;
}

impl<const M: u64> One for ModP<M> {
    const ONE: Self = ModP(1 % M);
}

impl<const M: u64> std::iter::Sum for ModP<M> {
    fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
        iter.fold(ModP(0), |a, b| a + b)
    }
}

impl<const M: u64> fmt::Display for ModP<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
