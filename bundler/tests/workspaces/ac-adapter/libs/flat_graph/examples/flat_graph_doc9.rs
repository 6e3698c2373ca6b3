fn main() {
    use flat_graph::Graph;

    let g = Graph::from_undirected_edges(
        5,
        &[(0, 1), (0, 2), (2, 4)],
    );

    let mut iter = g.iter();
    assert_eq!(iter.next().unwrap(), [1, 2]);
    assert_eq!(iter.next().unwrap(), [0]);
    assert_eq!(iter.next().unwrap(), [0, 4]);
    assert_eq!(iter.next().unwrap(), []);
    assert_eq!(iter.next().unwrap(), [2]);
    assert!(iter.next().is_none());
}
