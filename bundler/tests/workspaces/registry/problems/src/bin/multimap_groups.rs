// Grouping by key with MultiMap.
use multimap::MultiMap;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut groups = MultiMap::new();
    for word in input.split_ascii_whitespace() {
        groups.insert(word.len(), word.to_string());
    }
    let mut keys: Vec<_> = groups.keys().copied().collect();
    keys.sort();
    for k in keys {
        println!("{} {}", k, groups.get_vec(&k).unwrap().join(","));
    }
}
