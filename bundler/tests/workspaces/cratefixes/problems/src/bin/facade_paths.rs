// serde's facade of std, serde_json's renamed dependency, multimap's dependency declared in a
// module (the crate `facade`).
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let words: Vec<&str> = input.split_ascii_whitespace().collect();
    let numbers: Vec<u32> = words.iter().filter_map(|w| w.parse().ok()).collect();
    println!(
        "{} distinct {} longest run {}",
        facade::shown::Shown::<u8>::new(numbers.len() as u32),
        facade::counted::count(&words),
        facade::counted::runs::longest(&numbers)
    );
}
