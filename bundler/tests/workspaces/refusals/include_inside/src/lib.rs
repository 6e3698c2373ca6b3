//! Files inside src/ included as text and as bytes: the bundler inlines them as literals.

pub const TABLE: &str = include_str!("table.txt");

pub static BYTES: &[u8] = include_bytes!("bytes.bin");

pub fn table_lines() -> Vec<&'static str> {
    TABLE.lines().collect()
}
