// Reaches two versions of one crate, `dup` 1.0.0 (as dup1) and 2.0.0 (as dup2).
fn main() {
    println!("{} {}", dup1::VERSION, dup2::VERSION);
}
