// The k largest ratios with OrderedFloat in a BinaryHeap, and NotNan's checks.
use ordered_float::{NotNan, OrderedFloat};
use std::collections::BinaryHeap;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    let k: usize = tokens.next().unwrap().parse().unwrap();
    let mut heap = BinaryHeap::new();
    for _ in 0..n {
        let a: f64 = tokens.next().unwrap().parse().unwrap();
        let b: f64 = tokens.next().unwrap().parse().unwrap();
        heap.push(OrderedFloat(a / b));
    }
    let top: Vec<String> = (0..k).filter_map(|_| heap.pop()).map(|v| format!("{:.3}", v.0)).collect();
    println!("{}", top.join(" "));
    println!("{}", NotNan::new(f64::NAN).is_err());
    println!("{}", NotNan::new(1.5).unwrap() + 2.0);
}
