//! Item 1: function bodies with `$t` inside a `macro_rules!` body.
pub trait Twice {
    fn twice(&self) -> Self;
}

macro_rules! m { ($t:ty) => { impl Twice for $t { fn twice(&self) -> $t { <$t>::wrapping_mul(*self, 2) } } }; }

m!(u32);
m!(u64);

/// A macro invocation among an inherent impl's members, beside a plain method (nalgebra's
/// `component_binop_impl!` in `impl Matrix`): it may define members of any name, so it stays
/// with the impl, and its macro with it.
pub struct Pair(pub u32, pub u32);

macro_rules! sum_method {
    ($f:ident) => {
        pub fn $f(&self) -> u32 {
            self.0 + self.1
        }
    };
}

impl Pair {
    pub fn first(&self) -> u32 {
        self.0
    }

    sum_method!(sum);
}

/// Aliases of `Pair`, and an inherent impl written on the last (nalgebra's `impl
/// SquareMatrix<T, D, S> { fn determinant }`, `SquareMatrix` standing for `Matrix`): a `Pair`
/// calls its members, though nothing names an alias.
pub type Couple = Pair;
pub type Duo = Couple;

impl Duo {
    pub fn product(&self) -> u32 {
        self.0 * self.1
    }
}

/// What a step does, its variants named bare through a module-level glob of the enum (im-rc's
/// B-tree: `use self::InsertAction::*;`, then `None => InsertAt`): a kept body that names a
/// variant reaches the enum, and the glob stays with it.
enum Step {
    Grow,
    Keep(u32),
}

use self::Step::*;

impl Pair {
    pub fn grown(&self) -> u32 {
        let step = if self.0 > self.1 { Grow } else { Keep(self.1) };
        match step {
            Grow => self.0 * 2,
            Keep(x) => x,
        }
    }
}
