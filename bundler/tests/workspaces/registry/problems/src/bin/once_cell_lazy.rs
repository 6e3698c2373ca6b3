// once_cell's sync::Lazy and unsync::OnceCell.
use once_cell::sync::Lazy;
use once_cell::unsync::OnceCell;

static PRIMES: Lazy<Vec<u64>> = Lazy::new(|| (2..200u64).filter(|n| (2..*n).take_while(|d| d * d <= *n).all(|d| n % d != 0)).collect());

fn main() {
    let mut line = String::new();
    std::io::stdin().read_line(&mut line).unwrap();
    let k: usize = line.trim().parse().unwrap();
    let cell = OnceCell::new();
    let sum: u64 = *cell.get_or_init(|| PRIMES.iter().take(k).sum());
    println!("{} {}", PRIMES.len(), sum);
    println!("{}", cell.get().is_some());
}
