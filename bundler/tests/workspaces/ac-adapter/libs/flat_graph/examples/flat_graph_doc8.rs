fn main() {
    use flat_graph::Graph;

    let mut g = Graph::from_undirected_edges_with_weight(
        3,
        &[(0, 1, 'a'), (1, 2, 'b')],
    );

    assert_eq!(&g[0], [(1, 'a')]);
    assert_eq!(&g[1], [(0, 'a'), (2, 'b')]);
    assert_eq!(&g[2], [(1, 'b')]);

    let (sorted, parent) = g.sort_undirected_tree_with_weight(0);

    assert_eq!(&g[0], [(1, 'a')]);
    assert_eq!(&g[1], [(2, 'b')]);
    assert_eq!(&g[2], []);

    assert_eq!(sorted, [0, 1, 2]);
    assert_eq!(parent, [0, 0, 1]);
}
