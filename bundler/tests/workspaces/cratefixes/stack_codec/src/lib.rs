//! A stack whose impl of another crate's trait (`codec::Encode`) a program may or may not use,
//! as smallvec's `impl Serialize for SmallVec` (issue 37).

// `Source` is imported for `read_from`; `extend_from`'s `size_hint()` is an iterator's, which a
// program that never reads from a source must not take for the trait's (smallvec's `use
// serde::de::SeqAccess;` beside its iterators).
use codec::{Encode, Encoder, Source};

/// A stack of numbers.
#[derive(Default)]
pub struct Stack {
    items: Vec<i64>,
}

impl Stack {
    pub fn push(&mut self, x: i64) {
        self.items.push(x);
    }

    pub fn depth(&self) -> usize {
        self.items.len()
    }

    pub fn sum(&self) -> i64 {
        self.items.iter().sum()
    }

    /// Pushes every number of `numbers`, with room reserved first.
    pub fn extend_from<I: Iterator<Item = i64>>(&mut self, numbers: I) {
        let (low, _) = numbers.size_hint();
        self.items.reserve(low);
        for x in numbers {
            self.items.push(x);
        }
    }

    /// Pushes every number a source hands out.
    pub fn read_from<S>(&mut self, mut source: S)
    where
        S: Source,
    {
        while let Some(x) = source.next_number() {
            self.items.push(x);
        }
    }
}

impl Encode for Stack {
    fn encode(&self, out: &mut Encoder) {
        out.list(&self.items);
    }
}
