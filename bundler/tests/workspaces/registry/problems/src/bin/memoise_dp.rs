// A memoised recursion with memoise's attribute: binomial coefficients mod 1e9+7.
use memoise::memoise;

#[memoise(n <= 60, k <= 60)]
fn binomial(n: usize, k: usize) -> u64 {
    if k == 0 || k == n {
        return 1;
    }
    (binomial(n - 1, k - 1) + binomial(n - 1, k)) % 1_000_000_007
}

fn main() {
    let mut line = String::new();
    std::io::stdin().read_line(&mut line).unwrap();
    let n: usize = line.trim().parse().unwrap();
    println!("{}", (0..=n).map(|k| binomial(n, k).to_string()).collect::<Vec<_>>().join(" "));
}
