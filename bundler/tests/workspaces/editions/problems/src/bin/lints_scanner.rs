// A library whose code warns under lints newer than it (issue 19, item 8).
use lints::{Leaky, Scanner};

fn main() {
    let stdin = std::io::stdin();
    let mut scanner = Scanner::new(stdin.lock());
    let sum: u64 = scanner.tokens().map(|t| t.parse::<u64>().unwrap()).sum();
    let kept = Leaky::new(sum);
    println!("{}", kept.get());
}
