//! Tree distances. "n q", then for v = 1 .. n-1 "parent weight" (parent < v; the root is 0),
//! then q queries "u v". Prints the lowest common ancestor and the weighted distance.
use solver_core::graph::tree::Lca;
use solver_core::io::Scanner;

fn main() {
    let mut input = Scanner::from_stdin();
    let (n, q): (usize, usize) = (input.next(), input.next());
    let mut parent = vec![(0usize, 0u64)];
    for _ in 1..n {
        parent.push((input.next(), input.next()));
    }
    let lca = Lca::new(&parent);
    for _ in 0..q {
        let (u, v): (usize, usize) = (input.next(), input.next());
        println!("{} {}", lca.lca(u, v), lca.distance(u, v));
    }
}
