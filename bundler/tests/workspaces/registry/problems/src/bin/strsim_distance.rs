// Edit distances between pairs of words with strsim.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let words: Vec<&str> = input.split_ascii_whitespace().collect();
    for pair in words.chunks(2) {
        println!(
            "{} {} {:.4}",
            strsim::levenshtein(pair[0], pair[1]),
            strsim::osa_distance(pair[0], pair[1]),
            strsim::jaro_winkler(pair[0], pair[1])
        );
    }
}
