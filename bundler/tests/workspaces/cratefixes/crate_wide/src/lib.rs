//! Types the whole crate sees without being `pub(crate)`, named in `pub(crate)` signatures and
//! fields (indexmap 1.9.3's `HashValue` and `Bucket`, private at its root and named by
//! `pub(crate) fn entry(&mut self, hash: HashValue, ..)` in `map::core`): rustc before 1.74
//! refuses that once `pub(crate)` means more than the crate (E0446).

mod table;
pub use table::Table;

/// Private at the root: the whole crate sees it.
#[derive(Clone, Copy, Debug, PartialEq)]
struct HashValue(usize);

mod slot {
    /// `pub(super)` one module down: the whole crate sees it too.
    pub(super) struct Slot {
        pub(crate) hash: crate::HashValue,
        pub(crate) value: i64,
    }
}
