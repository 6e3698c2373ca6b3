//! Traits whose associated types are named `S`, `M`, `F`.

pub trait Monoid {
    type S: Clone;
    fn identity() -> Self::S;
    fn binary_operation(a: &Self::S, b: &Self::S) -> Self::S;
}

pub trait MapMonoid {
    type M: Monoid;
    type F: Clone;
    fn mapping(f: &Self::F, x: &<Self::M as Monoid>::S) -> <Self::M as Monoid>::S;
}
