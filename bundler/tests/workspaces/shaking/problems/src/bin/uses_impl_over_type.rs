// Issue 19: `Packed` is used, so `From<Packed> for Bag` is what `into` picks.
use solver_core::weights::bag::{Bag, Packed};

fn main() {
    let bag: Bag = Packed(5).into();
    println!("{}", bag.total());
}
