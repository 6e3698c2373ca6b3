// Re-exports at the library root, one of them renamed.
use solver_core::pow_mod;
use solver_core::rectangle_area;

fn main() {
    println!("{} {}", pow_mod(3, 200, 1_000_000_007), rectangle_area(6, 7));
}
