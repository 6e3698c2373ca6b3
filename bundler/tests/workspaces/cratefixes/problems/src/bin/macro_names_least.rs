// A trait impl made by a macro whose name is another macro's input, and a trait made by a macro
// that matches doc attributes.
use macro_names::{Least, Named};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let n: u64 = input.trim().parse().unwrap();
    let (a, b): (u8, i32) = Least::least();
    println!("{} {}", a, b);
    println!("{} {}", n * u64::SEVEN(), n + u64::ELEVEN());
}
