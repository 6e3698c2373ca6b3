fn main() {
    use dinic::Dinic;
    use dinic::Edge;

    let mut dinic = Dinic::new(3);
    dinic.add_edge(0, 1, 10);
    let key = dinic.add_edge(1, 2, 15);
    dinic.add_edge(0, 2, 20);
    dinic.flow(0, 2);

    assert_eq!(dinic.get_edge(key), Edge {
        from: 1,
        to: 2,
        cap: 15,
        flow: 10
    });
}
