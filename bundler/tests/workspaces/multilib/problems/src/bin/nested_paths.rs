// Absolute paths `::graphs::...` inside nested modules of the problem, where a plain
// `graphs::` would also resolve but `crate::graphs` must not be spelled by hand.
mod solve {
    pub mod inner {
        use ::graphs::dsu::Dsu;

        pub fn components(n: usize, edges: &[(usize, usize)]) -> usize {
            let mut dsu = Dsu::new(n);
            for &(a, b) in edges {
                dsu.union(a, b);
            }
            dsu.component_sizes().len()
        }
    }

    pub fn farthest(n: usize, edges: &[(usize, usize)]) -> Vec<String> {
        ::graphs::bfs::distances(n, edges, 0)
            .iter()
            .map(|d| match d {
                Some(d) => d.to_string(),
                None => "-".to_string(),
            })
            .collect()
    }
}

use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let (n, m) = (tokens.next().unwrap(), tokens.next().unwrap());
    let edges: Vec<(usize, usize)> = (0..m).map(|_| (tokens.next().unwrap() - 1, tokens.next().unwrap() - 1)).collect();
    println!("{}", solve::inner::components(n, &edges));
    println!("{}", solve::farthest(n, &edges).join(" "));
}
