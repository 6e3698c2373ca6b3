// multimap 0.8.3 (edition 2015): grouping by key.
use multimap::MultiMap;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut by_len: MultiMap<usize, String> = MultiMap::new();
    for w in input.split_ascii_whitespace() {
        by_len.insert(w.len(), w.to_string());
    }
    let mut keys: Vec<&usize> = by_len.keys().collect();
    keys.sort();
    for k in keys {
        let v = by_len.get_vec(k).unwrap();
        println!("{}: {}", k, v.join(","));
    }
}
