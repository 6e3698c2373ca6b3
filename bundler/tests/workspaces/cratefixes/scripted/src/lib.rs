//! What weak_optional may use (serde under icu_locale_core 2.4.0), when its feature is on.

pub fn triple(x: u64) -> u64 {
    x * 3
}
