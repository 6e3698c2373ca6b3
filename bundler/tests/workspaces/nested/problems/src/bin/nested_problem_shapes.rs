//! Shapes on the problem's side (issue 8 item 7): this file starts with a UTF-8 byte-order
//! mark, imports with a leading `::`, and defines a macro that names `solver_core::` and is
//! invoked inside a nested module. "n", then a_1 .. a_n; prints the sum of squares mod 1e9+7.
use ::solver_core::io::Scanner;

macro_rules! modp {
    ($x:expr) => {
        solver_core::modular::ModP::<1_000_000_007>::new($x)
    };
}

mod squares {
    pub fn sum_of_squares(values: &[u64]) -> u64 {
        values.iter().map(|&v| modp!(v) * modp!(v)).fold(modp!(0), |a, b| a + b).value()
    }
}

fn main() {
    let mut input = Scanner::from_stdin();
    let n: usize = input.next();
    let values: Vec<u64> = (0..n).map(|_| input.next()).collect();
    println!("{}", squares::sum_of_squares(&values));
}
