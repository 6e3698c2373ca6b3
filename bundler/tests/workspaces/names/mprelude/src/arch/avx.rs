#![cfg(target_feature = "avx")]

#[macro_export]
macro_rules! avx_lanes {
    () => {
        8
    };
}

pub fn avx_width() -> u32 {
    avx_lanes!()
}
