fn main() {
    use max_flow::MaxFlow;

    let mut inst = MaxFlow::new();

    inst.add_edge(0, 1, 20);
    inst.add_edge(0, 2, 10);
    inst.add_edge(1, 2, 10);
    inst.add_edge(1, 3, 10);
    inst.add_edge(2, 3, 20);

    let (flow, cut) = inst.solve(4, 0, 3);
    assert_eq!(flow, 30);
    assert_eq!(cut, [true, false, false, false]);
}
