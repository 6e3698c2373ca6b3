// The proconio idiom: input! with markers, and #[fastout] on main.
use proconio::marker::{Chars, Usize1};
use proconio::{fastout, input};

#[fastout]
fn main() {
    input! {
        n: usize,
        edges: [(Usize1, Usize1); n - 1],
        word: Chars,
    }
    let mut degree = vec![0; n];
    for (a, b) in edges {
        degree[a] += 1;
        degree[b] += 1;
    }
    for d in degree {
        println!("{}", d);
    }
    println!("{}", word.iter().rev().collect::<String>());
}
