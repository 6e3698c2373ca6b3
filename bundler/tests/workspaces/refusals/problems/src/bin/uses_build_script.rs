// Reaches a crate with a build script.
fn main() {
    println!("{}", with_build::VALUE);
}
