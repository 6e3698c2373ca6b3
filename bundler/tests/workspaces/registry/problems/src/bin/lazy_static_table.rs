// A lookup table built once, through lazy_static!.
use lazy_static::lazy_static;
use std::collections::HashMap;

lazy_static! {
    static ref SQUARES: HashMap<u32, u32> = (0..100).map(|i| (i * i, i)).collect();
    static ref LIMIT: u32 = 99 * 99;
}

fn main() {
    let mut input = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut input).unwrap();
    for token in input.split_ascii_whitespace() {
        let v: u32 = token.parse().unwrap();
        match SQUARES.get(&v) {
            Some(root) => println!("{} = {}^2", v, root),
            None if v > *LIMIT => println!("{} too big", v),
            None => println!("{} no", v),
        }
    }
}
