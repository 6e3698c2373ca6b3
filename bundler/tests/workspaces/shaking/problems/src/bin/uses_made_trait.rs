// Issue 19: `Bag::total` calls a method of a macro-made trait; the packed form is never used.
use solver_core::weights::bag::Bag;

fn main() {
    println!("{}", Bag(vec![2, 3, 4]).total());
}
