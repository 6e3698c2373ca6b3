//! A trait with a method `new`, implemented only by this module's type.
use std::ops::Add;

pub trait ModIntBase: Copy {
    fn new(x: u64) -> Self;
    fn val(self) -> u64;
}

#[derive(Clone, Copy)]
pub struct ModInt7(u64);

impl ModIntBase for ModInt7 {
    fn new(x: u64) -> Self {
        ModInt7(x % 7)
    }
    fn val(self) -> u64 {
        self.0
    }
}

impl Add for ModInt7 {
    type Output = ModInt7;
    fn add(self, rhs: ModInt7) -> ModInt7 {
        ModInt7::new(self.0 + rhs.0)
    }
}
