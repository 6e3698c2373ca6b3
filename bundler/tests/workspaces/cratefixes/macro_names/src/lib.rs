//! num-traits 0.2.15's shapes: a macro whose name is passed to another macro that invokes it as
//! `$m!` (`for_each_tuple!(bounded_tuple)`), and a macro that matches `#[doc = ..]` attributes in
//! its input (`float_const_impl!`), which must survive when docs are dropped.

/// The smallest value of a type.
pub trait Least {
    fn least() -> Self;
}

impl Least for u8 {
    fn least() -> Self {
        0
    }
}

impl Least for i32 {
    fn least() -> Self {
        i32::MIN
    }
}

macro_rules! for_each_pair {
    ($m:ident) => {
        $m! { A B }
    };
}

macro_rules! least_pair {
    ($a:ident $b:ident) => {
        impl<$a: Least, $b: Least> Least for ($a, $b) {
            fn least() -> Self {
                ($a::least(), $b::least())
            }
        }
    };
}

for_each_pair!(least_pair);

/// Named numbers.
#[allow(non_snake_case)]
pub trait Named {
    /// Seven.
    fn SEVEN() -> Self;
    /// Eleven.
    fn ELEVEN() -> Self;
}

macro_rules! named_constants {
    ($T:ty, $(#[$doc:meta] $name:ident = $value:expr,)+) => {
        #[allow(non_snake_case)]
        impl Named for $T {
            $(#[$doc] fn $name() -> Self { $value })+
        }
    };
}

named_constants! {
    u64,
    #[doc = "Seven."]
    SEVEN = 7,
    /// Eleven.
    ELEVEN = 11,
}
