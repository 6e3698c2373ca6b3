// A crate that binds sysroot crates under other names at its root (hashbrown's
// `extern crate alloc as alloc_crate;`) and a function named like a dependency that calls into
// it (regex-automata's `fn memchr` calling `memchr::memchr`), and a module imported inside a
// function body (regex-syntax's `use crate::unicode_tables::age;`).
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for line in input.lines() {
        println!("{:?}", alias_roots::words::shout(line));
        println!("{:?}", alias_roots::words::tally(line));
        println!("{:?}", alias_roots::words::count::letters(line));
        println!("[{}]", alias_roots::between(line, b'|'));
        println!("{:?}", line.chars().map(alias_roots::age_of).collect::<Vec<_>>());
    }
}
