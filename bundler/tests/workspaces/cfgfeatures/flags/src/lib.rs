//! Every shape of `cfg` a library uses: features on and off, platform predicates, a module
//! whose file exists only on another platform, `cfg!`, `cfg_attr`, and cfg on an impl member
//! and on a match arm.

#[cfg(windows)]
mod windows_only;

#[cfg(feature = "fast")]
pub fn speed() -> &'static str {
    "fast"
}

#[cfg(not(feature = "fast"))]
pub fn speed() -> &'static str {
    "slow"
}

#[cfg(all(unix, target_pointer_width = "64"))]
pub fn platform() -> &'static str {
    "unix64"
}

#[cfg(not(all(unix, target_pointer_width = "64")))]
pub fn platform() -> &'static str {
    windows_only::NAME
}

#[cfg(feature = "extra")]
pub fn extra() -> &'static str {
    crate::does_not_exist::EXTRA
}

#[cfg(not(feature = "extra"))]
pub fn extra() -> &'static str {
    Labelled::label(&0u8)
}

/// A diagnostic attribute (Rust 1.78) only under a feature nobody enables (serde's under a
/// build-script cfg): what the cfg removes is not in the bundle, so the bundle, which must
/// compile with rustc 1.63, is not refused for it.
#[cfg_attr(feature = "extra", diagnostic::on_unimplemented(message = "`{Self}` has no label"))]
pub trait Labelled {
    fn label(&self) -> &'static str {
        "no extra"
    }
}

impl Labelled for u8 {}

/// `debug_assertions` is decided by the compiler's flags, not by the bundler: the whole
/// predicate must reach rustc (its value here is the same either way).
#[cfg(all(feature = "big", any(debug_assertions, not(debug_assertions))))]
pub fn undecided() -> &'static str {
    "left to rustc"
}

pub fn big_enabled() -> bool {
    if cfg!(feature = "big") {
        true
    } else {
        cfg!(feature = "extra")
    }
}

#[cfg_attr(feature = "fast", derive(Debug))]
#[cfg_attr(feature = "extra", derive(NoSuchDerive))]
#[derive(Clone, Copy)]
pub struct Config {
    pub level: u32,
}

impl Config {
    #[cfg(feature = "big")]
    pub fn limit(&self) -> u64 {
        (1 << 40) + self.level as u64
    }

    #[cfg(not(feature = "big"))]
    pub fn limit(&self) -> u64 {
        (1 << 20) + self.level as u64
    }

    #[cfg(feature = "extra")]
    pub fn broken(&self) -> NoSuchType {
        NoSuchType
    }
}

pub fn classify(n: u32) -> &'static str {
    match n {
        #[cfg(feature = "big")]
        0 => "zero (big)",
        #[cfg(not(feature = "big"))]
        0 => "zero",
        #[cfg(feature = "extra")]
        1 => no_such_function(),
        _ => "other",
    }
}
