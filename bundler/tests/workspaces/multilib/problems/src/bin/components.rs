// Uses only `graphs`; `graphs` itself uses `numbers` and `bits`, which this problem never names.
use graphs::dsu::Dsu;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let (n, m) = (tokens.next().unwrap(), tokens.next().unwrap());
    let mut dsu = Dsu::new(n);
    for _ in 0..m {
        let (a, b) = (tokens.next().unwrap() - 1, tokens.next().unwrap() - 1);
        dsu.union(a, b);
    }
    let sizes = dsu.component_sizes();
    let shown: Vec<String> = sizes.iter().map(|s| s.to_string()).collect();
    println!("{} components: {}", sizes.len(), shown.join(" "));
    println!("gcd {} {}", dsu.size_gcd(), dsu.size_gcd_by_trait());
    let (powers, ones) = dsu.size_bits();
    println!("power-of-two sizes {} ones {}", powers, ones);
}
