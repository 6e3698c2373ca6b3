// whiteread 0.5.0 (edition 2015): typed reading of stdin.
use whiteread::Reader;

fn main() {
    let mut r = Reader::from_stdin_naive();
    let n: usize = r.line().unwrap();
    let mut total = 0i64;
    for _ in 0..n {
        let (name, a, b): (String, i64, i64) = r.line().unwrap();
        total += a * b;
        println!("{} {}", name, a * b);
    }
    println!("{}", total);
}
