// Item 3: `Dots`' Display needs `std::fmt::Write` in scope for `f.write_char`.
use solver_core::dots::Dots;

fn main() {
    println!("[{}]", Dots(3));
}
