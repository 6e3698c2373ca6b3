// Reaches an edition-2015 crate.
use old_edition::Scale;

fn main() {
    println!("{}", old_edition::Doubler.scale(21));
}
