//! Declared by `crate_root!()`, so found as src/private/mod.rs; its own module is found under
//! src/private/.

mod digits;

pub fn parse(text: &str) -> Result<u64, String> {
    if digits::all_digits(text) {
        text.parse().map_err(|_| format!("{} is too big", text))
    } else {
        Err(format!("{} is not a length", text))
    }
}
