fn main() {
    use flat_graph::Graph;

    let g = Graph::from_parents(
        &[0, 0, 1],
    );

    assert_eq!(g[0], [1, 2]);
    assert_eq!(g[1], [3]);
    assert_eq!(g[2], []);
    assert_eq!(g[3], []);
}
