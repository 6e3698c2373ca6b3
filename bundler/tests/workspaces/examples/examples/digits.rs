// The digit sum of each number.
fn main() {
    let mut line = String::new();
    std::io::stdin().read_line(&mut line).unwrap();
    for t in line.split_whitespace() {
        let n: u64 = t.parse().unwrap();
        println!("{}", examples::digits(n).iter().map(|&d| d as u64).sum::<u64>());
    }
}
