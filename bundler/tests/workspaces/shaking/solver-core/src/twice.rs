//! Item 1: function bodies with `$t` inside a `macro_rules!` body.
pub trait Twice {
    fn twice(&self) -> Self;
}

macro_rules! m { ($t:ty) => { impl Twice for $t { fn twice(&self) -> $t { <$t>::wrapping_mul(*self, 2) } } }; }

m!(u32);
m!(u64);
