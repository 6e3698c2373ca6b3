//! A crate that calls into a native library its build script links.

extern "C" {
    fn cbrt(x: f64) -> f64;
}

/// The cube root, from libm.
pub fn cube_root(x: f64) -> f64 {
    unsafe { cbrt(x) }
}
