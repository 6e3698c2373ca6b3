// maplit 1.0.2 (edition 2015): its macros through `#[macro_use] extern crate` and by path.
#[macro_use]
extern crate maplit;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let words: Vec<&str> = input.split_ascii_whitespace().collect();
    let scores = btreemap! { "a" => 1, "b" => 2, "c" => 3 };
    let vowels = maplit::hashset! { 'a', 'e', 'i', 'o', 'u' };
    let total: i32 = words.iter().map(|w| w.chars().map(|c| scores.get(&*c.to_string()).copied().unwrap_or(0)).sum::<i32>()).sum();
    let vowel_count = words.iter().flat_map(|w| w.chars()).filter(|c| vowels.contains(c)).count();
    println!("{} {}", total, vowel_count);
}
