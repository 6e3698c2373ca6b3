use crate::lib::*;

/// A count shown in angle brackets; `T` only tags it.
pub struct Shown<T>(pub u32, PhantomData<T>);

impl<T> Shown<T> {
    pub fn new(v: u32) -> Self {
        Shown(v, PhantomData)
    }
}

impl<T> Display for Shown<T> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "<{}>", self.0)
    }
}
