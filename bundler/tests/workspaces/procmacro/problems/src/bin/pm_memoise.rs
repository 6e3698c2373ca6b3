//! memoise's `#[memoise(n <= 100)]` on a recursive fn, and a two-key table inside main: for each query
//! n (at most 90) prints fib(n) and the number of monotone lattice paths to (n % 20, 7).

use memoise::memoise;
use std::io::Read;

#[memoise(n <= 100)]
fn fib(n: usize) -> u64 {
    if n < 2 {
        n as u64
    } else {
        fib(n - 1) + fib(n - 2)
    }
}

fn main() {
    // Inside a function, by its path.
    #[memoise::memoise(x <= 20, y <= 20)]
    fn paths(x: usize, y: usize) -> u64 {
        if x == 0 || y == 0 {
            1
        } else {
            paths(x - 1, y) + paths(x, y - 1)
        }
    }
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    for n in text.split_ascii_whitespace().map(|w| w.parse::<usize>().unwrap()) {
        println!("{} {}", fib(n), paths(n % 20, 7));
    }
}
