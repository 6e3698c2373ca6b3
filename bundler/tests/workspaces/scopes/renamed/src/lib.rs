//! An edition-2018 crate that names its dependency otherwise in one module only, the way
//! im-rc's `nodes::chunk` writes `use sized_chunks as sc;` and then `sc::sized_chunk::Chunk`:
//! what it reaches through that name is the dependency's.

pub mod halves {
    use basics as b;
    use basics::{self as also};

    /// `x` again, by way of the dependency's `halving` module under both other names.
    pub fn half_of_twice(x: u64) -> u64 {
        b::halving::half(also::halving::twice(x))
    }
}
