//! Reached through `#[path = "extra/odd_name.rs"] pub mod renamed;`.
pub const ANSWER: u64 = 42;

pub fn answer_plus(x: u64) -> u64 {
    crate::renamed::ANSWER + x
}
