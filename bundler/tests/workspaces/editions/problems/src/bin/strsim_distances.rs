// strsim 0.10.0 (edition 2015): edit distances between pairs of words.
use std::io::Read;
use strsim::{damerau_levenshtein, hamming, levenshtein};

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for line in input.lines() {
        let w: Vec<&str> = line.split_ascii_whitespace().collect();
        if w.len() != 2 {
            continue;
        }
        let h = match hamming(w[0], w[1]) {
            Ok(d) => d.to_string(),
            Err(_) => "-".to_string(),
        };
        println!("{} {} {} {:.3}", levenshtein(w[0], w[1]), damerau_levenshtein(w[0], w[1]), h, strsim::jaro_winkler(w[0], w[1]));
    }
}
