// Calls oldnum's imported traits, and std's inherent `abs`, whose name traits of oldnum and
// basics that are not in scope here share; and renamed, which names basics otherwise.
use oldnum::{Root, Twice};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for token in input.split_ascii_whitespace() {
        let x: i64 = token.parse().unwrap();
        let u = x.unsigned_abs();
        println!("{} {} {} {} {} {} {}", x.twice_plus_one(), u.twice_plus_one(), u.bits(), u.nothing(), x.abs().pow(2), oldnum::cube::cube(u), renamed::halves::half_of_twice(u));
    }
}
