#[macro_use]
extern crate proconio as _;

#[fastout]
fn main() {
    input!(s: String);
    println!("{}", s);
}
