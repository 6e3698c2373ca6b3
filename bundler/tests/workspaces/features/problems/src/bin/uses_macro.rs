// Macros through a path, through `use`, and one macro calling another via `$crate`.
use solver_core::square;

fn main() {
    println!("{} {} {}", solver_core::square!(7), square!(3), solver_core::cube!(2));
}
