// native links libm through its build script, which one source file cannot carry.
fn main() {
    println!("{}", native::cube_root(27.0));
}
