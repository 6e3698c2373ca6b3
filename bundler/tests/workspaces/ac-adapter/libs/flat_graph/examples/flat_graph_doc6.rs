fn main() {
    use flat_graph::Graph;

    let g = Graph::from_directed_edges_with_weight(
        5,
        &[(0, 1, 'a'), (0, 2, 'b'), (2, 4, 'c')],
    );

    assert_eq!(g[0], [(1, 'a'), (2, 'b')]);
    assert_eq!(g[1], []);
    assert_eq!(g[2], [(4, 'c')]);
    assert_eq!(g[3], []);
    assert_eq!(g[4], []);
}
