// An edition-2024 crate inside a 2021 bundle.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let v: Vec<i32> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    println!("{:?} {} {}", new2024::generate(v[0] as u32), new2024::distance(v[0], v[1]), new2024::new2024_triple(v[1]));
}
