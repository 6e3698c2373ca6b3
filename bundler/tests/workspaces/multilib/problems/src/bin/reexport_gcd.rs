// `graphs::Gcd` is `numbers::Gcd` re-exported; the problem implements it for its own type and
// hands that type to `nums::gcd::gcd_all`, which only compiles if both names are one trait.
use graphs::Gcd;
use std::io::Read;

#[derive(Clone, Copy, Debug, PartialEq)]
struct Doubled(u64);

impl Gcd for Doubled {
    fn gcd_with(self, other: Doubled) -> Doubled {
        Doubled(nums::gcd(self.0, other.0))
    }
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let values: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let plain = nums::gcd::gcd_all(0u64, &values);
    let doubled: Vec<Doubled> = values.iter().map(|&v| Doubled(2 * v)).collect();
    let by_trait = nums::gcd::gcd_all(Doubled(0), &doubled);
    let pairwise: Vec<String> = values.windows(2).map(|w| w[0].gcd_with(w[1]).to_string()).collect();
    println!("{} {:?}", plain, by_trait);
    println!("{}", pairwise.join(" "));
}
