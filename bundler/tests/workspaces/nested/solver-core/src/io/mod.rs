//! Reading the judge's input.
mod scanner;

pub use scanner::Scanner;
