// Persistent versions with im-rc: every prefix sum kept, old versions untouched.
use im_rc::{HashMap, Vector};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut versions: Vec<Vector<i64>> = vec![Vector::new()];
    let mut seen: HashMap<i64, usize> = HashMap::new();
    for (i, token) in input.split_ascii_whitespace().enumerate() {
        let v: i64 = token.parse().unwrap();
        let mut next = versions.last().unwrap().clone();
        next.push_back(v);
        versions.push(next);
        seen = seen.update(v, i);
    }
    for version in &versions {
        println!("{} {}", version.len(), version.iter().sum::<i64>());
    }
    let mut keys: Vec<_> = seen.keys().copied().collect();
    keys.sort();
    println!("{:?}", keys);
}
