//! Declares `rust-version = "1.89"` (its code would compile with less; the manifest is what
//! the author promises, so the bundler holds it to that).

pub fn halve(x: u64) -> u64 {
    x / 2
}
