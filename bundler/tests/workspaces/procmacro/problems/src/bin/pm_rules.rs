//! Proc macros invoked from the problem's own `macro_rules!` (paste's pattern: `paste! { .. }`
//! in a transcriber): rustc runs them on what each invocation transcribes. `squares!` in a
//! transcriber at item level, in a function the macro generates under `#[twice]`, and in an
//! expression, from a macro defined inside `fn main`.

use pm_runtime::{squares, twice};
use std::io::Read;

macro_rules! table {
    ($name:ident, $n:literal) => {
        const $name: [u64; $n] = squares!($n);
    };
}

macro_rules! summed {
    ($f:ident, $n:literal) => {
        #[twice]
        fn $f() -> u64 {
            squares!($n).iter().sum::<u64>()
        }
    };
}

table!(SMALL, 4);
summed!(sum_of_five, 5);

fn main() {
    macro_rules! square_of {
        ($k:expr) => {
            squares!(8)[$k as usize]
        };
    }
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    for k in text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap()) {
        println!("{} {} {}", SMALL[(k % 4) as usize], square_of!(k % 8) + 1, sum_of_five());
    }
}
