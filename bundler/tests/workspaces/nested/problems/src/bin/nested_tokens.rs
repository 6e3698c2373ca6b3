//! Words and numbers. "k", then k lines. For each line: the number of words (runs of ASCII
//! letters), of numbers (runs of digits), the sum of the numbers, and the first longest word
//! ("-" when there is none).
use solver_core::text::{Scanner, Token};
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut lines = text.lines();
    let k: usize = lines.next().unwrap().trim().parse().unwrap();
    for line in lines.take(k) {
        let (mut words, mut numbers, mut sum) = (0, 0, 0u64);
        let mut longest: Option<&str> = None;
        for token in Scanner::new(line) {
            match token {
                Token::Word(w) => {
                    words += 1;
                    if longest.map_or(true, |l| w.len() > l.len()) {
                        longest = Some(w);
                    }
                }
                Token::Number(x) => {
                    numbers += 1;
                    sum += x;
                }
            }
        }
        println!("{} {} {} {}", words, numbers, sum, longest.unwrap_or("-"));
    }
}
