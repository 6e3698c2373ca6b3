// Textual scope: the macros come in with the crate.
#[macro_use]
extern crate solver_core;

fn main() {
    println!("{} {}", square!(5), solver_core::macros::double_it(21));
}
