fn main() {
    use mincost_flow::MinCostFlow;
    let mut mcf = MinCostFlow::new(4);
    mcf.add_edge(0, 1, 1, 20); // from, to, cap, cost
    mcf.add_edge(0, 2, 1, 20);
    mcf.add_edge(1, 2, 1, 10);

    let slope = mcf.slope(0, 2, i64::MAX);
    assert_eq!(slope, vec![(0, 0), (1, 20), (2, 50)]);
}
