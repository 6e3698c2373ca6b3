// superslice 1.0.0 (edition 2015): binary searches through its extension trait.
use std::io::Read;
use superslice::Ext;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut nums = input.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap());
    let n = nums.next().unwrap() as usize;
    let mut a: Vec<i64> = nums.by_ref().take(n).collect();
    a.sort();
    for q in nums {
        let r = a.equal_range(&q);
        println!("{} {} {}", a.lower_bound(&q), a.upper_bound(&q), r.end - r.start);
    }
}
