// fixedbitset 0.4.2 (edition 2015): a sieve in a bit set, then set algebra.
use fixedbitset::FixedBitSet;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let n: usize = input.trim().parse().unwrap();
    let mut composite = FixedBitSet::with_capacity(n + 1);
    composite.insert_range(..2.min(n + 1));
    for i in 2..=n {
        if !composite[i] && i * i <= n {
            for j in (i * i..=n).step_by(i) {
                composite.insert(j);
            }
        }
    }
    let mut primes = composite.clone();
    primes.toggle_range(..);
    let mut odd = FixedBitSet::with_capacity(n + 1);
    odd.extend((1..=n).step_by(2));
    let odd_primes: Vec<usize> = primes.intersection(&odd).collect();
    println!("{} {}", primes.count_ones(..), odd_primes.iter().take(5).map(|p| p.to_string()).collect::<Vec<_>>().join(" "));
}
