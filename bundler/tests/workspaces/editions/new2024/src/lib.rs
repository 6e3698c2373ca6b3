//! Edition 2024 code, bundled into a 2021 program for a judge whose rustc knows it: `unsafe
//! extern` blocks with `safe` items, `#[unsafe(no_mangle)]`, `expr_2021`, `gen` as a raw
//! identifier.

unsafe extern "C" {
    pub safe fn abs(x: i32) -> i32;
}

#[unsafe(no_mangle)]
pub extern "C" fn new2024_triple(x: i32) -> i32 {
    x * 3
}

macro_rules! first_of {
    ($e:expr_2021, $($rest:expr_2021),*) => {
        $e
    };
}

pub fn generate(n: u32) -> Vec<u32> {
    let r#gen = n;
    (0..r#gen).map(|x| first_of!(x * x, x, r#gen)).collect()
}

pub fn distance(a: i32, b: i32) -> i32 {
    abs(a - b)
}
