fn main() {
    use low_link::LowLink;
    let mut low_link = LowLink::new(4);
    low_link.add_edge(0, 1);
    low_link.add_edge(0, 2);
    low_link.add_edge(1, 2);
    low_link.add_edge(2, 3);
    low_link.build();

    let mut result = low_link.biconnected_components();
    result.iter_mut().flatten().for_each(|v| v.sort());
    result.iter_mut().for_each(|v| v.sort());
    result.sort();
    let expected = vec![vec![[0, 1], [0, 2], [1, 2]], vec![[2, 3]]];
    assert_eq!(result, expected);
}
