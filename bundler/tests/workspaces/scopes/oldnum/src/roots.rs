use core;
use core::mem;
use base::Zero;

/// Bit widths and zero tests.
pub trait Root {
    fn bits(&self) -> u32;
    fn nothing(&self) -> bool;
}

impl Root for u64 {
    fn bits(&self) -> u32 {
        8 * mem::size_of::<u64>() as u32 - self.leading_zeros()
    }

    fn nothing(&self) -> bool {
        self.is_zero()
    }
}
