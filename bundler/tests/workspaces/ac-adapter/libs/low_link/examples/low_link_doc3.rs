fn main() {
    use low_link::LowLink;
    let mut low_link = LowLink::new(4);
    low_link.add_edge(0, 3);
    low_link.add_edge(0, 2);
    low_link.build();
}
