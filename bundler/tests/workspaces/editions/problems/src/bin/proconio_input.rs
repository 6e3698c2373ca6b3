// proconio 0.4.5: `input!` from stdin. Its source's unused `Box::from_raw` result warns
// (`unused_must_use`) on current rustc (issue 19, item 8).
use proconio::input;
use proconio::marker::Chars;

fn main() {
    input! {
        n: usize,
        a: [i64; n],
        s: Chars,
    }
    let sum: i64 = a.iter().sum();
    println!("{} {}", sum, s.iter().rev().collect::<String>());
}
