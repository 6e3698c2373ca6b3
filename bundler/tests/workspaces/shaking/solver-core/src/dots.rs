//! Item 3: a trait imported only for a method call (`f.write_char`).
use std::fmt::{self, Write};

/// `n` dots.
pub struct Dots(pub usize);

impl fmt::Display for Dots {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for _ in 0..self.0 {
            f.write_char('.')?;
        }
        Ok(())
    }
}
