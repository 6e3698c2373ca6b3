//! A library that derives with a proc macro of its own dependency, in its own code: the
//! bundle must hold the expansion, since it holds no proc-macro crate. The derive is named
//! through `#[macro_use] extern crate` under a `cfg` (in a module file) and by path, with its helper
//! attribute on a field. `rules.rs` defines a `macro_rules!` around one of its function-like
//! macros, which `shapes.rs` invokes.

// Under a `cfg` that holds, as amplify's `#[cfg(feature = "derive")]`: the bundler removes
// the attribute, and the item is still the one that names the macros.
#[cfg(all())]
#[macro_use]
extern crate pm_local;

#[macro_use]
mod rules;
mod shapes;

pub use shapes::Square;

/// Named by path, with the helper attribute that only the derive knows.
#[derive(Clone, pm_local::Describe)]
pub struct Circle {
    pub radius: u32,
    #[describe(skip)]
    pub cached_area: u64,
}

impl Circle {
    pub fn new(radius: u32) -> Circle {
        Circle { radius, cached_area: 3 * radius as u64 * radius as u64 }
    }
}
