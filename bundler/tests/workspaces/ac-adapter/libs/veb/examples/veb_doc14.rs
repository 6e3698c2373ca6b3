fn main() {
    use veb::VebMap;
    let veb = VebMap::from_iter(vec![(12, "foo"), (34, "bar"), (56, "baz"), (78, "qux")]);
    assert_eq!(veb.succ_key(34), Some(56));
    assert_eq!(veb.succ_value(34), Some(&"baz"));
    assert_eq!(veb.succ(34), Some((56, &"baz")));
    assert_eq!(veb.succ(78), None);
}
