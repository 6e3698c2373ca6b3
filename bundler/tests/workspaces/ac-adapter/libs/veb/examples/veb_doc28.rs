fn main() {
    use veb::VebMap;
    let veb = VebMap::from_iter(vec![(42, "foo")]);
    assert_eq!(veb.contains_key(42), true);
    assert_eq!(veb.contains_key(43), false);
}
