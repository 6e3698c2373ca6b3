// Links the C math library: a judge links one source file, with no native libraries beside it.
fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rustc-link-lib=m");
}
