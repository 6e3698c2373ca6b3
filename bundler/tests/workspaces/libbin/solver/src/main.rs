use mylib::math::gcd;
use mylib::scan::Scanner;

// The gcd of N numbers.
fn main() {
    let mut sc = Scanner::stdin();
    let n: usize = sc.next();
    let g = (0..n).fold(0, |g, _| gcd(g, sc.next()));
    println!("{}", g);
}
