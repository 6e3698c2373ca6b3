//! A monoid trait with required members (a type, a constant, functions) and provided ones,
//! implemented here and by the problem; called through bounds, UFCS and `Self::`.

use std::ops::Add;

pub trait Monoid {
    type Value: Copy;
    /// A name for printing.
    const NAME: &'static str;
    fn identity() -> Self::Value;
    fn combine(a: Self::Value, b: Self::Value) -> Self::Value;
    /// `x` combined with itself `n` times, by squaring.
    fn power(x: Self::Value, mut n: u64) -> Self::Value {
        let (mut acc, mut base) = (Self::identity(), x);
        while n > 0 {
            if n & 1 == 1 {
                acc = Self::combine(acc, base);
            }
            base = Self::combine(base, base);
            n >>= 1;
        }
        acc
    }
    /// Whether `x` is the identity.
    fn is_identity(x: Self::Value) -> bool
    where
        Self::Value: PartialEq,
    {
        x == Self::identity()
    }
    /// Every prefix combined.
    fn prefixes(values: &[Self::Value]) -> Vec<Self::Value> {
        let mut acc = Self::identity();
        values
            .iter()
            .map(|&v| {
                acc = Self::combine(acc, v);
                acc
            })
            .collect()
    }
}

/// Everything combined, through the bound.
pub fn fold_all<M: Monoid>(values: &[M::Value]) -> M::Value {
    values.iter().fold(M::identity(), |a, &b| M::combine(a, b))
}

pub struct Sum;

impl Monoid for Sum {
    type Value = i64;
    const NAME: &'static str = "sum";
    fn identity() -> i64 {
        0
    }
    fn combine(a: i64, b: i64) -> i64 {
        a + b
    }
    /// Overrides the provided method: `x * n` directly.
    fn power(x: i64, n: u64) -> i64 {
        x * n as i64
    }
}

pub struct Max;

impl Monoid for Max {
    type Value = i64;
    const NAME: &'static str = "max";
    fn identity() -> i64 {
        i64::MIN
    }
    fn combine(a: i64, b: i64) -> i64 {
        a.max(b)
    }
    /// Overrides the provided method: max is idempotent.
    fn prefixes(values: &[i64]) -> Vec<i64> {
        let mut best = i64::MIN;
        values.iter().map(|&v| {
            best = best.max(v);
            best
        }).collect()
    }
}

/// A 2D point: `+` (std's `Add`, which the language calls) stays whole.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Point {
    pub x: i64,
    pub y: i64,
}

impl Add for Point {
    type Output = Point;
    fn add(self, o: Point) -> Point {
        Point { x: Sum::combine(self.x, o.x), y: Sum::combine(self.y, o.y) }
    }
}

/// A trait whose members are reached only by UFCS and by associated-type bounds.
pub trait Measure {
    type Unit;
    fn measure(&self) -> Self::Unit;
    fn double_measure(&self) -> Self::Unit;
}

impl Measure for Point {
    type Unit = i64;
    fn measure(&self) -> i64 {
        self.x.abs() + self.y.abs()
    }
    fn double_measure(&self) -> i64 {
        2 * self.measure()
    }
}

/// The total of anything measured in `i64`: an associated-type equality bound.
pub fn total_measure<T: Measure<Unit = i64>>(items: &[T]) -> i64 {
    items.iter().map(|t| <T as Measure>::measure(t)).sum()
}
