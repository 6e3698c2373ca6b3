//! Circles. "n", then n radii. Prints each circle's area and circumference, then the total
//! area, to 6 decimals.
use solver_core::geometry::{Circle, Circles};
use solver_core::io::Scanner;

fn main() {
    let mut input = Scanner::from_stdin();
    let n: usize = input.next();
    let circles: Circles = (0..n).map(|_| Circle { radius: input.next() }).collect();
    for c in circles.iter() {
        println!("{:.6} {:.6}", c.area(), c.circumference());
    }
    println!("{:.6}", circles.total_area());
}
