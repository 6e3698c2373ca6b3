// Reading a count and a list with whiteread.
use whiteread::Reader;

fn main() {
    let mut reader = Reader::from_stdin_naive();
    let n: usize = reader.p();
    let values: Vec<i64> = (0..n).map(|_| reader.p()).collect();
    let (a, b): (i64, i64) = reader.p();
    println!("{} {}", values.iter().sum::<i64>(), a * b);
}
