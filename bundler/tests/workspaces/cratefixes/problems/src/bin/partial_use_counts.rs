// Only `Counts` (an alias of `HashMap`) and `runs`/`Runs` of partly kept `cfg`'d uses.
use partial_use::{count, runs, Runs};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let v: Vec<u32> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let counts = count(&v);
    let mut keys: Vec<&u32> = counts.keys().collect();
    keys.sort();
    for k in keys {
        println!("{} x{}", k, counts[k]);
    }
    let Runs(r) = runs(&v);
    println!("{:?}", r);
}
