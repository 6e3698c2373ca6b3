use proconio::input;

// The expected salary over N equally likely amounts 10000, 20000, ..., N * 10000.
fn main() {
    input! {
        n: u64,
    }
    println!("{}", (n + 1) * 5000);
}
