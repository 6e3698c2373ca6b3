// icu_locale_core's and litemap's macros (issue 37: textwrap): items made by a macro that only
// re-exports by path name, a macro re-exported as a module member, a `cfg` passed in.
use macro_paths::{value, Region, Store};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut store = Store::with(Vec::new());
    for word in input.split_ascii_whitespace() {
        let n: u32 = word.parse().unwrap();
        let r = Region(n);
        let copy = r;
        store.items.push((copy.scaled(), n));
        println!("{} {} {:?}", Region::KEY, r.scaled(), value!("x") == macro_paths::Value(String::from("x")));
    }
    println!("{:?}", store.items);
}
