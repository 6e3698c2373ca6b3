//! A dependency of `problems` that no problem mentions: it must add nothing to any bundle.

pub fn unused_lib_marker() -> &'static str {
    "unused_lib was inlined"
}

#[macro_export]
macro_rules! unused_lib_macro {
    () => {
        $crate::unused_lib_marker()
    };
}
