//! rustc-hash 1.1.0's and itertools 0.11.0's shape: a `use` under a `cfg` that holds, of which a
//! program needs only some leaves (the bundle sets no features, so the `cfg` must be rewritten
//! on the leaves that stay).

#[cfg(feature = "std")]
use std::collections::{BTreeMap, HashMap, HashSet};

/// Counts per key (rustc-hash's `FxHashMap` is such an alias of `HashMap`).
#[cfg(feature = "std")]
pub type Counts<K> = HashMap<K, u32>;

/// Not used by the program: its `HashSet` leaf goes.
#[cfg(feature = "std")]
pub type Seen<K> = HashSet<K>;

/// Not used either.
#[cfg(feature = "std")]
pub type Sorted<K> = BTreeMap<K, u32>;

mod groups {
    /// Runs of equal values (itertools' `GroupBy`).
    pub struct Runs(pub Vec<(u32, usize)>);
    /// Not used by the program.
    pub struct Chunks(pub Vec<Vec<u32>>);

    pub fn runs(values: &[u32]) -> Runs {
        let mut out: Vec<(u32, usize)> = Vec::new();
        for &v in values {
            match out.last_mut() {
                Some((last, n)) if *last == v => *n += 1,
                _ => out.push((v, 1)),
            }
        }
        Runs(out)
    }
}

// A root re-export under a feature, partly kept (itertools' adaptors under `use_alloc`).
#[cfg(feature = "extra")]
pub use crate::groups::{runs, Chunks, Runs};

/// Counts the values.
#[cfg(feature = "std")]
pub fn count(values: &[u32]) -> Counts<u32> {
    let mut counts = Counts::new();
    for &v in values {
        *counts.entry(v).or_insert(0) += 1;
    }
    counts
}
