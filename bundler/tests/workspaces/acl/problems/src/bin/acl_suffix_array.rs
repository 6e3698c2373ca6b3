//! Suffix array and LCP array of one lowercase string. Prints both, one per line.
use solver_core::string::{lcp_array, suffix_array};
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let s = text.split_ascii_whitespace().next().unwrap_or("");
    let sa = suffix_array(s);
    let lcp = lcp_array(s, &sa);
    let join = |v: &[usize]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" ");
    println!("{}\n{}", join(&sa), join(&lcp));
}
