//! A derive macro re-exported by its runtime crate beside the trait of the same name
//! (`use pm_runtime::Describe` imports both), with a helper attribute: reads points
//! `x y label` and describes them.

use pm_runtime::{describe_all, Describe};
use std::io::Read;

#[derive(Debug, Clone, Describe)]
struct Point {
    x: i64,
    #[describe(skip)]
    y: i64,
    label: String,
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let words: Vec<&str> = text.split_ascii_whitespace().collect();
    let points: Vec<Point> = words.chunks(3).map(|c| Point { x: c[0].parse().unwrap(), y: c[1].parse().unwrap(), label: c[2].to_string() }).collect();
    println!("{}", describe_all(&points));
    let far = points.iter().max_by_key(|p| p.x.abs() + p.y.abs()).unwrap();
    println!("farthest: {}", far.describe());
}
