//! Reads integers; exercises every way a library trait's member is called: through a bound
//! (`fold_all::<Sum>`), UFCS (`<Max as Monoid>::power`), `Self::` in a provided body
//! (`prefixes`), an override (`Max::prefixes`), the problem's own impl of the library's trait,
//! trait objects (`dyn Shape` and `describe`), an operator (`Point + Point`), an associated
//! type bound (`total_measure`), an associated constant, and a macro-written impl (`Sides`).
use bigext::algebra::{fold_all, total_measure, Max, Monoid, Point, Sum};
use bigext::shapes::{Circle, Shape, Sides, Square};
use std::io::{self, Read};

/// The problem's own monoid: products modulo 1e9+7.
struct Product;

impl Monoid for Product {
    type Value = i64;
    const NAME: &'static str = "product";
    fn identity() -> i64 {
        1
    }
    fn combine(a: i64, b: i64) -> i64 {
        a * b % 1_000_000_007
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let values: Vec<i64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    println!("{} {}", Sum::NAME, fold_all::<Sum>(&values));
    println!("{} {}", <Max as Monoid>::NAME, <Max as Monoid>::power(values[0], 5));
    println!("{} {}", Product::NAME, Product::power(values[0], 10));
    let prefixes: Vec<String> = Max::prefixes(&values).iter().map(|v| v.to_string()).collect();
    println!("{}", prefixes.join(" "));
    let sums: Vec<String> = Sum::prefixes(&values).iter().map(|v| v.to_string()).collect();
    println!("{}", sums.join(" "));
    let shapes: Vec<Box<dyn Shape>> = values.iter().map(|&v| -> Box<dyn Shape> {
        if v % 2 == 0 { Box::new(Square(v as f64)) } else { Box::new(Circle(v as f64)) }
    }).collect();
    for s in &shapes {
        println!("{}", s.describe());
    }
    let points: Vec<Point> = values.chunks(2).map(|c| Point { x: c[0], y: *c.last().unwrap() }).collect();
    let total = points.iter().fold(Point::default(), |a, &b| a + b);
    println!("{} {} {}", total.x, total.y, total_measure(&points));
    println!("{} {}", Square(1.0).sides(), Circle(1.0).corners());
}
