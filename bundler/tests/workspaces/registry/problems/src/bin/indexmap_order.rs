// First-seen order of keys with IndexMap and IndexSet.
use indexmap::{IndexMap, IndexSet};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut first_index: IndexMap<String, usize> = IndexMap::new();
    let mut letters = IndexSet::new();
    for (i, word) in input.split_ascii_whitespace().enumerate() {
        first_index.entry(word.to_string()).or_insert(i);
        letters.extend(word.chars());
    }
    for (word, i) in &first_index {
        println!("{} {}", word, i);
    }
    println!("{}", letters.iter().collect::<String>());
    println!("{:?}", first_index.get_index_of("b"));
}
