fn main() {
    use veb::VebMap;
    let veb = VebMap::from_iter(vec![(12, "foo"), (34, "bar"), (56, "baz"), (78, "qux")]);
    assert_eq!(veb.succ_eq_value(34), Some(&"bar"));
    assert_eq!(veb.succ_eq_value(35), Some(&"baz"));
}
