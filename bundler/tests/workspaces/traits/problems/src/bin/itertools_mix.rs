//! Reads integers and prints, using itertools the way contestants do: the distinct values
//! sorted (`sorted`, `dedup`, `join`), the sums of adjacent pairs (`tuple_windows`), how many
//! pairs sum to an even number (`combinations`), and the runs of equal parity (`group_by`).
use itertools::Itertools;
use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let values: Vec<i64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    println!("{}", values.iter().sorted().dedup().join(" "));
    let pair_sums: Vec<i64> = values.iter().tuple_windows().map(|(a, b)| a + b).collect();
    println!("{}", pair_sums.iter().join(" "));
    let even_pairs = values.iter().combinations(2).filter(|pair| (pair[0] + pair[1]) % 2 == 0).count();
    println!("{}", even_pairs);
    let runs: Vec<String> = values
        .iter()
        .group_by(|v| v.rem_euclid(2))
        .into_iter()
        .map(|(parity, run)| format!("{}:{}", parity, run.count()))
        .collect();
    println!("{}", runs.join(" "));
}
