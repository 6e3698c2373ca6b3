// Counting values in ranges on a sorted array with superslice's Ext.
use std::io::Read;
use superslice::Ext;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap());
    let n = tokens.next().unwrap() as usize;
    let mut values: Vec<i64> = (0..n).map(|_| tokens.next().unwrap()).collect();
    values.sort();
    let q = tokens.next().unwrap();
    for _ in 0..q {
        let lo = tokens.next().unwrap();
        let hi = tokens.next().unwrap();
        let range = values.equal_range(&lo);
        println!("{} {} {}", values.upper_bound(&hi) - values.lower_bound(&lo), range.end - range.start, values.lower_bound_by_key(&hi, |v| *v));
    }
}
