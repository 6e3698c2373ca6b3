fn main() {
    use dinic::Dinic;

    let mut dinic = Dinic::new(3);
    dinic.add_edge(0, 1, 10);
    dinic.add_edge(1, 2, 15);
    dinic.add_edge(0, 2, 20);
    dinic.flow(0, 2);

    assert_eq!(dinic.min_cut(0).as_slice(), &[true, false, false]);
}
