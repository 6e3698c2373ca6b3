use alloc_crate::string::{String, ToString};
use alloc_crate::vec::Vec;
use stdlib::collections::BTreeMap;

pub mod count;

/// The words of `s`, upper-cased.
pub fn shout(s: &str) -> Vec<String> {
    s.split_whitespace().map(|w| w.to_uppercase().to_string()).collect()
}

/// How often each word occurs.
pub fn tally(s: &str) -> BTreeMap<String, usize> {
    let mut m = BTreeMap::new();
    for w in s.split_whitespace() {
        *m.entry(w.to_string()).or_insert(0) += 1;
    }
    m
}
