// indexmap 2.0.0, which holds hashbrown 0.14.5's `raw` module, whose file comes from a
// `#[path]` inside an inline module (issue 19, item 5).
use indexmap::IndexMap;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut first_seen: IndexMap<&str, usize> = IndexMap::new();
    for (i, w) in input.split_ascii_whitespace().enumerate() {
        first_seen.entry(w).or_insert(i);
    }
    let listed: Vec<String> = first_seen.iter().map(|(w, i)| format!("{}@{}", w, i)).collect();
    println!("{}", listed.join(" "));
}
