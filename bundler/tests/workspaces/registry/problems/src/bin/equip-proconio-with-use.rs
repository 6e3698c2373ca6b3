#![deny(unused_imports)]

use proconio::{fastout, input};

#[fastout]
fn main() {
    input!(s: String);
    println!("{}", s);
}
