//! icu_provider's shape: a prelude that re-exports a crate (`pub use yoke;`), here renamed, through which its
//! users name that crate's derives.

pub mod prelude {
    pub use derive_host as host;
}
