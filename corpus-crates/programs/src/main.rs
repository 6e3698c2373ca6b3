//! The corpus project's placeholder binary: cargo needs one target while `src/bin/` is empty.
//! The programs themselves are written to `src/bin/<crate>__<n>.rs` by `corpus-crates`.
fn main() {}
