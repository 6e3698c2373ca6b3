// serde_core's macro-made `Error` trait, implemented for `fmt::Error` through its std facade
// (the crate `macro_facade`), reached through serde's re-export of the module (`macro_front`).
use std::fmt::{self, Write as _};
use std::io::Read;

struct Even(u32);

impl fmt::Display for Even {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        macro_front::ser::put_even(f, self.0)
    }
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for n in input.split_ascii_whitespace().map(|w| w.parse::<u32>().unwrap()) {
        let mut s = String::new();
        match write!(s, "{}", Even(n)) {
            Ok(()) => println!("{} (width {})", s, macro_front::ser::width(n)),
            Err(_) => println!("odd {}", n),
        }
    }
}
