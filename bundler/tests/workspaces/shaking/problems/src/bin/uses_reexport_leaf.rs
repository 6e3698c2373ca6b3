// Item 2: only `other` of `pub use conv::{conv, other}`.
use solver_core::other;

fn main() {
    println!("{}", other(4));
}
