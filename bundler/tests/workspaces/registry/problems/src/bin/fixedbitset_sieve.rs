// A sieve of Eratosthenes on a FixedBitSet.
use fixedbitset::FixedBitSet;

fn main() {
    let mut line = String::new();
    std::io::stdin().read_line(&mut line).unwrap();
    let n: usize = line.trim().parse().unwrap();
    let mut composite = FixedBitSet::with_capacity(n + 1);
    composite.insert_range(..2.min(n + 1));
    let mut p = 2;
    while p * p <= n {
        if !composite[p] {
            let mut q = p * p;
            while q <= n {
                composite.insert(q);
                q += p;
            }
        }
        p += 1;
    }
    composite.toggle_range(..);
    println!("{}", composite.count_ones(..));
    println!("{}", composite.ones().take(10).map(|x| x.to_string()).collect::<Vec<_>>().join(" "));
}
