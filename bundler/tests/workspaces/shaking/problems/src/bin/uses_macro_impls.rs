// Item 1: a trait implemented by a macro whose body has `$t` in function bodies; a method that a
// macro invoked among an impl's members defines; a method of an impl on an alias of the type.
use solver_core::twice::{Pair, Twice};

fn main() {
    println!("{} {}", 21u32.twice(), 5u64.twice());
    println!("{} {} {}", Pair(2, 3).sum(), Pair(2, 3).product(), Pair(2, 3).grown());
}
