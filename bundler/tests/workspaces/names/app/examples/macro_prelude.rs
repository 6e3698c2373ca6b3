#[macro_use]
extern crate mprelude;

use mprelude::inter;

// anyhow's doctest: the program's own `tables` stands for the crate at its root.
mod tables {
    pub fn count() -> u32 {
        5
    }
}

fn main() {
    use mprelude::prelude::*;
    let mut b: Bits = make_bits!(0, 2);
    b += 4;
    let _unit = MakeBits!();
    let boxed = Boxed(vec![1]);
    let tapped = 7u32.tap(|_| {});
    println!("{} {} {} {}", b.0, boxed.0.len(), tapped, matches!(Some(3), Some(_)));
    println!("{} {} {} {}", inter(21), mprelude::width(), mprelude::widen(9), mprelude::new_bits!(1).0);
    #[cfg(target_feature = "avx")]
    let wide = mprelude::avx_lanes!();
    #[cfg(not(target_feature = "avx"))]
    let wide = 0;
    println!("{} {} {} {}", mprelude::lanes(), mprelude::three(), tables::count(), wide);
}
