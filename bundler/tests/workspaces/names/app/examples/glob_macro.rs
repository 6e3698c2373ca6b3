// A crate's textual macro invoked where a glob of std's module is in scope (matrixmultiply's
// `unroll_by_with_last!` beside `use core::arch::x86_64::*;`).
fn main() {
    println!("{}", mprelude::kernel::quad(5));
}
