use std::io::Read;

/// Every whitespace-separated token of stdin.
pub struct Scanner {
    tokens: Vec<String>,
    next: usize,
}

impl Scanner {
    pub fn stdin() -> Scanner {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).unwrap();
        Scanner { tokens: text.split_ascii_whitespace().map(str::to_string).collect(), next: 0 }
    }

    pub fn next<T: std::str::FromStr>(&mut self) -> T {
        self.next += 1;
        match self.tokens[self.next - 1].parse() {
            Ok(v) => v,
            Err(_) => panic!("token {} is not a number", self.next),
        }
    }
}
