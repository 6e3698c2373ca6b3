fn main() {
    use veb::VebMap;
    let veb = VebMap::<()>::from_iter(vec![]);
    assert_eq!(veb.min_value(), None);
    let veb = VebMap::from_iter(vec![(42, "foo")]);
    assert_eq!(veb.min_value(), Some(&"foo"));
}
