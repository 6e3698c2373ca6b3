fn main() {
    use dinic::Dinic;

    let mut dinic = Dinic::<u32>::new(3);
    dinic.add_edge(0, 1, 10);
    dinic.add_edge(1, 2, 15);
    dinic.add_edge(0, 2, 20);

    let flow = dinic.flow(0, 2);
    assert_eq!(flow, 30);
}
