//! Prefix folds over a monoid given by associated items.
use crate::num::One;
use std::marker::PhantomData;
use std::ops::{Deref, Mul};

pub trait Monoid {
    type Value: Copy;
    const IDENTITY: Self::Value;
    fn op(a: Self::Value, b: Self::Value) -> Self::Value;
}

/// Multiplication, for any type with a `One` and a `Mul`.
#[derive(Debug)]
pub struct Product<T>(PhantomData<T>);

impl<T: Copy + One + Mul<Output = T>> Monoid for Product<T> {
    type Value = T;
    const IDENTITY: T = T::ONE;
    fn op(a: T, b: T) -> T {
        a * b
    }
}

/// `prefix[i]` = the fold of the first i + 1 values; a slice through `Deref`.
#[derive(Debug)]
pub struct Prefix<M: Monoid> {
    folds: Vec<M::Value>,
}

impl<M: Monoid> Prefix<M> {
    pub fn new(values: &[M::Value]) -> Self {
        let mut acc = M::IDENTITY;
        let folds = values
            .iter()
            .map(|&v| {
                acc = M::op(acc, v);
                acc
            })
            .collect();
        Prefix { folds }
    }
}

impl<M: Monoid> Deref for Prefix<M> {
    type Target = [M::Value];
    fn deref(&self) -> &[M::Value] {
        &self.folds
    }
}
