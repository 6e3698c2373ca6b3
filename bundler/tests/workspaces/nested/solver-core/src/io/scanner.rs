use std::io::Read;
use std::str::FromStr;

/// Whitespace-separated tokens of all of standard input.
#[derive(Debug)]
pub struct Scanner {
    tokens: std::vec::IntoIter<String>,
}

impl Scanner {
    pub fn from_stdin() -> Self {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).expect("stdin is not UTF-8");
        Self::from_text(&text)
    }

    pub fn from_text(text: &str) -> Self {
        let tokens: Vec<String> = text.split_ascii_whitespace().map(str::to_string).collect();
        Scanner { tokens: tokens.into_iter() }
    }

    /// The next token parsed as `T`; panics with the token when it does not parse.
    pub fn next<T: FromStr>(&mut self) -> T {
        let token = self.tokens.next().expect("input ended early");
        match token.parse() {
            Ok(v) => v,
            Err(_) => panic!("cannot parse {:?}", token),
        }
    }
}
