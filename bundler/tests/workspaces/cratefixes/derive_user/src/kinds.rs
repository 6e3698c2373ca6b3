use derive_host::derives::*;
use derive_host::Describe;
use derive_prelude::prelude::*;

/// icu_provider's `DataErrorKind`: a variant under a `cfg` that does not hold is not one the
/// derive may see (rustc strips it first).
#[derive(Clone, Copy, Debug, PartialEq, host::Describe)]
pub enum Kind {
    Small,
    Large,
    #[cfg(feature = "extra")]
    Extra,
}

/// zerovec's `ULE`: a derive imported by a glob of a module in a file of its own.
#[derive(Tagged)]
pub struct Shape;

/// zerovec's `#[make_varule]` with `#[cfg_attr(not(feature = "alloc"), zerovec::skip_derive(..))]`:
/// rustc expands the `cfg_attr` before the attribute macro sees the item.
#[derive_host::strip_marks]
#[cfg_attr(not(feature = "extra"), pm_derives::mark)]
pub struct Unit;

/// pathfinding's `use thiserror::Error;`: an import of a derive, named again in kept code's
/// tokens; once the derive is expanded, the bundle has nothing of that name to import.
pub fn describe_name() -> &'static str {
    stringify!(Describe)
}
