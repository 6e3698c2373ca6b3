// Item 7: a byte-order mark, `use ::solver_core::...`, and a macro naming `solver_core::`
// invoked inside a nested module.
use ::solver_core::conv::conv;

macro_rules! bump {
    ($x:expr) => {
        solver_core::conv::other($x)
    };
}

mod nested {
    pub fn twice_bumped(x: u64) -> u64 {
        bump!(bump!(x))
    }
}

fn main() {
    println!("{:?} {}", conv(&[1, 2], &[3, 4]), nested::twice_bumped(1));
}
