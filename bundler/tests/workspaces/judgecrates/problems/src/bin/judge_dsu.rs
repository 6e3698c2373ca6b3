// Uses two crates of AtCoder's set directly (ac_library, num_integer with a trait import) and
// one local crate over ac_library.
use ac_library::Dsu;
use num_integer::Integer;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let m = it.next().unwrap();
    let edges: Vec<(usize, usize)> = (0..m).map(|_| (it.next().unwrap(), it.next().unwrap())).collect();
    let mut dsu = Dsu::new(n);
    for &(a, b) in &edges {
        dsu.merge(a, b);
    }
    let sizes = mine::component_sizes(n, &edges);
    let g = sizes.iter().fold(0usize, |g, &s| g.gcd(&s));
    let l = sizes.iter().fold(1usize, |l, &s| l.lcm(&s));
    println!("components={} sizes={:?} gcd={} lcm={} same01={}", sizes.len(), sizes, g, l, n > 1 && dsu.same(0, 1));
}
