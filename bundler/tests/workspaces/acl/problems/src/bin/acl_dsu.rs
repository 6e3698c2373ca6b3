//! Union-find. "n q", then q queries "t u v": t = 0 joins u and v, t = 1 prints 1 if u and v are
//! connected, else 0. Last line: the number of components and the largest component's size.
use solver_core::dsu::Dsu;
use std::io::{Read, Write};

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let (n, q) = (it.next().unwrap(), it.next().unwrap());
    let mut dsu = Dsu::new(n);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for _ in 0..q {
        let (t, u, v) = (it.next().unwrap(), it.next().unwrap(), it.next().unwrap());
        if t == 0 {
            dsu.merge(u, v);
        } else {
            writeln!(out, "{}", u8::from(dsu.same(u, v))).unwrap();
        }
    }
    let groups = dsu.groups();
    let largest = groups.iter().map(|g| g.len()).max().unwrap_or(0);
    writeln!(out, "{} {}", groups.len(), largest).unwrap();
}
