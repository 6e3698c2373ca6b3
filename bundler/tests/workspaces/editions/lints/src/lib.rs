//! An EbTech-style scanner written before `mismatched_lifetime_syntaxes` (rustc 1.89) existed:
//! `tokens(&mut self) -> SplitAsciiWhitespace` hides the lifetime that `&mut self` shows. Also an
//! unused `Box::from_raw` result (`unused_must_use`), as in proconio 0.4.5. Library warnings: the
//! bundle shows them and must not fail for them.
use std::io::BufRead;

pub struct Scanner<R> {
    reader: R,
    line: String,
}

impl<R: BufRead> Scanner<R> {
    pub fn new(reader: R) -> Scanner<R> {
        Scanner { reader, line: String::new() }
    }

    pub fn tokens(&mut self) -> std::str::SplitAsciiWhitespace {
        self.line.clear();
        self.reader.read_line(&mut self.line).expect("read");
        self.line.split_ascii_whitespace()
    }
}

pub struct Leaky(*mut u64);

impl Leaky {
    pub fn new(x: u64) -> Leaky {
        Leaky(Box::into_raw(Box::new(x)))
    }
    pub fn get(&self) -> u64 {
        unsafe { *self.0 }
    }
}

impl Drop for Leaky {
    fn drop(&mut self) {
        unsafe { Box::from_raw(self.0) };
    }
}
