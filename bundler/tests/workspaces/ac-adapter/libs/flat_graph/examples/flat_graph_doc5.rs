fn main() {
    use flat_graph::Graph;

    let mut g = Graph::from_undirected_edges(
        3,
        &[(0, 1), (1, 2)],
    );

    assert_eq!(&g[0], [1]);
    assert_eq!(&g[1], [0, 2]);
    assert_eq!(&g[2], [1]);

    let (sorted, parent) = g.sort_undirected_tree(0);

    assert_eq!(&g[0], [1]);
    assert_eq!(&g[1], [2]);
    assert_eq!(&g[2], []);

    assert_eq!(sorted, [0, 1, 2]);
    assert_eq!(parent, [0, 0, 1]);
}
