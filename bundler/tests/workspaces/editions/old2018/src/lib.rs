//! Edition 2018 code that 2021 reads otherwise or refuses: bare trait objects, `...` range
//! patterns, `array.into_iter()` by reference, `panic!(message)`, `$p:pat` followed by `|`.
#![allow(bare_trait_objects, ellipsis_inclusive_range_patterns, array_into_iter, non_fmt_panics)]

pub trait Op {
    fn apply(&self, x: i64) -> i64;
}

pub struct Add(pub i64);
pub struct Mul(pub i64);

impl Op for Add {
    fn apply(&self, x: i64) -> i64 {
        x + self.0
    }
}

impl Op for Mul {
    fn apply(&self, x: i64) -> i64 {
        x * self.0
    }
}

pub fn run_all(ops: &[Box<Op>], x: i64) -> i64 {
    ops.iter().fold(x, |acc, op| op.apply(acc))
}

/// Type parameters named like the trait `Op` (typenum's `trait IsLessPrivate<Rhs, Cmp>` beside
/// its trait `Cmp`): where one is in scope, `Op` is that type, never a bare trait object, in a
/// signature and in a body.
pub fn apply_with<Op: crate::Op>(op: Op, x: i64) -> i64 {
    let op: &Op = &op;
    op.apply(x)
}

pub struct Twice<Op>(pub Op);

impl<Op: crate::Op> Twice<Op> {
    pub fn apply_twice(&self, x: i64) -> i64 {
        let op: &Op = &self.0;
        op.apply(op.apply(x))
    }
}

pub fn bucket(x: i64) -> &'static str {
    match x {
        i64::MIN...-1 => "negative",
        0 => "zero",
        1...9 => "digit",
        _ => "big",
    }
}

pub fn firsts() -> Vec<i64> {
    let mut v = Vec::new();
    for x in [3i64, 1, 2].into_iter() {
        let x: &i64 = x;
        v.push(*x);
    }
    v
}

pub fn checked(code: i64) -> i64 {
    if code < -1000 {
        panic!(format!("bad code {}", code));
    }
    code
}

#[macro_export]
macro_rules! is_one_of {
    ($v:expr, $($p:pat)|+) => {
        match $v {
            $($p)|+ => true,
            _ => false,
        }
    };
}
