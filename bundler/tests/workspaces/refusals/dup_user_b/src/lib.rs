//! Uses `dup` 2.0.0 under its own name.

pub fn dup_version() -> u32 {
    dup::VERSION
}
