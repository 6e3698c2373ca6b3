// A trait implemented only by a macro, called through a glob import without naming it.
use solver_core::twice::*;

fn main() {
    println!("{}", 7u64.twice());
}
