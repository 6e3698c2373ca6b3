// ndarray's `assign_ops`: a module that holds a macro of impls (with a private `use`) and its
// invocations, which nothing names.
macro_rules! impl_assign {
    ($trt:ident, $method:ident) => {
        use std::ops::$trt;
        impl $trt<u32> for crate::bits::Bits {
            fn $method(&mut self, rhs: u32) {
                self.0 |= 1 << rhs;
            }
        }
    };
}
impl_assign!(AddAssign, add_assign);
