//! Splitting text into words and numbers.
pub mod scanner;

pub use self::scanner::{Scanner, Token};
