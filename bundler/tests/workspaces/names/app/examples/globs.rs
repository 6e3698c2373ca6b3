use globs::chain::Leaf;
use globs::{ring, shadow, Thing};

fn main() {
    println!("{} {} {} {}", Thing::value(), Leaf.v(), globs::chain::from_a(), ring::two());
    println!("{} {} {}", ring::one(), shadow::pick(), shadow::other());
    println!("{} {}", globs::external(), globs::inside());
    let _t: Thing = globs::make();
}
