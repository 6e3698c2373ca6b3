//! icu_segmenter 2.4.0's root re-exports its segmenters (`pub use
//! crate::sentence::SentenceSegmenter;`) from modules that glob-import another crate's module
//! (`use icu_provider::prelude::*;`). Such a glob may bring a macro of the struct's name, but a
//! program that uses only one segmenter needs neither the others nor their re-exports. Like
//! icu_segmenter, the root keeps code of its own (`extern crate alloc;`), so its imports may
//! bring traits that code calls.

extern crate alloc;

mod lines {
    use alloc::string::String;
    use std::collections::*;

    pub struct Lines(pub VecDeque<String>);

    impl Lines {
        pub fn new(text: &str) -> Lines {
            Lines(text.split('|').map(str::to_string).collect())
        }

        pub fn longest(&self) -> usize {
            self.0.iter().map(String::len).max().unwrap_or(0)
        }
    }
}

mod sentences {
    use std::collections::*;

    pub struct Sentences(pub BTreeMap<usize, String>);

    impl Sentences {
        pub fn new(text: &str) -> Sentences {
            Sentences(text.split('.').map(str::to_string).enumerate().collect())
        }
    }
}

pub use crate::lines::Lines;
pub use crate::sentences::Sentences;
