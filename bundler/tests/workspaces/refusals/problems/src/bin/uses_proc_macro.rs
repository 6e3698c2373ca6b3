// Reaches a proc-macro crate.
fn main() {
    println!("{}", pm_derive::answer!());
}
