//! Reads integers; prints them sorted and distinct, the adjacent pairs' sums, the prefix sums,
//! and how many are even (twice), with four of `IterExt`'s fourteen methods and `even_count`.
use bigext::IterExt;
use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let values: Vec<i64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    println!("{}", values.iter().distinct_joined(" "));
    let sums: Vec<String> = values.iter().pairs().map(|(a, b)| (a + b).to_string()).collect();
    println!("{}", sums.join(" "));
    println!("{}", values.iter().copied().running_sum().joined(","));
    println!("{}", values.iter().count_where(|v| *v % 2 == 0));
    println!("{}", bigext::even_count(&values));
}
