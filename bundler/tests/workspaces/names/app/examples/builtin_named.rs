// An exported macro named like a built-in attribute (log's `warn!`), imported by name and by a
// glob, and used beside the attribute.
use mprelude::warn;

#[warn(unused)]
fn main() {
    println!("{} {}", warn!("a"), mprelude::warn!("b"));
    println!("{}", mprelude::warned_twice());
}
