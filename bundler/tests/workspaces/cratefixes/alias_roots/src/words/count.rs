/// A module two levels down names the alias too, in a path that is not a `use`.
pub fn letters(s: &str) -> alloc_crate::vec::Vec<usize> {
    s.split_whitespace().map(|w| w.chars().count()).collect()
}
