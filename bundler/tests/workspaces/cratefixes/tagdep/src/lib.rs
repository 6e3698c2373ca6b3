//! icu_segmenter_data's `unicode_tag!()`: a crate whose only use may be a macro in a doc
//! attribute.

#[macro_export]
macro_rules! tag {
    () => {
        "v18"
    };
}

pub fn shout(s: &str) -> String {
    s.to_uppercase()
}
