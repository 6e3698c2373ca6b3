fn main() {
    use veb::VebMap;
    let mut veb = VebMap::from_iter(vec![(42, "foo"), (43, "bar")]);
    assert_eq!(veb.get(42), Some(&"foo"));
    assert_eq!(veb.get(43), Some(&"bar"));
    assert_eq!(veb.get(44), None);

    assert_eq!(veb.min(), Some((42, &"foo")));
    assert_eq!(veb.min_key(), Some(42));
    assert_eq!(veb.min_value(), Some(&"foo"));
}
