//! A stack whose impl of another crate's trait (`codec::Encode`) a program may or may not use,
//! as smallvec's `impl Serialize for SmallVec` (issue 37).

use codec::{Encode, Encoder};

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
}

impl Encode for Stack {
    fn encode(&self, out: &mut Encoder) {
        out.list(&self.items);
    }
}
