//! Traits implemented for std's types, whose methods are called by name alone: such a trait
//! comes only where it is in scope.

/// Imported by the crate root, which calls `is_even_number` on an `i64`.
pub trait Parity {
    fn is_even_number(&self) -> bool;
}

impl Parity for i64 {
    fn is_even_number(&self) -> bool {
        self % 2 == 0
    }
}

/// Imported nowhere: the adapters' `size_hint` (`Iterator`'s) must not bring it, though it is
/// implemented for `bool` and has a member of that name.
pub trait Merge {
    fn size_hint(self) -> usize;
    fn left(self) -> usize;
}

impl Merge for bool {
    fn size_hint(self) -> usize {
        usize::from(self)
    }
    fn left(self) -> usize {
        0
    }
}
