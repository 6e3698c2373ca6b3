//! Item 16: a `Scanner` here and another in `text`.

/// Whitespace-separated numbers from a string.
pub struct Scanner {
    words: Vec<u64>,
}

impl Scanner {
    pub fn new(s: &str) -> Scanner {
        Scanner { words: s.split_whitespace().rev().map(|w| w.parse().unwrap()).collect() }
    }

    pub fn next(&mut self) -> u64 {
        self.words.pop().unwrap()
    }
}
