//! Library shapes that name-based shaking got wrong (issue 8, items 1, 2, 3, 5, 13, 14, 16; issue 19: weights).
pub mod calls;
pub mod conv;
pub mod dots;
pub mod dsu;
pub mod geometry;
pub mod graph;
pub mod io;
pub mod modint;
pub mod num;
pub mod segtree;
pub mod text;
pub mod twice;
pub mod weights;

// Item 2: a re-export whose first leaf shares its module's name.
pub use conv::{conv, other};
pub use dsu::Dsu;
