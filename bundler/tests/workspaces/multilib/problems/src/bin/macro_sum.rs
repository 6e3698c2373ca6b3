// `numbers`' exported macro, reached through the renamed dependency `nums`, both by path and
// through `use`.
use nums::mod_sum;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for line in input.lines().filter(|l| !l.trim().is_empty()) {
        let v: Vec<u64> = line.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
        let (m, a, b, c) = (v[0], v[1], v[2], v[3]);
        let by_use = mod_sum!(m; a, b, c);
        let by_path = nums::mod_sum!(m; nums::pow_mod(a, b, m), c,);
        println!("{} {}", by_use, by_path);
    }
}
