//! What a crate's compilation sets or decides that a bundle must keep as rustc would have it:
//! exported macros under `cfg`s only rustc decides (ppv-lite86 0.2.21 defines `dispatch!` in
//! `x86_64` and again in `generic`, under exclusive `target_feature` cfgs), the variables cargo
//! sets for the crate (`env!("CARGO_PKG_VERSION")`, also in a `cfg_attr`'s doc: zerocopy), and
//! an included file's own `include!`s, relative to it (icu_segmenter_data's data/mod.rs).
//! And a dependency's item re-exported `pub`, then again by a prelude (rand's `pub use
//! rand_core::{CryptoRng, ..}` and its `prelude`).

pub use helper::Tool;

pub mod prelude {
    pub use crate::Tool;
}

#[cfg(target_feature = "sse2")]
mod fast;
#[cfg(not(target_feature = "sse2"))]
mod slow;
// Its file says `#![cfg(target_feature = "avx512f")]`.
mod gated;

mod wide {
    #![cfg(not(target_feature = "avx512f"))]
    #[macro_export]
    macro_rules! lanes {
        () => {
            4
        };
    }
}

pub mod own {
    #[cfg(target_feature = "sse2")]
    #[macro_export]
    macro_rules! kind {
        () => {
            "fast"
        };
    }
    #[cfg(not(target_feature = "sse2"))]
    #[macro_export]
    macro_rules! kind {
        () => {
            "slow"
        };
    }
}

pub fn describe() -> String {
    format!("{} {} {}", width!(), lanes!(), kind!())
}

#[cfg_attr(all(), doc = concat!("Version ", env!("CARGO_PKG_VERSION"), " of the crate."))]
pub fn version() -> String {
    format!("{} {} {}", env!("CARGO_PKG_VERSION"), env!("CARGO_PKG_NAME"), option_env!("CARGO_PKG_DESCRIPTION").unwrap_or("none"))
}

include!("../data/mod.rs");
