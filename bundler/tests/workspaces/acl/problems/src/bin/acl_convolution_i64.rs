//! Convolution of signed integers through the crate-root re-export, the shape of issue 8 item 2
//! (`pub use convolution::{convolution, convolution_i64};` next to `pub mod convolution;`, and a
//! problem that uses only the second). "n m", a_0 .. a_{n-1}, b_0 .. b_{m-1}, every c_k fits an
//! i64; prints c_0 .. c_{n+m-2}.
use solver_core::convolution_i64;
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap());
    let (n, m) = (it.next().unwrap() as usize, it.next().unwrap() as usize);
    let a: Vec<i64> = (0..n).map(|_| it.next().unwrap()).collect();
    let b: Vec<i64> = (0..m).map(|_| it.next().unwrap()).collect();
    let line: Vec<String> = convolution_i64(&a, &b).iter().map(|x| x.to_string()).collect();
    println!("{}", line.join(" "));
}
