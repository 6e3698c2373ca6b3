// Reaches a crate that includes a file from outside its src/ folder.
fn main() {
    println!("{} {}", include_outside::rows(), include_outside::TABLE.len());
}
