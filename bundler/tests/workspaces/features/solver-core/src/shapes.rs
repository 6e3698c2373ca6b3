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

    /// Never called by any problem: shaken out of the impl.
    pub fn scaled_area(&self, k: u64) -> u64 {
        self.area() * k
    }

    pub fn diagonal_squared(&self) -> u64 {
        self.side_squared(self.w) + self.side_squared(self.h)
    }

    /// Private, reached only through `self.side_squared(..)`.
    fn side_squared(&self, x: u64) -> u64 {
        x * x
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

/// Neither side of this impl is the library's own trait or type name at the top: it follows
/// `Rect` through its header.
impl From<Rect> for u64 {
    fn from(r: Rect) -> u64 {
        r.area()
    }
}
