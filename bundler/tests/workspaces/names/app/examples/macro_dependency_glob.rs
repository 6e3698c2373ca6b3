// A macro body's `dims::$D` (nalgebra's `typenum::$D`): the types of `dims` that the invocations
// name come with the impls that use them.
use scalar::sized::{Narrow, Wide, Width};

fn main() {
    println!("{} {}", Narrow::width(), Wide::width());
}
