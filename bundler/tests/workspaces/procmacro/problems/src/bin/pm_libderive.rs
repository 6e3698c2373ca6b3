//! A library's own derive (`pm_shapes`, deriving with `pm_local`): the bundle holds its
//! expansion, also where its `macro_rules!` of another file invokes it. Reads sizes; describes a
//! square and a circle of each.

use pm_runtime::Describe;
use pm_shapes::{Circle, Square};
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    for word in text.split_ascii_whitespace() {
        let n: u32 = word.parse().unwrap();
        let square = Square::new(n);
        println!("{} ({}, {})", square.describe(), square.perimeter, square.side_squared());
        let circle = Circle::new(n);
        println!("{} ({})", circle.describe(), circle.cached_area);
    }
}
