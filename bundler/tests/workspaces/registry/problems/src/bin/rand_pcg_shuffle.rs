// A seeded Fisher-Yates shuffle with rand_pcg's Pcg64Mcg (the same output everywhere).
use rand_core::{RngCore, SeedableRng};
use rand_pcg::Pcg64Mcg;

fn main() {
    let mut line = String::new();
    std::io::stdin().read_line(&mut line).unwrap();
    let mut parts = line.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let n = parts.next().unwrap() as usize;
    let seed = parts.next().unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut items: Vec<usize> = (1..=n).collect();
    for i in (1..n).rev() {
        let j = (rng.next_u64() % (i as u64 + 1)) as usize;
        items.swap(i, j);
    }
    println!("{}", items.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" "));
    println!("{}", rng.next_u32());
}
