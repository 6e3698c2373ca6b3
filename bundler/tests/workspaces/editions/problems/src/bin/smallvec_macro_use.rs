// smallvec 1.11.0 through `#[macro_use] extern crate smallvec as _;`, as cargo-equip's suite
// writes it (issue 19, item 4: the bundle failed with E0463).
#[macro_use]
extern crate smallvec as _;
use smallvec::SmallVec;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut v: SmallVec<[u32; 4]> = smallvec![1, 2];
    for t in input.split_ascii_whitespace() {
        v.push(t.parse().unwrap());
    }
    println!("{} {} {:?}", v.len(), v.spilled(), v);
}
