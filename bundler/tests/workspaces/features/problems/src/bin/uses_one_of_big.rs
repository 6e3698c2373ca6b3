// One function of a large module.
use solver_core::big::needle;

fn main() {
    println!("{}", needle(5));
}
