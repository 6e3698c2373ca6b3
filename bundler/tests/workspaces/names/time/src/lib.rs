//! A crate named like a std module (`std::time`), with a module only a feature declares and
//! one an item macro declares: paths to none of them are provably wrong.

#[cfg(feature = "extra")]
pub mod extra {
    pub fn only_with_the_feature() -> u32 {
        1
    }
}

macro_rules! declare_made {
    () => {
        pub mod made {
            pub fn seven() -> u32 {
                7
            }
        }
    };
}

declare_made!();

pub fn ticks() -> u64 {
    3
}
