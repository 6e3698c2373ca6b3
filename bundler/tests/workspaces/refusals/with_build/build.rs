// Computes a value at build time (which the bundler carries: rustc-env) and links a native
// library (which no single file can carry: the crate is refused).
fn main() {
    println!("cargo:rustc-env=WITH_BUILD_VALUE={}", 6 * 7);
    println!("cargo:rustc-link-lib=m");
    println!("cargo:rerun-if-changed=build.rs");
}
