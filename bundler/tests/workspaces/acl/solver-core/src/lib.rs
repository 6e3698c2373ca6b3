pub mod convolution;
pub mod dsu;
pub mod fenwicktree;
pub mod lazysegtree;
pub mod math;
pub mod maxflow;
pub mod mincostflow;
pub mod modint;
pub mod scc;
pub mod segtree;
pub mod string;
pub mod twosat;

mod internal_bit;
mod internal_math;
mod internal_queue;
mod internal_scc;
mod internal_type_traits;

pub use convolution::{convolution, convolution_i64};
pub use dsu::Dsu;
pub use fenwicktree::FenwickTree;
pub use lazysegtree::{LazySegtree, MapMonoid};
pub use math::{crt, floor_sum, inv_mod, pow_mod};
pub use maxflow::{Edge, MfGraph};
pub use mincostflow::MinCostFlowGraph;
pub use modint::{
    Barrett, ButterflyCache, DefaultId, DynamicModInt, Id, Mod1000000007, Mod998244353, ModInt,
    ModInt1000000007, ModInt998244353, Modulus, RemEuclidU32, StaticModInt,
};
pub use scc::SccGraph;
pub use segtree::{
    Additive, BitwiseAnd, BitwiseOr, BitwiseXor, Max, Min, Monoid, Multiplicative, Segtree,
};
pub use string::{
    lcp_array, lcp_array_arbitrary, suffix_array, suffix_array_arbitrary, suffix_array_manual,
    z_algorithm, z_algorithm_arbitrary,
};
pub use twosat::TwoSat;
