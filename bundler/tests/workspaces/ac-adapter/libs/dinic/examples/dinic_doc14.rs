fn main() {
    use dinic::Dinic;
    use dinic::Edge;

    let mut dinic = Dinic::new(3);
    dinic.add_edge(0, 1, 10);
    dinic.add_edge(1, 2, 15);
    dinic.add_edge(0, 2, 20);
    dinic.flow(0, 2);

    let network = dinic.get_network();
    assert_eq!(network[0][0], Edge {
        from: 0,
        to: 1,
        cap: 10,
        flow: 10
    });
    assert_eq!(network[0][1], Edge {
        from: 0,
        to: 2,
        cap: 20,
        flow: 20
    });
    assert_eq!(network[1][0], Edge {
        from: 1,
        to: 2,
        cap: 15,
        flow: 10
    });
}
