//! Uses the sibling's re-export.
use super::num::PI;

pub fn circle_area(r: f64) -> f64 {
    PI * r * r
}
