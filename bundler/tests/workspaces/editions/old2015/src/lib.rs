//! Edition 2015, one of each thing that means something else (or nothing) in a 2021 file:
//! `use` paths relative to the crate root, `::x` paths, `#[macro_use] extern crate` (its
//! macros called by bare name in other modules), `#[macro_use] mod` (textual order), bare
//! trait objects, keywords of later editions as identifiers, anonymous trait-method
//! parameters, `...` range patterns, `array.into_iter()` by reference, `panic!(message)`.
#![allow(anonymous_parameters, bare_trait_objects, ellipsis_inclusive_range_patterns, deprecated)]

#[macro_use]
extern crate old2015_macros;

#[macro_use]
mod macros;
pub mod ranges;
pub mod shapes;

use shapes::Shape;

/// Bare trait objects in a signature.
pub fn total_area(shapes: &[Box<Shape>]) -> u64 {
    shapes.iter().map(|s| s.area()).sum()
}

pub fn squared(x: u64) -> u64 {
    square!(x)
}

/// `$t` where a type goes: rustc reads that type in this crate's edition, so from a caller of
/// any edition a trait there is a trait object (`&dyn Shape`), as static_assertions'
/// `assert_obj_safe!` has it.
#[macro_export]
macro_rules! area_of {
    ($name:ident, $t:path) => {
        fn $name(value: &$t) -> u64 {
            value.area()
        }
    };
}

/// A path from the crate root, 2015 style.
pub fn unit() -> ::shapes::Square {
    ::shapes::Square(1)
}
