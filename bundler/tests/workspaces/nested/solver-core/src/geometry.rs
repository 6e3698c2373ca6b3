//! Circles, with the constant from a sibling module's re-export.
use super::num::PI;
use std::ops::Deref;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Circle {
    pub radius: f64,
}

impl Circle {
    pub fn area(&self) -> f64 {
        PI * self.radius * self.radius
    }

    pub fn circumference(&self) -> f64 {
        2.0 * PI * self.radius
    }
}

/// Several circles; reads as a slice through `Deref`.
#[derive(Clone, Debug, Default)]
pub struct Circles(Vec<Circle>);

impl Circles {
    pub fn total_area(&self) -> f64 {
        self.iter().map(Circle::area).sum()
    }
}

impl FromIterator<Circle> for Circles {
    fn from_iter<I: IntoIterator<Item = Circle>>(iter: I) -> Self {
        Circles(iter.into_iter().collect())
    }
}

impl Deref for Circles {
    type Target = [Circle];
    fn deref(&self) -> &[Circle] {
        &self.0
    }
}
