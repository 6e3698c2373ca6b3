// num 0.4.1: `num::bigint::BigUint` is num-bigint's type, re-exported whole by num (issue 19,
// item 6: "`num::bigint::BigUint` does not exist in num").
use num::bigint::BigUint;
use num::One;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let n: u32 = input.trim().parse().unwrap();
    let mut f = BigUint::one();
    for i in 1..=n {
        f *= i;
    }
    println!("{}", f);
}
