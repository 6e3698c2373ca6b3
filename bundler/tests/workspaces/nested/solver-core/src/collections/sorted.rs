use std::ops::Deref;

/// A vector kept sorted; reads as a slice through `Deref`.
#[derive(Clone, Debug)]
pub struct Sorted<T>(Vec<T>);

impl<T: Ord> Sorted<T> {
    /// How many elements are smaller than `x`.
    pub fn count_below(&self, x: &T) -> usize {
        self.0.partition_point(|y| y < x)
    }
}

impl<T: Ord> From<Vec<T>> for Sorted<T> {
    fn from(mut v: Vec<T>) -> Self {
        v.sort_unstable();
        Sorted(v)
    }
}

impl<T> Deref for Sorted<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.0
    }
}
