//! hashbrown 0.14.5's shape: modules declared inside `cfg_if!` (src/raw/mod.rs picks `mod sse2;`,
//! `mod neon;` or `mod generic;`), used through `use .. as imp;` from the same branch.

#[macro_use]
mod macros;

cfg_if! {
    // The judge's target (x86_64, 64-bit) takes the first branch.
    if #[cfg(target_pointer_width = "64")] {
        mod wide;
        use self::wide as imp;
    } else if #[cfg(target_pointer_width = "32")] {
        mod narrow;
        use self::narrow as imp;
    } else {
        mod fallback;
        use self::fallback as imp;
    }
}

cfg_if! {
    if #[cfg(any())] {
        /// Never compiled.
        pub fn label() -> &'static str { "never" }
    } else {
        /// Always compiled.
        pub fn label() -> &'static str { "chunks" }
    }
}

/// `n` split into words of the branch's width, lowest first.
pub fn words(mut n: u128) -> Vec<u128> {
    let mut out = Vec::new();
    loop {
        out.push(n & imp::MASK);
        n >>= imp::BITS;
        if n == 0 {
            return out;
        }
    }
}
