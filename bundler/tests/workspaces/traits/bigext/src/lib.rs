//! A library shaped like itertools: one extension trait with many provided methods, each
//! returning an adapter struct of its own module, and a blanket impl for every iterator. Beside
//! it, traits that exercise each way a member is called: required members implemented by the
//! library and by the problem, provided methods that call other members, overrides, trait
//! objects, UFCS, generic bounds, associated types and constants, operator impls, and impls
//! that a macro writes.

pub mod adapters;
pub mod algebra;
pub mod numeric;
pub mod shapes;

pub use adapters::{Chunks2, Differences, EveryOther, Pairs, RunningSum, Scanned, Squares, Windows3};

use numeric::Parity;
use std::fmt::Display;

/// How many values are even, by a method of a trait imported here.
pub fn even_count(values: &[i64]) -> usize {
    values.iter().filter(|v| v.is_even_number()).count()
}

/// Extra iterator methods; every iterator has them.
pub trait IterExt: Iterator {
    /// Adjacent pairs: `(a, b), (b, c), ...`.
    fn pairs(self) -> Pairs<Self>
    where
        Self: Sized,
        Self::Item: Clone,
    {
        adapters::pairs(self)
    }

    /// The first, third, fifth, ... item.
    fn every_other(self) -> EveryOther<Self>
    where
        Self: Sized,
    {
        adapters::every_other(self)
    }

    /// Prefix sums.
    fn running_sum(self) -> RunningSum<Self>
    where
        Self: Sized,
        Self::Item: Copy + std::ops::Add<Output = Self::Item> + Default,
    {
        adapters::running_sum(self)
    }

    /// Differences of adjacent items.
    fn differences(self) -> Differences<Self>
    where
        Self: Sized,
        Self::Item: Copy + std::ops::Sub<Output = Self::Item>,
    {
        adapters::differences(self)
    }

    /// Items two at a time (the last one alone when the count is odd).
    fn chunks2(self) -> Chunks2<Self>
    where
        Self: Sized,
    {
        adapters::chunks2(self)
    }

    /// Every window of three adjacent items.
    fn windows3(self) -> Windows3<Self>
    where
        Self: Sized,
        Self::Item: Clone,
    {
        adapters::windows3(self)
    }

    /// Squares of the items.
    fn squares(self) -> Squares<Self>
    where
        Self: Sized,
        Self::Item: Copy + std::ops::Mul<Output = Self::Item>,
    {
        adapters::squares(self)
    }

    /// A fold that yields every intermediate state.
    fn scanned<S: Clone, F: FnMut(&S, Self::Item) -> S>(self, init: S, f: F) -> Scanned<Self, S, F>
    where
        Self: Sized,
    {
        adapters::scanned(self, init, f)
    }

    /// The items sorted, in a vector.
    fn sorted_vec(self) -> Vec<Self::Item>
    where
        Self: Sized,
        Self::Item: Ord,
    {
        let mut v: Vec<Self::Item> = self.collect();
        v.sort();
        v
    }

    /// The items with consecutive duplicates removed.
    fn dedup_vec(self) -> Vec<Self::Item>
    where
        Self: Sized,
        Self::Item: PartialEq,
    {
        let mut v: Vec<Self::Item> = self.collect();
        v.dedup();
        v
    }

    /// The items written with `sep` between them.
    fn joined(self, sep: &str) -> String
    where
        Self: Sized,
        Self::Item: Display,
    {
        let mut out = String::new();
        for (k, x) in self.enumerate() {
            if k > 0 {
                out.push_str(sep);
            }
            out.push_str(&x.to_string());
        }
        out
    }

    /// How many items satisfy `p`.
    fn count_where<P: FnMut(&Self::Item) -> bool>(self, mut p: P) -> usize
    where
        Self: Sized,
    {
        let mut n = 0;
        for x in self {
            if p(&x) {
                n += 1;
            }
        }
        n
    }

    /// The smallest and largest item.
    fn min_max(mut self) -> Option<(Self::Item, Self::Item)>
    where
        Self: Sized,
        Self::Item: Ord + Clone,
    {
        let first = self.next()?;
        Some(self.fold((first.clone(), first), |(lo, hi), x| {
            let lo = if x < lo { x.clone() } else { lo };
            let hi = if x > hi { x } else { hi };
            (lo, hi)
        }))
    }

    /// The sorted distinct items joined by `sep`: calls other provided members.
    fn distinct_joined(self, sep: &str) -> String
    where
        Self: Sized,
        Self::Item: Ord + Display,
    {
        self.sorted_vec().into_iter().dedup_vec().into_iter().joined(sep)
    }
}

impl<T: Iterator + ?Sized> IterExt for T {}
