//! Declared by `crate_root!()`, so found next to lib.rs.

/// The area of a `w` by `h` rectangle, or why there is none.
pub fn area(w: &str, h: &str) -> Result<u64, String> {
    let w = tri!(crate::private::parse(w));
    let h = tri!(crate::private::parse(h));
    Ok(w * h)
}
