//! Arithmetic modulo 1e9+7. "n", then a_1 .. a_n. Prints the prefix products; the sum of
//! squares and the alternating sum a_1 - a_2 + a_3 - ...; the median a_(n/2) (0-based, sorted,
//! of the raw values) and how many values are below it.
use solver_core::collections::sorted::Sorted;
use solver_core::fold::{Prefix, Product};
use solver_core::io::Scanner;
use solver_core::modular::ModP;

type Mint = ModP<1_000_000_007>;

fn main() {
    let mut input = Scanner::from_stdin();
    let n: usize = input.next();
    let raw: Vec<u64> = (0..n).map(|_| input.next()).collect();
    let a: Vec<Mint> = raw.iter().map(|&x| Mint::new(x)).collect();
    let prefix = Prefix::<Product<Mint>>::new(&a);
    let shown: Vec<String> = prefix.iter().map(|x| x.to_string()).collect();
    let squares: Mint = a.iter().map(|&x| x * x).sum();
    let mut alternating = Mint::new(0);
    for (i, &x) in a.iter().enumerate() {
        if i % 2 == 0 {
            alternating += x;
        } else {
            alternating -= x;
        }
    }
    let sorted = Sorted::from(raw);
    let median = sorted[n / 2];
    println!("{}\n{} {}\n{} {}", shown.join(" "), squares, alternating, median, sorted.count_below(&median));
    assert!(Mint::MODULUS > 1);
}
