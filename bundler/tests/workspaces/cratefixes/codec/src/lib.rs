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

/// Hands out numbers one at a time, as serde's `SeqAccess` hands a visitor a sequence's
/// elements: only this crate's own types implement it (and `&mut` of an implementor), so its
/// methods can be called on nothing else.
pub trait Source {
    fn next_number(&mut self) -> Option<i64>;

    /// How many numbers are left, when known.
    fn size_hint(&self) -> Option<usize> {
        None
    }
}

impl<S: Source + ?Sized> Source for &mut S {
    fn next_number(&mut self) -> Option<i64> {
        (**self).next_number()
    }
}

/// The numbers written in a text, separated by whitespace.
pub struct TextSource<'a> {
    words: std::str::SplitWhitespace<'a>,
}

impl<'a> TextSource<'a> {
    pub fn new(text: &'a str) -> Self {
        TextSource { words: text.split_whitespace() }
    }
}

impl Source for TextSource<'_> {
    fn next_number(&mut self) -> Option<i64> {
        self.words.next().map(|w| w.parse().expect("a number"))
    }
}

/// How many characters a value takes when encoded: no program here asks, so the bundle has
/// neither the trait nor its impls, even the one whose invocation a `cfg` comes before
/// (num-traits' `#[cfg(has_i128)] int_trait_impl!(Num for u128 i128);` kept the whole crate).
pub trait Width {
    fn width(&self) -> usize;
}

macro_rules! width_by_text {
    ($($t:ty),*) => {
        $(impl Width for $t {
            fn width(&self) -> usize {
                self.to_string().len()
            }
        })*
    };
}

width_by_text!(i64, u8);
#[cfg(not(any()))]
width_by_text!(u64);
