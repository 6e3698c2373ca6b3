fn main() {
    use low_link::LowLink;
    let mut low_link = LowLink::new(4);
    low_link.add_edge(0, 1);
    low_link.add_edge(0, 2);
    low_link.add_edge(1, 2);
    low_link.add_edge(2, 3);
    low_link.build();

    assert_eq!(low_link.is_bridge_unchecked(0, 1), false);
    assert_eq!(low_link.is_bridge_unchecked(2, 3), true);
}
