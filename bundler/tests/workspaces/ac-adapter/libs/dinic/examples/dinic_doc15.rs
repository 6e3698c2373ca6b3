fn main() {
    use dinic::Dinic;

    let mut dinic = Dinic::new(3);
    dinic.add_edge(0, 1, 10);
    dinic.add_edge(1, 2, 15);
    dinic.add_edge(0, 2, 20);
    dinic.flow(0, 2);

    let excess = dinic.get_excess();
    assert_eq!(excess.as_slice(), &[-30, 0, 30]);
}
