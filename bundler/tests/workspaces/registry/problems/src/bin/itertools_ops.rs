// Distinct sorted values, adjacent differences, pairs and groups: the itertools calls a contestant
// strings together (issue 19's size case: sorted, dedup, join, tuple_windows, combinations, group_by).
use itertools::Itertools;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let values: Vec<i64> = input.split_ascii_whitespace().skip(1).map(|t| t.parse().unwrap()).collect();
    let distinct: Vec<i64> = values.iter().copied().sorted().dedup().collect();
    println!("{}", distinct.iter().join(" "));
    let gaps: Vec<i64> = distinct.iter().tuple_windows().map(|(a, b)| b - a).collect();
    println!("{}", gaps.iter().join(" "));
    let pairs = values.iter().combinations(2).filter(|p| (p[0] + p[1]) % 3 == 0).count();
    println!("{}", pairs);
    for (parity, group) in &values.iter().group_by(|v| *v % 2 == 0) {
        println!("{} {}", if parity { "even" } else { "odd" }, group.count());
    }
}
