use ranges::classify;
use std::fmt;

pub trait Shape {
    fn area(&self) -> u64;
    /// Anonymous parameters.
    fn scaled(&self, u64) -> Box<Shape>;
    fn name(&self) -> String;
}

pub struct Square(pub u64);

impl Shape for Square {
    fn area(&self) -> u64 {
        square!(self.0)
    }
    fn scaled(&self, k: u64) -> Box<Shape> {
        Box::new(Square(self.0 * k))
    }
    fn name(&self) -> String {
        format!("square ({})", classify(self.0))
    }
}

pub struct Rect {
    pub w: u64,
    pub h: u64,
}

impl Shape for Rect {
    fn area(&self) -> u64 {
        self.w * self.h
    }
    fn scaled(&self, k: u64) -> Box<Shape> {
        Box::new(Rect { w: self.w * k, h: self.h * k })
    }
    fn name(&self) -> String {
        format!("{}", self)
    }
}

impl fmt::Display for Rect {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "rect {}x{}", self.w, self.h)
    }
}

pub fn describe(s: &Shape) -> String {
    format!("{} of area {}", s.name(), s.area())
}

pub fn apply(f: &Fn(u64) -> u64, x: u64) -> u64 {
    f(x)
}

pub fn make_adder(n: u64) -> Box<Fn(u64) -> u64 + Send> {
    Box::new(move |x| x + n)
}

pub fn largest_side(shapes: &[Rect]) -> u64 {
    let sides: Vec<u64> = shapes.iter().map(|r| ::std::cmp::max(r.w, r.h)).collect();
    largest!(sides)
}
