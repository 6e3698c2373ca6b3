//! memchr's shape in small: a crate whose main function has the crate's own name.

/// Where `b` first is in `hay`.
pub fn seek(hay: &[u8], b: u8) -> Option<usize> {
    hay.iter().position(|&x| x == b)
}

/// Where `b` last is in `hay`.
pub fn seek_last(hay: &[u8], b: u8) -> Option<usize> {
    hay.iter().rposition(|&x| x == b)
}
