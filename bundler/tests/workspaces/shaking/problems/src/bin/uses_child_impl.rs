// Item 13: a method from an inherent impl in a child module of the type's module.
use solver_core::graph::Graph;

fn main() {
    let mut g = Graph::new(4);
    g.add_edge(0, 1);
    g.add_edge(1, 2);
    println!("{}", g.reachable(0));
}
