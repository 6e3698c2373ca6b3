// A build script, as serde 1.0.229 has: a bundle that reaches this crate needs its output,
// which `cargo check` gives only for a crate it compiles.
fn main() {
    println!("cargo:rustc-cfg=scripted_ran");
}
