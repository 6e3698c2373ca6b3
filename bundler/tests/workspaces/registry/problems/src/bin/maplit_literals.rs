// Map and set literals with maplit.
use maplit::{btreemap, btreeset, hashmap};

fn main() {
    let mut line = String::new();
    std::io::stdin().read_line(&mut line).unwrap();
    let roman = btreemap! { 'I' => 1, 'V' => 5, 'X' => 10, 'L' => 50, 'C' => 100 };
    let vowels = btreeset! { 'A', 'E', 'I', 'O', 'U' };
    let bonus = hashmap! { "C" => 1 };
    let word = line.trim();
    let value: i32 = word.chars().filter_map(|c| roman.get(&c)).sum();
    println!("{} {} {}", value, word.chars().filter(|c| vowels.contains(c)).count(), bonus.len());
}
