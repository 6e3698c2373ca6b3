// Item 1: a trait implemented by a macro whose body has `$t` in function bodies.
use solver_core::twice::Twice;

fn main() {
    println!("{} {}", 21u32.twice(), 5u64.twice());
}
