fn main() {
    use dinic::Dinic;

    let mut dinic = Dinic::new(6);
    let edge_0 = dinic.add_edge(0, 1, 1);
    let edge_1 = dinic.add_edge(0, 2, 1);
    let edge_2 = dinic.add_edge(1, 3, 1);
    let edge_3 = dinic.add_edge(1, 4, 1);
    let edge_4 = dinic.add_edge(2, 3, 1);
    let edge_5 = dinic.add_edge(2, 4, 1);
    let edge_6 = dinic.add_edge(3, 5, 1);
    let edge_7 = dinic.add_edge(4, 5, 1);

    let flow = dinic.flow(0, 5);
    assert_eq!(flow, 2);

    // Actually, the "parallel" ones are the matching edges.
    assert_eq!(dinic.get_edge(edge_2).flow, 1);
    assert_eq!(dinic.get_edge(edge_3).flow, 0);
    assert_eq!(dinic.get_edge(edge_4).flow, 0);
    assert_eq!(dinic.get_edge(edge_5).flow, 1);
}
