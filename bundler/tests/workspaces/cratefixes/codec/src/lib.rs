//! A trait crate that another crate implements for its own types under a feature, as serde and
//! arbitrary are for smallvec (issue 37): a program that never encodes needs none of it.

/// Writes a value as text.
pub trait Encode {
    fn encode(&self, out: &mut Encoder);
}

/// Where encoded values go: numbers in decimal, separated by `,`, lists in brackets.
#[derive(Default)]
pub struct Encoder {
    text: String,
}

impl Encoder {
    pub fn number(&mut self, n: i64) {
        if !self.text.is_empty() && !self.text.ends_with('[') {
            self.text.push(',');
        }
        self.text.push_str(&n.to_string());
    }

    pub fn list<T: Encode>(&mut self, items: &[T]) {
        if !self.text.is_empty() && !self.text.ends_with('[') {
            self.text.push(',');
        }
        self.text.push('[');
        for item in items {
            item.encode(self);
        }
        self.text.push(']');
    }

    pub fn finish(self) -> String {
        self.text
    }
}

impl Encode for i64 {
    fn encode(&self, out: &mut Encoder) {
        out.number(*self);
    }
}

/// Encodes one value.
pub fn to_text<T: Encode>(value: &T) -> String {
    let mut out = Encoder::default();
    value.encode(&mut out);
    out.finish()
}
