//! A module made by a macro, as table-generating crates make theirs, and an item nothing uses.

macro_rules! make {
    ($name:ident, $value:expr) => {
        pub mod $name {
            pub fn answer(x: u32) -> u32 {
                x * $value
            }
        }
    };
}

make!(generated, 7);

pub fn unused_elsewhere() -> u32 {
    1
}
