// `#[macro_export(local_inner_macros)]`: the macro's bare `__square!` and its own recursive call
// resolve in inner_macros, not here.
use inner_macros::sum_of_squares;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let v: Vec<i64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    println!("{}", sum_of_squares!(v[0], v[1], v[2]));
    println!("{}", sum_of_squares!(v[0] - v[1]));
    println!("{}", sum_of_squares!());
}
