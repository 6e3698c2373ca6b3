//! The other `Scanner` (`text_scanner_marker`).

/// Characters of a string.
pub struct Scanner {
    chars: Vec<char>,
}

impl Scanner {
    pub fn text_scanner_marker(s: &str) -> Scanner {
        Scanner { chars: s.chars().collect() }
    }

    pub fn len(&self) -> usize {
        self.chars.len()
    }
}
