//! A non-`mod.rs` file with an inline module and a file module under `shapes/`.
mod detail;

pub mod area {
    //! Inline module.
    pub fn rect(w: u64, h: u64) -> u64 {
        super::detail::checked(w * h)
    }

    pub fn square_area(s: u64) -> u64 {
        self::rect(s, s)
    }
}

/// A shape, with an impl and a trait impl that must come along with it.
#[derive(Debug, Clone, Copy)]
pub struct Rect {
    pub w: u64,
    pub h: u64,
}

impl Rect {
    pub fn area(&self) -> u64 {
        area::rect(self.w, self.h)
    }
}

pub trait Perimeter {
    fn perimeter(&self) -> u64;
}

impl Perimeter for Rect {
    fn perimeter(&self) -> u64 {
        2 * (self.w + self.h)
    }
}

impl std::fmt::Display for Rect {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}x{}", self.w, self.h)
    }
}
