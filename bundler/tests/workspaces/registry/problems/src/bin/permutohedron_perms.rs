// Every permutation in lexical order, and heap's algorithm's count.
use permutohedron::{heap_recursive, LexicalPermutation};

fn main() {
    let mut line = String::new();
    std::io::stdin().read_line(&mut line).unwrap();
    let mut word: Vec<char> = line.trim().chars().collect();
    word.sort();
    loop {
        println!("{}", word.iter().collect::<String>());
        if !word.next_permutation() {
            break;
        }
    }
    let mut items = [1, 2, 3, 4];
    let mut count = 0;
    heap_recursive(&mut items, |_| count += 1);
    println!("{}", count);
}
