// A glob import of a module with types, traits and impls.
use solver_core::shapes::*;

fn main() {
    let r = Rect { w: 2, h: 5 };
    println!("{} {} {} {} {}", r, r.area(), r.perimeter(), area::square_area(4), r.diagonal_squared());
}
