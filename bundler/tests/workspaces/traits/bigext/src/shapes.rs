//! A trait used through `dyn`, with a provided method that calls required ones and one that
//! an impl overrides; and a trait that a macro implements.

pub trait Shape {
    fn area(&self) -> f64;
    fn perimeter(&self) -> f64;
    fn name(&self) -> String {
        "shape".to_string()
    }
    /// Calls `name` and `area`, whatever the receiver.
    fn describe(&self) -> String {
        format!("{} {:.2}", self.name(), self.area())
    }
    fn is_large(&self) -> bool {
        self.area() > 100.0
    }
}

pub struct Square(pub f64);

impl Shape for Square {
    fn area(&self) -> f64 {
        self.0 * self.0
    }
    fn perimeter(&self) -> f64 {
        4.0 * self.0
    }
    fn name(&self) -> String {
        "square".to_string()
    }
}

pub struct Circle(pub f64);

impl Shape for Circle {
    fn area(&self) -> f64 {
        3.0 * self.0 * self.0
    }
    fn perimeter(&self) -> f64 {
        6.0 * self.0
    }
}

/// How many sides; implemented by a macro, so its members all stay.
pub trait Sides {
    fn sides(&self) -> u32;
    fn corners(&self) -> u32 {
        self.sides()
    }
}

macro_rules! sides {
    ($($t:ty => $n:expr),*) => {
        $(impl Sides for $t {
            fn sides(&self) -> u32 {
                $n
            }
            fn corners(&self) -> u32 {
                $n
            }
        })*
    };
}

sides!(Square => 4, Circle => 0);
