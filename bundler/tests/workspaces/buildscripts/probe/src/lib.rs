//! A crate whose code depends on what its build script printed: without the build script's
//! cfgs, environment and generated files it would not compile, or would answer differently.

// Items generated at build time, at module level.
include!(concat!(env!("OUT_DIR"), "/squares.rs"));

/// Set by `cargo:rustc-env`.
pub const GREETING: &str = env!("PROBE_GREETING");

/// An expression generated at build time.
pub fn answer() -> u64 {
    include!(concat!(env!("OUT_DIR"), "/answer.rs"))
}

/// A text generated at build time.
pub fn table_lines() -> usize {
    include_str!(concat!(env!("OUT_DIR"), "/table.txt")).lines().count()
}

#[cfg(probe_fast)]
pub fn speed() -> &'static str {
    "fast"
}

#[cfg(not(probe_fast))]
pub fn speed() -> &'static str {
    "slow"
}

/// An error's text through the error trait where the compiler the build script probed has
/// it: `core::error` from Rust 1.81, `std::error` before.
#[cfg(not(probe_no_core_error))]
pub fn error_text(e: &dyn core::error::Error) -> String {
    e.to_string()
}

#[cfg(probe_no_core_error)]
pub fn error_text(e: &dyn std::error::Error) -> String {
    e.to_string()
}

/// `probe_level` is a key-value cfg; only "3" is set.
pub fn level() -> u32 {
    if cfg!(probe_level = "2") {
        2
    } else if cfg!(probe_level = "3") {
        3
    } else {
        0
    }
}

/// The build script never sets `probe_never`, so cargo leaves this out.
#[cfg(probe_never)]
pub fn never() -> u32 {
    compile_error!("probe_never is not set by the build script")
}

/// Whether `option_env!` sees the build script's variable.
pub fn greeting_is_set() -> bool {
    option_env!("PROBE_GREETING").is_some()
}

// A module and generated items that a macro's expansion declares and includes (serde's
// `crate_root!()` with its `mod private;` and `include!` of OUT_DIR/private.rs).
macro_rules! crate_root {
    () => {
        mod helpers;
        include!(concat!(env!("OUT_DIR"), "/facade.rs"));
    };
}

crate_root!();

/// Generated code that calls the crate's own function by a `crate::` path.
pub fn doubled_nine() -> u64 {
    include!(concat!(env!("OUT_DIR"), "/call.rs"))
}
