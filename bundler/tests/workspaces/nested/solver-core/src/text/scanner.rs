/// One lexical token of a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Token<'a> {
    /// A maximal run of ASCII letters.
    Word(&'a str),
    /// A maximal run of ASCII digits.
    Number(u64),
}

/// A lexer over one string: yields words and numbers, skips everything else. A different
/// `Scanner` from `io::Scanner`.
#[derive(Clone, Debug)]
pub struct Scanner<'a> {
    text: &'a str,
    position: usize,
}

impl<'a> Scanner<'a> {
    pub fn new(text: &'a str) -> Self {
        Scanner { text, position: 0 }
    }

    fn run(&mut self, class: fn(&u8) -> bool) -> &'a str {
        let start = self.position;
        let bytes = self.text.as_bytes();
        while self.position < bytes.len() && class(&bytes[self.position]) {
            self.position += 1;
        }
        &self.text[start..self.position]
    }
}

impl<'a> Iterator for Scanner<'a> {
    type Item = Token<'a>;

    fn next(&mut self) -> Option<Token<'a>> {
        let bytes = self.text.as_bytes();
        while self.position < bytes.len() {
            let b = bytes[self.position];
            if b.is_ascii_alphabetic() {
                return Some(Token::Word(self.run(u8::is_ascii_alphabetic)));
            }
            if b.is_ascii_digit() {
                return Some(Token::Number(self.run(u8::is_ascii_digit).parse().expect("digits")));
            }
            self.position += 1;
        }
        None
    }
}
