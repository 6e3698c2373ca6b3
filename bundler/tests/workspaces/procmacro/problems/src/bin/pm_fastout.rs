//! `#[fastout]` from proconio (a re-export of proconio-derive's attribute macro): reads n and
//! n numbers, prints each doubled and then their sum, through fastout's buffered stdout.

use proconio::fastout;
use std::io::Read;

#[fastout]
fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut words = text.split_ascii_whitespace().map(|w| w.parse::<i64>().unwrap());
    let n = words.next().unwrap() as usize;
    let values: Vec<i64> = words.take(n).collect();
    for v in &values {
        println!("{}", v * 2);
    }
    println!("sum {}", values.iter().sum::<i64>());
}
