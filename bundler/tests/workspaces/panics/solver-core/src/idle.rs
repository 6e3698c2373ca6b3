//! A module no problem uses: saving it must not make `--watch` bundle again.

/// Unused.
pub fn idle() -> u32 {
    7
}
