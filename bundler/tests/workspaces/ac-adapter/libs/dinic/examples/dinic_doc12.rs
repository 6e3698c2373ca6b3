fn main() {
    use dinic::Dinic;

    let mut dinic = Dinic::new(3);
    let edge_0 = dinic.add_edge(0, 1, 10);
    let edge_1 = dinic.add_edge(1, 2, 15);
    let edge_2 = dinic.add_edge(0, 2, 20);

    let flow = dinic.flow(0, 2);

    assert_eq!(dinic.get_edge(edge_0).flow, 10);
    assert_eq!(dinic.get_edge(edge_1).flow, 10);
    assert_eq!(dinic.get_edge(edge_2).flow, 20);
    assert_eq!(flow, 30);
}
