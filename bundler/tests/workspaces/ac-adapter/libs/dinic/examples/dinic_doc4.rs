fn main() {
    use dinic::Dinic;
    use dinic::Edge;

    let mut dinic = Dinic::new(3);
    dinic.add_edge(0, 1, 10);
    let key = dinic.add_edge(1, 2, 15);
    dinic.add_edge(0, 2, 20);
    dinic.flow(0, 2);

    let edges = dinic.get_edges();
    let network = dinic.get_network();

    // 0th edge
    assert_eq!(network[0][0], edges[0]);
    assert_eq!(edges[0], Edge {
        from: 0,
        to: 1,
        cap: 10,
        flow: 10
    });

    // 1st edge
    assert_eq!(network[1][0], edges[1]);
    assert_eq!(edges[1], Edge {
        from: 1,
        to: 2,
        cap: 15,
        flow: 10
    });

    // 2nd edge
    assert_eq!(network[0][1], edges[2]);
    assert_eq!(edges[2], Edge {
        from: 0,
        to: 2,
        cap: 20,
        flow: 20
    });
}
