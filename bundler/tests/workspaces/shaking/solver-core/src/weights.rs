//! Two petgraph 0.6.3 shapes (issue 19): a trait made by a macro invocation and imported only
//! for its method (visit's `trait_template! { pub trait NodeIndexable .. }`, called as
//! `self.node_bound()` in stable_graph under `use crate::visit::NodeIndexable;`), and a std
//! trait's impl over a type nothing else needs (`impl From<StableGraph> for Graph`).
macro_rules! make_trait {
    ($name:ident, $method:ident) => {
        pub trait $name {
            fn $method(&self) -> u64;
        }
    };
}

make_trait!(Weigh, weight);

pub mod bag {
    use super::Weigh;

    pub struct Bag(pub Vec<u64>);

    // Named by its path, so the `use` above is what brings `weight` into scope for `total`.
    impl super::Weigh for Bag {
        fn weight(&self) -> u64 {
            self.0.iter().sum()
        }
    }

    impl Bag {
        pub fn total(&self) -> u64 {
            self.weight()
        }
    }

    /// One weight, packed: a `Bag` is made from it only by `From`.
    pub struct Packed(pub u64);

    impl From<Packed> for Bag {
        fn from(p: Packed) -> Bag {
            Bag(vec![p.0, p.0])
        }
    }
}
