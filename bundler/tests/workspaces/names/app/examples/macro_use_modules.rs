// static_assertions' doctests: `#[macro_use] extern crate` at the root puts the crate's exported
// macros in the `macro_use` prelude, which every module of the crate sees, nested ones too.
#[macro_use]
extern crate mprelude;

mod inner {
    pub fn bits() -> u32 {
        make_bits!(0, 1).0
    }
    pub mod deeper {
        pub fn bits() -> u32 {
            make_bits!(3).0 + matches!(Some(1), Some(_))
        }
    }
}

fn main() {
    println!("{} {} {}", inner::bits(), inner::deeper::bits(), make_bits!(2).0);
}
