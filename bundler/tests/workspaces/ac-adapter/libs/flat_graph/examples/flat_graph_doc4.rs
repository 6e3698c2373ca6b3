fn main() {
    use flat_graph::Graph;

    let g = Graph::from_undirected_edges(
        5,
        &[(0, 1), (0, 2), (2, 4)],
    );

    assert_eq!(g[0], [1, 2]);
    assert_eq!(g[1], [0]);
    assert_eq!(g[2], [0, 4]);
    assert_eq!(g[3], []);
    assert_eq!(g[4], [2]);
}
