// Reaches an edition-2015 crate (`async` as an identifier, an anonymous parameter): translated
// into the bundle's edition.
use old_edition::Scale;

fn main() {
    println!("{}", old_edition::Doubler.scale(21));
}
