//! Reads a data file from outside src/: the bundler refuses it (cargo packages src/ and the
//! manifest's includes, and a judge gets one file).

pub const TABLE: &str = include_str!("../data/table.txt");

pub fn rows() -> usize {
    TABLE.lines().count()
}
