#![cfg(target_feature = "avx512f")]

#[macro_export]
macro_rules! lanes {
    () => {
        16
    };
}
