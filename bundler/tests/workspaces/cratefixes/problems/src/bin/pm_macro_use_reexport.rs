// A library's re-exported proc macros through `#[macro_use] extern crate .. as _;`, beside its
// own functions (proconio's `#[fastout]` and `input!`).
#[macro_use]
extern crate pm_reexport as _;

#[plus_one]
fn sum(line: &str) -> i64 {
    let total: i64 = pm_reexport::numbers(line).iter().sum();
    total
}

fn main() {
    let mut line = String::new();
    std::io::stdin().read_line(&mut line).unwrap();
    println!("{} {}", sum(&line), doubled!(sum(&line)));
}
